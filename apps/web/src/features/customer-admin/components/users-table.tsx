import { CUSTOMER_PERMISSION_TREE, filterTreeToGroups, GROUP_LABELS, type UserView } from '@granska/domain';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/list/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/merge-locales';
import { type UserState, userState } from '../user-status';

export type UserAction = 'edit' | 'reset' | 'enable' | 'disable' | 'delete';

const STATE_COLORS: Record<UserState, string> = {
  active: 'teal',
  disabled: 'gray',
  awaitingFirstLogin: 'yellow',
  resetRequired: 'orange',
};

/** The user's permissions in short: the top groups it holds (roles and services), with labels. */
export const groupsSummary = (user: Pick<UserView, 'userGroups'>, language: Language): string[] =>
  filterTreeToGroups(
    CUSTOMER_PERMISSION_TREE,
    user.userGroups.map((group) => group.userGroupId),
  ).map((node) => GROUP_LABELS[node.group][language]);

const ACTION_ICONS: Record<UserAction, typeof IconPencil> = {
  edit: IconPencil,
  reset: IconKey,
  disable: IconPlayerStop,
  enable: IconPlayerPlay,
  delete: IconTrash,
};

export interface UsersTableProps {
  users: readonly UserView[];
  /** The logged-in customer admin, who may not disable or delete itself. */
  ownUserId: string | undefined;
  onAction: (action: UserAction, user: UserView) => void;
  labelledBy: string;
  /** Shown instead of the table when there are no users. */
  empty: string;
}

/** E-post, Mobil, Kostnadsställe, Status, Behörigheter and the row's actions, named after the e-mail. */
export const UsersTable = ({ users, ownUserId, onAction, labelledBy, empty }: UsersTableProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user.userId}
      labelledBy={labelledBy}
      empty={empty}
      minWidth={760}
      columns={[
        {
          key: 'email',
          header: t('customerAdmin.users.columns.email'),
          rowHeader: true,
          cell: (user) => (
            <>
              {user.userEmail}
              {user.userId === ownUserId && (
                <Text span c="dimmed" size="sm" ml={4}>
                  {t('customerAdmin.users.you')}
                </Text>
              )}
            </>
          ),
        },
        {
          key: 'phone',
          header: t('customerAdmin.users.columns.phone'),
          cell: (user) => user.userPhonenumber || '–',
        },
        {
          key: 'costCenter',
          header: t('customerAdmin.users.columns.costCenter'),
          cell: (user) => user.costCenter || '–',
        },
        {
          key: 'status',
          header: t('customerAdmin.users.columns.status'),
          cell: (user) => {
            const state = userState(user);
            return (
              <Badge color={STATE_COLORS[state]} variant="light">
                {t(`customerAdmin.status.${state}`)}
              </Badge>
            );
          },
        },
        {
          key: 'groups',
          header: t('customerAdmin.users.columns.groups'),
          cell: (user) => {
            const groups = groupsSummary(user, language);
            return groups.length > 0 ? groups.join(', ') : t('customerAdmin.users.noGroups');
          },
        },
        {
          key: 'actions',
          header: t('customerAdmin.users.columns.actions'),
          cell: (user) => <UserActions user={user} own={user.userId === ownUserId} onAction={onAction} />,
        },
      ]}
    />
  );
};

/** Edit, reset password, enable or disable, delete: each named after the user's e-mail. */
const UserActions = ({
  user,
  own,
  onAction,
}: {
  user: UserView;
  own: boolean;
  onAction: (action: UserAction, user: UserView) => void;
}) => {
  const { t } = useTranslation();
  const actions: UserAction[] = ['edit', 'reset', user.userEnabled ? 'disable' : 'enable', 'delete'];
  return (
    <Group gap={2} wrap="nowrap">
      {actions.map((action) => {
        const Icon = ACTION_ICONS[action];
        return (
          <Tooltip key={action} label={t(`customerAdmin.actions.tips.${action}`)} withArrow>
            <ActionIcon
              variant="subtle"
              color={action === 'delete' ? 'red' : undefined}
              aria-label={t(`customerAdmin.actions.${action}`, { email: user.userEmail })}
              onClick={() => onAction(action, user)}
              // The customer admin may not disable or delete itself.
              disabled={own && (action === 'disable' || action === 'delete')}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
};
