import {
  isProtectiveSecurityService,
  isReportEditable,
  isReportReleased,
  LFD_MESSAGES,
  nextJobState,
  type PreviewReportRequest,
  PS_ORDER_MESSAGES,
  REPORT_IMAGE_MAX_PAGES,
  REPORT_MESSAGES,
  ReportContent,
  type ReportFile,
  type ReportImage,
  type ReportView,
  reportSectionsOf,
  type SaveReportRequest,
  shortId,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { type CommandAudit, type CommandOutcome, runAuditedRead, runCommand } from '../audit';
import { addConsentDays, sendConsentLink } from '../consent-links';
import { findCustomerByCustNo, findCustomerById } from '../customers';
import type { FileStorage } from '../file-storage';
import { lockJobRow } from '../jobs';
import {
  type BkJobRow,
  consentsOfJob,
  findOrderRow,
  insertConsent,
  jobsOfOrders,
  mayDownloadReport,
  maySeeOrderOfAnyArea,
  type PersonData,
  pendingSchedulesOfJobs,
  recordConsentOutcome,
  scheduleView,
  transitionJobAsCaller,
} from '../orders';
import { accessJobForStaff, jobOpenAudit } from '../staff-access';
import { reportCommentsOf } from './report-comments';
import { decryptContent, encryptContent } from './report-content';
import { pdfPagesAsPng, TooManyPagesError } from './report-images';
import { buildReportModel, type ReportInputs } from './report-model';
import { renderReportPdf } from './report-pdf';
import { pdfVariantKey } from './report-pdf-requests';
import { gatherReportInputs, newestReportApproval } from './report-sources';
import { pdfVariantFor, REPORT_APPROVAL_REQUIRED } from './reports.policy';
import { findReportOfJob, insertReport, lockReportOfJob, updateReport } from './reports.repository';
import type { ReportRow } from './reports.schema';

export interface ReportsDeps {
  db: Database;
  crypto: FieldCrypto;
  files: FileStorage;
  /** The web app's address: the person's approval link. */
  publicUrl: string;
  /** Days the person has to approve the report (the consent time-out, CONSENT_TIMEOUT_DAYS). */
  consentTimeoutDays: number;
}

const PDF_TYPE = 'application/pdf' as const;

const reportFile = (jobId: string, bytes: Buffer, preview: boolean): ReportFile => ({
  jobId,
  filename: `${preview ? 'forhandsgranskning' : 'rapport'}-${shortId(jobId)}.pdf`,
  type: PDF_TYPE,
  data: bytes.toString('base64'),
});

/** Previews render on the request path: at most this many at once per process; more are told to wait. */
const MAX_PREVIEWS_AT_ONCE = 2;
let previewsUnderWay = 0;

const renderPreview = async <T>(render: () => Promise<T>): Promise<T> => {
  if (previewsUnderWay >= MAX_PREVIEWS_AT_ONCE) {
    throw new AppError('TOO_MANY_REQUESTS', REPORT_MESSAGES.previewBusy);
  }
  previewsUnderWay += 1;
  try {
    return await render();
  } finally {
    previewsUnderWay -= 1;
  }
};

/**
 * The job opened for report work (need-to-know, policy), then locked with its report; `opened` is the
 * open's audit row, which the command or audited read writes with its own.
 */
export const openForReport = async (
  tx: Transaction,
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
) => {
  const accessed = await accessJobForStaff(tx, context.caller, jobId, deps.crypto);
  const job = (await lockJobRow(tx, jobId)) ?? accessed.job;
  const report = await lockReportOfJob(tx, jobId);
  return { job, person: accessed.person, report, opened: jobOpenAudit(accessed.job, 'report') };
};

const toView = async (
  tx: Transaction,
  deps: ReportsDeps,
  caller: Caller,
  job: BkJobRow,
  report: ReportRow | undefined,
): Promise<ReportView> => {
  const content = report ? decryptContent(deps.crypto, report) : { summary: '', sections: {} };
  const sections = reportSectionsOf(job);
  for (const key of Object.keys(content.sections) as (keyof typeof content.sections)[]) {
    if (!sections.includes(key) && content.sections[key]) sections.push(key);
  }
  const approval = newestReportApproval(await consentsOfJob(tx, job.id));
  const editable = isReportEditable(job.currState);
  const scheduled = (await pendingSchedulesOfJobs(tx, [job.id])).find(
    (schedule) => schedule.scheduleType === 'SCHEDULE_FINALIZED',
  );
  const finalizable =
    report !== undefined &&
    nextJobState(
      { currState: job.currState, extendedGDPR: REPORT_APPROVAL_REQUIRED },
      'finalizeReport',
      caller.groups,
    ).ok;
  return {
    jobId: job.id,
    reportId: report?.id ?? null,
    state: report?.state ?? null,
    jobState: job.currState,
    language: report?.language ?? 'sv',
    content,
    sections,
    pdfStatus: report?.pdfStatus ?? null,
    pdfGeneratedAt: report?.pdfGeneratedAt?.toISOString() ?? null,
    finalizedAt: report?.finalizedAt?.toISOString() ?? null,
    finalizedBy: report?.finalizedBy ?? null,
    deliveredAt: report?.deliveredAt?.toISOString() ?? null,
    downloadedAt: report?.downloadedAt?.toISOString() ?? null,
    modified: report?.modified.toISOString() ?? null,
    approval: approval
      ? {
          state: approval.state,
          sentAt: approval.createTime.toISOString(),
          answeredAt: approval.time?.toISOString() ?? null,
          expiresAt:
            approval.state === 'CsntPendingAnswer' ? (approval.expiresAt?.toISOString() ?? null) : null,
          openedAt: approval.reportOpenedAt?.toISOString() ?? null,
          comments: reportCommentsOf(deps.crypto, approval),
        }
      : null,
    canEdit: editable,
    canFinalize: finalizable,
    canMarkDelivered:
      report !== undefined &&
      report.state === 'FINAL' &&
      nextJobState({ currState: job.currState }, 'markReportDelivered', caller.groups).ok,
    scheduledFinalize: scheduled ? scheduleView(scheduled) : null,
    canScheduleFinalize:
      finalizable && nextJobState({ currState: job.currState }, 'scheduleFinalize', caller.groups).ok,
  };
};

/** POST /report/populate: the job's report as staff see it (an empty draft before the first save). */
export const populateReport = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportView> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { job, report, opened } = await openForReport(tx, deps, context, jobId);
    return { result: await toView(tx, deps, context.caller, job, report), audit: opened };
  });

/** The writer loaded this version of the report: its `modified`, or null when there was none yet. */
const sameVersion = (report: ReportRow | undefined, loaded: string | null): boolean =>
  report === undefined
    ? loaded === null
    : loaded !== null && Date.parse(loaded) === report.modified.getTime();

/**
 * POST /report: saves the draft while the analysis is open (409 otherwise). A report finalized before
 * and reversed back to ANALYSING by a coordinator becomes a draft again. A save that carries the
 * version the writer loaded (`modified`) is refused with 409 when someone saved in between; the report
 * row is locked, so two saves of the same version cannot both pass.
 */
export const saveReport = (
  deps: ReportsDeps,
  context: RequestContext,
  request: SaveReportRequest,
): Promise<ReportView> =>
  runCommand(deps.db, context, async (tx) => {
    const { job, report, opened } = await openForReport(tx, deps, context, request.jobId);
    if (!isReportEditable(job.currState)) throw AppError.conflict(REPORT_MESSAGES.notEditable);
    if (request.modified !== undefined && !sameVersion(report, request.modified)) {
      throw AppError.conflict(REPORT_MESSAGES.changedMeanwhile);
    }
    const content = ReportContent.parse(request.content);
    const { now } = context;
    const change = {
      state: 'DRAFT' as const,
      language: request.language ?? 'sv',
      contentEnc: encryptContent(deps.crypto, job.id, content),
      modified: now,
      modifiedBy: context.caller.userId,
    };
    const saved = report
      ? await updateReport(tx, report.id, change)
      : await insertReport(tx, { ...change, jobId: job.id, created: now });
    return {
      result: await toView(tx, deps, context.caller, job, saved),
      audit: [
        opened,
        {
          action: 'report.save',
          entity: 'report',
          entityId: saved.id,
          details: {
            jobId: job.id,
            sections: Object.keys(content.sections).filter((key) => content.sections[key as never]),
          },
        },
      ],
    };
  });

/**
 * POST /report/preview: the PDF of the content sent (the analyst's unsaved text) or of the saved draft,
 * marked as a preview, with risk grades; rendered now, bounded in size and number at once.
 */
export const previewReport = async (
  deps: ReportsDeps,
  context: RequestContext,
  request: PreviewReportRequest,
): Promise<ReportFile> => {
  const { now } = context;
  const inputs = await runAuditedRead(deps.db, context, async (tx) => {
    const { job, person, report, opened } = await openForReport(tx, deps, context, request.jobId);
    const content = request.content ? ReportContent.parse(request.content) : undefined;
    const gathered = await gatherReportInputs(tx, deps.crypto, {
      job,
      person,
      report,
      override: { language: request.language, content },
      preview: true,
      now,
    });
    return { result: gathered, audit: opened };
  });
  const bytes = await renderPreview(() =>
    renderReportPdf(buildReportModel(inputs), { withRiskGrades: true }),
  );
  return reportFile(request.jobId, bytes, true);
};

/** Where a released report's PDF comes from: the stored render, or a render now from these inputs. */
type ReleasedPdfSource = { kind: 'stored'; storageKey: string } | { kind: 'render'; inputs: ReportInputs };

/**
 * The report as it will be released, as PDF bytes: a finished report's stored PDF (with risk grades)
 * once it is ready, else rendered now (bounded like previews); a draft is rendered as a preview.
 * `finalOnly` refuses a draft (409 'Rapporten är inte färdigställd').
 */
const releasedReportPdf = async (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
  options: { finalOnly: boolean },
): Promise<{ bytes: Buffer; preview: boolean }> => {
  const { now } = context;
  const found = await runAuditedRead<ReleasedPdfSource>(deps.db, context, async (tx) => {
    const { job, person, report, opened } = await openForReport(tx, deps, context, jobId);
    if (!report) throw AppError.conflict(REPORT_MESSAGES.noDraft);
    if (options.finalOnly && report.state === 'DRAFT') throw AppError.conflict(REPORT_MESSAGES.notFinal);
    if (report.state !== 'DRAFT' && report.pdfStatus === 'ready' && report.pdfStorageKey) {
      return { result: { kind: 'stored', storageKey: report.pdfStorageKey }, audit: opened };
    }
    const inputs = await gatherReportInputs(tx, deps.crypto, {
      job,
      person,
      report,
      preview: report.state === 'DRAFT',
      now,
    });
    return { result: { kind: 'render', inputs }, audit: opened };
  });
  if (found.kind === 'stored') {
    return {
      bytes: await deps.files.get(pdfVariantKey(found.storageKey, 'with-risk-grades')),
      preview: false,
    };
  }
  const bytes = await renderPreview(() =>
    renderReportPdf(buildReportModel(found.inputs), { withRiskGrades: true }),
  );
  return { bytes, preview: found.inputs.preview };
};

/**
 * POST /review/preview: the report as it will be released. A finished report's stored PDF (with risk
 * grades) once it is ready; before that a preview of the saved draft.
 */
export const reviewReport = async (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportFile> => {
  const { bytes, preview } = await releasedReportPdf(deps, context, jobId, { finalOnly: false });
  return reportFile(jobId, bytes, preview);
};

/**
 * Sends the person the request to approve the report (ReportApproval, CsntPendingAnswer, expiring like
 * the job-start consent) with a new link by e-mail and SMS. A request still open from an earlier
 * finalize (reversed since) is closed first, so its link cannot approve this version.
 */
const sendReportApproval = async (
  tx: Transaction,
  deps: ReportsDeps,
  input: { job: BkJobRow; person: PersonData; customerName: string; now: Date },
): Promise<string> => {
  const { job, now } = input;
  for (const consent of await consentsOfJob(tx, job.id)) {
    if (consent.consentType === 'ReportApproval' && consent.state === 'CsntPendingAnswer') {
      await recordConsentOutcome(tx, consent.id, { state: 'CsntTimedOut', time: now });
    }
  }
  const expiresAt = addConsentDays(now, deps.consentTimeoutDays);
  const { keyHash } = await sendConsentLink(tx, deps, {
    kind: 'reportApproval',
    to: input.person,
    customerName: input.customerName,
    expiresAt,
  });
  const consent = await insertConsent(tx, {
    jobId: job.id,
    consentType: 'ReportApproval',
    state: 'CsntPendingAnswer',
    keyHash,
    createTime: now,
    expiresAt,
  });
  return consent.id;
};

/** What finalizing asks of the saved report: it exists (409) and has a summary (400). */
export const assertFinalizable: (
  deps: ReportsDeps,
  report: ReportRow | undefined,
) => asserts report is ReportRow = (deps, report) => {
  if (!report) throw AppError.conflict(REPORT_MESSAGES.noDraft);
  if (decryptContent(deps.crypto, report).summary.trim() === '') {
    throw AppError.badRequest(REPORT_MESSAGES.summaryMissing);
  }
};

/**
 * POST /report/final: finalizes the saved report through the state machine ('finalizeReport'). A
 * background check then waits for the person's approval (PENDING_APPROVAL) and the person gets the
 * ReportApproval link; the PDF is rendered by scheduled work (transitionJob asks for it).
 */
export const finalizeReport = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportView> => runCommand(deps.db, context, (tx) => finalizeReportIn(tx, deps, context, jobId));

/** finalizeReport's work in the caller's transaction: by hand, or by the server at a scheduled time. */
export const finalizeReportIn = async (
  tx: Transaction,
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<CommandOutcome<ReportView>> => {
  const { job, person, report, opened } = await openForReport(tx, deps, context, jobId);
  assertFinalizable(deps, report);
  const { now } = context;
  const order = await findOrderRow(tx, job.orderId);
  const customer = await findCustomerById(tx, job.customerId);
  if (!order || !customer) throw new Error('job without order or customer');
  const finalized = await updateReport(tx, report.id, {
    state: 'FINAL',
    finalizedAt: now,
    finalizedBy: context.caller.userId,
    customerNotifiedAt: null,
    modified: now,
    modifiedBy: context.caller.userId,
  });
  const after = await transitionJobAsCaller(tx, context, job, 'finalizeReport', {
    apiKeyId: order.apiKeyId,
    reportApprovalRequired: REPORT_APPROVAL_REQUIRED,
  });
  const consentId =
    after.currState === 'PENDING_APPROVAL'
      ? await sendReportApproval(tx, deps, { job: after, person, customerName: customer.custName, now })
      : null;
  return {
    result: await toView(tx, deps, context.caller, after, (await findReportOfJob(tx, jobId)) ?? finalized),
    audit: [
      opened,
      {
        action: 'report.finalize',
        entity: 'report',
        entityId: report.id,
        details: {
          jobId,
          orderId: order.id,
          jobState: after.currState,
          ...(consentId ? { consentId } : {}),
        },
      },
    ],
  };
};

/**
 * POST /report/approval/resend: the person's approval timed out or was declined and a coordinator asks
 * again: the state machine's 'resendReportApproval' (the job stays PENDING_APPROVAL) and a new
 * ReportApproval consent with a new link and a new time-out (reports.md).
 */
export const resendReportApproval = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportView> =>
  runCommand(deps.db, context, async (tx) => {
    const { job, person, report, opened } = await openForReport(tx, deps, context, jobId);
    const { now } = context;
    const order = await findOrderRow(tx, job.orderId);
    const customer = await findCustomerById(tx, job.customerId);
    if (!order || !customer) throw new Error('job without order or customer');
    const after = await transitionJobAsCaller(tx, context, job, 'resendReportApproval', {
      apiKeyId: order.apiKeyId,
    });
    const consentId = await sendReportApproval(tx, deps, {
      job: after,
      person,
      customerName: customer.custName,
      now,
    });
    return {
      result: await toView(tx, deps, context.caller, after, (await findReportOfJob(tx, jobId)) ?? report),
      audit: [
        opened,
        {
          action: 'report.approval.resend',
          entity: 'report',
          entityId: report?.id ?? job.id,
          details: { jobId, orderId: order.id, consentId },
        },
      ],
    };
  });

/**
 * POST /report/finalasimages: the finalized report's pages as PNG images, in order (the same PDF as
 * /review/preview, drawn by report-images.ts). Read-only: finalizing is /report/final. A draft is 409;
 * a report of more than REPORT_IMAGE_MAX_PAGES pages is 409 (read the PDF). Drawing counts against the
 * previews' limit of renders at once.
 */
export const finalReportAsImages = async (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportImage[]> => {
  const { bytes } = await releasedReportPdf(deps, context, jobId, { finalOnly: true });
  let pages: Buffer[];
  try {
    pages = await renderPreview(() => pdfPagesAsPng(bytes, REPORT_IMAGE_MAX_PAGES));
  } catch (error) {
    if (error instanceof TooManyPagesError) throw AppError.conflict(REPORT_MESSAGES.tooManyPagesForImages);
    throw error;
  }
  return pages.map((png, index) => ({
    jobId,
    filename: `rapport-${shortId(jobId)}-sida-${index + 1}.png`,
    type: 'image/png' as const,
    data: png.toString('base64'),
    page: index + 1,
    pages: pages.length,
  }));
};

/**
 * POST /report/delivered: a coordinator marks the released report delivered; the job is archived
 * ('markReportDelivered', APPROVED → ARCHIVED). The customer can still download it.
 */
export const markReportDelivered = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportView> =>
  runCommand(deps.db, context, async (tx) => {
    const { job, report, opened } = await openForReport(tx, deps, context, jobId);
    if (report?.state !== 'FINAL') throw AppError.conflict(REPORT_MESSAGES.notFinal);
    const { now } = context;
    const order = await findOrderRow(tx, job.orderId);
    const after = await transitionJobAsCaller(tx, context, job, 'markReportDelivered', {
      apiKeyId: order?.apiKeyId ?? null,
    });
    const delivered = await updateReport(tx, report.id, {
      state: 'DELIVERED',
      deliveredAt: now,
      deliveredBy: context.caller.userId,
    });
    return {
      result: await toView(tx, deps, context.caller, after, delivered),
      audit: [
        opened,
        {
          action: 'report.delivered',
          entity: 'report',
          entityId: report.id,
          details: { jobId, orderId: job.orderId, jobState: after.currState },
        },
      ],
    };
  });

/** The caller's customer: an API key's own, a user's by customer number. */
const customerIdOf = async (db: Database | Transaction, caller: Caller): Promise<string | undefined> => {
  if (isApiKeyCaller(caller)) return caller.customerId;
  if (!caller.custNo) return undefined;
  return (await findCustomerByCustNo(db, caller.custNo))?.id;
};

/**
 * POST /jobs/{id}/report: the customer's download. The caller must see the order (orders.policy's read
 * rules; 404 like an unknown id otherwise), the job must be released (APPROVED, ARCHIVED) and its PDF
 * ready (409 'Rapporten är inte klar'). Which PDF: pdfVariantFor. Audited as 'report.download'.
 */
export const downloadReport = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<ReportFile> =>
  runAuditedRead(deps.db, context, (tx) => downloadInTransaction(tx, deps, context, jobId));

/**
 * POST /protective-security/orders/{id}/reports: the SÄK order's report (its one job's), with the rights
 * of POST /jobs/{id}/report by the service's download group; an order that is not SÄK's is 404.
 */
export const downloadPsReport = (
  deps: ReportsDeps,
  context: RequestContext,
  orderId: string,
): Promise<ReportFile> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const order = await findOrderRow(tx, orderId);
    const [job] = order ? (await jobsOfOrders(tx, [order.id])).jobs : [];
    if (!order || !job || !isProtectiveSecurityService(order.service)) {
      throw AppError.notFound(REPORT_MESSAGES.notFound);
    }
    return downloadInTransaction(tx, deps, context, job.id);
  });

const downloadInTransaction = async (
  tx: Transaction,
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<{ result: ReportFile; audit: CommandAudit }> => {
  const { caller } = context;
  const notFound = AppError.notFound(REPORT_MESSAGES.notFound);
  const customerId = await customerIdOf(tx, caller);
  const job = await lockJobRow(tx, jobId);
  const order = job ? await findOrderRow(tx, job.orderId) : undefined;
  if (!job || !order || !customerId) throw notFound;
  if (!maySeeOrderOfAnyArea(caller, customerId, order, [job.currState])) throw notFound;
  if (!mayDownloadReport(caller, order.service)) {
    throw AppError.forbidden(
      isProtectiveSecurityService(order.service)
        ? PS_ORDER_MESSAGES.noDownloadRight
        : LFD_MESSAGES.noDownloadRight,
    );
  }
  const report = await findReportOfJob(tx, jobId);
  if (!isReportReleased(job.currState) || report?.pdfStatus !== 'ready' || !report.pdfStorageKey) {
    throw AppError.conflict(REPORT_MESSAGES.notReady);
  }
  const customer = await findCustomerById(tx, job.customerId);
  const variant = pdfVariantFor(caller, order, customer?.data.bkConfig);
  const bytes = await deps.files.get(pdfVariantKey(report.pdfStorageKey, variant));
  if (!report.downloadedAt) await updateReport(tx, report.id, { downloadedAt: context.now });
  return {
    result: reportFile(jobId, bytes, false),
    audit: {
      action: 'report.download',
      entity: 'report',
      entityId: report.id,
      details: { jobId, orderId: order.id, variant },
    },
  };
};
