import { formatDate, USER_STATUS_LABELS, type UserView } from '@granska/domain';
import {
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { Pager } from '../../../../components/pager/pager';
import { currentLanguage } from '../../../../i18n/i18n';
import { useUsers } from '../../api/list-users';
import { groupLabels, isKnownGroup, roleFilterOptions } from './group-options';
import { UserActions, useUserActionDialogs } from './user-actions';
import { UserEditor } from './user-editor';

/** A user is active when enabled and confirmed (spec §3). */
const isActive = (user: UserView) => user.userEnabled && user.userStatus === 'CONFIRMED';

/** Spec §2 admin: users with search by e-mail, a role filter and the pager (10 a page, server paging). */
export const UsersPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ userId: string | null } | null>(null);
  const users = useUsers({
    search: debouncedSearch,
    role: isKnownGroup(role) ? role : null,
    page,
  });
  const list = users.data;
  const actions = useUserActionDialogs();

  return (
    <Stack component="section" aria-labelledby="admin-users-title">
      <Group justify="space-between">
        <Title order={2} id="admin-users-title">
          {t('admin.users.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ userId: null })}>
          {t('admin.users.create')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          type="search"
          label={t('admin.users.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label={t('admin.users.role')}
          value={role}
          onChange={(event) => {
            setRole(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('admin.users.allRoles') },
            ...roleFilterOptions(language, {
              staff: t('admin.users.staffGroups'),
              customer: t('admin.users.customerGroups'),
            }),
          ]}
        />
        {users.isFetching && <Loader size="sm" aria-label={t('admin.users.loading')} />}
      </Group>
      <ApiErrorAlert error={users.error} />
      {actions.errorAlert}
      {list && list.items.length === 0 ? (
        <Text c="dimmed">{t('admin.users.empty')}</Text>
      ) : list ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover>
            <Table.Caption>
              {t('admin.users.caption', { page: list.page, pages: list.pages, total: list.total })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.columns.email')}</Table.Th>
                <Table.Th>{t('admin.users.columns.phone')}</Table.Th>
                <Table.Th>{t('admin.users.columns.customer')}</Table.Th>
                <Table.Th>{t('admin.users.columns.groups')}</Table.Th>
                <Table.Th>{t('admin.users.columns.status')}</Table.Th>
                <Table.Th>{t('admin.users.columns.created')}</Table.Th>
                <Table.Th>{t('admin.users.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((user) => (
                <Table.Tr key={user.userId}>
                  <Table.Th scope="row" fw="normal">
                    {user.userEmail}
                  </Table.Th>
                  <Table.Td>{user.userPhonenumber || '–'}</Table.Td>
                  <Table.Td>{user.custNo || '–'}</Table.Td>
                  <Table.Td>
                    {groupLabels(
                      user.userGroups.map((group) => group.userGroupId),
                      language,
                    ).join(', ') || '–'}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Badge color={isActive(user) ? 'teal' : 'gray'} variant="light">
                        {isActive(user) ? t('admin.users.active') : t('admin.users.inactive')}
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
                  </Table.Td>
                  <Table.Td>{formatDate(user.userCreated)}</Table.Td>
                  <Table.Td>
                    <UserActions
                      user={user}
                      onEdit={() => setEditing({ userId: user.userId })}
                      onAction={(action) => actions.open(action, user)}
                      onEnable={() => actions.enable(user)}
                      enabling={actions.isEnabling(user)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {list && <Pager page={list.page} pages={list.pages} onChange={setPage} />}
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
    </Stack>
  );
};
