import { allCustomerGroups, type Group, grantableGroups, isStaffGroup, USER_REFUSALS } from '@granska/domain';
import type { Caller } from '../../platform/http/caller';

/**
 * Who may manage which users (docs/decisions/user-admin.md). Pure rules: the service loads the
 * records, asks here, and turns a refusal into a 403 with the Swedish reason.
 *
 * - A UserAdmin manages every user of every customer and may grant any group, staff groups included.
 * - A CustomerAdmin manages only users whose custNo is its own, grants only groups of its customer's
 *   permission tree filtered by the customer's access list, never staff groups, never moves a user to
 *   another customer and never touches a user holding a staff group.
 * - Nobody locks themselves out: no one deletes or disables their own account or removes their own
 *   admin group (UserAdmin for staff, CustomerAdmin for a customer admin).
 */

export type UserAdminScope =
  | { readonly kind: 'staff' }
  | { readonly kind: 'customer'; readonly custNo: string; readonly grantable: ReadonlySet<string> };

/** A user as the rules see it. */
export interface ManagedUser {
  readonly userId: string;
  readonly custNo: string | null;
  readonly groups: readonly string[];
}

export const REFUSALS = USER_REFUSALS;

/** A refusal reason (Swedish), or null when allowed. */
export type Refusal = string | null;
/** A Swedish refusal reason where a function otherwise answers a value. */
export type Refused = string;

/** The admin group that keeps a caller able to manage users in this scope. */
const adminGroupOf = (scope: UserAdminScope): Group =>
  scope.kind === 'staff' ? 'UserAdmin' : 'CustomerAdmin';

/**
 * The caller's scope: staff for a UserAdmin; for a CustomerAdmin its customer and what it may grant
 * (`customerAccess` is the access list of the caller's customer, undefined when it does not exist).
 */
export const scopeFor = (
  caller: Pick<Caller, 'groups' | 'custNo'>,
  customerAccess: readonly string[] | undefined,
): UserAdminScope | Refused => {
  if (caller.groups.includes('UserAdmin')) return { kind: 'staff' };
  if (!caller.groups.includes('CustomerAdmin')) return REFUSALS.notUserAdmin;
  if (!caller.custNo || customerAccess === undefined) return REFUSALS.noCustomer;
  return { kind: 'customer', custNo: caller.custNo, grantable: new Set(grantableGroups(customerAccess)) };
};

export const isScope = (value: UserAdminScope | Refused): value is UserAdminScope =>
  typeof value === 'object';

const touchable = (scope: UserAdminScope, target: ManagedUser): Refusal => {
  if (scope.kind === 'staff') return null;
  if (target.custNo !== scope.custNo) return REFUSALS.otherCustomer;
  if (target.groups.some(isStaffGroup)) return REFUSALS.staffTarget;
  return null;
};

/** Depth first through the tree: a service group is named before the groups below it. */
const TREE_ORDER: readonly string[] = allCustomerGroups();
const treeOrder = (group: string): number =>
  isStaffGroup(group) ? -1 : TREE_ORDER.indexOf(group) === -1 ? TREE_ORDER.length : TREE_ORDER.indexOf(group);

const grantRefusal = (scope: UserAdminScope, groups: readonly string[]): Refusal => {
  if (scope.kind === 'staff') return null;
  for (const group of [...groups].sort((a, b) => treeOrder(a) - treeOrder(b))) {
    if (isStaffGroup(group)) return REFUSALS.staffGroup(group);
    if (!scope.grantable.has(group)) return REFUSALS.notGrantable(group);
  }
  return null;
};

/** Which customer a list is about: the filter for staff, always the caller's own for a customer admin. */
export const listScope = (
  scope: UserAdminScope,
  custNo: string | undefined,
): { custNo: string | undefined } | Refused => {
  if (scope.kind === 'staff') return { custNo };
  if (custNo !== undefined && custNo !== scope.custNo) return REFUSALS.otherCustomer;
  return { custNo: scope.custNo };
};

export const canRead = (scope: UserAdminScope, target: ManagedUser): Refusal =>
  scope.kind === 'staff' || target.custNo === scope.custNo ? null : REFUSALS.otherCustomer;

export interface NewUser {
  readonly custNo: string | null | undefined;
  readonly groups: readonly string[];
}

/** The customer a new user gets: as given for staff, the caller's own for a customer admin. */
export const canCreate = (scope: UserAdminScope, user: NewUser): { custNo: string | null } | Refused => {
  if (scope.kind === 'staff') return grantRefusal(scope, user.groups) ?? { custNo: user.custNo || null };
  if (user.custNo && user.custNo !== scope.custNo) return REFUSALS.otherCustomer;
  return grantRefusal(scope, user.groups) ?? { custNo: scope.custNo };
};

export interface UserChange {
  /** undefined = unchanged; null or '' = no customer. */
  readonly custNo?: string | null;
  /** undefined = unchanged; otherwise the whole new list. */
  readonly groups?: readonly string[];
  readonly enabled?: boolean;
}

/**
 * An update. On success, the groups the user ends with: a customer admin's list replaces only the
 * groups it may grant; anything else the user holds stays (it neither adds nor removes those).
 */
export const canUpdate = (
  scope: UserAdminScope,
  caller: Pick<Caller, 'userId'>,
  target: ManagedUser,
  change: UserChange,
): { groups: string[] } | Refused => {
  const refusal = touchable(scope, target);
  if (refusal) return refusal;
  if (scope.kind === 'customer' && change.custNo !== undefined && change.custNo !== scope.custNo)
    return REFUSALS.moveCustomer;
  let groups = [...target.groups];
  if (change.groups !== undefined) {
    const added = change.groups.filter((group) => !target.groups.includes(group));
    const addRefusal = grantRefusal(scope, added);
    if (addRefusal) return addRefusal;
    groups =
      scope.kind === 'staff'
        ? [...new Set(change.groups)]
        : [...new Set([...change.groups, ...target.groups.filter((group) => !scope.grantable.has(group))])];
  }
  if (target.userId === caller.userId) {
    const adminGroup = adminGroupOf(scope);
    if (target.groups.includes(adminGroup) && !groups.includes(adminGroup))
      return REFUSALS.selfDemote(adminGroup);
    if (change.enabled === false) return REFUSALS.selfDisable;
  }
  return { groups: groups.sort() };
};

export const canDelete = (
  scope: UserAdminScope,
  caller: Pick<Caller, 'userId'>,
  target: ManagedUser,
): Refusal => touchable(scope, target) ?? (target.userId === caller.userId ? REFUSALS.selfDelete : null);

export const canResetPassword = (scope: UserAdminScope, target: ManagedUser): Refusal =>
  touchable(scope, target);

/** Groups a response may show: a customer admin never sees staff groups (spec §6: hidden from customers). */
export const visibleGroups = (scope: UserAdminScope, groups: readonly string[]): string[] =>
  scope.kind === 'staff' ? [...groups] : groups.filter((group) => !isStaffGroup(group));
