import {
  formatDateTime,
  SpiProtocolKey,
  type SpiProtocolPageView,
  type SpiSignatureView,
} from '@granska/domain';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePublicMainApi } from '../../../../api/use-public-main-api';
import { useBankIdOrder } from '../../../../components/bankid/use-bankid-order';
import { BankIdPanel } from '../../components/bankid-panel';
import { LinkPageState } from '../../components/link-page-state';
import { PageNotice } from '../../components/page-notice';
import {
  collectSpiProtocolSigning,
  spiProtocolQueryKey,
  startSpiProtocolSigning,
  useSpiProtocol,
} from '../api/spi-protocol';

/** Stable handles of the page for browser tests (the texts change with the language). */
export const SPI_PROTOCOL_TEST_IDS = {
  protocol: 'spip-protocol',
  sign: 'spip-sign',
  done: 'spip-done',
  invalidLink: 'spip-invalid-link',
} as const;

const InvalidLink = () => {
  const { t } = useTranslation();
  return (
    <PageNotice
      title={t('external.spiProtocol.invalidLink.title')}
      text={t('external.spiProtocol.invalidLink.text')}
      testId={SPI_PROTOCOL_TEST_IDS.invalidLink}
    />
  );
};

const Signed = ({ signed }: { signed: SpiSignatureView }) => {
  const { t } = useTranslation();
  return (
    <PageNotice
      title={t('external.spiProtocol.done.title')}
      text={t('external.spiProtocol.done.text', { name: signed.name, time: formatDateTime(signed.signedAt) })}
      testId={SPI_PROTOCOL_TEST_IDS.done}
    />
  );
};

const Protocol = ({
  protocolKey,
  view,
  onSigned,
}: {
  protocolKey: string;
  view: SpiProtocolPageView;
  onSigned: (signed: SpiSignatureView | null) => void;
}) => {
  const { t } = useTranslation();
  const api = usePublicMainApi();
  const queryClient = useQueryClient();
  const signing = useBankIdOrder<'sign', SpiSignatureView>({
    storeKey: `granska.spi-protocol-bankid.${protocolKey}`,
    start: (_answer, restart) => startSpiProtocolSigning(api, protocolKey, restart),
    collect: async (orderRef, autoStarted, signal) => {
      const collected = await collectSpiProtocolSigning(api, { protocolKey, orderRef, autoStarted }, signal);
      return { ...collected, result: collected.signed };
    },
    onComplete: onSigned,
    // Signed meanwhile (another tab) or the link closed: the page shows what is true now.
    onStale: () => void queryClient.invalidateQueries({ queryKey: spiProtocolQueryKey(protocolKey) }),
  });

  if (signing.signing.step !== 'idle') {
    return (
      <BankIdPanel
        signing={signing.signing}
        title={t('external.spiProtocol.signTitle')}
        onCancel={signing.cancel}
        onRetry={() => void signing.start('sign')}
        onOpenedOnThisDevice={signing.openedOnThisDevice}
      />
    );
  }

  const none = t('external.spiProtocol.none');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('external.spiProtocol.heading')}
      </Title>
      <Stack gap="xs">
        <Text fw={500}>{t('external.spiProtocol.forPerson', { personName: view.personName })}</Text>
        <Text>
          {t('external.spiProtocol.interview', {
            time: view.interviewTime ? formatDateTime(view.interviewTime) : none,
            type: view.interviewType ? t(`external.spiProtocol.type.${view.interviewType}`) : none,
          })}
        </Text>
        {view.leaderName && <Text>{t('external.spiProtocol.leader', { name: view.leaderName })}</Text>}
      </Stack>
      <Card withBorder padding="lg" data-testid={SPI_PROTOCOL_TEST_IDS.protocol}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('external.spiProtocol.protocolHeading')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{view.text}</Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {t('external.spiProtocol.attachment', { name: view.fileName, sha256: view.fileSha256 })}
          </Text>
        </Stack>
      </Card>
      <Text size="sm">{t('external.spiProtocol.signExplained')}</Text>
      <Button
        onClick={() => void signing.start('sign')}
        data-testid={SPI_PROTOCOL_TEST_IDS.sign}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('external.spiProtocol.sign')}
      </Button>
    </Stack>
  );
};

const ProtocolOfLink = ({ protocolKey }: { protocolKey: string }) => {
  const page = useSpiProtocol(protocolKey);
  const queryClient = useQueryClient();
  const [signed, setSigned] = useState<SpiSignatureView | null>(null);

  if (signed) return <Signed signed={signed} />;
  if (!page.isSuccess) {
    return <LinkPageState query={page} scope="external.spiProtocol" invalidLink={<InvalidLink />} />;
  }
  return (
    <Protocol
      protocolKey={protocolKey}
      view={page.data}
      onSigned={(done) => {
        if (done) setSigned(done);
        else void queryClient.invalidateQueries({ queryKey: spiProtocolQueryKey(protocolKey) });
      }}
    />
  );
};

/**
 * `spip/:protocolKey`: the person interviewed reads the protocol of their security vetting interview (the
 * SPI leader's finalized report) and signs it with BankID. Public: no session; the key is all it knows.
 */
export const SpiProtocolPage = () => {
  const { protocolKey } = useParams();
  const key = SpiProtocolKey.safeParse(protocolKey);
  return key.success ? <ProtocolOfLink key={key.data} protocolKey={key.data} /> : <InvalidLink />;
};
