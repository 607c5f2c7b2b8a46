import {
  BANKID_RFA_MESSAGES,
  bankIdRfaForCollect,
  formatDateTime,
  type SpiLeaderJobDetails,
  type SpiProtocolView,
} from '@granska/domain';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMainApi } from '../../../api/use-api';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import type { BankIdFailure } from '../../../components/bankid/bankid-failure';
import { BankIdWaiting } from '../../../components/bankid/bankid-waiting';
import { useBankIdOrder } from '../../../components/bankid/use-bankid-order';
import { SpiProtocolSignatures } from '../../../components/job/spi-protocol-signatures';
import { currentLanguage } from '../../../i18n/i18n';
import {
  collectLeaderProtocolSigning,
  showJob,
  spiKeys,
  startLeaderProtocolSigning,
  useSendProtocolLink,
} from '../api/spi-jobs';

const FailureText = ({ failure }: { failure: BankIdFailure }) => {
  const { t, i18n } = useTranslation();
  if (failure.kind === 'alreadyOpen') return <>{t('spi.protocol.bankId.alreadyOpen')}</>;
  if (failure.kind === 'orderEnded') {
    const rfa = bankIdRfaForCollect({ status: 'failed', hintCode: failure.hintCode ?? undefined });
    if (rfa) return <>{BANKID_RFA_MESSAGES[rfa][currentLanguage(i18n)]}</>;
  }
  return <>{t('spi.protocol.bankId.failed')}</>;
};

/** The leader signs the protocol with BankID: the QR code or the same-device link, polled every second. */
const LeaderSigning = ({ job }: { job: SpiLeaderJobDetails }) => {
  const { t } = useTranslation();
  const api = useMainApi();
  const queryClient = useQueryClient();
  const signing = useBankIdOrder<'sign', SpiLeaderJobDetails>({
    storeKey: `granska.spi-protocol-leader.${job.id}`,
    start: (_answer, restart) => startLeaderProtocolSigning(api, job.id, restart),
    collect: async (orderRef, autoStarted, signal) => {
      const collected = await collectLeaderProtocolSigning(api, job.id, { orderRef, autoStarted }, signal);
      return { ...collected, result: collected.job };
    },
    onComplete: (changed) => {
      if (changed) void showJob(queryClient, changed);
      else void queryClient.invalidateQueries({ queryKey: spiKeys.job(job.id) });
    },
    onStale: () => void queryClient.invalidateQueries({ queryKey: spiKeys.job(job.id) }),
  });
  const state = signing.signing;
  if (state.step === 'idle') {
    return (
      <Button variant="light" onClick={() => void signing.start('sign')} style={{ alignSelf: 'flex-start' }}>
        {t('spi.protocol.sign')}
      </Button>
    );
  }
  return (
    <Stack gap="xs" aria-label={t('spi.protocol.signTitle')} role="group">
      <Text size="sm" fw={500}>
        {t('spi.protocol.signTitle')}
      </Text>
      {state.step === 'starting' && <Loader size="sm" aria-label={t('spi.protocol.bankId.starting')} />}
      {state.step === 'waiting' && (
        <BankIdWaiting
          qrCode={state.qrCode}
          hintCode={state.hintCode}
          message={state.message}
          launchUrl={state.autoStartUrl}
          onOpenedOnThisDevice={signing.openedOnThisDevice}
        />
      )}
      {state.step === 'failed' && (
        <Alert color="red">
          <FailureText failure={state.failure} />
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={signing.cancel}>
          {t('spi.protocol.bankId.cancel')}
        </Button>
        {state.step === 'failed' && (
          <Button onClick={() => void signing.start('sign')}>{t('spi.protocol.bankId.retry')}</Button>
        )}
      </Group>
    </Stack>
  );
};

const LinkState = ({ protocol }: { protocol: SpiProtocolView }) => {
  const { t } = useTranslation();
  if (!protocol.linkSentAt || protocol.person) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('spi.protocol.linkSent', {
        time: formatDateTime(protocol.linkSentAt),
        expires: formatDateTime(protocol.linkExpiresAt),
      })}
    </Text>
  );
};

/**
 * The interview protocol (the finalized SPI report) and its BankID signatures: the leader sends the
 * person the signing link and signs it here.
 */
export const ProtocolSection = ({
  job,
  protocol,
}: {
  job: SpiLeaderJobDetails;
  protocol: SpiProtocolView;
}) => {
  const { t } = useTranslation();
  const sendLink = useSendProtocolLink(job.id);
  return (
    <Stack gap="xs">
      <SpiProtocolSignatures protocol={protocol} />
      <LinkState protocol={protocol} />
      {!protocol.person && (
        <Button
          variant="light"
          loading={sendLink.isPending}
          onClick={() => sendLink.mutate()}
          style={{ alignSelf: 'flex-start' }}
        >
          {protocol.linkSentAt ? t('spi.protocol.resendLink') : t('spi.protocol.sendLink')}
        </Button>
      )}
      <ApiErrorAlert error={sendLink.error} />
      {!protocol.leader && <LeaderSigning job={job} />}
    </Stack>
  );
};
