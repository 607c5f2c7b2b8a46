import type { UserView } from '@granska/domain';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { ApiErrorAlert } from '../../components/api-error-alert/api-error-alert';
import { ListFooter } from '../../components/list/list-footer';
import { ListSearch } from '../../components/list/list-search';
import { useKeepPageInRange, useListParams } from '../../components/list/use-list-params';
import { type ConfirmedUserAction, SuccessModal, UserActionDialogs } from '../../components/modals';
import { PortalPage } from '../../components/portal-page/portal-page';
import { useDeleteUser } from './api/delete-user';
import { useOwnCustomer } from './api/get-customer';
import { useUsersPage } from './api/list-users';
import { useResetUserPassword } from './api/reset-user-password';
import { useSaveUser } from './api/save-user';
import { CustomerAdminNav } from './components/customer-admin-nav';
import { DeletionCertificatesSection } from './components/deletion-certificates-section';
import { UserFormModal } from './components/user-form-modal';
import { type UserAction, UsersTable } from './components/users-table';

const USERS_TITLE_ID = 'customer-admin-users-title';

type Confirming = { action: ConfirmedUserAction; user: UserView } | null;

/** The customer's name and number under the title, when known. */
const CustomerLine = () => {
  const { t } = useTranslation();
  const customer = useOwnCustomer();
  if (!customer.data) return null;
  return (
    <Text c="dimmed" mb="md">
      {t('customerAdmin.customer', { name: customer.data.custName, number: customer.data.custNo })}
    </Text>
  );
};

/**
 * The customer's users, paged by the server (the page in the address, the search in the history
 * entry: useListParams); invite, edit, reset password, enable/disable and delete. The server limits
 * everything to the caller's own customer; the page only offers what the customer may grant
 * (docs/decisions/web-customer-admin.md).
 */
const UsersSection = () => {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const params = useListParams({});
  const users = useUsersPage({ page: params.page, search: params.search });
  // Deleting the last user of the last page leaves a page past the end: go back to the last one.
  useKeepPageInRange(params, users.data?.pages);

  const [form, setForm] = useState<'invite' | UserView | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveUser();
  const reset = useResetUserPassword();
  const remove = useDeleteUser();
  const [actionError, setActionError] = useState<Error | null>(null);

  const done = (message: string) => {
    setConfirming(null);
    setSuccess(message);
  };
  const failed = (error: Error) => {
    setConfirming(null);
    setActionError(error);
  };

  const onAction = (action: UserAction, user: UserView) => {
    setActionError(null);
    const email = user.userEmail;
    if (action === 'edit') setForm(user);
    else if (action === 'enable')
      save.mutate(
        { userId: user.userId, userEnabled: true },
        { onSuccess: () => done(t('customerAdmin.success.enabled', { email })), onError: failed },
      );
    else setConfirming({ action, user });
  };

  const confirm = () => {
    if (!confirming) return;
    const { action, user } = confirming;
    const email = user.userEmail;
    if (action === 'reset')
      reset.mutate(
        { userId: user.userId },
        { onSuccess: () => done(t('customerAdmin.success.reset', { email })), onError: failed },
      );
    else if (action === 'disable')
      save.mutate(
        { userId: user.userId, userEnabled: false },
        { onSuccess: () => done(t('customerAdmin.success.disabled', { email })), onError: failed },
      );
    else
      remove.mutate(
        { userId: user.userId },
        { onSuccess: () => done(t('customerAdmin.success.deleted', { email })), onError: failed },
      );
  };

  const list = () => {
    if (users.isPending) return <Loader size="sm" aria-label={t('customerAdmin.users.loading')} />;
    if (users.isError) return <ApiErrorAlert error={users.error} />;
    if (users.data.items.length === 0)
      return (
        <Text c="dimmed">
          {params.narrowed ? t('customerAdmin.users.noMatch') : t('customerAdmin.users.empty')}
        </Text>
      );
    return (
      <Stack gap="sm">
        <UsersTable
          users={users.data.items}
          ownUserId={me?.userId}
          onAction={onAction}
          labelledBy={USERS_TITLE_ID}
          empty={t('customerAdmin.users.empty')}
        />
        <ListFooter
          total={t('customerAdmin.users.total', { count: users.data.total })}
          list={users.data}
          onPage={params.setPage}
        />
      </Stack>
    );
  };

  return (
    <>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={USERS_TITLE_ID}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4" id={USERS_TITLE_ID}>
              {t('customerAdmin.users.title')}
            </Title>
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setForm('invite')}>
              {t('customerAdmin.users.invite')}
            </Button>
          </Group>
          <ListSearch
            params={params}
            label={t('customerAdmin.users.search')}
            placeholder={t('customerAdmin.users.searchPlaceholder')}
            maw={360}
          />
          {actionError && <ApiErrorAlert error={actionError} onClose={() => setActionError(null)} />}
          {list()}
        </Stack>
      </Card>

      <UserFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(saved, invited) => {
          setForm(null);
          const message = invited ? 'customerAdmin.success.invited' : 'customerAdmin.success.saved';
          setSuccess(t(message, { email: saved.userEmail }));
        }}
      />
      <UserActionDialogs
        pending={confirming}
        texts={(action, email) => ({
          title: t(`customerAdmin.${action}.title`),
          message: t(`customerAdmin.${action}.message`, { email }),
          ...(action === 'disable' ? { confirmLabel: t('customerAdmin.disable.confirm') } : {}),
        })}
        loading={{ reset: reset.isPending, disable: save.isPending, delete: remove.isPending }}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <SuccessModal opened={success !== null} message={success ?? ''} onClose={() => setSuccess(null)} />
    </>
  );
};

/**
 * Kundadmin (spec §2): the customer's users at /customer-admin itself, and the certificates of the
 * deleted personal data of finished cases (docs/decisions/deletion-policy.md) beside them.
 */
export const CustomerAdminPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('customerAdmin.title')}>
      <CustomerLine />
      <CustomerAdminNav />
      <Routes>
        <Route index element={<UsersSection />} />
        <Route path="deletion-certificates" element={<DeletionCertificatesSection />} />
        <Route path="*" element={<Navigate to="/customer-admin" replace />} />
      </Routes>
    </PortalPage>
  );
};
