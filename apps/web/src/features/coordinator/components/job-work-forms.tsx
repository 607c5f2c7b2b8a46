import {
  ANALYST_ASSIGNABLE_STATES,
  assignAnalystEndpoint,
  type JobState,
  SPI_JOB_STATES,
  type StaffJobDetails,
  saveCoordinatorNotesEndpoint,
  updateSpiLeaderEndpoint,
} from '@granska/domain';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useJobChange } from '../api/job';
import { useStaffUsers } from '../api/staff-users';

const NOBODY = '';

/** POST /jobs/user: the analyst select and 'Tilldela analytiker' (Coordinator). */
export const AssignAnalystForm = ({ job }: { job: StaffJobDetails }) => {
  const { t } = useTranslation();
  const assignable = (ANALYST_ASSIGNABLE_STATES as readonly JobState[]).includes(job.currState);
  const analysts = useStaffUsers('analysts', { enabled: true });
  const change = useJobChange(job.id);
  const [chosen, setChosen] = useState(job.staffId ?? NOBODY);
  useEffect(() => setChosen(job.staffId ?? NOBODY), [job.staffId]);

  const options = [
    { value: NOBODY, label: t('coordinator.job.assign.nobody') },
    ...(analysts.data ?? []).map((user) => ({ value: user.id, label: user.email })),
  ];
  // The current analyst stays choosable even if it no longer is in the list (disabled meanwhile).
  if (job.staffId && !options.some((option) => option.value === job.staffId)) {
    options.push({ value: job.staffId, label: job.analystEmail ?? job.staffId });
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <NativeSelect
          label={t('coordinator.job.assign.label')}
          data={options}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          disabled={analysts.isPending || (!assignable && chosen === NOBODY)}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          onClick={() =>
            change.mutate({
              endpoint: assignAnalystEndpoint,
              body: { jobId: job.id, userId: chosen === NOBODY ? null : chosen },
            })
          }
          loading={change.isPending}
          disabled={chosen === (job.staffId ?? NOBODY) || (!assignable && chosen !== NOBODY)}
        >
          {t('coordinator.job.assign.submit')}
        </Button>
      </Group>
      {!assignable && (
        <Text size="sm" c="dimmed">
          {t('coordinator.job.assign.notPossible')}
        </Text>
      )}
      {change.isSuccess && (
        <Text size="sm" role="status">
          {t('coordinator.job.assign.done')}
        </Text>
      )}
      <ApiErrorAlert error={analysts.error ?? change.error} />
    </Stack>
  );
};

/** POST /spi-coordinators/updateSpiLeader: the SPI leader select (SPICoordinator, jobs with an SPI). */
export const SpiLeaderForm = ({ job }: { job: StaffJobDetails }) => {
  const { t } = useTranslation();
  const leaders = useStaffUsers('spi-leaders', { enabled: true });
  const change = useJobChange(job.id);
  const [chosen, setChosen] = useState(job.spiLeaderId ?? NOBODY);
  useEffect(() => setChosen(job.spiLeaderId ?? NOBODY), [job.spiLeaderId]);
  if (!(SPI_JOB_STATES as readonly JobState[]).includes(job.currState)) return null;
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <NativeSelect
          label={t('coordinator.job.spiLeader.label')}
          data={[
            { value: NOBODY, label: t('coordinator.job.spiLeader.nobody') },
            ...(leaders.data ?? []).map((user) => ({ value: user.id, label: user.email })),
          ]}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          disabled={leaders.isPending}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          onClick={() =>
            change.mutate({
              endpoint: updateSpiLeaderEndpoint,
              body: { jobId: job.id, userId: chosen === NOBODY ? null : chosen },
            })
          }
          loading={change.isPending}
          disabled={chosen === (job.spiLeaderId ?? NOBODY)}
        >
          {t('coordinator.job.spiLeader.submit')}
        </Button>
      </Group>
      <ApiErrorAlert error={leaders.error ?? change.error} />
    </Stack>
  );
};

/** POST /job/coordinator-notes: staff-only notes, saved on demand. */
export const CoordinatorNotesForm = ({ job, editable }: { job: StaffJobDetails; editable: boolean }) => {
  const { t } = useTranslation();
  const change = useJobChange(job.id);
  const [notes, setNotes] = useState(job.coordinatorNotes ?? '');
  useEffect(() => setNotes(job.coordinatorNotes ?? ''), [job.coordinatorNotes]);
  const unchanged = notes === (job.coordinatorNotes ?? '');
  return (
    <Stack gap="xs">
      <Textarea
        label={t('coordinator.job.notes.label')}
        description={t('coordinator.job.notes.hint')}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        readOnly={!editable}
        rows={4}
        maxLength={10_000}
      />
      {editable && (
        <Group>
          <Button
            variant="light"
            onClick={() =>
              change.mutate({
                endpoint: saveCoordinatorNotesEndpoint,
                body: { id: job.id, coordinatorNotes: notes },
              })
            }
            loading={change.isPending}
            disabled={unchanged}
          >
            {t('coordinator.job.notes.save')}
          </Button>
          {change.isSuccess && unchanged && (
            <Text size="sm" role="status">
              {t('coordinator.job.notes.saved')}
            </Text>
          )}
        </Group>
      )}
      <ApiErrorAlert error={change.error} />
    </Stack>
  );
};
