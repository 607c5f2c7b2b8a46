import { canAccessRoute, LOGIN_PATH, landingPage } from '@granska/domain';

const pathOf = (target: string): string => target.split(/[?#]/, 1)[0] ?? '';

/**
 * Where a user goes after logging in (or when opening the login page while logged in): back to the
 * page they were sent away from when they may open it, otherwise their landing page (spec §2).
 * Only same-site paths count, so the login page cannot be made to send anyone elsewhere.
 */
export const destinationAfterLogin = (groups: readonly string[], from: unknown): string => {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    const path = pathOf(from);
    if (path !== LOGIN_PATH && canAccessRoute(path, groups)) return from;
  }
  return landingPage(groups);
};
