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
import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { ConsentsTable } from '../../../components/job/consents-table';
import { currentLanguage } from '../../../i18n/i18n';
import { useJob } from '../api/job';
import { PORTAL_PATH } from '../paths';
import { useCoordinatorRights } from '../rights';
import { JobStateActions } from './job-state-actions';
import { AssignAnalystForm, CoordinatorNotesForm, SpiLeaderForm } from './job-work-forms';

const TITLE_ID = 'coordinator-job-title';

/** A labelled value of a card: a term and its description. */
const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" component="dt">
      {label}
    </Text>
    <Text size="sm" component="dd" m={0}>
      {children}
    </Text>
  </div>
);

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
            <Field label={f('name')}>{job.personName}</Field>
            <Field label={f('ssn')}>{job.SSN}</Field>
            <Field label={f('email')}>{job.email}</Field>
            <Field label={f('phone')}>{job.phone}</Field>
            <Field label={f('position')}>{job.position || none}</Field>
            <Field label={f('description')}>{job.description || none}</Field>
          </Stack>
        </Section>
        <Section id="coordinator-job-order" title={t('coordinator.job.sections.order')}>
          <Stack gap="xs" component="dl" m={0}>
            <Field label={f('customer')}>{job.customerName}</Field>
            <Field label={f('service')}>{SERVICE_LABELS[job.service][language]}</Field>
            <Field label={f('orderId')}>{shortId(job.orderId)}</Field>
            <Field label={f('created')}>{formatDateTime(job.createTime)}</Field>
            <Field label={f('orderDate')}>{job.orderDate ? formatDate(job.orderDate) : none}</Field>
            <Field label={f('deadline')}>
              <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
            </Field>
            <Field label={f('checkpoints')}>
              {job.screeningCheckpoints.length === 0
                ? none
                : job.screeningCheckpoints
                    .map((entry) => CHECKPOINT_LABELS[entry.checkpoint][language])
                    .join(', ')}
            </Field>
            <Field label={f('verifyFormerEmployer')}>{yesNo(job.verifyFormerEmployer)}</Field>
            <Field label={f('verifyEducation')}>{yesNo(job.verifyEducation)}</Field>
            <Field label={f('checkCitizenship')}>{yesNo(job.checkCitizenship)}</Field>
            <Field label={f('criminalRecord')}>{yesNo(job.criminalRecord)}</Field>
            <Field label={f('orderInstruction')}>{job.orderInstruction || none}</Field>
            <Field label={f('invoiceCompany')}>{job.invoiceCompany || none}</Field>
            <Field label={f('costCenter')}>{job.costCenter || none}</Field>
          </Stack>
        </Section>
      </SimpleGrid>

      <Section id="coordinator-job-work" title={t('coordinator.job.sections.work')}>
        <Stack gap="md">
          <Stack gap="xs" component="dl" m={0}>
            <Field label={f('state')}>{JOB_STATE_LABELS[job.currState][language]}</Field>
            <Field label={f('analyst')}>
              {job.analystEmail ?? t('coordinator.queues.unassignedAnalyst')}
            </Field>
            <Field label={f('spiLeader')}>{job.spiLeaderEmail ?? none}</Field>
            <Field label={f('collectedData')}>
              {job.collectedDataStatus
                ? COLLECTED_DATA_STATUS_LABELS[job.collectedDataStatus][language]
                : none}
            </Field>
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
          {job.jobStateLog.length === 0 ? (
            <Text size="sm">{t('coordinator.job.stateLog.empty')}</Text>
          ) : (
            <Table aria-labelledby="coordinator-job-state-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('coordinator.job.stateLog.time')}</Table.Th>
                  <Table.Th scope="col">{t('coordinator.job.stateLog.state')}</Table.Th>
                  <Table.Th scope="col">{t('coordinator.job.stateLog.analyst')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.jobStateLog.map((entry, index) => (
                  // The log is append-only: its position identifies an entry.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  <Table.Tr key={index}>
                    <Table.Td>{formatDateTime(entry.time)}</Table.Td>
                    <Table.Td>{JOB_STATE_LABELS[entry.state][language]}</Table.Td>
                    <Table.Td>{emailOf(entry.assignedAnalyst)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section id="coordinator-job-assignments" title={t('coordinator.job.sections.assignments')}>
          {job.assignments.length === 0 ? (
            <Text size="sm">{t('coordinator.job.assignments.empty')}</Text>
          ) : (
            <Table aria-labelledby="coordinator-job-assignments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('coordinator.job.assignments.time')}</Table.Th>
                  <Table.Th scope="col">{t('coordinator.job.assignments.from')}</Table.Th>
                  <Table.Th scope="col">{t('coordinator.job.assignments.to')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.assignments.map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only.
                  <Table.Tr key={index}>
                    <Table.Td>{formatDateTime(entry.time)}</Table.Td>
                    <Table.Td>
                      {entry.fromEmail ?? entry.fromUser ?? t('coordinator.job.assignments.nobody')}
                    </Table.Td>
                    <Table.Td>
                      {entry.toEmail ?? entry.toUser ?? t('coordinator.job.assignments.nobody')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
};

/** One job, opened: POST /job/populate (the server checks need-to-know, the policy and audits it). */
export const JobPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
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
        <Title order={2} id={TITLE_ID}>
          {t('coordinator.job.title', { id: shortId(jobId) })}
        </Title>
        {job.data && <Badge variant="light">{JOB_STATE_LABELS[job.data.currState][language]}</Badge>}
      </Group>
      {job.isPending && <Loader size="sm" aria-label={t('coordinator.job.loading')} />}
      {job.isError && <ApiErrorAlert error={job.error} />}
      {job.data && <JobDetails job={job.data} />}
    </Stack>
  );
};
