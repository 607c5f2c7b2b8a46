import { backgroundCheckOrderPath, isReportReleased } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { type JobContext, type JobHandler, PermanentJobError } from '../../platform/scheduler/scheduler';
import { runCommand } from '../audit';
import type { FileStorage } from '../file-storage';
import { queueEmail } from '../notifications';
import {
  customerAddressesOfOrder,
  decryptPerson,
  findJobRow,
  findOrderRow,
  setReportPdfReady,
} from '../orders';
import { REPORT_READY_CATEGORY, reportReadyEmail } from './report-messages';
import { buildReportModel } from './report-model';
import { renderReportPdf } from './report-pdf';
import {
  PDF_VARIANTS,
  pdfStorageKey,
  pdfVariantKey,
  RENDER_REPORT_PDF,
  type RenderReportPdfPayload,
} from './report-pdf-requests';
import { gatherReportInputs } from './report-sources';
import { findReportOfJob, recordPdfOutcome, updateReport } from './reports.repository';

export interface ReportJobsDeps {
  db: Database;
  crypto: FieldCrypto;
  files: FileStorage;
  /** The web app's address: the customer's link in the "report ready" e-mail. */
  publicUrl: string;
  now?: () => Date;
}

const payloadOf = (payload: Record<string, unknown>): RenderReportPdfPayload => {
  const { jobId, version } = payload;
  if (typeof jobId !== 'string' || typeof version !== 'number') {
    throw new PermanentJobError('render payload without jobId and version');
  }
  return { jobId, version };
};

const removeQuietly = async (files: FileStorage, storageKey: string) => {
  for (const variant of PDF_VARIANTS)
    await files.delete(pdfVariantKey(storageKey, variant)).catch(() => undefined);
};

/** Whether the rendered version was recorded, and the storage key of the PDF it replaced. */
type RecordedPdf = { kept: false } | { kept: true; previous: string | null };

/**
 * Renders one version of a report's PDF, both variants (with and without risk grades), stores them
 * encrypted and records them, unless a newer version was asked for meanwhile (then this one is simply
 * dropped). Once the job is released (APPROVED) the customer's orderer and recipients are told, once.
 * Idempotent: a second run of the same version renders and stores the same thing again.
 */
export const renderReportVersion = async (
  deps: ReportJobsDeps,
  payload: RenderReportPdfPayload,
): Promise<'stored' | 'superseded'> => {
  const now = deps.now?.() ?? new Date();
  // Only reads what the render needs; the stored PDF's audit row comes with recording it, below.
  const inputs = await deps.db.transaction(async (tx) => {
    const report = await findReportOfJob(tx, payload.jobId);
    const job = await findJobRow(tx, payload.jobId);
    if (!report || !job || report.pdfVersion !== payload.version) return null;
    const person = decryptPerson(deps.crypto, job);
    return {
      reportId: report.id,
      inputs: await gatherReportInputs(tx, deps.crypto, { job, person, report, preview: false, now }),
    };
  });
  if (!inputs) return 'superseded';
  const model = buildReportModel(inputs.inputs);
  const storageKey = pdfStorageKey(inputs.reportId, payload.version);
  for (const variant of PDF_VARIANTS) {
    const bytes = await renderReportPdf(model, { withRiskGrades: variant === 'with-risk-grades' });
    await deps.files.put(pdfVariantKey(storageKey, variant), bytes);
  }
  const stored = await runCommand<RecordedPdf>(deps.db, { system: true, now }, async (tx) => {
    const before = await findReportOfJob(tx, payload.jobId);
    const recorded = await recordPdfOutcome(tx, payload.jobId, payload.version, {
      pdfStatus: 'ready',
      pdfStorageKey: storageKey,
      pdfGeneratedAt: now,
    });
    if (!recorded) return { result: { kept: false }, audit: [] };
    await setReportPdfReady(tx, payload.jobId, true);
    const job = await findJobRow(tx, payload.jobId);
    if (job && isReportReleased(job.currState) && !recorded.customerNotifiedAt) {
      const order = await findOrderRow(tx, job.orderId);
      if (order) {
        const message = reportReadyEmail({
          orderId: order.id,
          jobId: job.id,
          orderUrl: `${deps.publicUrl}${backgroundCheckOrderPath(order.id)}`,
        });
        for (const to of await customerAddressesOfOrder(tx, order)) {
          await queueEmail(tx, deps.crypto, {
            to,
            subject: message.subject,
            text: message.text,
            category: REPORT_READY_CATEGORY,
          });
        }
      }
      await updateReport(tx, recorded.id, { customerNotifiedAt: now });
    }
    return {
      result: { kept: true, previous: before?.pdfStorageKey ?? null },
      audit: {
        action: 'report.pdf',
        entity: 'report',
        entityId: recorded.id,
        details: { jobId: payload.jobId, version: payload.version, jobState: job?.currState ?? null },
      },
    };
  });
  if (!stored.kept) {
    await removeQuietly(deps.files, storageKey);
    return 'superseded';
  }
  if (stored.previous && stored.previous !== storageKey) await removeQuietly(deps.files, stored.previous);
  return 'stored';
};

/** The reports module's scheduled work, for main.ts's scheduler: one-off renders of report PDFs. */
export const reportJobs = (deps: ReportJobsDeps): JobHandler[] => [
  {
    kind: RENDER_REPORT_PDF,
    handle: async (payload, context: JobContext) => {
      const request = payloadOf(payload);
      try {
        await renderReportVersion(deps, request);
      } catch (error) {
        if (context.isLastAttempt || error instanceof PermanentJobError) {
          await recordPdfOutcome(deps.db, request.jobId, request.version, { pdfStatus: 'failed' });
        }
        throw error;
      }
    },
  },
];
