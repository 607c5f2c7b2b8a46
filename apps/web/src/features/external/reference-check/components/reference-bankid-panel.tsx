import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/i18n';
import type { ReferenceBankId } from '../hooks/use-reference-bankid';

/** BankID's own advice: once the app has picked the order up, the QR code has done its work. */
const APP_HAS_ORDER = 'userSign';

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
  const failure =
    bankId.step === 'failed'
      ? typeof bankId.message === 'string'
        ? bankId.message
        : (bankId.message?.[language] ?? t('external.reference.bankId.failed'))
      : null;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2}>{title}</Title>
        {bankId.step === 'starting' && (
          <Center>
            <Loader aria-label={t('external.reference.bankId.starting')} />
          </Center>
        )}
        {bankId.step === 'waiting' && (
          <>
            {bankId.qrCode !== null && bankId.hintCode !== APP_HAS_ORDER && (
              <>
                <Text>{t('external.reference.bankId.scan')}</Text>
                <Center>
                  <QRCodeSVG
                    value={bankId.qrCode}
                    size={220}
                    marginSize={4}
                    role="img"
                    aria-label={t('external.reference.bankId.qrCode')}
                  />
                </Center>
              </>
            )}
            <Text role="status" aria-live="polite" fw={500} ta="center">
              {bankId.message?.[language] ?? ''}
            </Text>
            <Button component="a" href={bankId.launchUrl} variant="light">
              {t('external.reference.bankId.openOnThisDevice')}
            </Button>
          </>
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
