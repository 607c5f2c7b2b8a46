import type { OrderJobView } from '@granska/domain';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ApproveDenyModal, CancelSchedulingModal } from '../../../components/modals';
import { useApproveLfdFollowUp, useCancelLfdFollowUp } from '../api/lfd-api';
import { useLfdRights } from '../rights';

/** Whether the job is a follow-up waiting for its activation (the only one these actions apply to). */
export const isScheduledFollowUp = (job: OrderJobView) =>
  job.service === 'LFD_FOLLOWUP' && job.currState === 'SCHEDULED';

/**
 * A scheduled follow-up's approval and its cancelling: 'Godkänn eller neka' (LfdApproveFollowUp, the
 * approve-deny dialog) and 'Radera schemaläggning' (LfdCancelActivation, the cancel-scheduling dialog).
 * What happened stays on the page as a status message; a cancelled follow-up shows as archived.
 */
export const LfdFollowUpActions = ({ orderId, job }: { orderId: string; job: OrderJobView }) => {
  const { t } = useTranslation();
  const rights = useLfdRights();
  const approve = useApproveLfdFollowUp();
  const cancel = useCancelLfdFollowUp();
  const [dialog, setDialog] = useState<'decide' | 'cancel' | null>(null);
  const [outcome, setOutcome] = useState<'approvedNow' | 'deniedNow' | 'cancelled' | null>(null);
  const notice = outcome && (
    <Alert color={outcome === 'approvedNow' ? 'green' : 'yellow'} role="status">
      {t(`lfd.details.${outcome}`)}
    </Alert>
  );
  if (!isScheduledFollowUp(job) || (!rights.approveFollowUp && !rights.cancelFollowUp)) return notice;

  const decide = (approved: boolean) =>
    approve.mutate(
      { orderId, approved },
      {
        onSuccess: () => {
          setDialog(null);
          setOutcome(approved ? 'approvedNow' : 'deniedNow');
        },
        onError: () => setDialog(null),
      },
    );

  return (
    <>
      {notice}
      <Group>
        {rights.approveFollowUp && (
          <Button onClick={() => setDialog('decide')}>{t('lfd.details.decide')}</Button>
        )}
        {rights.cancelFollowUp && (
          <Button variant="default" color="red" onClick={() => setDialog('cancel')}>
            {t('lfd.details.cancel')}
          </Button>
        )}
      </Group>
      <ApiErrorAlert error={approve.error ?? cancel.error} />
      <ApproveDenyModal
        opened={dialog === 'decide'}
        title={t('lfd.details.decideTitle')}
        message={t('lfd.details.decideMessage')}
        loading={approve.isPending}
        onApprove={() => decide(true)}
        onDeny={() => decide(false)}
        onClose={() => setDialog(null)}
      />
      <CancelSchedulingModal
        opened={dialog === 'cancel'}
        message={t('lfd.details.cancelMessage')}
        loading={cancel.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          cancel.mutate(orderId, {
            onSuccess: () => {
              setDialog(null);
              setOutcome('cancelled');
            },
            onError: () => setDialog(null),
          })
        }
      />
    </>
  );
};
