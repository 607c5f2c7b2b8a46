import type { Group } from './permissions';

type Groups = readonly string[];

const hasAny = (groups: Groups, wanted: readonly Group[]): boolean =>
  wanted.some((group) => groups.includes(group));

/**
 * The landing page priority of spec §2, first match wins. The spec's 'collected-data' is served at
 * '/data-collector', the route table's name (docs/decisions/landing-pages.md).
 */
const LANDING_PAGES: readonly { readonly groups: readonly Group[]; readonly path: string }[] = [
  { groups: ['UserAdmin'], path: '/admin' },
  { groups: ['Coordinator', 'SPICoordinator'], path: '/coordinator' },
  { groups: ['SPILeader'], path: '/spi' },
  { groups: ['Analyst'], path: '/analyst' },
  { groups: ['DataCollector'], path: '/data-collector' },
  { groups: ['CustomerAdmin'], path: '/customer-admin' },
  { groups: ['ServiceBackgroundCheck'], path: '/background-check' },
  { groups: ['ServiceProtectiveSecurity'], path: '/sak' },
  { groups: ['ServiceReferenceCheck'], path: '/reference-check' },
  { groups: ['ServiceLfd'], path: '/lfd' },
];

export const landingPage = (groups: Groups): string =>
  LANDING_PAGES.find((entry) => hasAny(groups, entry.groups))?.path ?? '/account';

export interface PortalLink {
  readonly path: string;
  readonly label: { readonly sv: string; readonly en: string };
  readonly groups: readonly Group[];
}

/** The header's portal links in the order of spec §2. */
export const PORTAL_LINKS: readonly PortalLink[] = [
  { path: '/admin', label: { sv: 'Admin', en: 'Admin' }, groups: ['UserAdmin'] },
  {
    path: '/coordinator',
    label: { sv: 'Koordinator', en: 'Coordinator' },
    groups: ['Coordinator', 'SPICoordinator'],
  },
  { path: '/analyst', label: { sv: 'Analytiker', en: 'Analyst' }, groups: ['Analyst'] },
  { path: '/customer-admin', label: { sv: 'Kundadmin', en: 'Customer admin' }, groups: ['CustomerAdmin'] },
  {
    path: '/background-check',
    label: { sv: 'Bakgrundskontroller', en: 'Background checks' },
    groups: ['ServiceBackgroundCheck'],
  },
  { path: '/lfd', label: { sv: 'LFD', en: 'LFD' }, groups: ['ServiceLfd'] },
  {
    path: '/reference-check',
    label: { sv: 'Referenstagning', en: 'Reference checks' },
    groups: ['ServiceReferenceCheck'],
  },
  {
    path: '/data-collector',
    label: { sv: 'Inmatningskö', en: 'Data entry queue' },
    groups: ['DataCollector'],
  },
  { path: '/spi', label: { sv: 'SPI', en: 'SPI' }, groups: ['SPILeader'] },
  { path: '/sak', label: { sv: 'SÄK', en: 'Protective security' }, groups: ['ServiceProtectiveSecurity'] },
];

export const portalLinks = (groups: Groups): PortalLink[] =>
  PORTAL_LINKS.filter((link) => hasAny(groups, link.groups));

/**
 * How a route is reached (spec §2): 'open' and 'unguarded' need no session (unguarded = pages for
 * external parties); 'redirect' never renders; 'guarded' needs a session and, unless `groups` is empty,
 * one of the groups.
 */
export type RouteRule =
  | { readonly path: string; readonly access: 'open' }
  | { readonly path: string; readonly access: 'unguarded' }
  | { readonly path: string; readonly access: 'redirect'; readonly redirectTo: string }
  | { readonly path: string; readonly access: 'guarded'; readonly groups: readonly Group[] };

export const routeAccess: readonly RouteRule[] = [
  { path: '/login', access: 'open' },
  { path: '/', access: 'redirect', redirectTo: '/login' },
  { path: '/portal', access: 'redirect', redirectTo: '/login' },
  { path: '/consent', access: 'redirect', redirectTo: '/login' },
  { path: '/consent/:id', access: 'redirect', redirectTo: '/external/consent/:id' },
  { path: '/account', access: 'guarded', groups: [] },
  { path: '/admin', access: 'guarded', groups: ['UserAdmin'] },
  { path: '/coordinator', access: 'guarded', groups: ['Coordinator', 'SPICoordinator'] },
  { path: '/analyst', access: 'guarded', groups: ['Analyst'] },
  { path: '/customer-admin', access: 'guarded', groups: ['CustomerAdmin'] },
  { path: '/background-check', access: 'guarded', groups: ['ServiceBackgroundCheck'] },
  { path: '/reference-check', access: 'guarded', groups: ['ServiceReferenceCheck'] },
  { path: '/data-collector', access: 'guarded', groups: ['DataCollector'] },
  { path: '/lfd', access: 'guarded', groups: ['ServiceLfd'] },
  { path: '/spi', access: 'guarded', groups: ['SPILeader'] },
  { path: '/sak', access: 'guarded', groups: ['ServiceProtectiveSecurity'] },
  { path: '/external', access: 'unguarded' },
  { path: '/scs', access: 'unguarded' },
  { path: '/spip', access: 'unguarded' },
  { path: '/cre', access: 'unguarded' },
  { path: '/404', access: 'open' },
  { path: '/accessibility', access: 'open' },
];

/** A background-check order's page in the web app; the customer's e-mails link to it. */
export const backgroundCheckOrderPath = (orderId: string): string =>
  `/background-check/orders/${encodeURIComponent(orderId)}`;

export const NOT_FOUND_PATH = '/404';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_MESSAGE = 'Sidan kunde inte hittas!';

const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
};

/** Redirect and open routes match exactly; portals and external pages also own their sub-paths. */
const matchRule = (path: string): { rule: RouteRule; id?: string } | undefined => {
  for (const rule of routeAccess) {
    if (rule.path.endsWith('/:id')) {
      const prefix = rule.path.slice(0, -':id'.length);
      const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (rest !== '' && !rest.includes('/')) return { rule, id: rest };
      continue;
    }
    if (path === rule.path) return { rule };
    const ownsSubPaths = rule.access === 'guarded' || rule.access === 'unguarded';
    if (ownsSubPaths && path.startsWith(`${rule.path}/`)) return { rule };
  }
  return undefined;
};

export type RouteDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

/**
 * What the route guard does for a path. `groups` is null or undefined when nobody is logged in.
 * Not logged in → login; logged in without a required group → the user's landing page; unknown → 404.
 */
export const routeDecision = (path: string, groups: Groups | null | undefined): RouteDecision => {
  const match = matchRule(normalisePath(path));
  if (!match) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const { rule } = match;
  switch (rule.access) {
    case 'open':
    case 'unguarded':
      return { kind: 'allow' };
    case 'redirect':
      return { kind: 'redirect', to: rule.redirectTo.replace(':id', match.id ?? '') };
    case 'guarded':
      if (!groups) return { kind: 'redirect', to: LOGIN_PATH };
      if (rule.groups.length === 0 || hasAny(groups, rule.groups)) return { kind: 'allow' };
      return { kind: 'redirect', to: landingPage(groups) };
  }
};

export const canAccessRoute = (path: string, groups: Groups | null | undefined): boolean =>
  routeDecision(path, groups).kind === 'allow';

/** Active = enabled and status CONFIRMED (spec §3). */
export const isActiveUser = (
  user: { readonly userEnabled?: boolean | null; readonly userStatus?: string | null } | null | undefined,
): boolean => user?.userEnabled === true && user.userStatus === 'CONFIRMED';

const capitalise = (word: string): string =>
  word
    .split('-')
    .map((part) => part.charAt(0).toLocaleUpperCase('sv-SE') + part.slice(1).toLocaleLowerCase('sv-SE'))
    .join('-');

/**
 * The name shown for a user: the part of the e-mail before '@', split at dots, each part capitalised
 * (also after a hyphen, the rest lower-cased) and joined with a space (docs/decisions/display-name.md).
 */
export const displayName = (email: string | null | undefined): string => {
  const local = (email ?? '').trim().split('@')[0] ?? '';
  return local
    .split('.')
    .filter((part) => part !== '')
    .map(capitalise)
    .join(' ');
};

/** An id with a dash shortens to its upper-cased part before the first dash (spec §2 and §5). */
export const shortId = (id: string | null | undefined): string => {
  const value = id ?? '';
  const dash = value.indexOf('-');
  return dash === -1 ? value : value.slice(0, dash).toUpperCase();
};
