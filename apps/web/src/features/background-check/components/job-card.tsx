import {
  CHECKPOINT_LABELS,
  formatDate,
  JOB_STATE_LABELS,
  type OrderJobView,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { ConsentsAndStateLog } from '../../../components/job/consents-and-state-log';
import { Fact, Facts } from '../../../components/job/facts';
import { JobCardFrame } from '../../../components/job/job-card-frame';
import { PersonFacts } from '../../../components/job/person-facts';
import { DownloadReportButton } from '../../../components/order/download-report-button';
import { currentLanguage } from '../../../i18n/i18n';
import { useBackgroundCheckRights } from '../rights';

/** One person checked: the job's facts, its report, its consents and its state log. */
export const JobCard = ({ job }: { job: OrderJobView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useBackgroundCheckRights();
  const none = t('backgroundCheck.none');
  const yesNo = (value: boolean) => (value ? t('backgroundCheck.yes') : t('backgroundCheck.no'));
  const checkpoints = job.screeningCheckpoints.map((item) => CHECKPOINT_LABELS[item.checkpoint][language]);

  return (
    <JobCardFrame
      name={job.name || t('backgroundCheck.list.unnamed')}
      state={job.currState}
      action={rights.downloadReport && <DownloadReportButton job={job} />}
    >
      <Facts cols={4}>
        <PersonFacts person={job} withProfile />
        <Fact label={t('backgroundCheck.details.case')}>{shortId(job.id)}</Fact>
        <Fact label={t('backgroundCheck.details.service')}>{SERVICE_LABELS[job.service][language]}</Fact>
        <Fact label={t('backgroundCheck.details.state')}>{JOB_STATE_LABELS[job.currState][language]}</Fact>
        <Fact label={t('backgroundCheck.details.orderDate')}>
          {job.orderDate ? formatDate(job.orderDate) : none}
        </Fact>
        <Fact label={t('backgroundCheck.details.deadline')}>
          <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
        </Fact>
        <Fact label={t('backgroundCheck.details.position')}>{job.position || none}</Fact>
        <Fact label={t('backgroundCheck.details.verifyFormerEmployer')}>
          {yesNo(job.verifyFormerEmployer)}
        </Fact>
        <Fact label={t('backgroundCheck.details.verifyEducation')}>{yesNo(job.verifyEducation)}</Fact>
        <Fact label={t('backgroundCheck.details.checkCitizenship')}>{yesNo(job.checkCitizenship)}</Fact>
        <Fact label={t('backgroundCheck.details.criminalRecord')}>{yesNo(job.criminalRecord)}</Fact>
        {job.interview && (
          <Fact label={t('order.interview.type')}>
            {t(`order.interview.types.${job.interview.spiType}`)}
            {job.interview.spiDate && ` (${job.interview.spiDate})`}
          </Fact>
        )}
        {job.service === 'SCREENING' && (
          <Fact label={t('backgroundCheck.details.checkpoints')}>{checkpoints.join(', ') || none}</Fact>
        )}
      </Facts>
      {job.description && (
        <dl>
          <Fact label={t('backgroundCheck.details.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {job.description}
            </Text>
          </Fact>
        </dl>
      )}
      {job.screeningQuestions.length > 0 && (
        <dl>
          <Fact label={t('backgroundCheck.details.screeningQuestions')}>
            <List size="sm">
              {job.screeningQuestions.map((question) => (
                <List.Item key={question}>{question}</List.Item>
              ))}
            </List>
          </Fact>
        </dl>
      )}

      <ConsentsAndStateLog job={job} />
    </JobCardFrame>
  );
};
