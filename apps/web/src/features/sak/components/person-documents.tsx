import {
  formatDateTime,
  PS_DOCUMENT_MAX_BYTES,
  PS_DOCUMENT_TYPE_LABELS,
  PS_DOCUMENT_TYPES,
  type PsDocumentView,
} from '@granska/domain';
import { ActionIcon, Alert, Button, FileInput, Group, List, Stack, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { Loading } from '../../../components/loading/loading';
import { DangerModal } from '../../../components/modals';
import { SectionCard } from '../../../components/section-card/section-card';
import {
  useDeleteDocument,
  useDownloadDocument,
  usePersonDocuments,
  useUploadDocument,
} from '../api/documents-api';
import { useSakRights } from '../rights';

const KIB = 1024;

const sizeText = (bytes: number, language: string) => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes < KIB * KIB ? `${format.format(bytes / KIB)} kB` : `${format.format(bytes / (KIB * KIB))} MB`;
};

const UploadForm = ({ personId, onUploaded }: { personId: string; onUploaded: (name: string) => void }) => {
  const { t } = useTranslation();
  const upload = useUploadDocument(personId);
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > PS_DOCUMENT_MAX_BYTES;
  return (
    <form
      aria-label={t('sak.documents.upload')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || tooLarge) return;
        upload.mutate(file, {
          onSuccess: (document) => {
            setFile(null);
            onUploaded(document.filename);
          },
        });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end">
          <FileInput
            label={t('sak.documents.choose')}
            description={t('sak.documents.chooseHint')}
            accept={PS_DOCUMENT_TYPES.join(',')}
            value={file}
            onChange={(picked) => {
              upload.reset();
              setFile(picked);
            }}
            error={tooLarge ? t('sak.documents.tooLarge') : undefined}
            clearable
            clearButtonProps={{ 'aria-label': t('sak.documents.clear') }}
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" disabled={!file || tooLarge} loading={upload.isPending}>
            {t('sak.documents.upload')}
          </Button>
        </Group>
        <ApiErrorAlert error={upload.error} />
      </Stack>
    </form>
  );
};

/**
 * The person card's documents (spec §3 Person card): the list for the register's readers, a download per
 * document for PSDownloadAttachmentPsPerson, upload and delete (after confirming) for PSEditSecurityClass.
 */
export const PersonDocuments = ({ personId }: { personId: string }) => {
  const { t, i18n } = useTranslation();
  const rights = useSakRights();
  const documents = usePersonDocuments(personId, { enabled: rights.seeDocuments });
  const download = useDownloadDocument(personId);
  const remove = useDeleteDocument(personId);
  const [deleting, setDeleting] = useState<PsDocumentView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!rights.seeDocuments) return null;

  const actions = (document: PsDocumentView) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {rights.downloadDocuments && (
        <ActionIcon
          variant="subtle"
          aria-label={t('sak.documents.download', { name: document.filename })}
          loading={download.isPending && download.variables === document.id}
          onClick={() => download.mutate(document.id)}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      )}
      {rights.editDocuments && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('sak.documents.delete', { name: document.filename })}
          onClick={() => {
            setNotice(null);
            setDeleting(document);
          }}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );

  return (
    <SectionCard title={t('sak.documents.title')}>
      <Stack gap="md">
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        {rights.editDocuments && (
          <UploadForm
            personId={personId}
            onUploaded={(name) => setNotice(t('sak.documents.uploaded', { name }))}
          />
        )}
        <ApiErrorAlert error={download.error ?? remove.error} />
        {documents.isPending ? (
          <Loading label={t('sak.documents.loading')} />
        ) : documents.isError ? (
          <ApiErrorAlert error={documents.error} />
        ) : (
          <DataTable<PsDocumentView>
            rows={documents.data}
            rowKey={(document) => document.id}
            label={t('sak.documents.tableLabel')}
            empty={t('sak.documents.empty')}
            minWidth={0}
            columns={[
              {
                key: 'filename',
                header: t('sak.documents.filename'),
                rowHeader: true,
                cell: (document) => document.filename,
              },
              {
                key: 'type',
                header: t('sak.documents.type'),
                cell: (document) => PS_DOCUMENT_TYPE_LABELS[document.type],
              },
              {
                key: 'size',
                header: t('sak.documents.size'),
                cell: (document) => sizeText(document.size, i18n.language),
              },
              {
                key: 'uploadedBy',
                header: t('sak.documents.uploadedBy'),
                cell: (document) => document.uploadedBy,
              },
              {
                key: 'date',
                header: t('sak.documents.date'),
                cell: (document) => formatDateTime(document.created),
              },
              ...(rights.downloadDocuments || rights.editDocuments
                ? [
                    {
                      key: 'actions',
                      header: <VisuallyHidden>{t('sak.documents.actions')}</VisuallyHidden>,
                      cell: actions,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Stack>
      <DangerModal
        opened={deleting !== null}
        title={t('sak.documents.deleteTitle')}
        message={t('sak.documents.deleteText', { name: deleting?.filename ?? '' })}
        deleteLabel={t('sak.documents.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={() => {
          if (!deleting) return;
          const name = deleting.filename;
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => setNotice(t('sak.documents.deleted', { name })),
          });
        }}
      />
    </SectionCard>
  );
};

/** The line of the card's deletion dialog that says how many documents go with it. */
export const DeletesDocumentsItem = ({ personId }: { personId: string }) => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const documents = usePersonDocuments(personId, { enabled: rights.seeDocuments });
  if (!rights.seeDocuments || !documents.data) return null;
  return <List.Item>{t('sak.card.deletesDocuments', { count: documents.data.length })}</List.Item>;
};
