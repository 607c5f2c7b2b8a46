import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPE_LABELS,
  ATTACHMENT_TYPES,
  type AttachmentView,
  formatDateTime,
} from '@granska/domain';
import { ActionIcon, Button, FileInput, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { Loading } from '../../../components/loading/loading';
import { DangerModal, SuccessModal } from '../../../components/modals';
import {
  useAttachments,
  useDeleteAttachment,
  useDownloadAttachment,
  useUploadAttachment,
} from '../api/attachments';

const KIB = 1024;

const sizeText = (bytes: number, language: string) => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes < KIB * KIB ? `${format.format(bytes / KIB)} kB` : `${format.format(bytes / (KIB * KIB))} MB`;
};

/** Bilagor: upload (checked again by the server), download, delete after a confirmation. */
export const AttachmentsTab = ({ jobId, editable }: { jobId: string; editable: boolean }) => {
  const { t, i18n } = useTranslation();
  const attachments = useAttachments(jobId);
  const upload = useUploadAttachment(jobId);
  const download = useDownloadAttachment();
  const remove = useDeleteAttachment(jobId);
  const [file, setFile] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<AttachmentView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tooLarge = file !== null && file.size > ATTACHMENT_MAX_BYTES;

  return (
    <Stack gap="md">
      {editable && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!file || tooLarge) return;
            upload.mutate(file, {
              onSuccess: () => {
                setFile(null);
                setDone(t('analyst.attachments.uploaded'));
              },
            });
          }}
        >
          <Group align="flex-end">
            <FileInput
              label={t('analyst.attachments.choose')}
              description={t('analyst.attachments.chooseHint')}
              accept={ATTACHMENT_TYPES.join(',')}
              value={file}
              onChange={(picked) => {
                upload.reset();
                setFile(picked);
              }}
              error={tooLarge ? t('analyst.attachments.tooLarge') : undefined}
              clearable
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" disabled={!file || tooLarge} loading={upload.isPending}>
              {t('analyst.attachments.upload')}
            </Button>
          </Group>
        </form>
      )}
      <ApiErrorAlert error={upload.error ?? download.error ?? remove.error} />
      {attachments.isPending ? (
        <Loading label={t('analyst.attachments.loading')} />
      ) : attachments.isError ? (
        <ApiErrorAlert error={attachments.error} />
      ) : (
        <DataTable
          rows={attachments.data}
          rowKey={(attachment) => attachment.id}
          label={t('analyst.attachments.tableLabel')}
          empty={t('analyst.attachments.empty')}
          minWidth={0}
          columns={[
            {
              key: 'name',
              header: t('analyst.attachments.name'),
              rowHeader: true,
              cell: (attachment) => attachment.name,
            },
            {
              key: 'type',
              header: t('analyst.attachments.type'),
              cell: (attachment) => ATTACHMENT_TYPE_LABELS[attachment.type],
            },
            {
              key: 'size',
              header: t('analyst.attachments.size'),
              cell: (attachment) => sizeText(attachment.size, i18n.language),
            },
            {
              key: 'added',
              header: t('analyst.attachments.added'),
              cell: (attachment) => formatDateTime(attachment.created),
            },
            {
              key: 'actions',
              header: <VisuallyHidden>{t('analyst.attachments.actions')}</VisuallyHidden>,
              cell: (attachment) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('analyst.attachments.download', { name: attachment.name })}
                    loading={download.isPending && download.variables === attachment.id}
                    onClick={() => download.mutate(attachment.id)}
                  >
                    <IconDownload size={18} aria-hidden />
                  </ActionIcon>
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('analyst.attachments.delete', { name: attachment.name })}
                      onClick={() => setDeleting(attachment)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      <DangerModal
        opened={deleting !== null}
        title={t('analyst.attachments.deleteTitle')}
        message={t('analyst.attachments.deleteText', { name: deleting?.name ?? '' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => setDone(t('analyst.attachments.deleted')),
          });
        }}
      />
      <SuccessModal opened={done !== null} onClose={() => setDone(null)} message={done ?? ''} />
    </Stack>
  );
};
