import { Alert, Button, Card, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankIdWaiting } from '../../../../components/bankid/bankid-waiting';
import { currentLanguage } from '../../../../i18n/i18n';
import type { ReferenceBankId } from '../hooks/use-reference-bankid';
import { useErrorText } from './link-states';

interface ReferenceBankIdPanelProps {
  title: string;
  bankId: Exclude<ReferenceBankId, { step: 'idle' }>;
  onCancel: () => void;
  onRetry: () => void;
}

/** The BankID step of the candidate's or a referee's page: QR code, same-device link, BankID's words. */
export const ReferenceBankIdPanel = ({ title, bankId, onCancel, onRetry }: ReferenceBankIdPanelProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorText = useErrorText();
  const failure =
    bankId.step === 'failed'
      ? typeof bankId.message === 'string'
        ? errorText(bankId.message)
        : (bankId.message?.[language] ?? t('external.reference.bankId.failed'))
      : null;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {bankId.step === 'starting' && (
          <Center>
            <Loader aria-label={t('external.reference.bankId.starting')} />
          </Center>
        )}
        {bankId.step === 'waiting' && (
          <BankIdWaiting
            qrCode={bankId.qrCode}
            hintCode={bankId.hintCode}
            message={bankId.message}
            launchUrl={bankId.launchUrl}
          />
        )}
        {failure !== null && <Alert color="red">{failure}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('external.reference.bankId.cancel')}
          </Button>
          {bankId.step === 'failed' && (
            <Button onClick={onRetry}>{t('external.reference.bankId.retry')}</Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
};
