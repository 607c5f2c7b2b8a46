import type { Group } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import {
  canCreate,
  canDelete,
  canRead,
  canResetPassword,
  canUpdate,
  listScope,
  type ManagedUser,
  REFUSALS,
  scopeFor,
  type UserAdminScope,
  visibleGroups,
} from './users.policy';

const staffScope: UserAdminScope = { kind: 'staff' };
const customerScope = scopeFor({ groups: ['CustomerAdmin'], custNo: '1001' }, [
  'BackgroundCheck',
]) as UserAdminScope;

const admin = { userId: 'admin' };
const kundadmin = { userId: 'kundadmin' };
const own = (groups: string[] = [], userId = 'anna'): ManagedUser => ({ userId, custNo: '1001', groups });
const other = (groups: string[] = []): ManagedUser => ({ userId: 'bo', custNo: '1002', groups });
const staffUser: ManagedUser = { userId: 'analyst', custNo: null, groups: ['Analyst'] };

describe('scopeFor', () => {
  it.each<[string, Group[], string | null, readonly string[] | undefined, unknown]>([
    ['a UserAdmin is staff', ['UserAdmin'], null, undefined, { kind: 'staff' }],
    [
      'a UserAdmin who is also CustomerAdmin is staff',
      ['UserAdmin', 'CustomerAdmin'],
      '1001',
      [],
      { kind: 'staff' },
    ],
    ['an orderer is refused', ['BKOrderer'], '1001', ['BackgroundCheck'], REFUSALS.notUserAdmin],
    ['a coordinator is refused', ['Coordinator'], null, undefined, REFUSALS.notUserAdmin],
    [
      'a CustomerAdmin without customer number is refused',
      ['CustomerAdmin'],
      null,
      undefined,
      REFUSALS.noCustomer,
    ],
    [
      'a CustomerAdmin whose customer is gone is refused',
      ['CustomerAdmin'],
      '1001',
      undefined,
      REFUSALS.noCustomer,
    ],
  ])('%s', (_name, groups, custNo, access, expected) => {
    expect(scopeFor({ groups, custNo }, access)).toEqual(expected);
  });

  it("gives a CustomerAdmin its customer and the tree filtered by the customer's access list", () => {
    expect(customerScope.kind).toBe('customer');
    if (customerScope.kind !== 'customer') return;
    expect(customerScope.custNo).toBe('1001');
    expect(customerScope.grantable.has('BKOrderer')).toBe(true);
    expect(customerScope.grantable.has('CustomerAdmin')).toBe(true);
    expect(customerScope.grantable.has('ServiceLfd')).toBe(false);
    expect(customerScope.grantable.has('UserAdmin')).toBe(false);
  });
});

describe('canCreate', () => {
  it.each<[string, UserAdminScope, string | null | undefined, string[], unknown]>([
    [
      'staff: any customer and staff groups',
      staffScope,
      '1002',
      ['UserAdmin', 'ServiceLfd'],
      { custNo: '1002' },
    ],
    ['staff: no customer', staffScope, undefined, ['Analyst'], { custNo: null }],
    [
      'customer: own customer by default',
      customerScope,
      undefined,
      ['ServiceBackgroundCheck'],
      { custNo: '1001' },
    ],
    [
      'customer: own customer given',
      customerScope,
      '1001',
      ['CustomerAdmin', 'BKRecipient'],
      { custNo: '1001' },
    ],
    ['customer: another customer', customerScope, '1002', [], REFUSALS.otherCustomer],
    [
      'customer: a staff group',
      customerScope,
      undefined,
      ['BKRecipient', 'UserAdmin'],
      REFUSALS.staffGroup('UserAdmin'),
    ],
    [
      'customer: a service it lacks',
      customerScope,
      undefined,
      ['LfdOrderer', 'ServiceLfd'],
      REFUSALS.notGrantable('ServiceLfd'),
    ],
  ])('%s', (_name, scope, custNo, groups, expected) => {
    expect(canCreate(scope, { custNo, groups })).toEqual(expected);
  });
});

describe('canUpdate', () => {
  it.each<
    [string, UserAdminScope, { userId: string }, ManagedUser, Parameters<typeof canUpdate>[3], unknown]
  >([
    [
      'staff: replaces groups as given',
      staffScope,
      admin,
      other(['BKRecipient']),
      { groups: ['Analyst'] },
      { groups: ['Analyst'] },
    ],
    ['staff: moves a user to another customer', staffScope, admin, own(), { custNo: '1002' }, { groups: [] }],
    [
      'staff: may not drop its own UserAdmin',
      staffScope,
      admin,
      { userId: 'admin', custNo: null, groups: ['UserAdmin'] },
      { groups: [] },
      REFUSALS.selfDemote('UserAdmin'),
    ],
    [
      'staff: may not disable itself',
      staffScope,
      admin,
      { userId: 'admin', custNo: null, groups: ['UserAdmin'] },
      { enabled: false },
      REFUSALS.selfDisable,
    ],
    [
      'customer: own user, grantable groups',
      customerScope,
      kundadmin,
      own(['BKRecipient']),
      { groups: ['BKOrderer', 'CustomerAdmin'] },
      { groups: ['BKOrderer', 'CustomerAdmin'] },
    ],
    [
      'customer: keeps groups it cannot grant',
      customerScope,
      kundadmin,
      own(['BKRecipient', 'ServiceLfd']),
      { groups: ['BKOrderer'] },
      { groups: ['BKOrderer', 'ServiceLfd'] },
    ],
    [
      "customer: another customer's user",
      customerScope,
      kundadmin,
      other(),
      { groups: ['CustomerAdmin'] },
      REFUSALS.otherCustomer,
    ],
    [
      'customer: a staff account of its own customer',
      customerScope,
      kundadmin,
      own(['Analyst']),
      { groups: [] },
      REFUSALS.staffTarget,
    ],
    [
      'customer: adds a staff group',
      customerScope,
      kundadmin,
      own(),
      { groups: ['UserAdmin'] },
      REFUSALS.staffGroup('UserAdmin'),
    ],
    [
      'customer: adds a service it lacks',
      customerScope,
      kundadmin,
      own(),
      { groups: ['ServiceLfd'] },
      REFUSALS.notGrantable('ServiceLfd'),
    ],
    [
      'customer: moves the user away',
      customerScope,
      kundadmin,
      own(),
      { custNo: '1002' },
      REFUSALS.moveCustomer,
    ],
    [
      'customer: removes the user from the customer',
      customerScope,
      kundadmin,
      own(),
      { custNo: null },
      REFUSALS.moveCustomer,
    ],
    ['customer: keeps the customer', customerScope, kundadmin, own(), { custNo: '1001' }, { groups: [] }],
    [
      'customer: may not drop its own CustomerAdmin',
      customerScope,
      kundadmin,
      own(['CustomerAdmin'], 'kundadmin'),
      { groups: ['BKOrderer'] },
      REFUSALS.selfDemote('CustomerAdmin'),
    ],
    [
      'customer: may not disable itself',
      customerScope,
      kundadmin,
      own(['CustomerAdmin'], 'kundadmin'),
      { enabled: false },
      REFUSALS.selfDisable,
    ],
    [
      'customer: may add groups to itself within the tree',
      customerScope,
      kundadmin,
      own(['CustomerAdmin'], 'kundadmin'),
      { groups: ['CustomerAdmin', 'BKOrderer'] },
      { groups: ['BKOrderer', 'CustomerAdmin'] },
    ],
    [
      'customer: may demote another CustomerAdmin of its customer',
      customerScope,
      kundadmin,
      own(['CustomerAdmin']),
      { groups: [] },
      { groups: [] },
    ],
  ])('%s', (_name, scope, caller, target, change, expected) => {
    expect(canUpdate(scope, caller, target, change)).toEqual(expected);
  });
});

describe('canDelete, canResetPassword, canRead', () => {
  it.each<
    [string, UserAdminScope, { userId: string }, ManagedUser, string | null, string | null, string | null]
  >([
    // name, scope, caller, target, delete, reset, read
    ['staff: any user', staffScope, admin, other(), null, null, null],
    [
      'staff: itself',
      staffScope,
      admin,
      { userId: 'admin', custNo: null, groups: ['UserAdmin'] },
      REFUSALS.selfDelete,
      null,
      null,
    ],
    ['customer: own user', customerScope, kundadmin, own(), null, null, null],
    [
      'customer: itself',
      customerScope,
      kundadmin,
      own(['CustomerAdmin'], 'kundadmin'),
      REFUSALS.selfDelete,
      null,
      null,
    ],
    [
      'customer: other customer',
      customerScope,
      kundadmin,
      other(),
      REFUSALS.otherCustomer,
      REFUSALS.otherCustomer,
      REFUSALS.otherCustomer,
    ],
    [
      'customer: staff without customer',
      customerScope,
      kundadmin,
      staffUser,
      REFUSALS.otherCustomer,
      REFUSALS.otherCustomer,
      REFUSALS.otherCustomer,
    ],
    [
      'customer: staff account of own customer',
      customerScope,
      kundadmin,
      own(['DataCollector']),
      REFUSALS.staffTarget,
      REFUSALS.staffTarget,
      null,
    ],
  ])('%s', (_name, scope, caller, target, deleting, resetting, reading) => {
    expect(canDelete(scope, caller, target)).toBe(deleting);
    expect(canResetPassword(scope, target)).toBe(resetting);
    expect(canRead(scope, target)).toBe(reading);
  });
});

describe('listScope and visibleGroups', () => {
  it.each<[string, UserAdminScope, string | undefined, unknown]>([
    ['staff: all customers', staffScope, undefined, { custNo: undefined }],
    ['staff: one customer', staffScope, '1002', { custNo: '1002' }],
    ['customer: always its own', customerScope, undefined, { custNo: '1001' }],
    ['customer: its own asked for', customerScope, '1001', { custNo: '1001' }],
    ['customer: another customer', customerScope, '1002', REFUSALS.otherCustomer],
  ])('%s', (_name, scope, custNo, expected) => {
    expect(listScope(scope, custNo)).toEqual(expected);
  });

  it('hides staff groups from a customer admin only', () => {
    expect(visibleGroups(staffScope, ['Analyst', 'BKOrderer'])).toEqual(['Analyst', 'BKOrderer']);
    expect(visibleGroups(customerScope, ['Analyst', 'BKOrderer'])).toEqual(['BKOrderer']);
  });
});
