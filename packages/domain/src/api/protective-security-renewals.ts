import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { PS_REGISTER_ACCESS, PsPersonParams, SecurityClassNumber } from './protective-security';

/**
 * Security-class renewal follow-up (spec §3 psConfig.followUpGu; issue 15;
 * docs/decisions/security-clearance-renewal.md): when a cleared placement is due for renewal, the list
 * of those falling due, and each card's due dates.
 */

/** The list and the security managers' e-mail show the clearances due within this many days. */
export const PS_RENEWAL_WINDOW_DAYS = 60;

/** The web page of the renewals (spec §2 `sak`); the e-mail links to it. */
export const PS_RENEWALS_PAGE_PATH = '/sak/renewals';

/** One cleared placement's renewal: dates are Stockholm calendar days (YYYY-MM-DD). */
export const PsClassRenewal = z.object({
  securityClass: SecurityClassNumber,
  /** The day of the placement's newest CLEARED entry. */
  cleared: z.string(),
  /** The day the clearance is due for renewal. */
  due: z.string(),
  /** Days from today to the due day: 0 due today, negative overdue. */
  daysLeft: z.number().int(),
});
export type PsClassRenewal = z.infer<typeof PsClassRenewal>;

/** A row of the renewal list: the person (no personal number) and one of their placements. */
export const PsRenewalRow = PsClassRenewal.extend({
  personId: z.string(),
  name: z.string(),
});
export type PsRenewalRow = z.infer<typeof PsRenewalRow>;

export const PsRenewalsQuery = z.object(pageQueryFields(DEFAULT_PAGE_SIZE));
export type PsRenewalsQuery = z.infer<typeof PsRenewalsQuery>;

export const PS_RENEWAL_MESSAGES = {
  followUpOff: 'Kunden har inte uppföljning av säkerhetsprövningar',
} as const;

export const listPsRenewalsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/protective-security/renewals',
  query: PsRenewalsQuery,
  response: pagedOkEnvelope(PsRenewalRow),
  access: PS_REGISTER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /protective-security/renewals'],
  summary: `The customer's clearances overdue or due for renewal within ${PS_RENEWAL_WINDOW_DAYS} days, soonest first`,
});

export const getPsPersonRenewalsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/protective-security/persons/{id}/renewals',
  params: PsPersonParams,
  response: okEnvelope(PsClassRenewal),
  access: PS_REGISTER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /protective-security/persons/{id}/renewals'],
  summary: "When each of a person card's cleared placements is due for renewal (none when not followed up)",
});
