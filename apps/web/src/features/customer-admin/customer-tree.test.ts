import { flattenTree, isStaffGroup } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { grantableTree, groupsInTree } from './customer-tree';
import { userState } from './user-status';

describe('grantableTree', () => {
  it('offers the two top groups and only the services in the customer’s access list', () => {
    const tree = grantableTree({ access: ['ReferenceCheck'] });
    expect(tree.map((node) => node.group)).toEqual([
      'CustomerAdmin',
      'CustomerSuperuser',
      'ServiceReferenceCheck',
    ]);
    expect(flattenTree(tree).some(isStaffGroup)).toBe(false);
  });

  it('offers the top groups alone when the customer is unknown', () => {
    expect(grantableTree(null).map((node) => node.group)).toEqual(['CustomerAdmin', 'CustomerSuperuser']);
  });
});

describe('groupsInTree', () => {
  it('drops staff groups, unknown names and groups of services the customer lacks', () => {
    const tree = grantableTree({ access: ['BackgroundCheck'] });
    expect(
      groupsInTree(['Coordinator', 'BKOrderer', 'RTOrderer', 'Nonsense', 'CustomerAdmin'], tree),
    ).toEqual(['BKOrderer', 'CustomerAdmin']);
  });
});

describe('userState', () => {
  it('reads Aktiv, Inaktiv and Väntar på första inloggning from userEnabled and userStatus', () => {
    expect(userState({ userEnabled: true, userStatus: 'CONFIRMED' })).toBe('active');
    expect(userState({ userEnabled: false, userStatus: 'CONFIRMED' })).toBe('disabled');
    expect(userState({ userEnabled: false, userStatus: 'FORCE_CHANGE_PASSWORD' })).toBe('disabled');
    expect(userState({ userEnabled: true, userStatus: 'FORCE_CHANGE_PASSWORD' })).toBe('awaitingFirstLogin');
    expect(userState({ userEnabled: true, userStatus: 'RESET_REQUIRED' })).toBe('resetRequired');
  });
});
