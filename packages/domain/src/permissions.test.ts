import { describe, expect, it } from 'vitest';
import { STAFF_GROUPS } from './enums';
import {
  ALL_GROUPS,
  allCustomerGroups,
  CUSTOMER_GROUPS,
  CUSTOMER_PERMISSION_TREE,
  CUSTOMER_SERVICES,
  type CustomerGroup,
  customerHasService,
  filterTreeToGroups,
  flattenTree,
  grantableGroups,
  groupsUnder,
  isCustomerGroup,
  isProviderStaff,
  isStaffGroup,
  loginServicesFor,
  type PermissionNode,
  permissionTreeFor,
  SERVICE_GROUP_ACCESS,
  withoutStaffGroups,
} from './permissions';

const find = (tree: readonly PermissionNode[], group: CustomerGroup): PermissionNode | undefined => {
  for (const entry of tree) {
    if (entry.group === group) return entry;
    const inner = find(entry.children, group);
    if (inner) return inner;
  }
  return undefined;
};

const childGroups = (tree: readonly PermissionNode[], group: CustomerGroup): string[] =>
  find(tree, group)?.children.map((child) => child.group) ?? [];

const topGroups = (tree: readonly PermissionNode[]): string[] => tree.map((entry) => entry.group);

const fullAccess = [...CUSTOMER_SERVICES];

describe('customer permission tree', () => {
  it('holds every customer group and nothing else', () => {
    expect([...allCustomerGroups()].sort()).toEqual([...CUSTOMER_GROUPS].sort());
  });

  it('contains no staff group', () => {
    for (const group of allCustomerGroups()) expect(isStaffGroup(group)).toBe(false);
  });

  it.each([
    ['ServiceBackgroundCheck', ['BKOrderer', 'BKRecipient', 'BKDownloadReport', 'BKChangeRecipient']],
    ['BKOrderer', ['BKOrdererScreen', 'BKOrdererCoworker', 'BKOrdererSpecialist', 'BKOrdererExecutive']],
    ['BKOrdererScreen', ['ScreeningExtraServices']],
    [
      'ServiceReferenceCheck',
      ['RTOrderer', 'RTRecipient', 'RTQuestionnaireCreator', 'RTDownloadReport', 'RTDelete'],
    ],
    [
      'ServiceLfd',
      [
        'LfdOrderer',
        'LfdRecipient',
        'LfdArchived',
        'LfdDownloadReport',
        'LfdDelete',
        'LfdScheduled',
        'LfdApproveFollowUp',
        'LfdCancelActivation',
      ],
    ],
    [
      'ServiceProtectiveSecurity',
      [
        'PSSecurityManager',
        'PSAssistantSecurityManager',
        'PSSecurityStaff',
        'SCResponsibleManager',
        'PSOrderer',
        'PSRecipient',
        'PSDownloadReport',
        'PSChangeRecipient',
        'PSTag',
      ],
    ],
    ['PSAssistantSecurityManager', ['SCScheduled', 'PSManageSecurityCleared']],
    ['SCScheduled', ['SCApproveActivation', 'SCCancelActivation']],
    [
      'PSManageSecurityCleared',
      [
        'PSImportOrder',
        'PSEditSecurityClass',
        'PSCreatePerson',
        'PSDeletePsPerson',
        'PSDownloadAttachmentPsPerson',
      ],
    ],
    ['PSOrderer', ['SecurityScreeningOrdererBasic', 'SecurityScreeningOrderer', 'SCOrderer']],
    ['PSRecipient', ['SecurityScreeningRecipient', 'SCRecipient']],
    ['PSDownloadReport', ['SecurityScreeningDownloadReport', 'SCDownloadReport', 'SPIDownloadReport']],
    ['PSTag', ['PSEditTag', 'PSDeleteTag']],
    ['ServiceSecurityClearance', ['SCArchived']],
  ] as const)('%s has the children of spec §6', (group, children) => {
    expect(childGroups(CUSTOMER_PERMISSION_TREE, group)).toEqual(children);
  });

  it.each(['PSSecurityManager', 'PSSecurityStaff'] as const)('%s has the security-role children', (group) => {
    expect(childGroups(CUSTOMER_PERMISSION_TREE, group)).toEqual(['SCScheduled', 'PSManageSecurityCleared']);
  });

  it('maps each top service node to its access entry', () => {
    const serviceNodes = topGroups(CUSTOMER_PERMISSION_TREE).filter((group) => group.startsWith('Service'));
    expect(serviceNodes.sort()).toEqual(Object.keys(SERVICE_GROUP_ACCESS).sort());
  });
});

describe('permissionTreeFor', () => {
  it.each([
    [[], ['CustomerAdmin', 'CustomerSuperuser']],
    [undefined, ['CustomerAdmin', 'CustomerSuperuser']],
    [['BackgroundCheck'], ['CustomerAdmin', 'CustomerSuperuser', 'ServiceBackgroundCheck']],
    [
      ['LFD', 'ReferenceCheck'],
      ['CustomerAdmin', 'CustomerSuperuser', 'ServiceReferenceCheck', 'ServiceLfd'],
    ],
    [
      ['ProtectiveSecurity', 'SecurityClearance'],
      ['CustomerAdmin', 'CustomerSuperuser', 'ServiceProtectiveSecurity', 'ServiceSecurityClearance'],
    ],
    [
      ['ServiceBackgroundCheck', 'lfd'],
      ['CustomerAdmin', 'CustomerSuperuser'],
    ],
    [
      fullAccess,
      [
        'CustomerAdmin',
        'CustomerSuperuser',
        'ServiceBackgroundCheck',
        'ServiceReferenceCheck',
        'ServiceLfd',
        'ServiceProtectiveSecurity',
        'ServiceSecurityScreening',
        'ServiceSecurityClearance',
      ],
    ],
  ])('access %j keeps top nodes %j', (access, expected) => {
    expect(topGroups(permissionTreeFor(access))).toEqual(expected);
  });

  it('keeps the whole subtree of a service the customer has', () => {
    expect(flattenTree(permissionTreeFor(['LFD']))).toContain('LfdCancelActivation');
    expect(flattenTree(permissionTreeFor(fullAccess))).toEqual(allCustomerGroups());
  });

  it('filters service nodes nested below the top too', () => {
    const tree: PermissionNode[] = [
      { group: 'CustomerAdmin', children: [{ group: 'ServiceLfd', children: [] }] },
    ];
    expect(permissionTreeFor([], tree)).toEqual([{ group: 'CustomerAdmin', children: [] }]);
  });

  it('does not change the shared tree', () => {
    const before = JSON.stringify(CUSTOMER_PERMISSION_TREE);
    permissionTreeFor([]);
    expect(JSON.stringify(CUSTOMER_PERMISSION_TREE)).toBe(before);
  });
});

describe('grantableGroups', () => {
  it.each([
    [['BackgroundCheck'], 'BKOrdererScreen', true],
    [['BackgroundCheck'], 'RTOrderer', false],
    [[], 'CustomerAdmin', true],
    [[], 'UserAdmin', false],
    [['SecurityClearance'], 'SCArchived', true],
    [['ProtectiveSecurity'], 'SCArchived', false],
  ])('access %j grants %s: %s', (access, group, expected) => {
    expect(grantableGroups(access).includes(group as CustomerGroup)).toBe(expected);
  });
});

describe('customerHasService', () => {
  it.each([
    [{ access: ['LFD'] }, 'LFD', true],
    [{ access: ['LFD'] }, 'BackgroundCheck', false],
    [{ access: [] }, 'LFD', false],
    [{}, 'LFD', false],
    [{ access: null }, 'LFD', false],
    [null, 'LFD', false],
    [undefined, 'LFD', false],
  ] as const)('%j has %s: %s', (customer, service, expected) => {
    expect(customerHasService(customer, service)).toBe(expected);
  });
});

describe('loginServicesFor', () => {
  it('marks services active from the access list, nested under ProtectiveSecurity', () => {
    const tree = loginServicesFor(['ProtectiveSecurity', 'SecurityClearance']);
    expect(tree.map((entry) => [entry.service, entry.active])).toEqual([
      ['BackgroundCheck', false],
      ['ReferenceCheck', false],
      ['LFD', false],
      ['ProtectiveSecurity', true],
    ]);
    expect(tree[3]?.children.map((entry) => [entry.service, entry.active])).toEqual([
      ['SecurityScreening', false],
      ['SecurityClearance', true],
    ]);
  });
});

describe('filterTreeToGroups', () => {
  it('keeps only the groups the user is in, nested', () => {
    const tree = filterTreeToGroups(CUSTOMER_PERMISSION_TREE, [
      'ServiceBackgroundCheck',
      'BKOrderer',
      'BKOrdererCoworker',
      'BKRecipient',
    ]);
    expect(tree).toEqual([
      {
        group: 'ServiceBackgroundCheck',
        children: [
          { group: 'BKOrderer', children: [{ group: 'BKOrdererCoworker', children: [] }] },
          { group: 'BKRecipient', children: [] },
        ],
      },
    ]);
  });

  it('moves a held group up in place of a parent the user lacks', () => {
    expect(
      filterTreeToGroups(CUSTOMER_PERMISSION_TREE, ['PSTag', 'PSEditTag', 'ScreeningExtraServices']),
    ).toEqual([
      { group: 'ScreeningExtraServices', children: [] },
      { group: 'PSTag', children: [{ group: 'PSEditTag', children: [] }] },
    ]);
  });

  it('shows nothing for a user with no customer groups', () => {
    expect(filterTreeToGroups(CUSTOMER_PERMISSION_TREE, [])).toEqual([]);
    expect(filterTreeToGroups(CUSTOMER_PERMISSION_TREE, ['UserAdmin', 'Analyst'])).toEqual([]);
  });

  it('shows a shared group under each security role the user holds', () => {
    const tree = filterTreeToGroups(CUSTOMER_PERMISSION_TREE, [
      'ServiceProtectiveSecurity',
      'PSSecurityManager',
      'PSSecurityStaff',
      'SCScheduled',
    ]);
    expect(flattenTree(tree)).toEqual([
      'ServiceProtectiveSecurity',
      'PSSecurityManager',
      'SCScheduled',
      'PSSecurityStaff',
    ]);
    expect(childGroups(tree, 'PSSecurityStaff')).toEqual(['SCScheduled']);
  });
});

describe('staff groups', () => {
  it.each([
    [['UserAdmin'], true],
    [['DataCollector', 'CustomerAdmin'], true],
    [['SPILeader'], true],
    [['CustomerAdmin', 'ServiceLfd'], false],
    [[], false],
    [null, false],
    [['useradmin'], false],
  ])('isProviderStaff(%j) is %s', (groups, expected) => {
    expect(isProviderStaff(groups)).toBe(expected);
  });

  it('hides every staff group from customer lists', () => {
    expect(withoutStaffGroups([...STAFF_GROUPS, 'CustomerAdmin', 'LfdOrderer'])).toEqual([
      'CustomerAdmin',
      'LfdOrderer',
    ]);
  });

  it('knows staff and customer groups apart', () => {
    expect(ALL_GROUPS).toHaveLength(STAFF_GROUPS.length + CUSTOMER_GROUPS.length);
    expect(isCustomerGroup('BKOrderer')).toBe(true);
    expect(isCustomerGroup('Analyst')).toBe(false);
    expect(isCustomerGroup('Unknown')).toBe(false);
  });
});

describe('groupsUnder', () => {
  it('lists every group below a group, depth first', () => {
    expect(groupsUnder('BKOrderer')).toEqual([
      'BKOrdererScreen',
      'ScreeningExtraServices',
      'BKOrdererCoworker',
      'BKOrdererSpecialist',
      'BKOrdererExecutive',
    ]);
    expect(groupsUnder('PSTag')).toEqual(['PSEditTag', 'PSDeleteTag']);
  });

  it('lists nothing below a leaf', () => {
    expect(groupsUnder('RTDelete')).toEqual([]);
  });
});
