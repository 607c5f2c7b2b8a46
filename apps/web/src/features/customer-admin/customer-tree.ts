import {
  type AccountCustomer,
  type CustomerGroup,
  flattenTree,
  type PermissionNode,
  permissionTreeFor,
} from '@granska/domain';

/**
 * What this customer admin may grant: the customer permission tree (spec §6) cut to the services in its
 * customer's access list (GET /account/customer's `access`). The one place that decides it, so a change
 * of source touches only this function. Staff groups are not in the tree, so they are never offered.
 */
export const grantableTree = (
  customer: Pick<AccountCustomer, 'access'> | null | undefined,
): PermissionNode[] => permissionTreeFor(customer?.access ?? []);

/** A user's groups limited to those the tree offers: what the form holds and sends. */
export const groupsInTree = (groups: readonly string[], tree: readonly PermissionNode[]): CustomerGroup[] => {
  const offered = new Set<string>(flattenTree(tree));
  return groups.filter((group): group is CustomerGroup => offered.has(group));
};
