import { JOB_STATE_ACTION_ENDPOINTS, JOB_STATE_LABELS, type StaffJobDetails } from '@granska/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ConfirmModal } from '../../../components/modals';
import { currentLanguage } from '../../../i18n/i18n';
import { useJobChange } from '../api/job';
import { useMarkReportDelivered, useResendReportApproval } from '../api/report-actions';

type Action = 'approve' | 'resendReportApproval' | 'closeUnapproved' | 'markReportDelivered' | 'reverse';
const ACTIONS: readonly Action[] = [
  'approve',
  'resendReportApproval',
  'closeUnapproved',
  'markReportDelivered',
  'reverse',
];

/**
 * 'Godkänn rapport', 'Markera som levererad' (POST /report/delivered: the job is archived) and
 * 'Återställ till föregående status', each confirmed, shown only when the state machine lets the user
 * take them (`availableActions`, from the server). A report approval that timed out or was declined adds
 * 'Skicka ny begäran om godkännande' and 'Avsluta utan rapport' (reports.md).
 */
export const JobStateActions = ({ job }: { job: StaffJobDetails }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const change = useJobChange(job.id);
  const deliver = useMarkReportDelivered(job.id);
  const resend = useResendReportApproval(job.id);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const actions = ACTIONS.filter((action) => job.availableActions.includes(action));
  if (actions.length === 0 && !deliver.isSuccess && !resend.isSuccess) return null;

  const run = (action: Action) => {
    const done = { onSettled: () => setConfirming(null) };
    deliver.reset();
    resend.reset();
    if (action === 'markReportDelivered') deliver.mutate(undefined, done);
    else if (action === 'resendReportApproval') resend.mutate(undefined, done);
    else {
      change.mutate({ endpoint: JOB_STATE_ACTION_ENDPOINTS[action], body: { id: job.id } }, done);
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
      {resend.isSuccess && <Text size="sm">{t('coordinator.job.actions.resendReportApprovalDone')}</Text>}
      <ApiErrorAlert error={change.error ?? deliver.error ?? resend.error} />
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
        loading={change.isPending || deliver.isPending || resend.isPending}
      />
    </Stack>
  );
};
