import type { BankIdMessage } from '@granska/domain';
import { Button, Center, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';

/** BankID's own advice: once the app has picked the order up, the QR code has done its work. */
const APP_HAS_ORDER = 'userSign';

interface BankIdWaitingProps {
  qrCode: string | null;
  hintCode: string | null;
  message: BankIdMessage | null;
  /** The same-device link, as this device should open it (bankIdLaunchUrl). */
  launchUrl: string;
  onOpenedOnThisDevice?: () => void;
}

/** A BankID order waiting for the person: the QR code, BankID's words for the state, the same-device link. */
export const BankIdWaiting = ({
  qrCode,
  hintCode,
  message,
  launchUrl,
  onOpenedOnThisDevice,
}: BankIdWaitingProps) => {
  const { t, i18n } = useTranslation();
  return (
    <>
      {qrCode !== null && hintCode !== APP_HAS_ORDER && (
        <>
          <Text>{t('bankid.scan')}</Text>
          <Center>
            <QRCodeSVG value={qrCode} size={220} marginSize={4} role="img" aria-label={t('bankid.qrCode')} />
          </Center>
        </>
      )}
      <Text role="status" aria-live="polite" fw={500} ta="center">
        {message?.[currentLanguage(i18n)] ?? ''}
      </Text>
      <Button component="a" href={launchUrl} variant="light" onClick={onOpenedOnThisDevice}>
        {t('bankid.openOnThisDevice')}
      </Button>
    </>
  );
};
