import {
  addStockholmMonths,
  type DeletedDataCategory,
  deletionPolicyOf,
  RETENTION_MONTHS,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import type { SchedulerLogger } from '../../platform/scheduler/scheduler';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { sweepStep } from '../../platform/scheduler/sweep';
import { runCommand } from '../audit';
import { findCustomerById } from '../customers';
import { erasePersonDataOfJob, FINISHED_STATES } from '../orders';
import { caseDataDeleting } from './case-deletion-events';
import { deletedCounts, deletionDueAt, finishedAt, SHORTEST_RETENTION_MONTHS } from './data-deletion.policy';
import {
  findCertificateOfJob,
  finishedJobsWithoutCertificate,
  insertCertificate,
  lockJob,
} from './data-deletion.repository';

/** The scheduled work that removes a deleted case's stored files once the deletion has committed. */
export const REMOVE_CASE_FILES = 'data-deletion.remove-files';

export interface CaseDeletionDeps {
  db: Database;
  crypto: FieldCrypto;
  log?: Pick<SchedulerLogger, 'error'> | undefined;
}

/**
 * Deletes one finished case's personal data if its period has passed (docs/decisions/deletion-policy.md),
 * in one transaction: the job's person (orders), then every module's own rows (`caseDataDeleting`), the
 * certificate and the audit row. The job is locked and everything checked again, so a second sweep, a
 * retry or a case reversed meanwhile does nothing. Answers the certificate's id, or null.
 */
export const deleteCaseIfDue = (deps: CaseDeletionDeps, jobId: string, now: Date): Promise<string | null> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const nothing = { result: null, audit: [] };
    const job = await lockJob(tx, jobId);
    if (!job || (await findCertificateOfJob(tx, jobId))) return nothing;
    const finished = finishedAt(job, FINISHED_STATES);
    const customer = await findCustomerById(tx, job.customerId);
    if (!finished || !customer) return nothing;
    const policy = deletionPolicyOf(customer.data.psConfig);
    if (deletionDueAt(finished, policy) > now) return nothing;

    const counts = new Map<DeletedDataCategory, number>();
    const count = (category: DeletedDataCategory, n: number) =>
      counts.set(category, (counts.get(category) ?? 0) + n);
    const files: string[] = [];
    for (const [category, n] of Object.entries(await erasePersonDataOfJob(tx, deps.crypto, job))) {
      count(category as DeletedDataCategory, n ?? 0);
    }
    await caseDataDeleting.publish(tx, {
      jobId: job.id,
      orderId: job.orderId,
      customerId: job.customerId,
      service: job.service,
      deleted: count,
      removeFiles: (storageKeys) => files.push(...storageKeys),
    });
    if (files.length > 0) await enqueueJob(tx, { kind: REMOVE_CASE_FILES, payload: { storageKeys: files } });
    const certificate = await insertCertificate(tx, {
      jobId: job.id,
      orderId: job.orderId,
      customerId: job.customerId,
      service: job.service,
      policy,
      retentionMonths: RETENTION_MONTHS[policy],
      finishedAt: finished,
      deletedAt: now,
      deleted: deletedCounts(counts),
    });
    return {
      result: certificate.id,
      audit: {
        action: 'case.personal-data.delete',
        entity: 'job',
        entityId: job.id,
        details: {
          certificateId: certificate.id,
          orderId: job.orderId,
          customerId: job.customerId,
          policy,
          retentionMonths: certificate.retentionMonths,
          deleted: certificate.deleted,
        },
      },
    };
  });

const BATCH = 200;

/**
 * One sweep: walks the finished jobs without a certificate that are old enough to be due under the
 * shortest period, and deletes each whose own period has passed, one transaction each; a case that
 * fails is logged by id and the others go on. Answers how many were deleted and how many failed.
 */
export const sweepFinishedCases = async (
  deps: CaseDeletionDeps,
  now: Date,
): Promise<{ deleted: number; failed: number }> => {
  const totals = { deleted: 0, failed: 0 };
  const createdBefore = addStockholmMonths(now, -SHORTEST_RETENTION_MONTHS);
  let after = '';
  for (;;) {
    const candidates = await finishedJobsWithoutCertificate(deps.db, { after, createdBefore, limit: BATCH });
    const last = candidates.at(-1);
    if (!last) return totals;
    after = last.id;
    const due = candidates.filter((job) => {
      const finished = finishedAt(job, FINISHED_STATES);
      return (
        finished !== null && deletionDueAt(finished, deletionPolicyOf({ deletionPolicy: job.policy })) <= now
      );
    });
    const step = await sweepStep(
      due.map((job) => job.id),
      async (id) => (await deleteCaseIfDue(deps, id, now)) !== null,
      { log: deps.log, idName: 'jobId', message: 'deleting a finished case failed' },
    );
    totals.deleted += step.done;
    totals.failed += step.failed;
  }
};
