import { COLLECTION_JOB_STATES, type CollectedDataStatus, type OrderService } from '@granska/domain';
import { type AnyColumn, and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import { customers } from '../customers';
import type { BkJobRow } from '../orders';
import { bkJobs } from '../orders';
import { type CollectedDataRow, collectedData, type NewCollectedDataRow } from './collected-data.schema';

type Db = Database | Transaction;

/**
 * The queue is ordered and paged by the job's deadline, so it reads `bk_jobs` (and the customer's name)
 * in the same query instead of asking the orders module job by job.
 */
export interface RecordWithJob {
  record: CollectedDataRow;
  job: BkJobRow;
  customerName: string;
}

/** Makes the job's record unless it has one (a job re-entering ANALYSING keeps its record). */
export const insertRecordIfMissing = async (db: Db, row: NewCollectedDataRow): Promise<boolean> => {
  const inserted = await db
    .insert(collectedData)
    .values(row)
    .onConflictDoNothing({ target: collectedData.jobId })
    .returning({ id: collectedData.id });
  return inserted.length > 0;
};

const withJob = (db: Db) =>
  db
    .select({ record: collectedData, job: bkJobs, customerName: customers.custName })
    .from(collectedData)
    .innerJoin(bkJobs, eq(bkJobs.id, collectedData.jobId))
    .innerJoin(customers, eq(customers.id, collectedData.customerId));

export const findRecordWithJob = async (
  db: Db,
  by: { id: string } | { jobId: string },
  options: { lock?: boolean } = {},
): Promise<RecordWithJob | undefined> => {
  const where = 'id' in by ? eq(collectedData.id, by.id) : eq(collectedData.jobId, by.jobId);
  const query = withJob(db).where(where).limit(1);
  // Locks the record and its job: a save must not race a state change of the job.
  const [row] = options.lock ? await query.for('update', { of: [collectedData, bkJobs] }) : await query;
  return row;
};

export interface QueueFilter {
  status?: Exclude<CollectedDataStatus, 'DONE'>;
  /** Only jobs of these services (the services the caller may see). */
  services: readonly OrderService[];
}

const queueWhere = (filter: QueueFilter): SQL | undefined =>
  and(
    filter.status ? eq(collectedData.status, filter.status) : ne(collectedData.status, 'DONE'),
    inArray(bkJobs.currState, [...COLLECTION_JOB_STATES]),
    filter.services.length > 0 ? inArray(bkJobs.service, [...filter.services]) : sql`false`,
  );

/** A page of the Inmatningskö: records not DONE of jobs being worked on, nearest deadline first. */
export const listQueueRows = async (
  db: Db,
  query: { filter: QueueFilter; limit: number; offset: number },
): Promise<{ rows: RecordWithJob[]; total: number }> => {
  const where = queueWhere(query.filter);
  const rows = await withJob(db)
    .where(where)
    .orderBy(sql`${bkJobs.deadline} asc nulls last`, asc(collectedData.created), asc(collectedData.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db
    .select({ total: count() })
    .from(collectedData)
    .innerJoin(bkJobs, eq(bkJobs.id, collectedData.jobId))
    .where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
};

export const updateRecord = async (
  db: Db,
  id: string,
  change: Partial<Omit<NewCollectedDataRow, 'id' | 'jobId' | 'customerId' | 'created'>>,
): Promise<CollectedDataRow> =>
  returnedRow(
    await db.update(collectedData).set(change).where(eq(collectedData.id, id)).returning(),
    'collected data update',
  );

/** A job's record status as a column of a query over jobs (null without a record): a list's page query. */
export const collectedDataStatusColumn = (jobId: AnyColumn) =>
  sql<CollectedDataStatus | null>`(select ${collectedData.status} from ${collectedData} where ${collectedData.jobId} = ${jobId})`;

/** The records' statuses by job id (the spec's Job.collectedDataStatus); jobs without one are absent. */
export const statusesOfJobs = async (
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, CollectedDataStatus>> => {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: collectedData.jobId, status: collectedData.status })
    .from(collectedData)
    .where(inArray(collectedData.jobId, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row.status]));
};
