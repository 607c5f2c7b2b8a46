import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { JobState } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * Webhooks of customers' integrations (docs/decisions/webhooks.md): what a job's `webhookURL` receives
 * and the delivery log (GET /webhooks/deliveries), shared by the server and its clients.
 */

/** The body of every notice: ids and states only, never personal data. */
export const JobStateChangedEvent = z.object({
  /** The delivery's id; the same on every retry of one notice, so receivers can de-duplicate. */
  eventId: z.string(),
  type: z.literal('job.state_changed'),
  jobId: z.string(),
  orderId: z.string(),
  prevState: JobState,
  currState: JobState,
  /** When the state changed (ISO). */
  time: z.string(),
});
export type JobStateChangedEvent = z.infer<typeof JobStateChangedEvent>;

/** Request headers of a notice (lower case, as Node and most frameworks hand them over). */
export const WEBHOOK_HEADERS = {
  eventId: 'granska-event-id',
  /** Unix seconds when this attempt was signed; a new value on each retry. */
  timestamp: 'granska-timestamp',
  /** `v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>` */
  signature: 'granska-signature',
} as const;

/** The prefix of a key's webhook signing secret (`whsec_` + 32 random bytes, base64url). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** One notice and how its delivery went. */
export const WebhookDelivery = z.object({
  /** Also the notice's `eventId`. */
  id: z.string(),
  customerId: z.string(),
  jobId: z.string(),
  orderId: z.string(),
  type: z.string(),
  prevState: JobState.nullable(),
  currState: JobState.nullable(),
  url: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed, in Swedish, with at most a short snippet of the receiver's answer. */
  lastError: z.string().nullable(),
  created: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

const Id = z.string().trim().min(1).max(100);

/**
 * GET /webhooks/deliveries?customerId&jobId&page&size, newest first. A customer's admin or API key sees
 * its own customer's deliveries (`customerId`, if given, must be its own); a UserAdmin names the
 * customer.
 */
export const ListWebhookDeliveriesQuery = z.object({
  customerId: Id.optional(),
  jobId: Id.optional(),
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
});
export type ListWebhookDeliveriesQuery = z.output<typeof ListWebhookDeliveriesQuery>;

export const WebhookDeliveriesPage = pagedOkEnvelope(WebhookDelivery);
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPage>;

export const WEBHOOK_MESSAGES = {
  customerRequired: 'Kund saknas',
  customerNotFound: 'Kunden kunde inte hittas',
} as const;

/**
 * Who reads the webhook delivery log: a customer's admin or its own integration (API key), for that
 * customer only; the provider's UserAdmin for any customer it names.
 */
export const WEBHOOK_LOG_ACCESS = {
  groups: ['CustomerAdmin', 'UserAdmin'],
  apiKey: true,
} as const satisfies EndpointAccess;

export const listWebhookDeliveriesEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/webhooks/deliveries',
  query: ListWebhookDeliveriesQuery,
  response: WebhookDeliveriesPage,
  access: WEBHOOK_LOG_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /webhooks/deliveries'],
  summary: "A page of a customer's webhook deliveries (optionally one job's), newest first",
});
