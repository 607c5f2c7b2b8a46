import { z } from 'zod';
import { STAFF_GROUPS, type StaffGroup } from './enums';

/**
 * The entries a customer's `access` list may hold: the login-service tree of spec §6
 * (BackgroundCheck, ReferenceCheck, LFD, ProtectiveSecurity with SecurityScreening and SecurityClearance).
 */
export const CUSTOMER_SERVICES = [
  'BackgroundCheck',
  'ReferenceCheck',
  'LFD',
  'ProtectiveSecurity',
  'SecurityScreening',
  'SecurityClearance',
] as const;
export const CustomerService = z.enum(CUSTOMER_SERVICES);
export type CustomerService = z.infer<typeof CustomerService>;

/** Every group a customer user can hold (spec §6 tree, its additional keys and the two top groups). */
export const CUSTOMER_GROUPS = [
  'CustomerAdmin',
  'CustomerSuperuser',
  'ServiceBackgroundCheck',
  'BKOrderer',
  'BKOrdererScreen',
  'ScreeningExtraServices',
  'BKOrdererCoworker',
  'BKOrdererSpecialist',
  'BKOrdererExecutive',
  'BKRecipient',
  'BKDownloadReport',
  'BKChangeRecipient',
  'ServiceReferenceCheck',
  'RTOrderer',
  'RTRecipient',
  'RTQuestionnaireCreator',
  'RTDownloadReport',
  'RTDelete',
  'ServiceLfd',
  'LfdOrderer',
  'LfdRecipient',
  'LfdArchived',
  'LfdDownloadReport',
  'LfdDelete',
  'LfdScheduled',
  'LfdApproveFollowUp',
  'LfdCancelActivation',
  'ServiceProtectiveSecurity',
  'PSSecurityManager',
  'PSAssistantSecurityManager',
  'PSSecurityStaff',
  'SCScheduled',
  'SCApproveActivation',
  'SCCancelActivation',
  'PSManageSecurityCleared',
  'PSImportOrder',
  'PSEditSecurityClass',
  'PSCreatePerson',
  'PSDeletePsPerson',
  'PSDownloadAttachmentPsPerson',
  'SCResponsibleManager',
  'PSOrderer',
  'SecurityScreeningOrdererBasic',
  'SecurityScreeningOrderer',
  'SCOrderer',
  'PSRecipient',
  'SecurityScreeningRecipient',
  'SCRecipient',
  'PSDownloadReport',
  'SecurityScreeningDownloadReport',
  'SCDownloadReport',
  'SPIDownloadReport',
  'PSChangeRecipient',
  'PSTag',
  'PSEditTag',
  'PSDeleteTag',
  'ServiceSecurityScreening',
  'ServiceSecurityClearance',
  'SCArchived',
] as const;
export const CustomerGroup = z.enum(CUSTOMER_GROUPS);
export type CustomerGroup = z.infer<typeof CustomerGroup>;

/** Every group the identity token can carry that the product knows. */
export type Group = StaffGroup | CustomerGroup;
export const ALL_GROUPS: readonly Group[] = [...STAFF_GROUPS, ...CUSTOMER_GROUPS];

export interface PermissionNode {
  readonly group: CustomerGroup;
  readonly children: readonly PermissionNode[];
}

const leaf = (group: CustomerGroup): PermissionNode => ({ group, children: [] });
const node = (
  group: CustomerGroup,
  children: readonly (CustomerGroup | PermissionNode)[],
): PermissionNode => ({
  group,
  children: children.map((child) => (typeof child === 'string' ? leaf(child) : child)),
});

const securityRoleChildren = [
  node('SCScheduled', ['SCApproveActivation', 'SCCancelActivation']),
  node('PSManageSecurityCleared', [
    'PSImportOrder',
    'PSEditSecurityClass',
    'PSCreatePerson',
    'PSDeletePsPerson',
    'PSDownloadAttachmentPsPerson',
  ]),
];

/**
 * The customer permission tree of spec §6. The additional keys (ServiceSecurityScreening,
 * ServiceSecurityClearance, SCArchived) are placed as docs/decisions/permission-tree.md explains.
 */
export const CUSTOMER_PERMISSION_TREE: readonly PermissionNode[] = [
  leaf('CustomerAdmin'),
  leaf('CustomerSuperuser'),
  node('ServiceBackgroundCheck', [
    node('BKOrderer', [
      node('BKOrdererScreen', ['ScreeningExtraServices']),
      'BKOrdererCoworker',
      'BKOrdererSpecialist',
      'BKOrdererExecutive',
    ]),
    'BKRecipient',
    'BKDownloadReport',
    'BKChangeRecipient',
  ]),
  node('ServiceReferenceCheck', [
    'RTOrderer',
    'RTRecipient',
    'RTQuestionnaireCreator',
    'RTDownloadReport',
    'RTDelete',
  ]),
  node('ServiceLfd', [
    'LfdOrderer',
    'LfdRecipient',
    'LfdArchived',
    'LfdDownloadReport',
    'LfdDelete',
    'LfdScheduled',
    'LfdApproveFollowUp',
    'LfdCancelActivation',
  ]),
  node('ServiceProtectiveSecurity', [
    node('PSSecurityManager', securityRoleChildren),
    node('PSAssistantSecurityManager', securityRoleChildren),
    node('PSSecurityStaff', securityRoleChildren),
    'SCResponsibleManager',
    node('PSOrderer', ['SecurityScreeningOrdererBasic', 'SecurityScreeningOrderer', 'SCOrderer']),
    node('PSRecipient', ['SecurityScreeningRecipient', 'SCRecipient']),
    node('PSDownloadReport', ['SecurityScreeningDownloadReport', 'SCDownloadReport', 'SPIDownloadReport']),
    'PSChangeRecipient',
    node('PSTag', ['PSEditTag', 'PSDeleteTag']),
  ]),
  leaf('ServiceSecurityScreening'),
  node('ServiceSecurityClearance', ['SCArchived']),
];

/** The access-list entry each service-level node needs; nodes not listed need none. */
export const SERVICE_GROUP_ACCESS: Readonly<Partial<Record<CustomerGroup, CustomerService>>> = {
  ServiceBackgroundCheck: 'BackgroundCheck',
  ServiceReferenceCheck: 'ReferenceCheck',
  ServiceLfd: 'LFD',
  ServiceProtectiveSecurity: 'ProtectiveSecurity',
  ServiceSecurityScreening: 'SecurityScreening',
  ServiceSecurityClearance: 'SecurityClearance',
};

export interface LoginServiceNode {
  readonly service: CustomerService;
  readonly children: readonly LoginServiceNode[];
}

/** The earlier-described login-service tree (spec §6). */
export const LOGIN_SERVICE_TREE: readonly LoginServiceNode[] = [
  { service: 'BackgroundCheck', children: [] },
  { service: 'ReferenceCheck', children: [] },
  { service: 'LFD', children: [] },
  {
    service: 'ProtectiveSecurity',
    children: [
      { service: 'SecurityScreening', children: [] },
      { service: 'SecurityClearance', children: [] },
    ],
  },
];

type CustomerAccess = readonly string[] | null | undefined;

/** A customer has a service when its access list contains it. */
export const customerHasService = (
  customer: { readonly access?: CustomerAccess } | null | undefined,
  service: CustomerService,
): boolean => customer?.access?.includes(service) ?? false;

export interface ActiveLoginServiceNode {
  readonly service: CustomerService;
  readonly active: boolean;
  readonly children: readonly ActiveLoginServiceNode[];
}

/** The login-service tree with each node marked active when the customer's access list holds it. */
export const loginServicesFor = (
  access: CustomerAccess,
  tree: readonly LoginServiceNode[] = LOGIN_SERVICE_TREE,
): ActiveLoginServiceNode[] =>
  tree.map((entry) => ({
    service: entry.service,
    active: access?.includes(entry.service) ?? false,
    children: loginServicesFor(access, entry.children),
  }));

const nodeAllowed = (entry: PermissionNode, access: CustomerAccess): boolean => {
  const needed = SERVICE_GROUP_ACCESS[entry.group];
  return needed === undefined || (access?.includes(needed) ?? false);
};

/** The permission tree with every service node the customer lacks filtered out, at any depth. */
export const permissionTreeFor = (
  access: CustomerAccess,
  tree: readonly PermissionNode[] = CUSTOMER_PERMISSION_TREE,
): PermissionNode[] =>
  tree
    .filter((entry) => nodeAllowed(entry, access))
    .map((entry) => ({ group: entry.group, children: permissionTreeFor(access, entry.children) }));

/**
 * Only the groups the user is in. A group the user holds below a group they lack moves up into the
 * lacking group's place, so nothing the user is not in is ever shown.
 */
export const filterTreeToGroups = (
  tree: readonly PermissionNode[],
  userGroups: readonly string[],
): PermissionNode[] =>
  tree.flatMap((entry) => {
    const children = filterTreeToGroups(entry.children, userGroups);
    return userGroups.includes(entry.group) ? [{ group: entry.group, children }] : children;
  });

/** Every group in a tree, depth first, each once. */
export const flattenTree = (tree: readonly PermissionNode[]): CustomerGroup[] => {
  const seen = new Set<CustomerGroup>();
  const walk = (nodes: readonly PermissionNode[]): void => {
    for (const entry of nodes) {
      seen.add(entry.group);
      walk(entry.children);
    }
  };
  walk(tree);
  return [...seen];
};

/** Every group below `group` in a tree, depth first (none when the tree does not hold it). */
export const groupsUnder = (
  group: CustomerGroup,
  tree: readonly PermissionNode[] = CUSTOMER_PERMISSION_TREE,
): CustomerGroup[] => {
  for (const entry of tree) {
    if (entry.group === group) return flattenTree(entry.children);
    const below = groupsUnder(group, entry.children);
    if (below.length > 0) return below;
  }
  return [];
};

/** Every customer group in the tree, flattened: what may ever be granted to a customer user. */
export const allCustomerGroups = (): CustomerGroup[] => flattenTree(CUSTOMER_PERMISSION_TREE);

/** The groups that may be granted to a user of a customer with this access list. */
export const grantableGroups = (access: CustomerAccess): CustomerGroup[] =>
  flattenTree(permissionTreeFor(access));

export const isCustomerGroup = (group: string): group is CustomerGroup =>
  (CUSTOMER_GROUPS as readonly string[]).includes(group);

export const isStaffGroup = (group: string): group is StaffGroup =>
  (STAFF_GROUPS as readonly string[]).includes(group);

/** Provider staff = member of any staff group (spec §6). */
export const isProviderStaff = (groups: readonly string[] | null | undefined): boolean =>
  groups?.some(isStaffGroup) ?? false;

/** The groups shown in customer permission lists: staff groups are hidden there. */
export const withoutStaffGroups = (groups: readonly string[]): string[] =>
  groups.filter((group) => !isStaffGroup(group));
