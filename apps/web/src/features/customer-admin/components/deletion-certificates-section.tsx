import {
  DELETED_DATA_CATEGORY_LABELS,
  DELETION_POLICY_LABELS,
  type DeletionCertificateView,
  formatDate,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Button, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { Pager } from '../../../components/pager/pager';
import { currentLanguage } from '../../../i18n/i18n';
import { useDownloadDeletionCertificate } from '../api/download-deletion-certificate';
import { useDeletionCertificates } from '../api/list-deletion-certificates';

const TITLE_ID = 'customer-admin-deletion-certificates-title';

/**
 * The certificates of the customer's finished cases whose personal data was deleted after the period
 * the consent page promised (docs/decisions/deletion-policy.md), each downloadable as a PDF.
 */
export const DeletionCertificatesSection = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const params = useListParams({});
  const certificates = useDeletionCertificates(params.page);
  useKeepPageInRange(params, certificates.data?.pages);
  const download = useDownloadDeletionCertificate();
  const list = certificates.data;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          {t('customerAdmin.deletionCertificates.title')}
        </Title>
        <Text>{t('customerAdmin.deletionCertificates.intro')}</Text>
        {certificates.isPending && (
          <Loader size="sm" aria-label={t('customerAdmin.deletionCertificates.loading')} />
        )}
        <ApiErrorAlert error={certificates.error} />
        <ApiErrorAlert error={download.error} onClose={() => download.reset()} />
        {list && (
          <DataTable<DeletionCertificateView>
            rows={list.items}
            rowKey={(certificate) => certificate.id}
            labelledBy={TITLE_ID}
            empty={t('customerAdmin.deletionCertificates.empty')}
            columns={[
              {
                key: 'case',
                header: t('customerAdmin.deletionCertificates.columns.case'),
                rowHeader: true,
                cell: (certificate) => (
                  <Text size="sm" ff="monospace">
                    {shortId(certificate.jobId)}
                  </Text>
                ),
              },
              {
                key: 'service',
                header: t('customerAdmin.deletionCertificates.columns.service'),
                cell: (certificate) => SERVICE_LABELS[certificate.service][language],
              },
              {
                key: 'finished',
                header: t('customerAdmin.deletionCertificates.columns.finished'),
                cell: (certificate) => formatDate(certificate.finishedAt),
              },
              {
                key: 'deleted',
                header: t('customerAdmin.deletionCertificates.columns.deleted'),
                cell: (certificate) => formatDate(certificate.deletedAt),
              },
              {
                key: 'policy',
                header: t('customerAdmin.deletionCertificates.columns.policy'),
                cell: (certificate) =>
                  t('customerAdmin.deletionCertificates.policy', {
                    policy: DELETION_POLICY_LABELS[certificate.policy][language],
                    count: certificate.retentionMonths,
                  }),
              },
              {
                key: 'what',
                header: t('customerAdmin.deletionCertificates.columns.what'),
                cell: (certificate) => (
                  <List size="sm">
                    {certificate.deleted.map((item) => (
                      <List.Item key={item.category}>
                        {t('customerAdmin.deletionCertificates.count', {
                          what: DELETED_DATA_CATEGORY_LABELS[item.category][language],
                          count: item.count,
                        })}
                      </List.Item>
                    ))}
                  </List>
                ),
              },
              {
                key: 'download',
                header: t('customerAdmin.deletionCertificates.columns.download'),
                cell: (certificate) => (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={download.isPending && download.variables === certificate.id}
                    aria-label={t('customerAdmin.deletionCertificates.downloadOne', {
                      id: shortId(certificate.jobId),
                    })}
                    onClick={() => download.mutate(certificate.id)}
                  >
                    {t('customerAdmin.deletionCertificates.download')}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {list && <Pager page={list.page} pages={list.pages} onChange={params.setPage} />}
      </Stack>
    </Card>
  );
};
