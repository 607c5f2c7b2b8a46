import { formatDate, isActiveUser, USER_STATUS_LABELS } from '@granska/domain';
import { Badge, Button, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../../components/list/data-table';
import { ListFilter } from '../../../../components/list/list-filter';
import { ListSearch } from '../../../../components/list/list-search';
import { ListSection } from '../../../../components/list/list-section';
import { useKeepPageInRange, useListParams } from '../../../../components/list/use-list-params';
import { Pager } from '../../../../components/pager/pager';
import { currentLanguage } from '../../../../i18n/i18n';
import { useUsers } from '../../api/list-users';
import { groupLabels, isKnownGroup, KNOWN_GROUPS, roleFilterOptions } from './group-options';
import { UserActions, useUserActionDialogs } from './user-actions';
import { UserEditor } from './user-editor';

/**
 * Spec §2 admin: users with search by e-mail, a role filter and the pager (10 a page, server paging);
 * the role and the page in the address, the search in the history entry (useListParams).
 */
export const UsersPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const params = useListParams({ role: KNOWN_GROUPS });
  const role = params.filters.role;
  const [editing, setEditing] = useState<{ userId: string | null } | null>(null);
  const users = useUsers({
    search: params.search,
    role: role !== null && isKnownGroup(role) ? role : null,
    page: params.page,
  });
  useKeepPageInRange(params, users.data?.pages);
  const list = users.data;
  const actions = useUserActionDialogs();

  return (
    <ListSection
      titleId="admin-users-title"
      title={t('admin.users.title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ userId: null })}>
          {t('admin.users.create')}
        </Button>
      }
      filters={
        <>
          <ListSearch params={params} label={t('admin.users.search')} />
          <ListFilter
            params={params}
            name="role"
            label={t('admin.users.role')}
            allLabel={t('admin.users.allRoles')}
            options={roleFilterOptions(language, {
              staff: t('admin.users.staffGroups'),
              customer: t('admin.users.customerGroups'),
            })}
          />
          {users.isFetching && <Loader size="sm" aria-label={t('admin.users.loading')} />}
        </>
      }
    >
      <ApiErrorAlert error={users.error} />
      {actions.errorAlert}
      {list && (
        <DataTable
          rows={list.items}
          rowKey={(user) => user.userId}
          empty={t('admin.users.empty')}
          minWidth={800}
          caption={t('admin.users.caption', { page: list.page, pages: list.pages, total: list.total })}
          columns={[
            {
              key: 'email',
              header: t('admin.users.columns.email'),
              rowHeader: true,
              cell: (user) => user.userEmail,
            },
            {
              key: 'phone',
              header: t('admin.users.columns.phone'),
              cell: (user) => user.userPhonenumber || '–',
            },
            {
              key: 'customer',
              header: t('admin.users.columns.customer'),
              cell: (user) => user.custNo || '–',
            },
            {
              key: 'groups',
              header: t('admin.users.columns.groups'),
              cell: (user) =>
                groupLabels(
                  user.userGroups.map((group) => group.userGroupId),
                  language,
                ).join(', ') || '–',
            },
            {
              key: 'status',
              header: t('admin.users.columns.status'),
              cell: (user) => (
                <Stack gap={2} align="flex-start">
                  <Badge color={isActiveUser(user) ? 'teal' : 'gray'} variant="light">
                    {isActiveUser(user) ? t('admin.users.active') : t('admin.users.inactive')}
                  </Badge>
                  {user.userStatus !== 'CONFIRMED' && (
                    <Text size="xs" c="dimmed">
                      {USER_STATUS_LABELS[user.userStatus][language]}
                    </Text>
                  )}
                  {!user.userEnabled && (
                    <Text size="xs" c="dimmed">
                      {t('admin.users.disabled')}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              key: 'created',
              header: t('admin.users.columns.created'),
              cell: (user) => formatDate(user.userCreated),
            },
            {
              key: 'actions',
              header: t('admin.users.columns.actions'),
              cell: (user) => (
                <UserActions
                  user={user}
                  onEdit={() => setEditing({ userId: user.userId })}
                  onAction={(action) => actions.open(action, user)}
                  onEnable={() => actions.enable(user)}
                  enabling={actions.isEnabling(user)}
                />
              ),
            },
          ]}
        />
      )}
      {list && <Pager page={list.page} pages={list.pages} onChange={params.setPage} />}
      {actions.dialogs}
      {editing && (
        <UserEditor
          userId={editing.userId}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            actions.showSuccess(
              created
                ? {
                    title: t('admin.users.createDone'),
                    message: t('admin.users.createDoneMessage', { email: saved.userEmail }),
                  }
                : { title: t('admin.users.saveDone') },
            );
          }}
        />
      )}
    </ListSection>
  );
};
