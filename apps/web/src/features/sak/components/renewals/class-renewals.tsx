import { PS_RENEWAL_WINDOW_DAYS } from '@granska/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardRenewals } from '../../api/renewals-api';
import { renewalOrderPath } from '../../paths';
import { useSakRights } from '../../rights';
import { RenewalDue } from './renewal-due';

/**
 * On the person card: when each cleared placement is due for renewal, when the customer follows up
 * (nothing otherwise), with the renewal order once one falls due.
 */
export const ClassRenewals = ({ personId }: { personId: string }) => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const renewals = useCardRenewals(personId, { enabled: rights.renewals });
  const items = renewals.data ?? [];
  if (items.length === 0) return null;
  const fallingDue = items.some((renewal) => renewal.daysLeft <= PS_RENEWAL_WINDOW_DAYS);
  return (
    <Stack gap={6} aria-label={t('sak.renewals.onCard')} role="group">
      {items.map((renewal) => (
        <Group key={renewal.securityClass} gap="xs">
          <Text size="sm">
            {t('sak.renewals.cardLine', { number: renewal.securityClass, cleared: renewal.cleared })}
          </Text>
          <RenewalDue renewal={renewal} window={PS_RENEWAL_WINDOW_DAYS} />
        </Group>
      ))}
      {fallingDue && rights.orderRenewal && (
        <Group>
          <Button component={Link} to={renewalOrderPath(personId)} size="xs" variant="light">
            {t('sak.renewals.order')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
