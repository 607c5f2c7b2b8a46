import type { PsImportResult, PsImportRow } from '@granska/domain';
import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { PageHeading } from '../../../components/page-title/page-heading';
import { useUserMessage } from '../../../i18n/user-message';
import { useImportPersons } from '../api/sak-api';
import { PORTAL_PATH } from '../paths';
import { useSakRights } from '../rights';

/** A file larger than the server takes is refused before it is sent. */
const MAX_FILE_BYTES = 1_000_000;

/**
 * `sak/import` (PSImportOrder): a CSV file of already cleared persons is previewed line by line, every
 * bad line with its messages; only a confirmed import stores the good lines, and the bad ones are left.
 */
export const ImportPage = () => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const message = useUserMessage();
  const preview = useImportPersons();
  const confirm = useImportPersons();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const titleId = 'sak-import-title';
  if (!rights.importPersons) return <Text>{t('sak.import.noAccess')}</Text>;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    preview.reset();
    confirm.reset();
    setTooLarge(chosen !== null && chosen.size > MAX_FILE_BYTES);
    if (chosen && chosen.size <= MAX_FILE_BYTES) {
      const text = await chosen.text();
      setCsv(text);
      preview.mutate({ csv: text, confirm: false });
    }
  };

  const result: PsImportResult | undefined = confirm.data ?? preview.data;
  const bad = result?.rows.filter((row) => row.issues.length > 0) ?? [];

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <PageHeading id={titleId}>{t('sak.import.title')}</PageHeading>
      <Text>{t('sak.import.intro')}</Text>
      <FileInput
        label={t('sak.import.file')}
        placeholder={t('sak.import.choose')}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={tooLarge ? t('sak.import.tooLarge') : undefined}
        w={{ base: '100%', sm: 420 }}
        clearable
        clearButtonProps={{ 'aria-label': t('sak.import.clear') }}
      />
      <ApiErrorAlert error={preview.error ?? confirm.error} />
      {confirm.data ? (
        <Alert color="green" role="status">
          <Stack gap="xs">
            <Text>{t('sak.import.imported', { count: confirm.data.imported })}</Text>
            {confirm.data.invalid > 0 && (
              <Text>{t('sak.import.leftOut', { count: confirm.data.invalid })}</Text>
            )}
            <Anchor component={Link} to={PORTAL_PATH}>
              {t('sak.back')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        result && (
          <Stack gap="sm">
            <Text role="status">
              {t('sak.import.summary', { valid: result.valid, count: result.invalid })}
            </Text>
            <Group>
              <Button
                disabled={result.valid === 0 || csv === null}
                loading={confirm.isPending}
                onClick={() => csv !== null && confirm.mutate({ csv, confirm: true })}
              >
                {t('sak.import.confirm', { count: result.valid })}
              </Button>
            </Group>
          </Stack>
        )
      )}
      {result && (
        <DataTable<PsImportRow>
          rows={bad}
          rowKey={(row) => String(row.line)}
          label={t('sak.import.badLines')}
          caption={t('sak.import.badLines')}
          empty={t('sak.import.noBadLines')}
          columns={[
            { key: 'line', header: t('sak.import.line'), cell: (row) => row.line, rowHeader: true },
            { key: 'name', header: t('sak.import.name'), cell: (row) => row.name || t('sak.none') },
            {
              key: 'issues',
              header: t('sak.import.issues'),
              cell: (row) => (
                <List size="sm">
                  {row.issues.map((issue) => (
                    <List.Item key={issue}>{message(issue)}</List.Item>
                  ))}
                </List>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
};
