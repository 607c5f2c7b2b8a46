import { type ConsentPageView, formatDateTime } from '@granska/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consentTextScope } from '../report-approval/consent-texts';

// Mantine's modal (focus trap, scroll lock: ~30 kB gzip) loads only when someone starts to withdraw.
const ConfirmModal = lazy(async () => ({
  default: (await import('../../../components/modals/confirm-modal')).ConfirmModal,
}));

export type ConsentOutcomeKind = 'accepted' | 'declined' | 'timedOut' | 'withdrawn';

/** Where an answered consent stands; null while it waits for the person's answer. */
export const consentOutcomeOf = (view: ConsentPageView): ConsentOutcomeKind | null => {
  if (view.withdrawn) return 'withdrawn';
  switch (view.state) {
    case 'CsntAccepted':
      return 'accepted';
    case 'CsntDeclined':
      return 'declined';
    case 'CsntTimedOut':
      return 'timedOut';
    default:
      return null;
  }
};

const COLORS: Readonly<Record<ConsentOutcomeKind, string>> = {
  accepted: 'green',
  declined: 'gray',
  timedOut: 'yellow',
  withdrawn: 'gray',
};

interface ConsentOutcomeProps {
  view: ConsentPageView;
  outcome: ConsentOutcomeKind;
  onWithdraw: () => void;
}

/** The answer given (or not given in time), when, and a withdrawal while the server allows one. */
export const ConsentOutcome = ({ view, outcome, onWithdraw }: ConsentOutcomeProps) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const customerName = view.customerName;
  const time = formatDateTime(view.answeredAt);
  const canWithdraw = outcome === 'accepted' && view.possibleAnswers.includes('withdraw');
  // A report approval has its own words; a withdrawal is always of the job-start consent.
  const scope = outcome === 'withdrawn' ? 'external.consent' : consentTextScope(view);
  return (
    <Card withBorder padding="lg" bg={`var(--mantine-color-${COLORS[outcome]}-light)`}>
      <Stack gap="xs">
        <Title order={3}>{t(`${scope}.outcome.${outcome}.title`)}</Title>
        {time !== '' && <Text>{t(`${scope}.outcome.${outcome}.time`, { time })}</Text>}
        <Text>{t(`${scope}.outcome.${outcome}.text`, { customerName })}</Text>
        {canWithdraw && (
          <Group>
            <Button variant="default" onClick={() => setConfirming(true)}>
              {t('external.consent.withdraw.button')}
            </Button>
          </Group>
        )}
      </Stack>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmModal
            opened
            title={t('external.consent.withdraw.title')}
            message={t('external.consent.withdraw.message', { customerName })}
            confirmLabel={t('external.consent.withdraw.confirm')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onWithdraw();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
};
