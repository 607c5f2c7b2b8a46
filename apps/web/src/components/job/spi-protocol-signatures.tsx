import { formatDateTime, type SpiProtocolView, type SpiSignatureView } from '@granska/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SignatureLine = ({
  signer,
  signature,
}: {
  signer: 'person' | 'leader';
  signature: SpiSignatureView | null;
}) => {
  const { t } = useTranslation();
  return (
    <List.Item>
      {signature
        ? t(`job.spiProtocol.signedBy.${signer}`, {
            name: signature.name,
            time: formatDateTime(signature.signedAt),
          })
        : t(`job.spiProtocol.waiting.${signer}`)}
    </List.Item>
  );
};

/**
 * Who has signed the SPI interview protocol with BankID, and when (the SPI leader's job page, the
 * analyst's SPI tab): 'Signerat av personen …', 'Signerat av SPI-ledaren …', or 'Väntar på signering'.
 */
export const SpiProtocolSignatures = ({ protocol }: { protocol: SpiProtocolView }) => {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500}>
        {t('job.spiProtocol.title')}
      </Text>
      <List size="sm" aria-label={t('job.spiProtocol.title')}>
        <SignatureLine signer="person" signature={protocol.person} />
        <SignatureLine signer="leader" signature={protocol.leader} />
      </List>
    </>
  );
};
