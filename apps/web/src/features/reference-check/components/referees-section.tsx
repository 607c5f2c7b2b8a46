import { REFERENCE_STATE_LABELS, type ReferenceView } from '@granska/domain';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Fact, Facts } from '../../../components/job/facts';
import { currentLanguage } from '../../../i18n/i18n';
import { useReferenceCheckRights } from '../rights';
import { type ClearReference, type ClearReferences, refereeNumbers } from './referees';
import { nominated } from './reference-counts';
import { StateLog } from './state-log';

export interface ClearReferencesControl {
  clear: ClearReferences | null;
  show: () => void;
  hide: () => void;
  pending: boolean;
  error: Error | null;
}

/** 'Visa referenternas uppgifter' / 'Dölj …': one audited read of every referee of the order. */
export const ClearReferencesButton = ({ control }: { control: ClearReferencesControl }) => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  if (!rights.decryptReferences) return null;
  return control.clear ? (
    <Button variant="default" leftSection={<IconEyeOff size={16} aria-hidden />} onClick={control.hide}>
      {t('referenceCheck.referees.hide')}
    </Button>
  ) : (
    <Button
      variant="default"
      leftSection={<IconEye size={16} aria-hidden />}
      loading={control.pending}
      onClick={control.show}
    >
      {t('referenceCheck.referees.show')}
    </Button>
  );
};

const RefereeCard = ({
  reference,
  number,
  clear,
}: {
  reference: ReferenceView;
  number: number;
  clear: ClearReference | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const titleId = useId();
  const logId = useId();
  const none = t('referenceCheck.none');
  const info = clear?.referenceInfo;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {info?.name
              ? t('referenceCheck.referees.titleWithName', { number, name: info.name })
              : t('referenceCheck.referees.title', { number })}
          </Title>
          {reference.state && (
            <Badge variant="light" color={reference.state === 'DECLINED' ? 'red' : undefined}>
              {REFERENCE_STATE_LABELS[reference.state][language]}
            </Badge>
          )}
        </Group>
        {info && (
          <Facts cols={4}>
            <Fact label={t('referenceCheck.referees.relationship')}>{info.relationship || none}</Fact>
            <Fact label={t('referenceCheck.order.email')}>{info.email || none}</Fact>
            <Fact label={t('referenceCheck.order.phone')}>{info.phone || none}</Fact>
            <Fact label={t('referenceCheck.order.signedName')}>{info.signedName || none}</Fact>
          </Facts>
        )}
        {reference.state === 'DECLINED' && clear?.declineReason && (
          <Text size="sm">{t('referenceCheck.referees.declineReason', { reason: clear.declineReason })}</Text>
        )}
        <Text size="sm" fw={600} id={logId}>
          {t('referenceCheck.referees.log')}
        </Text>
        <StateLog entries={reference.stateLog ?? []} of="reference" labelledBy={logId} />
      </Stack>
    </Card>
  );
};

/** The referees the candidate nominated: each one's state and log; names and details on request. */
export const RefereesSection = ({
  references,
  control,
}: {
  references: { isPending: boolean; error: Error | null; data: ReferenceView[] | undefined };
  control: ClearReferencesControl;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const content = () => {
    if (references.isPending) return <Loader size="sm" aria-label={t('referenceCheck.referees.loading')} />;
    if (references.error || !references.data) return <ApiErrorAlert error={references.error} />;
    const shown = nominated(references.data);
    if (shown.length === 0) return <Text c="dimmed">{t('referenceCheck.referees.none')}</Text>;
    const numbers = refereeNumbers(shown);
    return (
      <Stack gap="sm">
        {shown.map((reference) => (
          <RefereeCard
            key={reference.id}
            reference={reference}
            number={numbers.get(reference.id) ?? 0}
            clear={control.clear?.get(reference.id)}
          />
        ))}
      </Stack>
    );
  };
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4" id={titleId}>
          {t('referenceCheck.referees.heading')}
        </Title>
        <ClearReferencesButton control={control} />
      </Group>
      <ApiErrorAlert error={control.error} />
      {content()}
    </Stack>
  );
};
