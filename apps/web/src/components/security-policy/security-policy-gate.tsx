import { Alert, Button, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserMessage } from '../../i18n/user-message';
import { Loading } from '../loading/loading';
import { PolicyModal } from '../modals';
import { useApprovePolicy, usePolicyStatus } from './use-security-policy';

export interface SecurityPolicyGateProps {
  children: ReactNode;
}

/**
 * Person data only after the security policy (spec §2, 10 points) is approved: until the logged-in
 * staff user has approved the current version, the children are not rendered (so nothing is fetched)
 * and the policy modal is shown. The server enforces the same rule; this spares a refused request.
 */
export const SecurityPolicyGate = ({ children }: SecurityPolicyGateProps) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const status = usePolicyStatus();
  const approve = useApprovePolicy();
  const [dismissed, setDismissed] = useState(false);

  if (status.isPending) return <Loading label={t('securityPolicy.loading')} />;
  if (status.isError) {
    return (
      <Alert color="red" role="alert" title={message(status.error.message)}>
        <Button variant="light" size="xs" mt="xs" onClick={() => status.refetch()}>
          {t('securityPolicy.retry')}
        </Button>
      </Alert>
    );
  }
  if (status.data.approved) return children;

  return (
    <>
      <Stack gap="sm" role="region" aria-label={t('securityPolicy.required')}>
        <Alert color="yellow" role="status" title={t('securityPolicy.required')}>
          <Text size="sm">{t('securityPolicy.explanation')}</Text>
          <Button mt="sm" size="xs" onClick={() => setDismissed(false)} disabled={!dismissed}>
            {t('securityPolicy.show')}
          </Button>
        </Alert>
        {approve.isError && <Alert color="red" role="alert" title={message(approve.error.message)} />}
      </Stack>
      <PolicyModal
        opened={!dismissed}
        loading={approve.isPending}
        onApprove={() => approve.mutate(undefined, { onError: () => setDismissed(true) })}
        onDecline={() => setDismissed(true)}
      />
    </>
  );
};
