import type { CollectedDataStatus, ConsentState } from '@granska/domain';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { collectedDataStatusColumn } from '../collected-data';
import { customers } from '../customers';
import { userGroups, users } from '../identity';
import { type BkJobRow, bkConsents, bkJobs, pendingActivationTime, workOrder } from '../orders';
import { bkJobCounts } from './jobs.schema';
import type { QueueOrder } from './work-queue-filters';

type Db = Database | Transaction;

/** The job row, locked for this transaction (assignment, notes, state changes). */
export const lockJobRow = async (db: Db, id: string): Promise<BkJobRow | undefined> =>
  (await db.select().from(bkJobs).where(eq(bkJobs.id, id)).limit(1).for('update'))[0];

export const updateJobStaffFields = async (
  db: Db,
  id: string,
  change: Partial<
    Pick<BkJobRow, 'staffId' | 'assignments' | 'spiLeaderId' | 'spiDetails' | 'coordinatorNotesEnc'>
  >,
): Promise<BkJobRow> => {
  const [updated] = await db.update(bkJobs).set(change).where(eq(bkJobs.id, id)).returning();
  if (!updated) throw new Error('job update returned nothing');
  return updated;
};

// Lists

/** A job with what a list shows beside it: its customer's name and its analyst's and SPI leader's e-mail. */
export interface JobListRow {
  job: BkJobRow;
  customerName: string;
  analystEmail: string | null;
  spiLeaderEmail: string | null;
  /** The state of the job's newest JobStart consent. */
  consentState: ConsentState | null;
  collectedDataStatus: CollectedDataStatus | null;
  /** The waiting schedule's time (ISO), null when none waits. */
  activationTime: string | null;
  /** The sort key as exact text (microseconds, UTC; 'infinity' for no deadline): the next page's cursor. */
  sortKey: string;
}

/** Where a page starts: after the row with this sort key and id. */
export interface Cursor {
  sortKey: string;
  id: string;
}

const analysts = aliasedTable(users, 'analyst');
const spiLeaders = aliasedTable(users, 'spi_leader');

const exactUtc = (column: SQL | typeof bkJobs.created) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const SORT = {
  deadline: {
    key: sql<string>`case when ${bkJobs.deadline} is null then 'infinity' else ${exactUtc(
      sql`${bkJobs.deadline}`,
    )} end`,
    after: (cursor: Cursor) =>
      sql`(${workOrder(bkJobs.deadline)}, ${bkJobs.id}) > (${cursor.sortKey}::timestamptz, ${cursor.id})`,
    orderBy: [asc(workOrder(bkJobs.deadline)), asc(bkJobs.id)],
  },
  newest: {
    key: exactUtc(bkJobs.created),
    after: (cursor: Cursor) =>
      sql`(${bkJobs.created}, ${bkJobs.id}) < (${cursor.sortKey}::timestamptz, ${cursor.id})`,
    orderBy: [desc(bkJobs.created), desc(bkJobs.id)],
  },
} as const;

const listSelection = (order: QueueOrder) => ({
  job: bkJobs,
  customerName: customers.custName,
  analystEmail: analysts.email,
  spiLeaderEmail: spiLeaders.email,
  consentState: sql<ConsentState | null>`(select ${bkConsents.state} from ${bkConsents} where ${bkConsents.jobId} = ${bkJobs.id} and ${bkConsents.consentType} = 'JobStart' order by ${bkConsents.createTime} desc, ${bkConsents.id} desc limit 1)`,
  collectedDataStatus: collectedDataStatusColumn(bkJobs.id),
  activationTime: pendingActivationTime(bkJobs.id),
  sortKey: SORT[order].key,
});

export interface JobPageQuery {
  where: SQL;
  order: QueueOrder;
  cursor: Cursor | null;
  limit: number;
}

/** One keyset page of the jobs matching `where`, in the queue's order, starting after `cursor`. */
export const listJobPage = (db: Db, query: JobPageQuery): Promise<JobListRow[]> => jobPageQuery(db, query);

/** The page's rows with their customer's name and their analyst's and SPI leader's e-mail. */
const withListJoins = (db: Db, order: QueueOrder, page: ReturnType<typeof pageIds>) =>
  db
    .select(listSelection(order))
    .from(page)
    .innerJoin(bkJobs, eq(bkJobs.id, page.id))
    .innerJoin(customers, eq(customers.id, bkJobs.customerId))
    .leftJoin(analysts, eq(analysts.id, bkJobs.staffId))
    .leftJoin(spiLeaders, eq(spiLeaders.id, bkJobs.spiLeaderId))
    .orderBy(...SORT[order].orderBy);

/**
 * The ids of one page, chosen on bk_jobs alone: with joins in the same query block the planner may hash
 * every row after a deep cursor before it sorts and limits; a limited subquery walks the index and stops.
 */
const pageIds = (db: Db, query: JobPageQuery & { offset?: number }) => {
  const sort = SORT[query.order];
  const ids = db
    .select({ id: bkJobs.id })
    .from(bkJobs)
    .where(and(query.where, query.cursor ? sort.after(query.cursor) : undefined))
    .orderBy(...sort.orderBy)
    .limit(query.limit);
  return (query.offset ? ids.offset(query.offset) : ids).as('page');
};

/** listJobPage's query, unexecuted (the benchmark explains it). */
export const jobPageQuery = (db: Db, query: JobPageQuery) =>
  withListJoins(db, query.order, pageIds(db, query));

/** One offset page (page and size) of the jobs matching `where`, deadline first, and the total. */
export const listJobOffsetPage = async (
  db: Db,
  query: { where: SQL; limit: number; offset: number },
): Promise<{ rows: JobListRow[]; total: number }> => {
  const page = pageIds(db, { order: 'deadline', cursor: null, ...query });
  const rows = await withListJoins(db, 'deadline', page);
  const [totalRow] = await db.select({ total: count() }).from(bkJobs).where(query.where);
  return { rows, total: Number(totalRow?.total ?? 0) };
};

export interface CountedQueue {
  /** The queue's counters in bk_job_counts: its jobs of the services seen whole. */
  counters?: SQL;
  /** The queue's filter on bk_jobs: the rest of its jobs in the scope (all of them without counters). */
  filter: SQL;
}

/**
 * How many jobs each queue holds, in one statement that reads no more than it counts: a queue with
 * counters sums them over `services` and counts the `assigned` jobs of other services from bk_jobs;
 * another counts its jobs within `services` or `assigned` through the indexes its filter names.
 */
export const countQueueJobs = async <K extends string>(
  db: Db,
  scope: { services: readonly string[]; assigned: SQL | undefined },
  queues: Readonly<Record<K, CountedQueue>>,
): Promise<Record<K, number>> => {
  const entries = Object.entries(queues) as [K, CountedQueue][];
  if (entries.length === 0) return {} as Record<K, number>;
  const services =
    scope.services.length > 0
      ? inArray(bkJobs.service, [...scope.services] as BkJobRow['service'][])
      : undefined;
  const countOf = (where: SQL | undefined) =>
    where ? sql`(select count(*) from ${bkJobs} where ${where})` : sql`0`;
  const expressions = entries.map(([key, queue]) => {
    const total = queue.counters
      ? sql`${
          scope.services.length > 0
            ? sql`(select coalesce(sum(${bkJobCounts.jobs}), 0) from ${bkJobCounts} where ${inArray(bkJobCounts.service, [...scope.services])} and ${queue.counters})`
            : sql`0`
        } + ${countOf(scope.assigned ? and(scope.assigned, queue.filter) : undefined)}`
      : countOf(and(or(services, scope.assigned) ?? sql`false`, queue.filter));
    return sql`${total} as ${sql.identifier(key)}`;
  });
  const result = await db.execute(sql`select ${sql.join(expressions, sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return Object.fromEntries(entries.map(([key]) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;
};

/**
 * What a staff search matches besides job and order ids, in one round trip: the customers whose name
 * contains the text (case-insensitive; the text is a LIKE literal) and the jobs with a consent whose key
 * has the keyed hash (none when there is no hash).
 */
export const searchMatches = async (
  db: Db,
  { nameLike, consentKeyHash }: { nameLike: string; consentKeyHash: string | null },
): Promise<{ customerIds: string[]; consentJobIds: string[] }> => {
  const named = db
    .select({ consent: sql<boolean>`false`, id: customers.id })
    .from(customers)
    .where(ilike(customers.custName, `%${nameLike}%`));
  const rows = consentKeyHash
    ? await named.unionAll(
        db
          .select({ consent: sql<boolean>`true`, id: bkConsents.jobId })
          .from(bkConsents)
          .where(eq(bkConsents.keyHash, consentKeyHash)),
      )
    : await named;
  return {
    customerIds: rows.filter((row) => !row.consent).map((row) => row.id),
    consentJobIds: rows.filter((row) => row.consent).map((row) => row.id),
  };
};

export const customerNameOf = async (db: Db, customerId: string): Promise<string> =>
  (await db.select({ name: customers.custName }).from(customers).where(eq(customers.id, customerId)))[0]
    ?.name ?? '';

// Staff users

export const emailsOfUsers = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
};

/** Enabled users in the group, by e-mail, at most `limit`. */
export const enabledUsersInGroup = (
  db: Db,
  group: string,
  limit: number,
): Promise<{ id: string; email: string }[]> =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userGroups, and(eq(userGroups.userId, users.id), eq(userGroups.group, group)))
    .where(eq(users.enabled, true))
    .orderBy(asc(users.email))
    .limit(limit);

/** Whether the user exists, is enabled and is in the group. */
export const isEnabledUserInGroup = async (db: Db, userId: string, group: string): Promise<boolean> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userGroups, and(eq(userGroups.userId, users.id), eq(userGroups.group, group)))
      .where(and(eq(users.id, userId), eq(users.enabled, true)))
      .limit(1)
  ).length > 0;

export const anyOf = (...parts: (SQL | undefined)[]): SQL => or(...parts) ?? sql`false`;
