import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { JobService } from './orders';

/**
 * The admin portal's billing report (spec §7 "POST /billing/customer (startDate, endDate, customerID)"):
 * a customer's billable background-check jobs of a period, priced from the customer's configuration.
 * UserAdmin only. Decisions: docs/decisions/billing.md.
 */

export const BILLING_MESSAGES = {
  failed: MAIN_API_ERROR_MESSAGES['POST /billing/customer'],
  invalidStartDate: 'Ogiltigt startdatum',
  invalidEndDate: 'Ogiltigt slutdatum',
  endBeforeStart: 'Slutdatum är före startdatum',
} as const;

/** Amounts are Swedish kronor. */
export const BILLING_CURRENCY = 'SEK';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDate = (value: string): boolean => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

const CalendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, { message });

/**
 * POST /billing/customer. `startDate` and `endDate` are Stockholm calendar days, both included;
 * `customerID` is the customer's id (spelled as the spec spells it). An end before the start is 400.
 */
export const BillingRequest = z
  .object({
    startDate: CalendarDate(BILLING_MESSAGES.invalidStartDate),
    endDate: CalendarDate(BILLING_MESSAGES.invalidEndDate),
    customerID: z.string().trim().min(1).max(100),
  })
  .refine((request) => request.endDate >= request.startDate, {
    message: BILLING_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type BillingRequest = z.infer<typeof BillingRequest>;

const Amount = z.number();

/**
 * One billed job. `orderDate` is the job's order date (spec §4) as an ISO timestamp; `cost` is the
 * service's price plus the job's screening checkpoints, `discount` the customer's discount of it and
 * `amount` what is billed (`cost - discount`), all in kronor rounded to öre. The person checked is not
 * named (billing.md): the order and job ids identify the line.
 */
export const BillingLine = z.object({
  jobId: z.string(),
  orderId: z.string(),
  service: JobService,
  orderDate: z.string(),
  costCenter: z.string().nullable(),
  invoiceCompany: z.string().nullable(),
  cost: Amount,
  discount: Amount,
  amount: Amount,
});
export type BillingLine = z.infer<typeof BillingLine>;

export const BillingTotals = z.object({
  count: z.number().int().min(0),
  cost: Amount,
  discount: Amount,
  amount: Amount,
});
export type BillingTotals = z.infer<typeof BillingTotals>;

/** The POST /billing/customer answer, the one item of `result`. Lines are in order-date order. */
export const BillingReport = z.object({
  customer: z.object({ id: z.string(), custNo: z.string(), custName: z.string() }),
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  /** The customer's `custBillingData.billingDiscount` as applied: a percentage from 0 to 100. */
  discountPercent: z.number(),
  lines: z.array(BillingLine),
  totals: BillingTotals,
  currency: z.literal(BILLING_CURRENCY),
  /**
   * The customer's reference-check orders archived in the period (docs/decisions/billing.md): counted,
   * not priced (a customer's service costs have no reference-check price). The server always sends it.
   */
  referenceChecks: z.object({ count: z.number().int().min(0), orderIds: z.array(z.string()) }).optional(),
});
export type BillingReport = z.infer<typeof BillingReport>;

/** Billing is the provider's admins' work, like the rest of customer administration. */
export const BILLING_ACCESS = { groups: ['UserAdmin'] } as const satisfies EndpointAccess;

export const customerBillingEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/billing/customer',
  effect: 'read',
  body: BillingRequest,
  response: okEnvelope(BillingReport),
  access: BILLING_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /billing/customer'],
  summary: "A customer's billable background-check jobs of a period (Stockholm days), priced",
});
