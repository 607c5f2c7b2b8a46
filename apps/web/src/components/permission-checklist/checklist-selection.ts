import { type CustomerGroup, flattenTree, type PermissionNode } from '@granska/domain';

/*
 * The selection rules of the permission checklist, kept apart from React so they are easy to test.
 * The value is a flat list of group names (what POST /user takes); the tree only says where each group
 * is shown. A group can sit in more than one place (SCScheduled under each security role), so its box is
 * ticked in every place at once.
 */

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/**
 * Checked: the group and every group below it are held. Indeterminate: some of them are held (a parent
 * held without all of its children, or children held without the parent). Unchecked: none.
 */
export const checkState = (node: PermissionNode, value: ReadonlySet<string>): CheckState => {
  const groups = [node.group, ...flattenTree(node.children)];
  const held = groups.filter((group) => value.has(group)).length;
  if (held === 0) return 'unchecked';
  return held === groups.length ? 'checked' : 'indeterminate';
};

/**
 * Ticking a box adds the group, everything below it, and the groups above it (`ancestors`, the path
 * from the top): a permission inside a service means nothing without the service. Unticking a fully
 * checked box removes the group and everything below it; the groups above stay. Groups in the value
 * that the tree does not show are kept as they are.
 */
export const toggleNode = (
  node: PermissionNode,
  ancestors: readonly CustomerGroup[],
  value: readonly string[],
): string[] => {
  const current = new Set(value);
  const subtree = [node.group, ...flattenTree(node.children)];
  if (checkState(node, current) === 'checked') {
    const removed = new Set<string>(subtree);
    return value.filter((group) => !removed.has(group));
  }
  const added = [...ancestors, ...subtree].filter((group) => !current.has(group));
  return [...value, ...added.filter((group, index) => added.indexOf(group) === index)];
};
