import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { JOB_STATES, JobState } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { LfdService, OrderIdParams, OrderIdRequest, OrderView } from './orders';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { withoutNul } from './text-fields';

/**
 * LFD checks for the customer (spec §1 LFD prescreen and follow-up, §6 ServiceLfd, §7 GET /order/lfd,
 * /order/lfdarchived, /order/lfdscheduled; docs/decisions/lfd.md). A prescreen is ordered through
 * POST /order with service PRESCREEN; these are its lists and the customer's delete/archive.
 */

/** The customer's three LFD lists. */
export const LFD_LISTS = ['current', 'archived', 'scheduled'] as const;
export type LfdList = (typeof LFD_LISTS)[number];

const SCHEDULED_STATES: readonly JobState[] = ['SCHEDULED_ORDER', 'SCHEDULED'];
const ARCHIVED_STATES: readonly JobState[] = ['ARCHIVED'];

/** The job states each list shows: scheduled follow-ups, archived checks, and everything else. */
export const LFD_LIST_STATES: Record<LfdList, readonly JobState[]> = {
  scheduled: SCHEDULED_STATES,
  archived: ARCHIVED_STATES,
  current: JOB_STATES.filter(
    (state) => !SCHEDULED_STATES.includes(state) && !ARCHIVED_STATES.includes(state),
  ),
};

export const lfdListOf = (state: JobState): LfdList =>
  (LFD_LIST_STATES.scheduled as readonly JobState[]).includes(state)
    ? 'scheduled'
    : state === 'ARCHIVED'
      ? 'archived'
      : 'current';

/** GET /order/lfd, /order/lfdarchived, /order/lfdscheduled: `page`, `size`, and the order-list search. */
export const LfdListQuery = z.object({
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
  /** As the background-check list: order id prefix or a person's name; a whole personal number exactly. */
  search: withoutNul(z.string().trim().max(100)).optional(),
});
export type LfdListQuery = z.infer<typeof LfdListQuery>;

/** One row of an LFD list: one LFD order, whose one job is one check of the person. */
export const LfdOrderRow = z.object({
  orderId: z.string(),
  jobId: z.string(),
  service: LfdService,
  /** The person checked. */
  name: z.string(),
  /** 1 for the prescreen, then 2, 3, … for each follow-up. */
  sequenceNumber: z.number().int(),
  currState: JobState,
  /** True once sent; a draft is false. */
  ordered: z.boolean(),
  /** Spec §4 order date (ISO); null for a draft. */
  orderDate: z.string().nullable(),
  /** The customer-facing deadline (spec §4); null when the job has none. */
  deadline: z.string().nullable(),
  deadlineStatus: z.enum(['close', 'passed']).nullable(),
  /** A follow-up's activation time (scheduled list); null otherwise. */
  activationTime: z.string().nullable(),
  /** A scheduled follow-up: whether the customer approved it (it starts only then); null otherwise. */
  followUpApproved: z.boolean().nullable(),
  hasReport: z.boolean(),
});
export type LfdOrderRow = z.infer<typeof LfdOrderRow>;

export const LfdOrdersPage = pagedOkEnvelope(LfdOrderRow);
export type LfdOrdersPage = z.infer<typeof LfdOrdersPage>;

export const LFD_MESSAGES = {
  notDeletable: 'Bara ett utkast kan raderas och bara en avslutad kontroll arkiveras',
  notScheduledFollowUp: 'Uppföljningen är inte schemalagd',
  /** Why an unapproved follow-up was archived at its time (the schedule's log). */
  followUpNotApproved: 'Uppföljningen godkändes inte före aktiveringstiden',
  noDownloadRight: 'Du saknar behörighet att ladda ned rapporten',
} as const;

/**
 * Who sees which list (spec §6 ServiceLfd). The current list: an LfdOrderer its own orders, an
 * LfdRecipient those it receives, CustomerAdmin/CustomerSuperuser all of the customer's. The archived and
 * scheduled lists: every LFD order of the customer in those states, for LfdArchived and LfdScheduled.
 */
export const LFD_LIST_ACCESS = {
  current: { groups: ['LfdOrderer', 'LfdRecipient', 'CustomerAdmin', 'CustomerSuperuser'] },
  archived: { groups: ['LfdArchived'] },
  scheduled: { groups: ['LfdScheduled'] },
} as const satisfies Record<LfdList, EndpointAccess>;

/** Approving or denying a scheduled follow-up (LfdApproveFollowUp) and cancelling it (LfdCancelActivation). */
export const LFD_APPROVE_FOLLOW_UP_ACCESS = {
  groups: ['LfdApproveFollowUp'],
} as const satisfies EndpointAccess;
export const LFD_CANCEL_ACTIVATION_ACCESS = {
  groups: ['LfdCancelActivation'],
} as const satisfies EndpointAccess;

/** Deleting a draft or archiving a finished check: LfdDelete, on an order the caller sees. */
export const LFD_DELETE_ACCESS = { groups: ['LfdDelete'] } as const satisfies EndpointAccess;

export const listLfdOrdersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/order/lfd',
  query: LfdListQuery,
  response: LfdOrdersPage,
  access: LFD_LIST_ACCESS.current,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /order/lfd'],
  summary: 'A page of the current (not archived, not scheduled) LFD checks the caller sees, newest first',
});

export const listArchivedLfdOrdersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/order/lfdarchived',
  query: LfdListQuery,
  response: LfdOrdersPage,
  access: LFD_LIST_ACCESS.archived,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /order/lfdarchived'],
  summary: "A page of the customer's archived LFD checks (LfdArchived), newest first",
});

export const listScheduledLfdOrdersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/order/lfdscheduled',
  query: LfdListQuery,
  response: LfdOrdersPage,
  access: LFD_LIST_ACCESS.scheduled,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /order/lfdscheduled'],
  summary: "A page of the customer's scheduled LFD follow-ups (LfdScheduled), newest first",
});

/** POST /order/lfd/delete: what happened to the order. */
export const LfdDeleteResult = z.object({ id: z.string(), outcome: z.enum(['deleted', 'archived']) });
export type LfdDeleteResult = z.infer<typeof LfdDeleteResult>;

export const deleteLfdOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/order/lfd/delete',
  body: OrderIdRequest,
  response: okEnvelope(LfdDeleteResult),
  access: LFD_DELETE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /order/lfd/delete'],
  summary: 'Delete a draft LFD order, or archive a finished one (LfdDelete, on an order the caller sees)',
});

/** PUT /order/lfd/{id}/follow-up-approval: Godkänn (true) or Neka (false) in the approve-deny dialog. */
export const LfdFollowUpApprovalRequest = z.object({ approved: z.boolean() });
export type LfdFollowUpApprovalRequest = z.infer<typeof LfdFollowUpApprovalRequest>;

export const approveLfdFollowUpEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'PUT',
  path: '/order/lfd/{id}/follow-up-approval',
  params: OrderIdParams,
  body: LfdFollowUpApprovalRequest,
  response: okEnvelope(OrderView),
  access: LFD_APPROVE_FOLLOW_UP_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['PUT /order/lfd/{id}/follow-up-approval'],
  summary:
    'Approve (or deny) a scheduled follow-up: only an approved follow-up starts at its time (LfdApproveFollowUp)',
});

export const cancelLfdFollowUpEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'DELETE',
  path: '/order/lfd/{id}/follow-up',
  params: OrderIdParams,
  response: okEnvelope(OrderView),
  access: LFD_CANCEL_ACTIVATION_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['DELETE /order/lfd/{id}/follow-up'],
  summary:
    'Cancel a scheduled follow-up: it is archived without running and the person is told (LfdCancelActivation)',
});
