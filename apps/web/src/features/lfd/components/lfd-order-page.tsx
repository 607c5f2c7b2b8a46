import {
  CHECKPOINT_LABELS,
  CONSENT_STATE_LABELS,
  CONSENT_TYPE_LABELS,
  formatDate,
  formatDateTime,
  JOB_STATE_LABELS,
  type JobState,
  type OrderJobView,
} from '@granska/domain';
import { Alert, Button, Group, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { ConsentsAndStateLog } from '../../../components/job/consents-and-state-log';
import { Fact, Facts } from '../../../components/job/facts';
import { JobCardFrame } from '../../../components/job/job-card-frame';
import { PersonFacts } from '../../../components/job/person-facts';
import { DangerModal } from '../../../components/modals';
import { DownloadReportButton } from '../../../components/order/download-report-button';
import { consentStatus } from '../../../components/order/job-status';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { currentLanguage } from '../../../i18n/i18n';
import { useDeleteLfdOrder, useLfdOrder } from '../api/lfd-api';
import { PORTAL_PATH } from '../paths';
import { useLfdRights } from '../rights';
import { isScheduledFollowUp, LfdFollowUpActions } from './lfd-follow-up-actions';

/** What LfdDelete does to a check in this state: a draft is deleted, a finished one archived. */
const removalOf = (ordered: boolean, state: JobState): 'delete' | 'archive' | null => {
  if (!ordered && state === 'CREATED') return 'delete';
  if (state === 'APPROVED' || state === 'DECLINED' || state === 'TIMED_OUT') return 'archive';
  return null;
};

const ConsentState = ({ job }: { job: OrderJobView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const status = consentStatus(job);
  if (!status) return <>{t('lfd.none')}</>;
  return (
    <>
      {status.withdrawn
        ? CONSENT_TYPE_LABELS.WithdrawnConsent[language]
        : CONSENT_STATE_LABELS[status.state][language]}
    </>
  );
};

/** One LFD check: the person, the job's state and deadline, the consent, what it covers, the report. */
const LfdJobCard = ({ job }: { job: OrderJobView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useLfdRights();
  const none = t('lfd.none');
  const checkpoints = (job.lfdDetails?.followUpLfdCheckPoints ?? []).map(
    (checkpoint) => CHECKPOINT_LABELS[checkpoint][language],
  );
  return (
    <JobCardFrame
      name={job.name || t('lfd.list.unnamed')}
      state={job.currState}
      action={rights.downloadReport && <DownloadReportButton job={job} />}
    >
      <Facts cols={4}>
        <PersonFacts person={job} />
        <Fact label={t('lfd.details.sequenceNumber')}>{job.lfdDetails?.sequenceNumber ?? 1}</Fact>
        <Fact label={t('lfd.details.state')}>{JOB_STATE_LABELS[job.currState][language]}</Fact>
        <Fact label={t('lfd.details.consent')}>
          <ConsentState job={job} />
        </Fact>
        <Fact label={t('lfd.details.orderDate')}>{job.orderDate ? formatDate(job.orderDate) : none}</Fact>
        <Fact label={t('lfd.details.deadline')}>
          <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
        </Fact>
        {job.lfdDetails?.activationTime && (
          <Fact label={t('lfd.details.activationTime')}>{formatDateTime(job.lfdDetails.activationTime)}</Fact>
        )}
        {isScheduledFollowUp(job) && (
          <Fact label={t('lfd.details.approval')}>
            {t(job.lfdDetails?.followUpApproved ? 'lfd.details.approved' : 'lfd.details.notApproved')}
          </Fact>
        )}
        <Fact label={t('lfd.details.checkpoints')}>{checkpoints.join(', ') || none}</Fact>
        <Fact label={t('lfd.details.criminalRecord')}>{job.criminalRecord ? t('lfd.yes') : t('lfd.no')}</Fact>
      </Facts>
      <ConsentsAndStateLog job={job} />
    </JobCardFrame>
  );
};

/** `lfd/orders/:orderId`: one LFD order the user sees, and for LfdDelete its delete or archive. */
export const LfdOrderPage = () => {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const rights = useLfdRights();
  const order = useLfdOrder(orderId);
  const remove = useDeleteLfdOrder();
  const [confirming, setConfirming] = useState(false);
  const [archived, setArchived] = useState(false);

  const content = () => {
    if (order.isPending) return <Loader size="sm" aria-label={t('lfd.details.loading')} />;
    if (order.isError) return <ApiErrorAlert error={order.error} />;
    const data = order.data;
    const [first] = data.jobs;
    const removal = rights.delete && first ? removalOf(data.ordered, first.currState) : null;
    return (
      <>
        {archived && (
          <Alert color="green" role="status">
            {t('lfd.details.archived')}
          </Alert>
        )}
        {removal && (
          <Group>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t(`lfd.details.${removal}`)}
            </Button>
          </Group>
        )}
        {first && <LfdFollowUpActions orderId={data.id} job={first} />}
        {data.jobs.map((job) => (
          <LfdJobCard key={job.id} job={job} />
        ))}
        <ApiErrorAlert error={remove.error} />
        {removal && (
          <DangerModal
            opened={confirming}
            title={t(`lfd.details.${removal}Title`)}
            message={t(`lfd.details.${removal}Message`)}
            deleteLabel={t(`lfd.details.${removal}`)}
            loading={remove.isPending}
            onCancel={() => setConfirming(false)}
            onDelete={() =>
              remove.mutate(data.id, {
                onSuccess: (result) => {
                  setConfirming(false);
                  if (result.outcome === 'deleted') navigate(PORTAL_PATH);
                  else setArchived(true);
                },
                onError: () => setConfirming(false),
              })
            }
          />
        )}
      </>
    );
  };

  return (
    <BackLinkSection title={t('lfd.details.title')} back={PORTAL_PATH} backLabel={t('lfd.back')}>
      {content()}
    </BackLinkSection>
  );
};
