import { SPI_JOB_STATES } from '@granska/domain';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { customers } from '../customers';
import { type BkJobRow, bkJobs, workOrder } from '../orders';
import { type SpiProtocolRow, type SpiReportRow, spiProtocols, spiReports } from './spi-interviews.schema';

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

export const setReportFileSha256 = async (db: Db, jobId: string, fileSha256: string): Promise<void> => {
  await db.update(spiReports).set({ fileSha256 }).where(eq(spiReports.jobId, jobId));
};

export const deleteSpiReportsOfJob = async (db: Db, jobId: string): Promise<string[]> =>
  (
    await db.delete(spiReports).where(eq(spiReports.jobId, jobId)).returning({ key: spiReports.storageKey })
  ).map((row) => row.key);

// The interview protocol's signatures

export type ProtocolSigner = 'person' | 'leader';

const orderColumn = (signer: ProtocolSigner) =>
  signer === 'person' ? spiProtocols.personOrderRef : spiProtocols.leaderOrderRef;
const orderField = (signer: ProtocolSigner) => (signer === 'person' ? 'personOrderRef' : 'leaderOrderRef');

export const findProtocol = async (db: Db, jobId: string): Promise<SpiProtocolRow | undefined> =>
  (await db.select().from(spiProtocols).where(eq(spiProtocols.jobId, jobId)).limit(1))[0];

export const lockProtocol = async (tx: Transaction, jobId: string): Promise<SpiProtocolRow | undefined> =>
  (await tx.select().from(spiProtocols).where(eq(spiProtocols.jobId, jobId)).for('update'))[0];

export const findProtocolByKeyHash = async (db: Db, keyHash: string): Promise<SpiProtocolRow | undefined> =>
  (await db.select().from(spiProtocols).where(eq(spiProtocols.linkKeyHash, keyHash)).limit(1))[0];

/** The job's protocol row, made (unsigned, no link) when it has none. */
export const ensureProtocol = async (tx: Transaction, jobId: string): Promise<SpiProtocolRow> => {
  await tx.insert(spiProtocols).values({ jobId }).onConflictDoNothing({ target: spiProtocols.jobId });
  const row = await lockProtocol(tx, jobId);
  if (!row) throw new Error('protocol row vanished in its own transaction');
  return row;
};

export const updateProtocol = async (
  db: Db,
  jobId: string,
  change: Partial<Omit<SpiProtocolRow, 'jobId'>>,
): Promise<void> => {
  await db.update(spiProtocols).set(change).where(eq(spiProtocols.jobId, jobId));
};

/** Records the signer's BankID order as open, only if none is; false when another request got there first. */
export const claimProtocolOrder = async (
  db: Db,
  jobId: string,
  signer: ProtocolSigner,
  orderRef: string,
): Promise<boolean> =>
  (
    await db
      .update(spiProtocols)
      .set({ [orderField(signer)]: orderRef })
      .where(and(eq(spiProtocols.jobId, jobId), isNull(orderColumn(signer))))
      .returning({ jobId: spiProtocols.jobId })
  ).length > 0;

/** Forgets the signer's open order, if it is still `orderRef`. */
export const clearProtocolOrder = async (
  db: Db,
  jobId: string,
  signer: ProtocolSigner,
  orderRef: string,
): Promise<void> => {
  await db
    .update(spiProtocols)
    .set({ [orderField(signer)]: null })
    .where(and(eq(spiProtocols.jobId, jobId), eq(orderColumn(signer), orderRef)));
};

/** The protocol's link and signatures go (a new finalization, the case's deletion); how many rows. */
export const deleteProtocolOfJob = async (db: Db, jobId: string): Promise<number> =>
  (
    await db
      .delete(spiProtocols)
      .where(eq(spiProtocols.jobId, jobId))
      .returning({ jobId: spiProtocols.jobId })
  ).length;
