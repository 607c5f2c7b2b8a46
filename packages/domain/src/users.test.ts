import { describe, expect, it } from 'vitest';
import { STAFF_GROUPS } from './enums';
import { CUSTOMER_GROUPS } from './permissions';
import {
  canAccessRoute,
  displayName,
  isActiveUser,
  landingPage,
  portalLinks,
  routeAccess,
  routeDecision,
  shortId,
} from './users';

describe('landingPage', () => {
  it.each([
    [['UserAdmin', 'Coordinator', 'Analyst'], '/admin'],
    [['Coordinator'], '/coordinator'],
    [['SPICoordinator', 'SPILeader'], '/coordinator'],
    [['SPILeader', 'Analyst'], '/spi'],
    [['Analyst', 'DataCollector'], '/analyst'],
    [['DataCollector', 'CustomerAdmin'], '/data-collector'],
    [['CustomerAdmin', 'ServiceBackgroundCheck'], '/customer-admin'],
    [['ServiceBackgroundCheck', 'ServiceProtectiveSecurity'], '/background-check'],
    [['ServiceProtectiveSecurity', 'ServiceReferenceCheck'], '/sak'],
    [['ServiceReferenceCheck', 'ServiceLfd'], '/reference-check'],
    [['ServiceLfd'], '/lfd'],
    [['CustomerSuperuser', 'BKOrderer'], '/account'],
    [[], '/account'],
    [['useradmin'], '/account'],
  ])('%j lands on %s', (groups, expected) => {
    expect(landingPage(groups)).toBe(expected);
  });

  it('always lands on a page the user may open', () => {
    const groups = [...STAFF_GROUPS, ...CUSTOMER_GROUPS];
    for (let i = 0; i < groups.length; i++) {
      const held = groups.slice(i);
      expect(canAccessRoute(landingPage(held), held)).toBe(true);
      const one = groups.slice(i, i + 1);
      expect(canAccessRoute(landingPage(one), one)).toBe(true);
    }
  });
});

describe('portalLinks', () => {
  it('lists every portal in header order for a user in every group', () => {
    const links = portalLinks([...STAFF_GROUPS, ...CUSTOMER_GROUPS]);
    expect(links.map((link) => link.label.sv)).toEqual([
      'Admin',
      'Koordinator',
      'Analytiker',
      'Kundadmin',
      'Bakgrundskontroller',
      'LFD',
      'Referenstagning',
      'Inmatningskö',
      'SPI',
      'SÄK',
    ]);
  });

  it.each([
    [['SPICoordinator'], ['/coordinator']],
    [['Coordinator', 'SPICoordinator'], ['/coordinator']],
    [
      ['DataCollector', 'Analyst'],
      ['/analyst', '/data-collector'],
    ],
    [
      ['ServiceLfd', 'CustomerAdmin', 'ServiceBackgroundCheck'],
      ['/customer-admin', '/background-check', '/lfd'],
    ],
    [['CustomerSuperuser'], []],
    [[], []],
  ])('%j gets %j', (groups, paths) => {
    expect(portalLinks(groups).map((link) => link.path)).toEqual(paths);
  });

  it('links only to routes the user may open', () => {
    for (const group of [...STAFF_GROUPS, ...CUSTOMER_GROUPS]) {
      for (const link of portalLinks([group])) expect(canAccessRoute(link.path, [group])).toBe(true);
    }
  });

  it('has an English label for every link', () => {
    for (const link of portalLinks([...STAFF_GROUPS, ...CUSTOMER_GROUPS])) expect(link.label.en).not.toBe('');
  });
});

describe('routeDecision', () => {
  const loggedOut = null;
  it.each([
    ['/login', loggedOut, { kind: 'allow' }],
    ['/login', ['Analyst'], { kind: 'allow' }],
    ['/', loggedOut, { kind: 'redirect', to: '/login' }],
    ['', ['Analyst'], { kind: 'redirect', to: '/login' }],
    ['/portal', loggedOut, { kind: 'redirect', to: '/login' }],
    ['/consent', loggedOut, { kind: 'redirect', to: '/login' }],
    ['/consent/abc-123', loggedOut, { kind: 'redirect', to: '/external/consent/abc-123' }],
    ['/consent/abc/extra', loggedOut, { kind: 'redirect', to: '/404' }],
    ['/account', loggedOut, { kind: 'redirect', to: '/login' }],
    ['/account', [], { kind: 'allow' }],
    ['/admin', ['UserAdmin'], { kind: 'allow' }],
    ['/admin/users/1', ['UserAdmin'], { kind: 'allow' }],
    ['/admin', ['Analyst'], { kind: 'redirect', to: '/analyst' }],
    ['/admin', loggedOut, { kind: 'redirect', to: '/login' }],
    ['/adminx', ['UserAdmin'], { kind: 'redirect', to: '/404' }],
    ['/coordinator', ['SPICoordinator'], { kind: 'allow' }],
    ['/coordinator', ['SPILeader'], { kind: 'redirect', to: '/spi' }],
    ['/analyst', ['Analyst'], { kind: 'allow' }],
    ['/customer-admin', ['CustomerAdmin'], { kind: 'allow' }],
    ['/customer-admin', ['CustomerSuperuser'], { kind: 'redirect', to: '/account' }],
    ['/background-check', ['ServiceBackgroundCheck'], { kind: 'allow' }],
    ['/background-check', ['BKOrderer'], { kind: 'redirect', to: '/account' }],
    ['/reference-check', ['ServiceReferenceCheck'], { kind: 'allow' }],
    ['/data-collector', ['DataCollector'], { kind: 'allow' }],
    ['/collected-data', ['DataCollector'], { kind: 'redirect', to: '/404' }],
    ['/lfd', ['ServiceLfd'], { kind: 'allow' }],
    ['/spi', ['SPILeader'], { kind: 'allow' }],
    ['/sak', ['ServiceProtectiveSecurity'], { kind: 'allow' }],
    ['/sak', ['ServiceLfd'], { kind: 'redirect', to: '/lfd' }],
    ['/external/consent/x', loggedOut, { kind: 'allow' }],
    ['/accessibility', loggedOut, { kind: 'allow' }],
    ['/scs/abc', loggedOut, { kind: 'allow' }],
    ['/cre', loggedOut, { kind: 'allow' }],
    ['/404', loggedOut, { kind: 'allow' }],
    ['/nowhere', ['UserAdmin'], { kind: 'redirect', to: '/404' }],
    ['/nowhere', loggedOut, { kind: 'redirect', to: '/404' }],
    ['/admin/?tab=1', ['UserAdmin'], { kind: 'allow' }],
    ['admin#top', ['UserAdmin'], { kind: 'allow' }],
  ] as const)('%s for %j → %j', (path, groups, expected) => {
    expect(routeDecision(path, groups)).toEqual(expected);
  });

  it('declares every route of spec §2, and the accessibility statement (issue 12)', () => {
    expect(routeAccess.map((rule) => rule.path)).toEqual([
      '/login',
      '/',
      '/portal',
      '/consent',
      '/consent/:id',
      '/account',
      '/admin',
      '/coordinator',
      '/analyst',
      '/customer-admin',
      '/background-check',
      '/reference-check',
      '/data-collector',
      '/lfd',
      '/spi',
      '/sak',
      '/external',
      '/scs',
      '/spip',
      '/cre',
      '/404',
      '/accessibility',
    ]);
  });
});

describe('canAccessRoute', () => {
  it.each([
    ['/admin', ['UserAdmin'], true],
    ['/admin', ['Coordinator'], false],
    ['/account', ['Coordinator'], true],
    ['/account', undefined, false],
    ['/', ['UserAdmin'], false],
    ['/external/x', undefined, true],
    ['/spip/key', undefined, true],
    ['/spi/jobs/1', undefined, false],
  ] as const)('%s for %j: %s', (path, groups, expected) => {
    expect(canAccessRoute(path, groups)).toBe(expected);
  });
});

describe('isActiveUser', () => {
  it.each([
    [{ userEnabled: true, userStatus: 'CONFIRMED' }, true],
    [{ userEnabled: false, userStatus: 'CONFIRMED' }, false],
    [{ userEnabled: true, userStatus: 'FORCE_CHANGE_PASSWORD' }, false],
    [{ userEnabled: true, userStatus: 'RESET_REQUIRED' }, false],
    [{ userStatus: 'CONFIRMED' }, false],
    [{ userEnabled: true }, false],
    [{ userEnabled: true, userStatus: 'confirmed' }, false],
    [null, false],
  ])('%j: %s', (user, expected) => {
    expect(isActiveUser(user)).toBe(expected);
  });
});

describe('displayName', () => {
  it.each([
    ['anna.svensson@example.se', 'Anna Svensson'],
    ['ANNA.SVENSSON@example.se', 'Anna Svensson'],
    ['anna-karin.öberg@example.se', 'Anna-Karin Öberg'],
    ['åsa@example.se', 'Åsa'],
    ['per..olof.@example.se', 'Per Olof'],
    ['no-at-sign', 'No-At-Sign'],
    ['  lisa.berg@x.se ', 'Lisa Berg'],
    ['@example.se', ''],
    ['', ''],
    [null, ''],
  ])('%s → %s', (email, expected) => {
    expect(displayName(email)).toBe(expected);
  });
});

describe('shortId', () => {
  it.each([
    ['a1b2c3d4-0000-4000-8000-000000000001', 'A1B2C3D4'],
    ['abc-def', 'ABC'],
    ['abcdef', 'abcdef'],
    ['-abc', ''],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (id, expected) => {
    expect(shortId(id)).toBe(expected);
  });
});
