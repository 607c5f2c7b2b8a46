import { formatDate, formatDateTime, type PsOrderRow, SERVICE_LABELS } from '@granska/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { deadlineColumn, jobStateColumn, linkColumn } from '../../../components/list/columns';
import { type DataColumn, DataTable } from '../../../components/list/data-table';
import { DangerModal } from '../../../components/modals';
import { ReportDownloadButton } from '../../../components/order/download-report-button';
import { currentLanguage } from '../../../i18n/i18n';
import { usePsDownloadReport, usePsDownloadSpiReport, usePsScheduleDecision } from '../api/sak-orders-api';
import { personPath } from '../paths';
import { useSakRights } from '../rights';

const DownloadCell = ({ row }: { row: PsOrderRow }) => (
  <ReportDownloadButton hasReport={row.hasReport} download={usePsDownloadReport(row.orderId)} />
);

/** 'Ladda ner SPI-rapport' (SPIDownloadReport), once the SPI leader has finalized the SPI report. */
const SpiReportCell = ({ row }: { row: PsOrderRow }) => {
  const { t } = useTranslation();
  const download = usePsDownloadSpiReport(row.orderId);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => download.mutate()}
        loading={download.isPending}
        aria-label={t('sak.orders.downloadSpiReportFor', { name: row.name })}
      >
        {t('sak.orders.downloadSpiReport')}
      </Button>
      <ApiErrorAlert error={download.error} />
    </Stack>
  );
};

/** A scheduled clearance's approval (SCApproveActivation) and withdrawal (SCCancelActivation, confirmed). */
const ScheduleCell = ({ row }: { row: PsOrderRow }) => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const decide = usePsScheduleDecision();
  const [confirming, setConfirming] = useState(false);
  if (row.scheduleApproved === null) return null;
  return (
    <Group gap="xs">
      {row.scheduleApproved ? (
        <Text size="sm">{t('sak.orders.approved')}</Text>
      ) : (
        rights.approveSchedule && (
          <Button
            size="xs"
            onClick={() => decide.mutate({ orderId: row.orderId, approve: true })}
            loading={decide.isPending}
            aria-label={t('sak.orders.approveFor', { name: row.name })}
          >
            {t('sak.orders.approve')}
          </Button>
        )
      )}
      {rights.cancelSchedule && (
        <Button
          size="xs"
          variant="default"
          onClick={() => setConfirming(true)}
          aria-label={t('sak.orders.cancelFor', { name: row.name })}
        >
          {t('sak.orders.cancel')}
        </Button>
      )}
      <ApiErrorAlert error={decide.error} />
      <DangerModal
        opened={confirming}
        title={t('sak.orders.cancelTitle', { name: row.name })}
        message={t('sak.orders.cancelMessage')}
        deleteLabel={t('sak.orders.cancel')}
        loading={decide.isPending}
        onCancel={() => setConfirming(false)}
        onDelete={() =>
          decide.mutate({ orderId: row.orderId, approve: false }, { onSettled: () => setConfirming(false) })
        }
      />
    </Group>
  );
};

/**
 * SÄK orders, one row per order: the person (to the card), the service, the spec's state label, the order
 * date, the booked SPI interview and the customer-facing deadline (spec §4: with a booked interview, three
 * days after it), or a scheduled clearance's start with its approval; the report to download for the
 * services the user downloads.
 */
export const PsOrdersTable = ({
  rows,
  labelledBy,
  label,
  empty,
  scheduled = false,
}: {
  rows: readonly PsOrderRow[];
  labelledBy?: string;
  label?: string;
  empty: string;
  scheduled?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useSakRights();
  const none = t('sak.none');
  const columns: DataColumn<PsOrderRow>[] = [
    linkColumn<PsOrderRow>('name', t('sak.orders.columns.name'), (row) => ({
      to: row.psPersonId ? personPath(row.psPersonId) : '#',
      label: row.name,
    })),
    {
      key: 'service',
      header: t('sak.orders.columns.service'),
      cell: (row) => SERVICE_LABELS[row.service][language],
    },
    jobStateColumn<PsOrderRow>(t('sak.orders.columns.state'), language, (row) => row.currState),
    ...(scheduled
      ? [
          {
            key: 'activation',
            header: t('sak.orders.columns.activationTime'),
            cell: (row: PsOrderRow) => (row.activationTime ? formatDateTime(row.activationTime) : none),
          },
          {
            key: 'approval',
            header: t('sak.orders.columns.approval'),
            cell: (row: PsOrderRow) => <ScheduleCell row={row} />,
          },
        ]
      : [
          {
            key: 'orderDate',
            header: t('sak.orders.columns.orderDate'),
            cell: (row: PsOrderRow) => (row.orderDate ? formatDate(row.orderDate) : none),
          },
          {
            key: 'interview',
            header: t('sak.orders.columns.interview'),
            cell: (row: PsOrderRow) => (row.interviewTime ? formatDateTime(row.interviewTime) : none),
          },
          deadlineColumn<PsOrderRow>(t('sak.orders.columns.deadline'), (row) => row),
        ]),
  ];
  if (!scheduled && rights.downloadReport.length > 0) {
    columns.push({
      key: 'report',
      header: t('sak.orders.columns.report'),
      cell: (row) => (rights.downloadReport.includes(row.service) ? <DownloadCell row={row} /> : none),
    });
  }
  if (!scheduled && rights.downloadSpiReport && rows.some((row) => row.spiReportAvailable)) {
    columns.push({
      key: 'spiReport',
      header: t('sak.orders.columns.spiReport'),
      cell: (row) => (row.spiReportAvailable ? <SpiReportCell row={row} /> : none),
    });
  }
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.orderId}
      {...(labelledBy ? { labelledBy } : { label: label ?? '' })}
      empty={empty}
      minWidth={760}
      columns={columns}
    />
  );
};
