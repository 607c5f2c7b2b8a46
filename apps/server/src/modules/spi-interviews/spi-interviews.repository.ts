import { SPI_JOB_STATES } from '@granska/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { customers } from '../customers';
import { type BkJobRow, bkJobs, workOrder } from '../orders';
import { type SpiReportRow, spiReports } from './spi-interviews.schema';

type Db = Database | Transaction;

/** The jobs whose SPI the user leads and that are at the interview (ANALYSING or INTERVIEWING). */
const ledBy = (userId: string): SQL =>
  and(eq(bkJobs.spiLeaderId, userId), inArray(bkJobs.currState, [...SPI_JOB_STATES])) as SQL;

/** One page of the SPI leader's jobs, deadline first (the spi_leader index), with the customer's name. */
export const listLedJobs = async (
  db: Db,
  query: { userId: string; limit: number; offset: number },
): Promise<{ rows: { job: BkJobRow; customerName: string }[]; total: number }> => {
  const rows = await db
    .select({ job: bkJobs, customerName: customers.custName })
    .from(bkJobs)
    .innerJoin(customers, eq(customers.id, bkJobs.customerId))
    .where(ledBy(query.userId))
    .orderBy(asc(workOrder(bkJobs.deadline)), asc(bkJobs.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(bkJobs).where(ledBy(query.userId));
  return { rows, total: Number(totalRow?.total ?? 0) };
};

export const findSpiReport = async (db: Db, jobId: string): Promise<SpiReportRow | undefined> =>
  (await db.select().from(spiReports).where(eq(spiReports.jobId, jobId)).limit(1))[0];

/** Writes the job's report, replacing an earlier one; answers the storage key it replaced, if any. */
export const upsertSpiReport = async (db: Db, row: SpiReportRow): Promise<string | null> => {
  const earlier = await findSpiReport(db, row.jobId);
  const { jobId: _jobId, ...change } = row;
  await db.insert(spiReports).values(row).onConflictDoUpdate({ target: spiReports.jobId, set: change });
  return earlier && earlier.storageKey !== row.storageKey ? earlier.storageKey : null;
};

export const deleteSpiReportsOfJob = async (db: Db, jobId: string): Promise<string[]> =>
  (
    await db.delete(spiReports).where(eq(spiReports.jobId, jobId)).returning({ key: spiReports.storageKey })
  ).map((row) => row.key);
