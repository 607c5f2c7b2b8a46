import { portalLinks, shortId } from '@granska/domain';
import { Alert, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { PortalPage } from '../../components/portal-page/portal-page';
import { ChangePassword } from './components/change-password';
import { CustomerCard } from './components/customer-card';
import { Field } from './components/field';
import { PermissionsTree } from './components/permissions-tree';

/**
 * Spec §2: the user's short id, e-mail, mobile number, permissions and customer. A user whose roles open
 * no portal (a Superuser) lands here, and is told what the page offers and where to ask for more.
 */
export const AccountPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <PortalPage title={t('account.title')}>
      <Stack gap="lg">
        {portalLinks(user.groups).length === 0 && (
          <Alert color="blue" title={t('account.noPortal.title')}>
            {t('account.noPortal.text')}
          </Alert>
        )}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-user-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="account-user-title">
                {t('account.user.title')}
              </Title>
              <ChangePassword />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
              <Field label={t('account.user.id')} value={shortId(user.userId)} />
              <Field label={t('account.user.email')} value={user.email} />
              <Field label={t('account.user.phone')} value={user.phone} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card
          withBorder
          padding="lg"
          radius="md"
          component="section"
          aria-labelledby="account-permissions-title"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="account-permissions-title">
              {t('account.permissions.title')}
            </Title>
            <PermissionsTree groups={user.groups} labelledBy="account-permissions-title" />
          </Stack>
        </Card>
        <CustomerCard />
      </Stack>
    </PortalPage>
  );
};
