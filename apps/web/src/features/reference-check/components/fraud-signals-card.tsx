import { type FraudSignal, formatDateTime } from '@granska/domain';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useReviewFraudSignal } from '../api/orders';
import { useReferenceCheckRights } from '../rights';
import type { ClearReferences } from './referees';

/**
 * The order's fraud signals (shared IP address, phone or e-mail; a referee used for several
 * candidates; a BankID name that differs), each with its severity, who it involves, and whether it was
 * reviewed; the orderer marks one as reviewed ('Markera som granskad').
 */
export const FraudSignalsCard = ({
  orderId,
  signals,
  numbers,
  clear,
}: {
  orderId: string;
  signals: readonly FraudSignal[];
  /** 'Referens N' by reference id. */
  numbers: ReadonlyMap<string, number>;
  clear: ClearReferences | null;
}) => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const { user } = useSession();
  const titleId = useId();
  const review = useReviewFraudSignal(orderId);
  if (signals.length === 0) return null;

  const party = (id: string) => {
    if (id === 'candidate') return t('referenceCheck.signals.candidate');
    const name = clear?.get(id)?.referenceInfo.name;
    const number = numbers.get(id);
    if (number === undefined) return t('referenceCheck.signals.otherReferee');
    return name
      ? t('referenceCheck.referees.titleWithName', { number, name })
      : t('referenceCheck.referees.title', { number });
  };
  const reviewer = (by: string) =>
    by === user?.userId || by === user?.email ? t('referenceCheck.signals.you') : by;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconAlertTriangle size={20} aria-hidden />
          <Title order={2} size="h4" id={titleId}>
            {t('referenceCheck.signals.heading')}
          </Title>
        </Group>
        <ApiErrorAlert error={review.error} />
        <List spacing="sm" listStyleType="none" p={0}>
          {signals.map((signal) => {
            const what = t(`referenceCheck.signals.kinds.${signal.kind}`);
            const who = signal.parties.map(party).join(', ');
            return (
              <List.Item key={signal.id}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Badge color={signal.severity === 'alert' ? 'red' : 'yellow'} variant="light">
                        {t(`referenceCheck.signals.severity.${signal.severity}`)}
                      </Badge>
                      <Text size="sm" fw={600}>
                        {what}
                      </Text>
                    </Group>
                    {who && <Text size="sm">{who}</Text>}
                    {signal.reviewedAt && (
                      <Text size="sm" c="dimmed">
                        {t('referenceCheck.signals.reviewed', {
                          time: formatDateTime(signal.reviewedAt),
                          by: reviewer(signal.reviewedBy ?? ''),
                        })}
                      </Text>
                    )}
                  </Stack>
                  {!signal.reviewedAt && rights.reviewSignals && (
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      aria-label={t('referenceCheck.signals.reviewNamed', { what, who })}
                      loading={review.isPending && review.variables === signal.id}
                      onClick={() => review.mutate(signal.id)}
                    >
                      {t('referenceCheck.signals.review')}
                    </Button>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
};
