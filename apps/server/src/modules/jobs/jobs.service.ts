import {
  ANALYST_ASSIGNABLE_STATES,
  type AssignAnalystRequest,
  CONSENT_KEY_SEARCH_MIN_LENGTH,
  type CoordinatorNotesRequest,
  hiddenCustomerIds,
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
import { and, inArray, like, type SQL } from 'drizzle-orm';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import { recordAudit } from '../audit';
import { collectedDataStatusOfJobs } from '../collected-data';
import { CONSENT_KEY_PURPOSE } from '../consent-links';
import { type BkJobRow, bkJobs, consentsOfJob, findOrderRow, transitionJob } from '../orders';
import {
  COORDINATING_GROUPS,
  jobScopeForStaff,
  type OpenedJob,
  openJobForStaff,
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
  customerIdsNamed,
  customerNameOf,
  emailsOfUsers,
  enabledUsersInGroup,
  hiddenCustomers,
  isEnabledUserInGroup,
  type JobListRow,
  jobIdsWithConsentKey,
  jobStartConsentStates,
  listJobOffsetPage,
  listJobPage,
  lockJobRow,
  updateJobStaffFields,
} from './jobs.repository';
import { decodeNextToken, encodeNextToken } from './next-token';
import {
  countersOfQueue,
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

export interface StaffRequest {
  caller: Caller;
  ip: string | null;
  now: Date;
}

/** Staff lists of users are small; this bounds them all the same. */
export const STAFF_USER_LIST_LIMIT = 500;

/** The queues a caller may list: coordinators every queue, analysts and SPI leaders their own. */
export const queuesOf = (caller: Caller): JobQueue[] => {
  if (COORDINATING_GROUPS.some((group) => caller.groups.includes(group))) return [...JOB_QUEUES];
  if (caller.groups.includes('Analyst') || caller.groups.includes('SPILeader')) return ['mine'];
  return [];
};

export const queueContext = async (db: Db, request: StaffRequest): Promise<QueueContext> => ({
  now: request.now,
  hiddenCustomerIds: hiddenCustomerIds(
    (await hiddenCustomers(db)).map((customer) => ({ ...customer, hiddenCustomer: true })),
  ),
  userId: request.caller.userId,
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
  const customerIds = await customerIdsNamed(db, likeLiteral(text));
  const consentJobIds =
    text.length >= CONSENT_KEY_SEARCH_MIN_LENGTH
      ? await jobIdsWithConsentKey(db, crypto.blindIndex(CONSENT_KEY_PURPOSE, text))
      : [];
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

/** List rows → list items, with the consent and collected-data states of the page's jobs. */
const listItems = async (
  db: Db,
  crypto: FieldCrypto,
  rows: readonly JobListRow[],
  now: Date,
): Promise<StaffJobListItem[]> => {
  const ids = rows.map((row) => row.job.id);
  const consentStates = await jobStartConsentStates(db, ids);
  const collected = await collectedDataStatusOfJobs(db, ids);
  return rows.map((row) =>
    toStaffJobListItem(
      crypto,
      {
        ...row,
        consentState: consentStates.get(row.job.id) ?? null,
        collectedDataStatus: collected.get(row.job.id) ?? null,
      },
      now,
    ),
  );
};

/** The audit row of a list read: which jobs' person data (names, masked numbers) were shown. */
const auditList = async (db: Db, request: StaffRequest, list: string, jobs: readonly StaffJobListItem[]) => {
  if (jobs.length === 0) return;
  await recordAudit(db, {
    actor: request.caller,
    action: 'job.list',
    entity: 'job-list',
    entityId: list,
    ip: request.ip,
    details: { jobIds: jobs.map((job) => job.id) },
  });
};

const requireQueue = (caller: Caller, queue: JobQueue) => {
  if (!queuesOf(caller).includes(queue)) throw AppError.forbidden(JOB_MESSAGES.queueNotAllowed);
};

/**
 * GET /jobs: one keyset page of a queue, within the caller's scope, searched. Lists carry names and
 * masked personal numbers, so they need the security policy and are audited like an open.
 */
export const listJobs = (
  { db, crypto }: JobsDeps,
  request: StaffRequest,
  query: JobsQuery,
): Promise<JobsPage> => {
  requireQueue(request.caller, query.queue);
  return db.transaction(async (tx) => {
    await requirePolicyApproval(tx, request.caller);
    const order = queueOrder(query.queue);
    const cursor = query.nextToken ? decodeNextToken(query.nextToken, order) : null;
    const where = await jobListWhere(tx, crypto, request.caller, query, await queueContext(tx, request));
    const rows = await listJobPage(tx, { where, order, cursor, limit: query.pageSize + 1 });
    const page = rows.slice(0, query.pageSize);
    const jobs = await listItems(tx, crypto, page, request.now);
    await auditList(tx, request, query.queue, jobs);
    const last = page.at(-1);
    return {
      jobs,
      nextToken:
        rows.length > query.pageSize && last
          ? encodeNextToken(order, { sortKey: last.sortKey, id: last.job.id })
          : null,
    };
  });
};

/** GET /jobs/counts: how many jobs each queue the caller may list holds (no person data). */
export const countQueues = async ({ db }: JobsDeps, request: StaffRequest): Promise<JobQueueCounts> => {
  const queues = queuesOf(request.caller);
  if (queues.length === 0) throw AppError.forbidden(JOB_MESSAGES.queueNotAllowed);
  const context = await queueContext(db, request);
  return countQueueJobs(
    db,
    staffScopeOf(request.caller),
    Object.fromEntries(
      queues.map((queue) => [
        queue,
        {
          filter: queueFilter(queue, context),
          ...(isStateQueue(queue) ? { counters: countersOfQueue(queue) } : {}),
        },
      ]),
    ) as Record<JobQueue, CountedQueue>,
  );
};

/** The details of an opened job (the caller passed openJobForStaff). */
const detailsOf = async (
  tx: Db,
  crypto: FieldCrypto,
  request: StaffRequest,
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
      order,
      consents,
      emails,
      caller: request.caller,
    },
    request.now,
  );
};

const openDetails = async (tx: Db, crypto: FieldCrypto, request: StaffRequest, jobId: string, via: string) =>
  detailsOf(
    tx,
    crypto,
    request,
    await openJobForStaff(tx, request.caller, jobId, { crypto, ip: request.ip, via }),
  );

/** POST /job/populate: one job with its person data (need-to-know, policy, audit: openJobForStaff). */
export const populateJob = (
  { db, crypto }: JobsDeps,
  request: StaffRequest,
  id: string,
): Promise<StaffJobDetails> => db.transaction((tx) => openDetails(tx, crypto, request, id, 'populate'));

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
export const assignAnalyst = ({ db, crypto }: JobsDeps, request: StaffRequest, input: AssignAnalystRequest) =>
  db.transaction(async (tx) => {
    const job = await lockVisibleJob(tx, request.caller, input.jobId);
    if (input.userId !== null) {
      await requireEnabledMember(tx, input.userId, 'Analyst', JOB_MESSAGES.analystNotFound);
      if (!(ANALYST_ASSIGNABLE_STATES as readonly JobState[]).includes(job.currState)) {
        throw AppError.conflict(JOB_MESSAGES.notAssignable);
      }
    }
    if (job.staffId !== input.userId) {
      await updateJobStaffFields(tx, job.id, {
        staffId: input.userId,
        assignments: [
          ...job.assignments,
          { fromUser: job.staffId, toUser: input.userId, time: request.now.toISOString() },
        ],
      });
      await recordAudit(tx, {
        actor: request.caller,
        action: 'job.assign',
        entity: 'job',
        entityId: job.id,
        ip: request.ip,
        details: { fromUser: job.staffId, toUser: input.userId },
      });
    }
    return openDetails(tx, crypto, request, job.id, 'assign');
  });

/** POST /job/coordinator-notes: replaces the job's notes (encrypted; empty clears them). */
export const saveCoordinatorNotes = (
  { db, crypto }: JobsDeps,
  request: StaffRequest,
  input: CoordinatorNotesRequest,
) =>
  db.transaction(async (tx) => {
    const job = await lockVisibleJob(tx, request.caller, input.id);
    const notes = input.coordinatorNotes.trim() === '' ? null : input.coordinatorNotes;
    await updateJobStaffFields(tx, job.id, {
      coordinatorNotesEnc:
        notes === null ? null : crypto.encryptField(notes, coordinatorNotesContext(job.id)),
    });
    await recordAudit(tx, {
      actor: request.caller,
      action: 'job.coordinator-notes',
      entity: 'job',
      entityId: job.id,
      ip: request.ip,
      details: { fields: ['coordinatorNotes'], cleared: notes === null },
    });
    return openDetails(tx, crypto, request, job.id, 'coordinator-notes');
  });

/**
 * POST /job/approve, /job/reverse and /job/close-unapproved (a report approval that timed out or was
 * declined ends the job without a report: TIMED_OUT or DECLINED; reports.md): the state machine decides
 * with the caller's groups (a refusal is
 * 409, or 403 for groups that may never take the action); answers the job as opened.
 */
export const changeJobState = (
  { db, crypto }: JobsDeps,
  request: StaffRequest,
  id: string,
  action: 'approve' | 'reverse' | 'closeUnapproved',
) =>
  db.transaction(async (tx) => {
    const job = await lockVisibleJob(tx, request.caller, id);
    // Only someone who may open the job may move it.
    await requirePersonDataAccess(tx, request.caller, job);
    const order = await findOrderRow(tx, job.orderId);
    const moved = await transitionJob(tx, job, action, {
      actorGroups: request.caller.groups,
      consentCount: (await consentsOfJob(tx, job.id)).length,
      apiKeyId: order?.apiKeyId ?? null,
      now: request.now,
    });
    await recordAudit(tx, {
      actor: request.caller,
      action: `job.${action}`,
      entity: 'job',
      entityId: job.id,
      ip: request.ip,
      details: { from: job.currState, to: moved.currState },
    });
    return openDetails(tx, crypto, request, job.id, action);
  });

/** GET /staff/analysts, /staff/spi-leaders: enabled users of the group, by e-mail. */
export const staffUsers = (db: Database, group: 'Analyst' | 'SPILeader'): Promise<StaffUserOption[]> =>
  enabledUsersInGroup(db, group, STAFF_USER_LIST_LIMIT);

/** GET /spi-coordinators/jobs?page&size: jobs with an SPI (SPI_JOB_STATES), deadline first. */
export const listSpiJobs = ({ db, crypto }: JobsDeps, request: StaffRequest, query: SpiJobsQuery) =>
  db.transaction(async (tx) => {
    await requirePolicyApproval(tx, request.caller);
    const where = and(
      jobScopeForStaff(request.caller),
      inArray(bkJobs.currState, [...SPI_JOB_STATES]),
    ) as SQL;
    const { rows, total } = await listJobOffsetPage(tx, {
      where,
      limit: query.size,
      offset: query.page * query.size,
    });
    const jobs = await listItems(tx, crypto, rows, request.now);
    await auditList(tx, request, 'spi', jobs);
    return { jobs, paging: { page: query.page, size: query.size, total } };
  });

/** POST /spi-coordinators/updateSpiLeader: sets (or with null clears) the SPI leader of a job with an SPI. */
export const updateSpiLeader = (
  { db, crypto }: JobsDeps,
  request: StaffRequest,
  input: UpdateSpiLeaderRequest,
) =>
  db.transaction(async (tx) => {
    const job = await lockVisibleJob(tx, request.caller, input.jobId);
    if (!(SPI_JOB_STATES as readonly JobState[]).includes(job.currState)) {
      throw AppError.conflict(JOB_MESSAGES.noSpi);
    }
    if (input.userId !== null) {
      await requireEnabledMember(tx, input.userId, 'SPILeader', JOB_MESSAGES.spiLeaderNotFound);
    }
    if (job.spiLeaderId !== input.userId) {
      await updateJobStaffFields(tx, job.id, { spiLeaderId: input.userId });
      await recordAudit(tx, {
        actor: request.caller,
        action: 'job.spi-leader',
        entity: 'job',
        entityId: job.id,
        ip: request.ip,
        details: { fromUser: job.spiLeaderId, toUser: input.userId },
      });
    }
    return openDetails(tx, crypto, request, job.id, 'spi-leader');
  });
