import {
  CHECKPOINT_LABELS,
  COLLECTED_DATA_STATUS_LABELS,
  formatDate,
  formatDateTime,
  JOB_STATE_LABELS,
  SERVICE_LABELS,
  type StaffJobDetails,
  shortId,
} from '@granska/domain';
import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { AssignmentsTable } from '../../../components/job/assignments-table';
import { ConsentsTable } from '../../../components/job/consents-table';
import { Fact } from '../../../components/job/facts';
import { JobStateBadge } from '../../../components/job/job-state-badge';
import { PersonFacts } from '../../../components/job/person-facts';
import { StateLogTable } from '../../../components/job/state-log-table';
import { PageHeading } from '../../../components/page-title/page-heading';
import { currentLanguage } from '../../../i18n/i18n';
import { useJob } from '../api/job';
import { PORTAL_PATH } from '../paths';
import { useCoordinatorRights } from '../rights';
import { JobStateActions } from './job-state-actions';
import { AssignAnalystForm, CoordinatorNotesForm, SpiLeaderForm } from './job-work-forms';

const TITLE_ID = 'coordinator-job-title';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card withBorder component="section" aria-labelledby={id}>
    <Title order={3} size="h4" id={id} mb="sm">
      {title}
    </Title>
    {children}
  </Card>
);

const JobDetails = ({ job }: { job: StaffJobDetails }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useCoordinatorRights();
  const none = t('coordinator.none');
  const yesNo = (value: boolean) => t(value ? 'coordinator.yes' : 'coordinator.no');
  const f = (key: string) => t(`coordinator.job.fields.${key}`);
  const emailOf = (userId: string | null | undefined) =>
    userId
      ? userId === job.staffId
        ? (job.analystEmail ?? userId)
        : (job.assignments.find((entry) => entry.toUser === userId)?.toEmail ?? userId)
      : none;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section id="coordinator-job-person" title={t('coordinator.job.sections.person')}>
          <Stack gap="xs" component="dl" m={0}>
            <PersonFacts person={{ ...job, name: job.personName }} />
            <Fact label={f('position')}>{job.position || none}</Fact>
            <Fact label={f('description')}>{job.description || none}</Fact>
          </Stack>
        </Section>
        <Section id="coordinator-job-order" title={t('coordinator.job.sections.order')}>
          <Stack gap="xs" component="dl" m={0}>
            <Fact label={f('customer')}>{job.customerName}</Fact>
            <Fact label={f('service')}>{SERVICE_LABELS[job.service][language]}</Fact>
            <Fact label={f('orderId')}>{shortId(job.orderId)}</Fact>
            <Fact label={f('created')}>{formatDateTime(job.createTime)}</Fact>
            <Fact label={f('orderDate')}>{job.orderDate ? formatDate(job.orderDate) : none}</Fact>
            <Fact label={f('deadline')}>
              <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
            </Fact>
            <Fact label={f('checkpoints')}>
              {job.screeningCheckpoints.length === 0
                ? none
                : job.screeningCheckpoints
                    .map((entry) => CHECKPOINT_LABELS[entry.checkpoint][language])
                    .join(', ')}
            </Fact>
            <Fact label={f('verifyFormerEmployer')}>{yesNo(job.verifyFormerEmployer)}</Fact>
            <Fact label={f('verifyEducation')}>{yesNo(job.verifyEducation)}</Fact>
            <Fact label={f('checkCitizenship')}>{yesNo(job.checkCitizenship)}</Fact>
            <Fact label={f('criminalRecord')}>{yesNo(job.criminalRecord)}</Fact>
            <Fact label={f('orderInstruction')}>{job.orderInstruction || none}</Fact>
            <Fact label={f('invoiceCompany')}>{job.invoiceCompany || none}</Fact>
            <Fact label={f('costCenter')}>{job.costCenter || none}</Fact>
          </Stack>
        </Section>
      </SimpleGrid>

      <Section id="coordinator-job-work" title={t('coordinator.job.sections.work')}>
        <Stack gap="md">
          <Stack gap="xs" component="dl" m={0}>
            <Fact label={f('state')}>{JOB_STATE_LABELS[job.currState][language]}</Fact>
            <Fact label={f('analyst')}>{job.analystEmail ?? t('coordinator.queues.unassignedAnalyst')}</Fact>
            <Fact label={f('spiLeader')}>{job.spiLeaderEmail ?? none}</Fact>
            <Fact label={f('collectedData')}>
              {job.collectedDataStatus
                ? COLLECTED_DATA_STATUS_LABELS[job.collectedDataStatus][language]
                : none}
            </Fact>
          </Stack>
          {rights.coordinate && <AssignAnalystForm job={job} />}
          {rights.assignSpiLeaders && <SpiLeaderForm job={job} />}
          {rights.coordinate && <JobStateActions job={job} />}
        </Stack>
      </Section>

      <Section id="coordinator-job-notes" title={t('coordinator.job.sections.notes')}>
        <CoordinatorNotesForm job={job} editable={rights.writeNotes} />
      </Section>

      <Section id="coordinator-job-consents" title={t('coordinator.job.sections.consents')}>
        <ConsentsTable
          consents={job.consents}
          labelledBy="coordinator-job-consents"
          empty={t('coordinator.job.consents.empty')}
        />
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section id="coordinator-job-state-log" title={t('coordinator.job.sections.stateLog')}>
          <StateLogTable
            entries={job.jobStateLog}
            labelledBy="coordinator-job-state-log"
            empty={t('coordinator.job.stateLog.empty')}
            analystOf={emailOf}
          />
        </Section>
        <Section id="coordinator-job-assignments" title={t('coordinator.job.sections.assignments')}>
          <AssignmentsTable
            assignments={job.assignments}
            labelledBy="coordinator-job-assignments"
            empty={t('coordinator.job.assignments.empty')}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
};

/** One job, opened: POST /job/populate (the server checks need-to-know, the policy and audits it). */
export const JobPage = () => {
  const { t, i18n } = useTranslation();
  const _language = currentLanguage(i18n);
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Anchor component={Link} to={PORTAL_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('coordinator.job.back')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <PageHeading id={TITLE_ID}>{t('coordinator.job.title', { id: shortId(jobId) })}</PageHeading>
        {job.data && <JobStateBadge state={job.data.currState} />}
      </Group>
      {job.isPending && <Loader size="sm" aria-label={t('coordinator.job.loading')} />}
      {job.isError && <ApiErrorAlert error={job.error} />}
      {job.data && <JobDetails job={job.data} />}
    </Stack>
  );
};
