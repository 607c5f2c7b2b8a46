import {
  COURT_CASE_TYPE_LABELS,
  type CourtRecordsData,
  CREDIT_INFORMATION_LEVEL_LABELS,
  CREDIT_INFORMATION_LEVELS,
  type CreditInformationData,
  type CreditInformationLevel,
  type DataPartView,
  formatDateTime,
} from '@granska/domain';
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { Loading } from '../../../components/loading/loading';
import { currentLanguage } from '../../../i18n/i18n';
import { useFetchCourtRecords, useFetchCreditInformation } from '../api/bulk-data';
import { useDataParts } from '../api/data-parts';
import { CreditRecordView } from './credit-record-view';
import { TestDataBadge } from './test-data-badge';

type Fetched<T> = { part: DataPartView; data: T };

/** The newest data part holding this kind of provider data (the list is oldest first). */
const newestOf = <K extends 'creditInformation' | 'courtRecords'>(
  parts: readonly DataPartView[] | undefined,
  kind: K,
): Fetched<Extract<CreditInformationData | CourtRecordsData, { kind: K }>> | null => {
  const part = [...(parts ?? [])].reverse().find((candidate) => candidate.data?.kind === kind);
  return part?.data
    ? { part, data: part.data as Extract<CreditInformationData | CourtRecordsData, { kind: K }> }
    : null;
};

/** Kreditupplysning: fetch at a level, then the newest record of the job, readable. */
export const CreditInformationTab = ({ jobId, editable }: { jobId: string; editable: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [level, setLevel] = useState<CreditInformationLevel>('FULL');
  const parts = useDataParts(jobId);
  const fetchRecord = useFetchCreditInformation(jobId);
  const newest = newestOf(parts.data, 'creditInformation');

  return (
    <Stack gap="md">
      {editable && (
        <Group align="flex-end">
          <NativeSelect
            label={t('analyst.credit.level')}
            value={level}
            onChange={(event) => setLevel(event.currentTarget.value as CreditInformationLevel)}
            data={CREDIT_INFORMATION_LEVELS.map((value) => ({
              value,
              label: CREDIT_INFORMATION_LEVEL_LABELS[value][language],
            }))}
          />
          <Button onClick={() => fetchRecord.mutate(level)} loading={fetchRecord.isPending}>
            {t('analyst.credit.fetch')}
          </Button>
        </Group>
      )}
      <ApiErrorAlert error={fetchRecord.error} />
      {fetchRecord.isPending && <Loading label={t('analyst.credit.fetching')} />}
      {parts.isPending ? (
        <Loading label={t('analyst.dataParts.loading')} />
      ) : parts.isError ? (
        <ApiErrorAlert error={parts.error} />
      ) : !newest ? (
        <Text c="dimmed">{t('analyst.credit.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('analyst.credit.fetchedAt', {
                time: formatDateTime(newest.part.created),
                level: CREDIT_INFORMATION_LEVEL_LABELS[newest.data.level][language],
              })}
            </Text>
            <TestDataBadge testData={newest.data.testData} />
          </Group>
          <CreditRecordView person={newest.data.person} />
        </Stack>
      )}
    </Stack>
  );
};

/** Domstolsuppgifter: fetch, then the newest answer's message and records. */
export const CourtRecordsTab = ({ jobId, editable }: { jobId: string; editable: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const parts = useDataParts(jobId);
  const fetchRecords = useFetchCourtRecords(jobId);
  const newest = newestOf(parts.data, 'courtRecords');

  return (
    <Stack gap="md">
      {editable && (
        <Group>
          <Button onClick={() => fetchRecords.mutate()} loading={fetchRecords.isPending}>
            {t('analyst.court.fetch')}
          </Button>
        </Group>
      )}
      <ApiErrorAlert error={fetchRecords.error} />
      {fetchRecords.isPending && <Loading label={t('analyst.court.fetching')} />}
      {parts.isPending ? (
        <Loading label={t('analyst.dataParts.loading')} />
      ) : parts.isError ? (
        <ApiErrorAlert error={parts.error} />
      ) : !newest ? (
        <Text c="dimmed">{t('analyst.court.empty')}</Text>
      ) : (
        <Paper withBorder p="md">
          <Group gap="xs" mb="sm">
            <Text size="sm" fw={600}>
              {newest.data.message}
            </Text>
            <Text size="sm" c="dimmed">
              {t('analyst.court.fetchedAt', { time: formatDateTime(newest.part.created) })}
            </Text>
            <TestDataBadge testData={newest.data.testData} />
          </Group>
          <DataTable
            rows={newest.data.records}
            rowKey={(record) => `${record.court}-${record.caseNumber}`}
            label={t('analyst.court.tableLabel')}
            empty={
              <Text size="sm" c="dimmed">
                {t('analyst.court.noRecords')}
              </Text>
            }
            minWidth={800}
            columns={[
              { key: 'date', header: t('analyst.court.columns.date'), cell: (record) => record.date },
              { key: 'court', header: t('analyst.court.columns.court'), cell: (record) => record.court },
              {
                key: 'caseNumber',
                header: t('analyst.court.columns.caseNumber'),
                cell: (record) => record.caseNumber,
              },
              {
                key: 'caseType',
                header: t('analyst.court.columns.caseType'),
                cell: (record) => COURT_CASE_TYPE_LABELS[record.caseType][language],
              },
              {
                key: 'subject',
                header: t('analyst.court.columns.subject'),
                cell: (record) => record.subject,
              },
              { key: 'role', header: t('analyst.court.columns.role'), cell: (record) => record.role },
              {
                key: 'outcome',
                header: t('analyst.court.columns.outcome'),
                cell: (record) => record.outcome,
              },
            ]}
          />
        </Paper>
      )}
    </Stack>
  );
};
