import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@granska/domain';
import { Button, FileInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useFinalizeSpiReport } from '../api/spi-jobs';

/**
 * Finalize the SPI report: the leader's written report and the interview report file. The server
 * refuses a report without the file with the spec's message, shown here as the alert.
 */
export const FinalizeForm = ({ jobId }: { jobId: string }) => {
  const { t } = useTranslation();
  const finalize = useFinalizeSpiReport(jobId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > ATTACHMENT_MAX_BYTES;
  return (
    <form
      aria-label={t('spi.report.formTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLarge) finalize.mutate({ text, file });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('spi.report.text')}
          rows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <FileInput
          label={t('spi.report.file')}
          description={t('spi.report.fileHint')}
          accept={ATTACHMENT_TYPES.join(',')}
          value={file}
          onChange={(picked) => {
            finalize.reset();
            setFile(picked);
          }}
          error={tooLarge ? t('spi.report.tooLarge') : undefined}
          clearable
          clearButtonProps={{ 'aria-label': t('spi.report.clearFile') }}
          w={{ base: '100%', sm: 420 }}
        />
        <ApiErrorAlert error={finalize.error} />
        <Button type="submit" loading={finalize.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('spi.report.finalize')}
        </Button>
      </Stack>
    </form>
  );
};
