import {
  CHECKPOINT_LABELS,
  formatDate,
  JOB_STATE_LABELS,
  SERVICE_LABELS,
  type StaffJobDetails,
} from '@granska/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { Fact, Facts } from '../../../components/job/facts';
import { PersonFacts } from '../../../components/job/person-facts';
import { currentLanguage } from '../../../i18n/i18n';
import { Panel } from './panel';

/** What the order asks to be checked besides the checkpoints, in the order shown. */
const CHECKS = ['verifyFormerEmployer', 'verifyEducation', 'checkCitizenship', 'criminalRecord'] as const;

/** Grunduppgifter: the person, the assignment and what it checks, the instructions and notes. */
export const BaseInfoTab = ({ job }: { job: StaffJobDetails }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('analyst.none');
  const yesNo = (value: boolean) => (value ? t('analyst.base.yes') : t('analyst.base.no'));
  const checkpoints = job.screeningCheckpoints
    .filter((checkpoint) => checkpoint.checked !== false)
    .map((checkpoint) => CHECKPOINT_LABELS[checkpoint.checkpoint][language]);
  return (
    <Stack gap="md">
      <Panel id="analyst-base-person" title={t('analyst.base.person')}>
        <Facts>
          <PersonFacts person={{ ...job, name: job.personName }} withProfile />
        </Facts>
      </Panel>
      <Panel id="analyst-base-job" title={t('analyst.base.job')}>
        <Facts>
          <Fact label={t('analyst.base.service')}>{SERVICE_LABELS[job.service][language]}</Fact>
          <Fact label={t('analyst.base.customer')}>{job.customerName}</Fact>
          <Fact label={t('analyst.base.state')}>{JOB_STATE_LABELS[job.currState][language]}</Fact>
          <Fact label={t('analyst.base.position')}>{job.position ?? none}</Fact>
          <Fact label={t('analyst.base.orderDate')}>{job.orderDate ? formatDate(job.orderDate) : none}</Fact>
          <Fact label={t('analyst.base.deadline')}>
            <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
          </Fact>
          <Fact label={t('analyst.base.analyst')}>{job.analystEmail ?? none}</Fact>
          <Fact label={t('analyst.base.description')}>{job.description ?? none}</Fact>
        </Facts>
      </Panel>
      <Panel id="analyst-base-checks" title={t('analyst.base.checks')}>
        <Facts>
          <Fact label={t('analyst.base.checkpoints')}>
            {checkpoints.length > 0 ? checkpoints.join(', ') : none}
          </Fact>
          {CHECKS.map((check) => (
            <Fact key={check} label={t(`analyst.base.${check}`)}>
              {yesNo(job[check])}
            </Fact>
          ))}
          <Fact label={t('analyst.base.screeningQuestions')}>
            {job.screeningQuestions.length > 0 ? job.screeningQuestions.join('\n') : none}
          </Fact>
        </Facts>
      </Panel>
      <Panel id="analyst-base-instruction" title={t('analyst.base.orderInstruction')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {job.orderInstruction ?? none}
        </Text>
      </Panel>
      <Panel id="analyst-base-notes" title={t('analyst.base.coordinatorNotes')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {job.coordinatorNotes || none}
        </Text>
      </Panel>
    </Stack>
  );
};
