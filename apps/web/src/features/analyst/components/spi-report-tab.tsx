import {
  formatDate,
  formatDateTime,
  INTERVIEW_TYPE_LABELS,
  REFERENCE_ORDER_STATE_LABELS,
  type StaffInterviewView,
  shortId,
} from '@granska/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Fact, Facts } from '../../../components/job/facts';
import { SpiProtocolSignatures } from '../../../components/job/spi-protocol-signatures';
import { Loading } from '../../../components/loading/loading';
import { currentLanguage } from '../../../i18n/i18n';
import {
  useDownloadScreeningReferenceReport,
  useDownloadSpiReportFile,
  useScreeningReferenceCheck,
  useSpiReport,
} from '../api/spi-report';
import { Panel } from './panel';

/**
 * The interview as ordered: its type, who holds it, the booked time or the customer's date, and the
 * reference check ordered with it (spiDetails.refCheckId, docs/decisions/spi-interviews.md).
 */
const InterviewPanel = ({ interview }: { interview: StaffInterviewView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('analyst.spi.noValue');
  return (
    <Panel id="analyst-spi-interview" title={t('analyst.spi.interview')}>
      <Facts>
        <Fact label={t('analyst.spi.type')}>{INTERVIEW_TYPE_LABELS[interview.spiType][language]}</Fact>
        <Fact label={t('analyst.spi.heldBy')}>
          {interview.sriPerformsInterview ? t('analyst.spi.heldByUs') : t('analyst.spi.heldByCustomer')}
        </Fact>
        <Fact label={t('analyst.spi.booked')}>
          {interview.bookedTime ? formatDateTime(interview.bookedTime) : none}
        </Fact>
        <Fact label={t('analyst.spi.customerDate')}>
          {interview.spiDate ? formatDate(interview.spiDate) : none}
        </Fact>
        <Fact label={t('analyst.spi.referenceCheck')}>
          {!interview.performReferenceCheck
            ? t('analyst.spi.referenceCheckNotOrdered')
            : interview.refCheckId
              ? t('analyst.spi.referenceCheckOrdered', { id: shortId(interview.refCheckId) })
              : t('analyst.spi.referenceCheckPending')}
        </Fact>
      </Facts>
    </Panel>
  );
};

/** A file of the job to download, and why it failed when it did. */
const DownloadButton = ({
  label,
  download,
}: {
  label: string;
  download: UseMutationResult<string, Error, void>;
}) => (
  <>
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
    <ApiErrorAlert error={download.error} />
  </>
);

/** The reference check ordered with the screening: how far it has come, and its whole report to download. */
const ReferenceCheckPanel = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const check = useScreeningReferenceCheck(jobId);
  const download = useDownloadScreeningReferenceReport(jobId);
  if (check.isPending) return <Loading label={t('analyst.spi.referenceCheckLoading')} />;
  if (check.isError) return <ApiErrorAlert error={check.error} />;
  if (check.data === null) return null;
  const { id, state, created, referees, answered, declined } = check.data;
  return (
    <Panel id="analyst-spi-reference-check" title={t('analyst.spi.referenceCheck')}>
      <Stack gap="sm">
        <Facts>
          <Fact label={t('analyst.spi.referenceCheckCase')}>{shortId(id)}</Fact>
          <Fact label={t('analyst.spi.referenceCheckState')}>
            {REFERENCE_ORDER_STATE_LABELS[state][language]}
          </Fact>
          <Fact label={t('analyst.spi.referenceCheckCreated')}>{formatDate(created)}</Fact>
          <Fact label={t('analyst.spi.referenceCheckReferees')}>
            {referees === 0
              ? t('analyst.spi.referenceCheckNoReferees')
              : t('analyst.spi.referenceCheckAnswers', { answered, referees, declined })}
          </Fact>
        </Facts>
        <DownloadButton label={t('analyst.spi.referenceCheckDownload')} download={download} />
      </Stack>
    </Panel>
  );
};

/** The SPI leader's written report and the interview report file to download. */
const ReportPanel = ({ jobId, heldByCustomer }: { jobId: string; heldByCustomer: boolean }) => {
  const { t } = useTranslation();
  const report = useSpiReport(jobId);
  const download = useDownloadSpiReportFile(jobId);
  if (report.isPending) return <Loading label={t('analyst.spi.loading')} />;
  if (report.isError) return <ApiErrorAlert error={report.error} />;
  if (report.data === null) {
    return <Text c="dimmed">{heldByCustomer ? t('analyst.spi.noneByCustomer') : t('analyst.spi.none')}</Text>;
  }
  return (
    <Panel id="analyst-spi-report" title={t('analyst.spi.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('analyst.spi.finalized', { time: formatDateTime(report.data.finalizedAt) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {report.data.text}
        </Text>
        <SpiProtocolSignatures protocol={report.data.protocol} />
        <DownloadButton
          label={t('analyst.spi.download', { name: report.data.fileName })}
          download={download}
        />
      </Stack>
    </Panel>
  );
};

/** SPI-intervju: the interview as ordered (for a screening with one) and the SPI leader's report. */
export const SpiReportTab = ({
  jobId,
  interview,
}: {
  jobId: string;
  interview: StaffInterviewView | null;
}) => (
  <Stack gap="md">
    {interview && <InterviewPanel interview={interview} />}
    {interview?.refCheckId && <ReferenceCheckPanel jobId={jobId} />}
    <ReportPanel jobId={jobId} heldByCustomer={interview?.sriPerformsInterview === false} />
  </Stack>
);
