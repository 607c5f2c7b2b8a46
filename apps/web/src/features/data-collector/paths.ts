/**
 * The data collector's portal (spec §2 route `data-collector`; the landing page,
 * docs/decisions/landing-pages.md): the Inmatningskö at the portal itself, one record below it.
 */
export const PORTAL_PATH = '/data-collector';
export const recordPath = (recordId: string) => `${PORTAL_PATH}/${encodeURIComponent(recordId)}`;
