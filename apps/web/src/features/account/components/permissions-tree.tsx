import {
  CUSTOMER_PERMISSION_TREE,
  filterTreeToGroups,
  GROUP_LABELS,
  STAFF_GROUPS,
  type Group as UserGroup,
} from '@granska/domain';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/merge-locales';

/**
 * The user's groups as a nested list (spec §2 account page): only groups the user is in, placed as in
 * the customer permission tree of spec §6; a staff user's staff groups come first, as top entries.
 */
export interface ShownGroup {
  readonly group: UserGroup;
  readonly children: readonly ShownGroup[];
}

export const userPermissionTree = (groups: readonly string[]): ShownGroup[] => [
  ...STAFF_GROUPS.filter((group) => groups.includes(group)).map((group) => ({ group, children: [] })),
  ...filterTreeToGroups(CUSTOMER_PERMISSION_TREE, groups),
];

const GroupItem = ({ node, language }: { node: ShownGroup; language: Language }) => {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  const label = GROUP_LABELS[node.group][language];
  if (node.children.length === 0) {
    return (
      <li>
        <Text size="sm" py={2} pl={22}>
          {label}
        </Text>
      </li>
    );
  }
  return (
    <li>
      <UnstyledButton
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        py={2}
      >
        <Group gap={6} wrap="nowrap">
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: expanded ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }}
          />
          <Text size="sm">{label}</Text>
        </Group>
      </UnstyledButton>
      <GroupList nodes={node.children} language={language} id={id} hidden={!expanded} nested />
    </li>
  );
};

const GroupList = ({
  nodes,
  language,
  nested = false,
  ...props
}: {
  nodes: readonly ShownGroup[];
  language: Language;
  nested?: boolean;
  id?: string;
  hidden?: boolean;
  'aria-labelledby'?: string;
}) => (
  <Box component="ul" m={0} p={0} pl={nested ? 'lg' : 0} style={{ listStyle: 'none' }} {...props}>
    {nodes.map((node) => (
      <GroupItem key={node.group} node={node} language={language} />
    ))}
  </Box>
);

/**
 * A nested list; a group with groups below it is a disclosure button (collapsible). Everything starts
 * expanded.
 */
export const PermissionsTree = ({
  groups,
  labelledBy,
}: {
  groups: readonly string[];
  labelledBy: string;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const nodes = useMemo(() => userPermissionTree(groups), [groups]);
  if (nodes.length === 0) return <Text c="dimmed">{t('account.permissions.none')}</Text>;
  return <GroupList nodes={nodes} language={language} aria-labelledby={labelledBy} />;
};
