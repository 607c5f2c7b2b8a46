import type { EnvelopeStyle } from './envelopes';

/**
 * The services of spec §7, each under its own prefix of the one server process, so any of them can
 * move to its own process later: the web app reads every base URL from /config.json.
 */
export interface ServiceMount {
  prefix: string;
  envelope: EnvelopeStyle;
}

export const SERVICE_MOUNTS = {
  mainApi: { prefix: '/api', envelope: 'status' },
  reference: { prefix: '/ref', envelope: 'statusCode' },
  identityProvider: { prefix: '/idp', envelope: 'status' },
  // Not /scs: that is the web app's clearance-survey page (spec §2), which must reach the browser.
  securityScreening: { prefix: '/security-screening', envelope: 'status' },
  tags: { prefix: '/tags', envelope: 'status' },
  documents: { prefix: '/documents', envelope: 'status' },
} as const satisfies Record<string, ServiceMount>;

export const serviceMountForPath = (path: string): ServiceMount | undefined =>
  Object.values(SERVICE_MOUNTS).find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
