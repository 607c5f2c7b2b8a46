import { JOB_STATE_LABELS, type StaffJobDetails } from '@granska/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n/i18n';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ConfirmModal } from '../../../components/modals';
import { useJobChange } from '../api/job';
import { useMarkReportDelivered } from '../api/report-delivered';

type Action = 'approve' | 'markReportDelivered' | 'reverse';
const ACTIONS: readonly Action[] = ['approve', 'markReportDelivered', 'reverse'];

/**
 * 'Godkänn rapport', 'Markera som levererad' (POST /report/delivered: the job is archived) and
 * 'Återställ till föregående status', each confirmed, shown only when the state machine lets the user
 * take them (`availableActions`, from the server).
 */
export const JobStateActions = ({ job }: { job: StaffJobDetails }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const change = useJobChange(job.id);
  const deliver = useMarkReportDelivered(job.id);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const actions = ACTIONS.filter((action) => job.availableActions.includes(action));
  if (actions.length === 0 && !deliver.isSuccess) return null;

  const run = (action: Action) => {
    const done = { onSettled: () => setConfirming(null) };
    if (action === 'markReportDelivered') deliver.mutate(undefined, done);
    else {
      deliver.reset();
      change.mutate({ path: `/job/${action}`, body: { id: job.id } }, done);
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'approve' ? 'filled' : 'default'}
            onClick={() => setConfirming(action)}
          >
            {t(`coordinator.job.actions.${action}`)}
          </Button>
        ))}
      </Group>
      {deliver.isSuccess && <Text size="sm">{t('coordinator.job.actions.markReportDeliveredDone')}</Text>}
      <ApiErrorAlert error={change.error ?? deliver.error} />
      <ConfirmModal
        opened={confirming !== null}
        title={confirming ? t(`coordinator.job.actions.${confirming}Title`) : ''}
        message={
          confirming === 'reverse'
            ? t('coordinator.job.actions.reverseMessage', {
                state: job.prevState ? JOB_STATE_LABELS[job.prevState][language] : '',
              })
            : confirming
              ? t(`coordinator.job.actions.${confirming}Message`)
              : ''
        }
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) run(confirming);
        }}
        loading={change.isPending || deliver.isPending}
      />
    </Stack>
  );
};
