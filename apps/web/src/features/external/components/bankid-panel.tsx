import { BANKID_RFA_MESSAGES, bankIdRfaForCollect } from '@granska/domain';
import { Alert, Button, Card, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankIdFailure } from '../../../components/bankid/bankid-failure';
import { BankIdWaiting } from '../../../components/bankid/bankid-waiting';
import type { BankIdOrderState } from '../../../components/bankid/use-bankid-order';
import { currentLanguage } from '../../../i18n/i18n';

interface BankIdPanelProps {
  signing: Exclude<BankIdOrderState<string>, { step: 'idle' }>;
  /** The heading; the consent's answer names it when left out. */
  title?: string;
  onCancel: () => void;
  onRetry: () => void;
  onOpenedOnThisDevice: () => void;
}

const FailureAlert = ({ failure }: { failure: BankIdFailure }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const message = (() => {
    switch (failure.kind) {
      case 'alreadyOpen':
        return t('external.consent.bankId.alreadyOpen');
      case 'orderEnded': {
        // The order names the person, so BankID ends it so when someone else signs (bankid-launch.md).
        if (failure.hintCode === 'startFailed') return t('external.consent.bankId.startFailed');
        const rfa = bankIdRfaForCollect({ status: 'failed', hintCode: failure.hintCode ?? undefined });
        return rfa ? BANKID_RFA_MESSAGES[rfa][language] : t('external.consent.bankId.connectionFailed');
      }
      case 'consentRule':
        return t(`external.consent.bankId.rules.${failure.rule}`);
      default:
        return t('external.consent.bankId.connectionFailed');
    }
  })();
  return <Alert color="red">{message}</Alert>;
};

/** The BankID step of an answer: QR code, same-device link, BankID's message, and what went wrong. */
export const BankIdPanel = ({
  signing,
  title,
  onCancel,
  onRetry,
  onOpenedOnThisDevice,
}: BankIdPanelProps) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={1} size="h2">
          {title ?? t(`external.consent.bankId.title.${signing.answer}`)}
        </Title>
        {signing.step === 'starting' && (
          <Center>
            <Loader aria-label={t('external.consent.bankId.starting')} />
          </Center>
        )}
        {signing.step === 'waiting' && (
          <BankIdWaiting
            qrCode={signing.qrCode}
            hintCode={signing.hintCode}
            message={signing.message}
            launchUrl={signing.autoStartUrl}
            onOpenedOnThisDevice={onOpenedOnThisDevice}
          />
        )}
        {signing.step === 'failed' && <FailureAlert failure={signing.failure} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('external.consent.bankId.cancel')}
          </Button>
          {signing.step === 'failed' && (
            <Button onClick={onRetry}>
              {signing.failure.kind === 'alreadyOpen'
                ? t('external.consent.bankId.restart')
                : t('external.consent.bankId.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
};
