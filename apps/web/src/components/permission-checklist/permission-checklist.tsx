import { type CustomerGroup, GROUP_LABELS, type PermissionNode } from '@granska/domain';
import { Box, Checkbox, Stack, Text } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/merge-locales';
import { checkState, toggleNode } from './checklist-selection';

export interface PermissionChecklistProps {
  /** The branches to offer, e.g. `permissionTreeFor(customer.access)`; nothing else is shown. */
  tree: readonly PermissionNode[];
  /** The held groups; groups the tree does not show are kept untouched. */
  value: readonly string[];
  onChange: (groups: string[]) => void;
  disabled?: boolean;
  /** The name of the whole list; 'Behörigheter' unless given. Ignored when `labelledBy` is given. */
  label?: string;
  /** The id of a visible heading that names the list. */
  labelledBy?: string;
}

interface NodeProps {
  node: PermissionNode;
  ancestors: readonly CustomerGroup[];
  held: ReadonlySet<string>;
  value: readonly string[];
  onChange: (groups: string[]) => void;
  disabled: boolean;
  language: Language;
}

const ChecklistNode = ({ node, ancestors, held, value, onChange, disabled, language }: NodeProps) => {
  const labelId = useId();
  const state = checkState(node, held);
  const path = [...ancestors, node.group];
  return (
    <li>
      <Checkbox
        size="sm"
        py={3}
        label={<span id={labelId}>{GROUP_LABELS[node.group][language]}</span>}
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        disabled={disabled}
        value={node.group}
        onChange={() => onChange(toggleNode(node, ancestors, value))}
      />
      {node.children.length > 0 && (
        // The children are a group named after their parent, so 'Beställare' under 'Bakgrundskontroll'
        // is told apart from 'Beställare' under 'Referenstagning'.
        <fieldset aria-labelledby={labelId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <NodeList
            nodes={node.children}
            ancestors={path}
            held={held}
            value={value}
            onChange={onChange}
            disabled={disabled}
            language={language}
            nested
          />
        </fieldset>
      )}
    </li>
  );
};

const NodeList = ({
  nodes,
  nested = false,
  ...props
}: Omit<NodeProps, 'node'> & { nodes: readonly PermissionNode[]; nested?: boolean }) => (
  <Box component="ul" m={0} p={0} pl={nested ? 'xl' : 0} style={{ listStyle: 'none' }}>
    {nodes.map((node) => (
      <ChecklistNode key={node.group} node={node} {...props} />
    ))}
  </Box>
);

/**
 * The customer permission tree (spec §6) as a nested checklist with the domain's labels. A parent is
 * indeterminate when only some of its subtree is held; ticking it ticks its subtree (and the groups
 * above it), unticking a fully ticked parent unticks its subtree (checklist-selection.ts). Native
 * checkboxes: Tab moves between them, Space toggles.
 */
export const PermissionChecklist = ({
  tree,
  value,
  onChange,
  disabled = false,
  label,
  labelledBy,
}: PermissionChecklistProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const held = useMemo(() => new Set(value), [value]);
  const name = labelledBy
    ? { 'aria-labelledby': labelledBy }
    : { 'aria-label': label ?? t('permissionChecklist.label') };
  return (
    <Stack role="group" gap={0} {...name}>
      {tree.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('permissionChecklist.empty')}
        </Text>
      ) : (
        <NodeList
          nodes={tree}
          ancestors={[]}
          held={held}
          value={value}
          onChange={onChange}
          disabled={disabled}
          language={language}
        />
      )}
    </Stack>
  );
};
