import { formatDateTime, type SpiLeaderJobDetails } from '@granska/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Fact, Facts } from '../../../components/job/facts';
import { JobPageHeader } from '../../../components/job/job-page-header';
import { PersonFacts } from '../../../components/job/person-facts';
import { DataTable } from '../../../components/list/data-table';
import { Loading } from '../../../components/loading/loading';
import { SectionCard } from '../../../components/section-card/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import { useSpiLeaderJob } from '../api/spi-jobs';
import { PORTAL_PATH } from '../paths';
import { BookingForm } from './booking-form';
import { FinalizeForm } from './finalize-form';
import { ProtocolSection } from './protocol-section';

const BookingLog = ({ job }: { job: SpiLeaderJobDetails }) => {
  const { t } = useTranslation();
  if (job.bookings.length === 0) return null;
  return (
    <DataTable
      rows={job.bookings}
      rowKey={(entry) => `${entry.at}-${entry.action}`}
      label={t('spi.job.log.title')}
      empty=""
      columns={[
        {
          key: 'at',
          header: t('spi.job.log.at'),
          rowHeader: true,
          cell: (entry) => formatDateTime(entry.at),
        },
        { key: 'action', header: t('spi.job.log.action'), cell: (entry) => t(`spi.job.log.${entry.action}`) },
        {
          key: 'time',
          header: t('spi.job.log.time'),
          cell: (entry) => (entry.time ? formatDateTime(entry.time) : '–'),
        },
        {
          key: 'type',
          header: t('spi.job.log.type'),
          cell: (entry) => (entry.type ? t(`spi.interviewType.${entry.type}`) : '–'),
        },
      ]}
    />
  );
};

const JobView = ({ job }: { job: SpiLeaderJobDetails }) => {
  const { t, i18n } = useTranslation();
  const _language = currentLanguage(i18n);
  const none = t('spi.none');
  return (
    <Stack gap="md">
      <JobPageHeader tabTitle={t('spi.job.tabTitle')} job={job} />
      <SectionCard title={t('spi.job.person')}>
        <Facts>
          <PersonFacts person={{ SSN: job.ssn, email: job.email ?? '', phone: job.phone ?? '' }} />
        </Facts>
      </SectionCard>
      <SectionCard title={t('spi.job.interview')}>
        <Facts>
          <Fact label={t('spi.job.type')}>{job.spiType ? t(`spi.interviewType.${job.spiType}`) : none}</Fact>
          <Fact label={t('spi.job.customerDate')}>{job.spiDate ?? none}</Fact>
          <Fact label={t('spi.job.booked')}>
            {job.booking
              ? `${formatDateTime(job.booking.time)} · ${t(`spi.interviewType.${job.booking.type}`)}`
              : t('spi.jobs.notBooked')}
          </Fact>
          {job.booking && (
            <Fact
              label={job.booking.type === 'DIGITAL' ? t('spi.booking.meetingLink') : t('spi.booking.address')}
            >
              {job.booking.meetingLink ?? job.booking.address}
            </Fact>
          )}
        </Facts>
        <BookingForm job={job} />
        <BookingLog job={job} />
      </SectionCard>
      <SectionCard title={t('spi.report.title')}>
        {job.report ? (
          <Stack gap="xs">
            <Text size="sm">
              {t('spi.report.finalized', {
                time: formatDateTime(job.report.finalizedAt),
                file: job.report.fileName,
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {job.report.text}
            </Text>
            <ProtocolSection job={job} protocol={job.report.protocol} />
          </Stack>
        ) : job.currState === 'INTERVIEWING' ? (
          <FinalizeForm jobId={job.id} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('spi.report.bookFirst')}
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
};

/** One SPI job: the person (opened: the server audits it), the interview's booking and the SPI report. */
export const SpiJobPage = () => {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const job = useSpiLeaderJob(jobId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PORTAL_PATH} size="sm">
        {t('spi.job.back')}
      </Anchor>
      {job.isPending ? (
        <Loading label={t('spi.job.loading')} />
      ) : job.isError ? (
        <ApiErrorAlert error={job.error} />
      ) : (
        <JobView job={job.data} />
      )}
    </Stack>
  );
};
