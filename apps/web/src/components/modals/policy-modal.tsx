import { Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

export const POLICY_POINTS = [
  'gdpr',
  'noCustomerContact',
  'noLegalDetails',
  'consentFirst',
  'methodConfidential',
  'noNotesOutside',
  'securedPremises',
  'noPhotos',
  'internalOnly',
  'askCoordinator',
] as const;

export interface PolicyModalProps {
  opened: boolean;
  onApprove: () => void;
  /** Leaving without approving (the caller decides what that means, e.g. logging out). */
  onDecline?: () => void;
  loading?: boolean;
}

/** The ten-point security policy of spec §2, which must be approved before work starts. */
export const PolicyModal = ({ opened, onApprove, onDecline, loading }: PolicyModalProps) => {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    if (opened) setAccepted(false);
  }, [opened]);

  return (
    <StaticModal opened={opened} onClose={onDecline ?? (() => {})} title={t('modals.policy.title')} size="lg">
      <Stack>
        <Text>{t('modals.policy.intro')}</Text>
        <List type="ordered" spacing="xs">
          {POLICY_POINTS.map((point) => (
            <List.Item key={point}>{t(`modals.policy.points.${point}`)}</List.Item>
          ))}
        </List>
        <Checkbox
          label={t('modals.policy.accept')}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          {onDecline && (
            <Button variant="default" onClick={onDecline} disabled={loading}>
              {t('modals.cancel')}
            </Button>
          )}
          <Button onClick={onApprove} disabled={!accepted} loading={loading}>
            {t('modals.policy.approve')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};
