import {
  CHECKPOINT_LABELS,
  formatDate,
  JOB_STATE_LABELS,
  SERVICE_LABELS,
  type StaffJobDetails,
} from '@granska/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { Fact, Facts } from '../../../components/job/facts';
import { PersonFacts } from '../../../components/job/person-facts';
import { currentLanguage } from '../../../i18n/i18n';

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
      <Paper withBorder p="md" component="section" aria-labelledby="analyst-base-person">
        <Title order={3} size="h5" mb="sm" id="analyst-base-person">
          {t('analyst.base.person')}
        </Title>
        <Facts>
          <PersonFacts person={{ ...job, name: job.personName }} withProfile />
        </Facts>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="analyst-base-job">
        <Title order={3} size="h5" mb="sm" id="analyst-base-job">
          {t('analyst.base.job')}
        </Title>
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
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="analyst-base-checks">
        <Title order={3} size="h5" mb="sm" id="analyst-base-checks">
          {t('analyst.base.checks')}
        </Title>
        <Facts>
          <Fact label={t('analyst.base.checkpoints')}>
            {checkpoints.length > 0 ? checkpoints.join(', ') : none}
          </Fact>
          <Fact label={t('analyst.base.verifyFormerEmployer')}>{yesNo(job.verifyFormerEmployer)}</Fact>
          <Fact label={t('analyst.base.verifyEducation')}>{yesNo(job.verifyEducation)}</Fact>
          <Fact label={t('analyst.base.checkCitizenship')}>{yesNo(job.checkCitizenship)}</Fact>
          <Fact label={t('analyst.base.criminalRecord')}>{yesNo(job.criminalRecord)}</Fact>
          <Fact label={t('analyst.base.screeningQuestions')}>
            {job.screeningQuestions.length > 0 ? job.screeningQuestions.join('\n') : none}
          </Fact>
        </Facts>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="analyst-base-instruction">
        <Title order={3} size="h5" mb="sm" id="analyst-base-instruction">
          {t('analyst.base.orderInstruction')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {job.orderInstruction ?? none}
        </Text>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="analyst-base-notes">
        <Title order={3} size="h5" mb="sm" id="analyst-base-notes">
          {t('analyst.base.coordinatorNotes')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {job.coordinatorNotes || none}
        </Text>
      </Paper>
    </Stack>
  );
};
