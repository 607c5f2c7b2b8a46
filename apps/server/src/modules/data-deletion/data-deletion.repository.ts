import type { DeletedDataCount, DeletionPolicy, JobService } from '@granska/domain';
import { and, asc, desc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { customers } from '../customers';
import { bkJobs, FINISHED_STATES } from '../orders';
import { type CaseDeletionCertificateRow, caseDeletionCertificates } from './data-deletion.schema';

type Db = Database | Transaction;

/**
 * Finished jobs without a certificate, created before `createdBefore` (none later can be due), after the
 * id `after`, by id: the sweep's walk. The policy is the customer's now.
 */
export const finishedJobsWithoutCertificate = (
  db: Db,
  { after, createdBefore, limit }: { after: string; createdBefore: Date; limit: number },
) =>
  db
    .select({
      id: bkJobs.id,
      currState: bkJobs.currState,
      jobStateLog: bkJobs.jobStateLog,
      policy: sql<DeletionPolicy | null>`${customers.data}->'psConfig'->>'deletionPolicy'`,
    })
    .from(bkJobs)
    .innerJoin(customers, eq(customers.id, bkJobs.customerId))
    .where(
      and(
        inArray(bkJobs.currState, [...FINISHED_STATES]),
        lte(bkJobs.created, createdBefore),
        gt(bkJobs.id, after),
        notExists(
          db
            .select({ one: sql`1` })
            .from(caseDeletionCertificates)
            .where(eq(caseDeletionCertificates.jobId, bkJobs.id)),
        ),
      ),
    )
    .orderBy(asc(bkJobs.id))
    .limit(limit);

export const lockJob = async (tx: Transaction, jobId: string) =>
  (await tx.select().from(bkJobs).where(eq(bkJobs.id, jobId)).for('update'))[0];

export const findCertificateOfJob = async (db: Db, jobId: string) =>
  (await db.select().from(caseDeletionCertificates).where(eq(caseDeletionCertificates.jobId, jobId)))[0];

export const insertCertificate = async (
  tx: Transaction,
  row: {
    jobId: string;
    orderId: string;
    customerId: string;
    service: JobService;
    policy: DeletionPolicy;
    retentionMonths: number;
    finishedAt: Date;
    deletedAt: Date;
    deleted: DeletedDataCount[];
  },
): Promise<CaseDeletionCertificateRow> => {
  const [inserted] = await tx.insert(caseDeletionCertificates).values(row).returning();
  if (!inserted) throw new Error('certificate insert returned no row');
  return inserted;
};

/** A customer's certificates, newest deletion first (then id, so pages never overlap). */
export const certificatesOfCustomer = (db: Db, customerId: string, page: { limit: number; offset: number }) =>
  pageOfRows(db, caseDeletionCertificates, {
    where: eq(caseDeletionCertificates.customerId, customerId),
    orderBy: [desc(caseDeletionCertificates.deletedAt), asc(caseDeletionCertificates.id)],
    ...page,
  });

export const findCertificate = async (db: Db, id: string) =>
  (await db.select().from(caseDeletionCertificates).where(eq(caseDeletionCertificates.id, id)))[0];
