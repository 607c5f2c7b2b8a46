import { SECURITY_POLICY_POINT_KEYS, SECURITY_POLICY_POINTS } from '@granska/domain';
import { Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { CancelButton } from './cancel-button';
import { StaticModal } from './static-modal';

export interface PolicyModalProps {
  opened: boolean;
  onApprove: () => void;
  /** Leaving without approving (the caller decides what that means, e.g. logging out). */
  onDecline?: () => void;
  loading?: boolean;
}

/**
 * The ten-point security policy of spec §2, which must be approved before work starts. The points are
 * the domain's (SECURITY_POLICY_POINTS), the very texts SECURITY_POLICY_VERSION versions.
 */
export const PolicyModal = ({ opened, onApprove, onDecline, loading }: PolicyModalProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    if (opened) setAccepted(false);
  }, [opened]);

  return (
    <StaticModal opened={opened} onClose={onDecline ?? (() => {})} title={t('modals.policy.title')} size="lg">
      <Stack>
        <Text>{t('modals.policy.intro')}</Text>
        <List type="ordered" spacing="xs">
          {SECURITY_POLICY_POINT_KEYS.map((point) => (
            <List.Item key={point}>{SECURITY_POLICY_POINTS[point][language]}</List.Item>
          ))}
        </List>
        <Checkbox
          label={t('modals.policy.accept')}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          {onDecline && <CancelButton onClick={onDecline} disabled={loading} />}
          <Button onClick={onApprove} disabled={!accepted} loading={loading}>
            {t('modals.policy.approve')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};
