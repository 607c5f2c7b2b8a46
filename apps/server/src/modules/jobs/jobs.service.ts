import {
  ANALYST_ASSIGNABLE_STATES,
  type AssignAnalystRequest,
  CONSENT_KEY_SEARCH_MIN_LENGTH,
  type CoordinatorNotesRequest,
  JOB_MESSAGES,
  JOB_QUEUES,
  type JobQueue,
  type JobQueueCounts,
  type JobState,
  type JobsPage,
  type JobsQuery,
  SPI_JOB_STATES,
  type SpiJobsQuery,
  type StaffGroup,
  type StaffJobDetails,
  type StaffJobListItem,
  type StaffUserOption,
  type UpdateSpiLeaderRequest,
} from '@granska/domain';
import { and, inArray, like, not, type SQL } from 'drizzle-orm';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runAuditedRead, runAuditedReadOutsideTransaction, runCommand } from '../audit';
import { collectedDataStatusOfJobs } from '../collected-data';
import { CONSENT_KEY_PURPOSE } from '../consent-links';
import {
  type BkJobRow,
  bkJobs,
  consentsOfJob,
  findOrderRow,
  pendingSchedulesOfJobs,
  transitionJobAsCaller,
} from '../orders';
import {
  accessJobForStaff,
  COORDINATING_GROUPS,
  jobOpenAudit,
  jobScopeForStaff,
  type OpenedJob,
  requirePersonDataAccess,
  requirePolicyApproval,
  staffMaySeeService,
  staffScopeOf,
} from '../staff-access';
import { coordinatorNotesContext, toStaffJobDetails, toStaffJobListItem } from './job-views';
import {
  anyOf,
  type CountedQueue,
  countQueueJobs,
  customerNameOf,
  emailsOfUsers,
  enabledUsersInGroup,
  isEnabledUserInGroup,
  type JobListRow,
  listJobOffsetPage,
  listJobPage,
  lockJobRow,
  searchMatches,
  updateJobStaffFields,
} from './jobs.repository';
import { decodeNextToken, encodeNextToken } from './next-token';
import {
  countersOfQueue,
  customerHoldsInterview,
  isStateQueue,
  type QueueContext,
  queueFilter,
  queueOrder,
} from './work-queue-filters';

type Db = Database | Transaction;

export interface JobsDeps {
  db: Database;
  crypto: FieldCrypto;
}

/** Staff lists of users are small; this bounds them all the same. */
export const STAFF_USER_LIST_LIMIT = 500;

/** The queues a caller may list: coordinators every queue, analysts and SPI leaders their own. */
export const queuesOf = (caller: Caller): JobQueue[] => {
  if (COORDINATING_GROUPS.some((group) => caller.groups.includes(group))) return [...JOB_QUEUES];
  if (caller.groups.includes('Analyst') || caller.groups.includes('SPILeader')) return ['mine'];
  return [];
};

export const queueContext = (context: RequestContext): QueueContext => ({
  now: context.now,
  userId: context.caller.userId,
});

/** `%` and `_` of user text match themselves in LIKE patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Spec §9 job search (docs/decisions/staff-jobs.md): a job id or order id starting with the text (ids
 * are lower-case UUIDs), a whole consent key through its keyed hash when the text has more than 2
 * characters, or a customer whose name contains the text. Case-insensitive. Customers and consent keys
 * are looked up first, so the page query is a plain OR of indexed conditions.
 */
const searchFilter = async (
  db: Db,
  crypto: FieldCrypto,
  search: string | undefined,
): Promise<SQL | undefined> => {
  const text = search?.trim();
  if (!text) return undefined;
  const prefix = `${likeLiteral(text.toLowerCase())}%`;
  const { customerIds, consentJobIds } = await searchMatches(db, {
    nameLike: likeLiteral(text),
    consentKeyHash:
      text.length >= CONSENT_KEY_SEARCH_MIN_LENGTH ? crypto.blindIndex(CONSENT_KEY_PURPOSE, text) : null,
  });
  return anyOf(
    like(bkJobs.id, prefix),
    like(bkJobs.orderId, prefix),
    customerIds.length > 0 ? inArray(bkJobs.customerId, customerIds) : undefined,
    consentJobIds.length > 0 ? inArray(bkJobs.id, consentJobIds) : undefined,
  );
};

/** Which jobs a page of GET /jobs holds: the caller's scope, the queue and the search. */
export const jobListWhere = async (
  db: Db,
  crypto: FieldCrypto,
  caller: Caller,
  query: Pick<JobsQuery, 'queue' | 'search'>,
  context: QueueContext,
): Promise<SQL> =>
  and(
    jobScopeForStaff(caller),
    queueFilter(query.queue, context),
    await searchFilter(db, crypto, query.search),
  ) as SQL;

/** List rows → list items: names decrypted, personal numbers masked. */
const listItems = (crypto: FieldCrypto, rows: readonly JobListRow[], now: Date): StaffJobListItem[] =>
  rows.map((row) => toStaffJobListItem(crypto, row, now));

/** The audit row of a list read: which jobs' person data (names, masked numbers) were shown; none for none. */
const listAudit = (list: string, jobs: readonly StaffJobListItem[]): CommandAudit[] =>
  jobs.length === 0
    ? []
    : [
        {
          action: 'job.list',
          entity: 'job-list',
          entityId: list,
          details: { jobIds: jobs.map((job) => job.id) },
        },
      ];

const requireQueue = (caller: Caller, queue: JobQueue) => {
  if (!queuesOf(caller).includes(queue)) throw AppError.forbidden(JOB_MESSAGES.queueNotAllowed);
};

/**
 * GET /jobs: one keyset page of a queue, within the caller's scope, searched. Lists carry names and
 * masked personal numbers, so they need the security policy and are audited like an open.
 */
export const listJobs = async (
  { db, crypto }: JobsDeps,
  context: RequestContext,
  query: JobsQuery,
): Promise<JobsPage> => {
  requireQueue(context.caller, query.queue);
  await requirePolicyApproval(db, context.caller);
  return runAuditedReadOutsideTransaction(db, context, async () => {
    const order = queueOrder(query.queue);
    const cursor = query.nextToken ? decodeNextToken(query.nextToken, order) : null;
    const where = await jobListWhere(db, crypto, context.caller, query, queueContext(context));
    const rows = await listJobPage(db, { where, order, cursor, limit: query.pageSize + 1 });
    const page = rows.slice(0, query.pageSize);
    const jobs = listItems(crypto, page, context.now);
    const last = page.at(-1);
    return {
      result: {
        jobs,
        nextToken:
          rows.length > query.pageSize && last
            ? encodeNextToken(order, { sortKey: last.sortKey, id: last.job.id })
            : null,
      },
      audit: listAudit(query.queue, jobs),
    };
  });
};

/** GET /jobs/counts: how many jobs each queue the caller may list holds (no person data). */
export const countQueues = async ({ db }: JobsDeps, context: RequestContext): Promise<JobQueueCounts> => {
  const queues = queuesOf(context.caller);
  if (queues.length === 0) throw AppError.forbidden(JOB_MESSAGES.queueNotAllowed);
  const filterContext = queueContext(context);
  return countQueueJobs(
    db,
    staffScopeOf(context.caller),
    Object.fromEntries(
      queues.map((queue) => [
        queue,
        {
          filter: queueFilter(queue, filterContext),
          ...(isStateQueue(queue) ? { counters: countersOfQueue(queue) } : {}),
        },
      ]),
    ) as Record<JobQueue, CountedQueue>,
  );
};

/** The details of an opened job (the caller passed accessJobForStaff). */
const detailsOf = async (
  tx: Db,
  crypto: FieldCrypto,
  context: RequestContext,
  { job, person }: OpenedJob,
): Promise<StaffJobDetails> => {
  const order = await findOrderRow(tx, job.orderId);
  if (!order) throw new Error('job without order');
  const consents = await consentsOfJob(tx, job.id);
  const emails = await emailsOfUsers(
    tx,
    [
      job.staffId,
      job.spiLeaderId,
      ...job.assignments.flatMap((assignment) => [assignment.fromUser, assignment.toUser]),
    ].filter((id): id is string => !!id),
  );
  const jobStart = consents.filter((consent) => consent.consentType === 'JobStart').at(-1);
  const collected = await collectedDataStatusOfJobs(tx, [job.id]);
  return toStaffJobDetails(
    crypto,
    {
      job,
      person,
      customerName: await customerNameOf(tx, job.customerId),
      analystEmail: job.staffId ? (emails.get(job.staffId) ?? null) : null,
      spiLeaderEmail: job.spiLeaderId ? (emails.get(job.spiLeaderId) ?? null) : null,
      consentState: jobStart?.state ?? null,
      collectedDataStatus: collected.get(job.id) ?? null,
      activationTime: (await pendingSchedulesOfJobs(tx, [job.id]))[0]?.activationTime.toISOString() ?? null,
      order,
      consents,
      emails,
      caller: context.caller,
    },
    context.now,
  );
};

/** A job opened with its person data (need-to-know, policy: staff-access), and the open's audit row. */
const openDetails = async (
  tx: Db,
  crypto: FieldCrypto,
  context: RequestContext,
  jobId: string,
  via: string,
): Promise<{ details: StaffJobDetails; openAudit: CommandAudit }> => {
  const opened = await accessJobForStaff(tx, context.caller, jobId, crypto);
  return { details: await detailsOf(tx, crypto, context, opened), openAudit: jobOpenAudit(opened.job, via) };
};

/** POST /job/populate: one job with its person data, audited as an open. */
export const populateJob = (
  { db, crypto }: JobsDeps,
  context: RequestContext,
  id: string,
): Promise<StaffJobDetails> =>
  runAuditedRead(db, context, async (tx) => {
    const { details, openAudit } = await openDetails(tx, crypto, context, id, 'populate');
    return { result: details, audit: openAudit };
  });

/** The job locked for a change by staff; 404 when the caller may not see it at all. */
const lockVisibleJob = async (tx: Db, caller: Caller, id: string): Promise<BkJobRow> => {
  const job = await lockJobRow(tx, id);
  if (!job || !staffMaySeeService(caller, job.service)) throw AppError.notFound(JOB_MESSAGES.notFound);
  return job;
};

const requireEnabledMember = async (tx: Db, userId: string, group: StaffGroup, message: string) => {
  if (!(await isEnabledUserInGroup(tx, userId, group))) throw AppError.badRequest(message);
};

/**
 * POST /jobs/user: assigns the job to an enabled Analyst (or unassigns it with null), appends
 * {fromUser, toUser, time} to its assignments and audits it; answers the job as opened.
 */
export const assignAnalyst = (
  { db, crypto }: JobsDeps,
  context: RequestContext,
  input: AssignAnalystRequest,
) =>
  runCommand(db, context, async (tx) => {
    const job = await lockVisibleJob(tx, context.caller, input.jobId);
    if (input.userId !== null) {
      await requireEnabledMember(tx, input.userId, 'Analyst', JOB_MESSAGES.analystNotFound);
      if (!(ANALYST_ASSIGNABLE_STATES as readonly JobState[]).includes(job.currState)) {
        throw AppError.conflict(JOB_MESSAGES.notAssignable);
      }
    }
    const audit: CommandAudit[] = [];
    if (job.staffId !== input.userId) {
      await updateJobStaffFields(tx, job.id, {
        staffId: input.userId,
        assignments: [
          ...job.assignments,
          { fromUser: job.staffId, toUser: input.userId, time: context.now.toISOString() },
        ],
      });
      audit.push({
        action: 'job.assign',
        entity: 'job',
        entityId: job.id,
        details: { fromUser: job.staffId, toUser: input.userId },
      });
    }
    const { details, openAudit } = await openDetails(tx, crypto, context, job.id, 'assign');
    return { result: details, audit: [...audit, openAudit] };
  });

/** POST /job/coordinator-notes: replaces the job's notes (encrypted; empty clears them). */
export const saveCoordinatorNotes = (
  { db, crypto }: JobsDeps,
  context: RequestContext,
  input: CoordinatorNotesRequest,
) =>
  runCommand(db, context, async (tx) => {
    const job = await lockVisibleJob(tx, context.caller, input.id);
    const notes = input.coordinatorNotes.trim() === '' ? null : input.coordinatorNotes;
    await updateJobStaffFields(tx, job.id, {
      coordinatorNotesEnc:
        notes === null ? null : crypto.encryptField(notes, coordinatorNotesContext(job.id)),
    });
    const { details, openAudit } = await openDetails(tx, crypto, context, job.id, 'coordinator-notes');
    return {
      result: details,
      audit: [
        {
          action: 'job.coordinator-notes',
          entity: 'job',
          entityId: job.id,
          details: { fields: ['coordinatorNotes'], cleared: notes === null },
        },
        openAudit,
      ],
    };
  });

/**
 * POST /job/approve, /job/reverse and /job/close-unapproved (a report approval that timed out or was
 * declined ends the job without a report: TIMED_OUT or DECLINED; reports.md): the state machine decides
 * with the caller's groups (a refusal is
 * 409, or 403 for groups that may never take the action); answers the job as opened.
 */
export const changeJobState = (
  { db, crypto }: JobsDeps,
  context: RequestContext,
  id: string,
  action: 'approve' | 'reverse' | 'closeUnapproved',
) =>
  runCommand(db, context, async (tx) => {
    const job = await lockVisibleJob(tx, context.caller, id);
    // Only someone who may open the job may move it.
    await requirePersonDataAccess(tx, context.caller, job);
    const order = await findOrderRow(tx, job.orderId);
    const moved = await transitionJobAsCaller(tx, context, job, action, {
      apiKeyId: order?.apiKeyId ?? null,
    });
    const { details, openAudit } = await openDetails(tx, crypto, context, job.id, action);
    return {
      result: details,
      audit: [
        {
          action: `job.${action}`,
          entity: 'job',
          entityId: job.id,
          details: { from: job.currState, to: moved.currState },
        },
        openAudit,
      ],
    };
  });

/** GET /staff/analysts, /staff/spi-leaders: enabled users of the group, by e-mail. */
export const staffUsers = (db: Database, group: 'Analyst' | 'SPILeader'): Promise<StaffUserOption[]> =>
  enabledUsersInGroup(db, group, STAFF_USER_LIST_LIMIT);

/**
 * GET /spi-coordinators/jobs?page&size: jobs with an SPI (SPI_JOB_STATES), deadline first; not those whose
 * interview the customer holds (no SPI leader of ours takes part).
 */
export const listSpiJobs = async ({ db, crypto }: JobsDeps, context: RequestContext, query: SpiJobsQuery) => {
  await requirePolicyApproval(db, context.caller);
  return runAuditedRead(db, context, async (tx) => {
    const where = and(
      jobScopeForStaff(context.caller),
      inArray(bkJobs.currState, [...SPI_JOB_STATES]),
      not(customerHoldsInterview()),
    ) as SQL;
    const { rows, total } = await listJobOffsetPage(tx, {
      where,
      limit: query.size,
      offset: query.page * query.size,
    });
    const jobs = listItems(crypto, rows, context.now);
    return {
      result: { jobs, paging: { page: query.page, size: query.size, total } },
      audit: listAudit('spi', jobs),
    };
  });
};

/**
 * The job's spiDetails with one more change of SPI leader appended; a job with an SPI but no details yet
 * (a background check: no interview type was ordered) gets them, the type left open.
 */
const withSpiAssignment = (
  spiDetails: BkJobRow['spiDetails'],
  assignment: { fromUser: string | null; toUser: string | null; time: string },
): NonNullable<BkJobRow['spiDetails']> => {
  const details = spiDetails ?? {
    spiType: 'EITHER',
    sriPerformsInterview: true,
    date: null,
    comment: null,
    refCheckId: null,
  };
  return { ...details, assignments: [...(details.assignments ?? []), assignment] };
};

/** POST /spi-coordinators/updateSpiLeader: sets (or with null clears) the SPI leader of a job with an SPI. */
export const updateSpiLeader = (
  { db, crypto }: JobsDeps,
  context: RequestContext,
  input: UpdateSpiLeaderRequest,
) =>
  runCommand(db, context, async (tx) => {
    const job = await lockVisibleJob(tx, context.caller, input.jobId);
    if (!(SPI_JOB_STATES as readonly JobState[]).includes(job.currState)) {
      throw AppError.conflict(JOB_MESSAGES.noSpi);
    }
    if (input.userId !== null) {
      // The customer holds the interview itself (psConfig.sriPerformsInterview false when ordered).
      if (job.spiDetails?.sriPerformsInterview === false) {
        throw AppError.conflict(JOB_MESSAGES.customerHoldsInterview);
      }
      await requireEnabledMember(tx, input.userId, 'SPILeader', JOB_MESSAGES.spiLeaderNotFound);
    }
    const audit: CommandAudit[] = [];
    if (job.spiLeaderId !== input.userId) {
      await updateJobStaffFields(tx, job.id, {
        spiLeaderId: input.userId,
        spiDetails: withSpiAssignment(job.spiDetails, {
          fromUser: job.spiLeaderId,
          toUser: input.userId,
          time: context.now.toISOString(),
        }),
      });
      audit.push({
        action: 'job.spi-leader',
        entity: 'job',
        entityId: job.id,
        details: { fromUser: job.spiLeaderId, toUser: input.userId },
      });
    }
    const { details, openAudit } = await openDetails(tx, crypto, context, job.id, 'spi-leader');
    return { result: details, audit: [...audit, openAudit] };
  });
