import { type ScreeningReferenceCheckView, SPI_MESSAGES } from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import { accessJobForStaff, jobOpenAudit } from '../staff-access';
import type { RtOrderRow } from './reference-checks.schema';
import { findOrderRow } from './reference-orders.repository';
import type { ReferenceDeps } from './reference-orders.service';
import { pdfFile, reportOf } from './reference-report';

/**
 * What the staff of a security screening see of the reference check ordered with it (spiDetails.refCheckId,
 * docs/decisions/spi-interviews.md): the job's access rules (need-to-know, the security policy), and
 * each read audited as an open of the job.
 */

type ReadDeps = Pick<ReferenceDeps, 'db' | 'crypto'>;

/** The job as the caller may open it, and its reference check (none when not ordered or not the job's customer's). */
const referenceCheckOfJob = async (
  tx: Database | Transaction,
  deps: ReadDeps,
  context: RequestContext,
  jobId: string,
) => {
  const { job } = await accessJobForStaff(tx, context.caller, jobId, deps.crypto);
  const id = job.spiDetails?.refCheckId;
  const order = id ? await findOrderRow(tx, id) : undefined;
  return { job, order: order?.customerId === job.customerId ? order : undefined };
};

/** GET /jobs/{id}/reference-check: its state and how many referees answered; null when none is ordered. */
export const readScreeningReferenceCheck = (deps: ReadDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { job, order } = await referenceCheckOfJob(tx, deps, context, jobId);
    return {
      result: order ? await viewOf(tx, deps, order) : null,
      audit: [jobOpenAudit(job, 'reference-check')],
    };
  });

const viewOf = async (
  tx: Database | Transaction,
  deps: ReadDeps,
  order: RtOrderRow,
): Promise<ScreeningReferenceCheckView> => {
  const { report, references } = await reportOf(tx, deps, order);
  return {
    id: order.id,
    state: order.state,
    created: order.created.toISOString(),
    referees: references.length,
    answered: report.answered,
    declined: report.declined,
  };
};

/** GET /jobs/{id}/reference-check/report: the whole report in clear as a PDF; each download audited. */
export const readScreeningReferenceReport = (deps: ReadDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { job, order } = await referenceCheckOfJob(tx, deps, context, jobId);
    if (!order) throw AppError.notFound(SPI_MESSAGES.referenceCheckNotFound);
    const parts = await reportOf(tx, deps, order);
    return {
      result: await pdfFile({ ...parts, decrypted: true, crypto: deps.crypto }),
      audit: [
        jobOpenAudit(job, 'reference-check-report'),
        {
          action: 'reference-order.pdf-decrypted',
          entity: 'reference-order',
          entityId: order.id,
          details: { jobId: job.id, referenceIds: parts.references.map((reference) => reference.id) },
        },
      ],
    };
  });
