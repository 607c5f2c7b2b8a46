import {
  CONSENT_MESSAGES,
  REPORT_MESSAGES,
  type ReportComments,
  type ReportReading,
  type SaveReportCommentRequest,
  shortId,
} from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runAuditedRead, runCommand } from '../audit';
import { findCustomerById } from '../customers';
import type { FileStorage } from '../file-storage';
import { consentsOfJob, decryptPerson } from '../orders';
import {
  buildReportModel,
  findReportOfJob,
  gatherReportInputs,
  newestReportApproval,
  pdfVariantForPerson,
  pdfVariantKey,
  reportCommentsOf,
  reportReadingOf,
  withComment,
} from '../reports';
import { possibleAnswers } from './consent.policy';
import {
  type ConsentWithJob,
  lockConsentWithJob,
  markReportOpened,
  saveReportComments,
} from './consent.repository';
import { type ConsentDeps, openConsent, situationOf } from './consent.service';

/**
 * The person reads the report they are asked to approve (ReportApproval), through the consent link's
 * key: the content in the page, the PDF as a download, and a comment per part that staff read on the
 * job. Reading is recorded on the consent (`report_opened_at`) and audited; approving needs it
 * (consent.policy's approvalNeedsReading). docs/decisions/reports.md.
 */
export type ReportReadingDeps = Pick<ConsentDeps, 'db' | 'crypto'> & { files: FileStorage };

/**
 * The consent, its job and the finished report, locked: only a report approval's link, only the job's
 * newest approval request, and only a finished report (a report reversed to a draft is not shown).
 */
const lockReadable = async (tx: Transaction, consentId: string) => {
  const locked = await lockConsentWithJob(tx, consentId);
  const notFound = AppError.notFound(CONSENT_MESSAGES.notFound);
  if (locked?.consent.consentType !== 'ReportApproval') throw notFound;
  if (newestReportApproval(await consentsOfJob(tx, locked.job.id))?.id !== locked.consent.id) throw notFound;
  const report = await findReportOfJob(tx, locked.job.id);
  if (!report || report.state === 'DRAFT') throw AppError.conflict(REPORT_MESSAGES.notFinal);
  return { locked, report };
};

const canComment = (locked: ConsentWithJob): boolean => possibleAnswers(situationOf(locked)).length > 0;

const audit = (locked: ConsentWithJob, action: string, details = {}): CommandAudit => ({
  action,
  entity: 'consent',
  entityId: locked.consent.id,
  details: { jobId: locked.job.id, orderId: locked.job.orderId, ...details },
});

const personVariantOf = async (tx: Transaction, locked: ConsentWithJob) =>
  pdfVariantForPerson((await findCustomerById(tx, locked.job.customerId))?.data.bkConfig);

/** POST /consent/report: the report's content as the PDF has it, and the person's comments so far. */
export const readReportForApproval = async (
  deps: ReportReadingDeps,
  context: PublicRequestContext,
  consentKey: string,
): Promise<ReportReading> => {
  const { now } = context;
  // Found before the transaction: PGlite has one connection, so no query may run beside an open one.
  const { consent } = await openConsent(deps, consentKey, now);
  return runAuditedRead(deps.db, context, async (tx) => {
    const { locked, report } = await lockReadable(tx, consent.id);
    const inputs = await gatherReportInputs(tx, deps.crypto, {
      job: locked.job,
      person: decryptPerson(deps.crypto, locked.job),
      report,
      preview: false,
      now,
    });
    const variant = await personVariantOf(tx, locked);
    await markReportOpened(tx, locked.consent.id, now);
    return {
      result: reportReadingOf(buildReportModel(inputs), {
        withRiskGrades: variant === 'with-risk-grades',
        comments: reportCommentsOf(deps.crypto, locked.consent),
        canComment: canComment(locked),
      }),
      audit: audit(locked, 'consent.report.read', { variant }),
    };
  });
};

/** POST /consent/report/pdf: the stored PDF of the report (409 until scheduled work has rendered it). */
export const reportPdfForApproval = async (
  deps: ReportReadingDeps,
  context: PublicRequestContext,
  consentKey: string,
): Promise<{ filename: string; bytes: Buffer }> => {
  const { consent } = await openConsent(deps, consentKey, context.now);
  const found = await runAuditedRead(deps.db, context, async (tx) => {
    const { locked, report } = await lockReadable(tx, consent.id);
    if (report.pdfStatus !== 'ready' || !report.pdfStorageKey) {
      throw AppError.conflict(REPORT_MESSAGES.notReady);
    }
    const variant = await personVariantOf(tx, locked);
    await markReportOpened(tx, locked.consent.id, context.now);
    return {
      result: { jobId: locked.job.id, key: pdfVariantKey(report.pdfStorageKey, variant) },
      audit: audit(locked, 'consent.report.pdf', { variant }),
    };
  });
  return { filename: `rapport-${shortId(found.jobId)}.pdf`, bytes: await deps.files.get(found.key) };
};

/**
 * POST /consent/report/comment: sets the person's comment on one part of the report while the approval
 * can still be answered (else 409); an empty text removes it. Stored encrypted; staff read it on the job.
 */
export const saveReportComment = async (
  deps: ReportReadingDeps,
  context: PublicRequestContext,
  request: SaveReportCommentRequest,
): Promise<ReportComments> => {
  const { consent } = await openConsent(deps, request.consentKey, context.now);
  return runCommand(deps.db, context, async (tx) => {
    const { locked } = await lockReadable(tx, consent.id);
    if (!canComment(locked)) throw AppError.conflict(CONSENT_MESSAGES.notPossible);
    const commentsEnc = withComment(deps.crypto, locked.consent, {
      target: request.target,
      text: request.text,
      time: context.now,
    });
    await saveReportComments(tx, locked.consent.id, commentsEnc);
    return {
      result: { comments: reportCommentsOf(deps.crypto, { id: locked.consent.id, commentsEnc }) },
      audit: audit(locked, 'consent.report.comment', {
        target: request.target,
        removed: request.text === '',
      }),
    };
  });
};
