import { CollectedDataDetails, type ReportLanguage } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { dataPartsForReport } from '../analysis';
import { detailsContext, findRecordWithJob } from '../collected-data';
import { findCustomerById } from '../customers';
import { findUserById } from '../identity';
import {
  type BkConsentRow,
  type BkJobRow,
  consentsOfJob,
  type PersonData,
  previousJobInLfdChain,
} from '../orders';
import { spiReportSectionOf } from '../spi-interviews';
import { decryptContent } from './report-content';
import type { ReportApprovalFact, ReportDataPart, ReportInputs } from './report-model';
import { findReportOfJob } from './reports.repository';
import type { ReportRow } from './reports.schema';

type Db = Database | Transaction;

/** The job's newest ReportApproval consent (a new finalize sends a new one). */
export const newestReportApproval = (consents: readonly BkConsentRow[]): BkConsentRow | undefined =>
  consents.filter((consent) => consent.consentType === 'ReportApproval').at(-1);

const approvalFact = (consent: BkConsentRow | undefined): ReportApprovalFact | null =>
  consent ? { state: consent.state, time: consent.time } : null;

/** The collected data's details (the data collector's record), or null when the job has none yet. */
const collectedDetailsOf = async (db: Db, crypto: FieldCrypto, jobId: string) => {
  const found = await findRecordWithJob(db, { jobId });
  if (!found?.record.detailsEnc) return null;
  const parsed = CollectedDataDetails.safeParse(
    JSON.parse(crypto.decryptField(found.record.detailsEnc, detailsContext(found.record.id))),
  );
  return parsed.success ? parsed.data : null;
};

const reportPartsOf = async (db: Db, crypto: FieldCrypto, jobId: string): Promise<ReportDataPart[]> =>
  (await dataPartsForReport(db, crypto, jobId)).map((part) => ({
    type: part.type,
    source: part.source,
    title: part.title,
    text: part.text,
    data: part.data,
  }));

/**
 * An LFD follow-up's previous report (docs/decisions/lfd-changes.md): the finalized report of the job
 * before it in the person's chain, with the data parts it was written on (they are frozen once a report
 * is finalized). Null for a job that follows no other.
 */
const lfdFollowUpOf = async (
  db: Db,
  crypto: FieldCrypto,
  job: BkJobRow,
): Promise<ReportInputs['lfdFollowUp']> => {
  if (!job.lfdDetails?.parentOrderId) return null;
  const previousJob = await previousJobInLfdChain(db, job);
  const report = previousJob && (await findReportOfJob(db, previousJob.id));
  if (!previousJob || !report || report.state === 'DRAFT') return { previous: null };
  return {
    previous: {
      orderId: previousJob.orderId,
      finalizedAt: report.finalizedAt,
      dataParts: await reportPartsOf(db, crypto, previousJob.id),
    },
  };
};

/**
 * Everything the report's PDF shows, read in the caller's transaction. The content is the saved draft
 * unless `override` gives unsaved text (the analyst's preview).
 */
export const gatherReportInputs = async (
  db: Db,
  crypto: FieldCrypto,
  input: {
    job: BkJobRow;
    person: Pick<PersonData, 'name' | 'ssn'>;
    report: ReportRow | undefined;
    override?: { language?: ReportLanguage | undefined; content?: ReportInputs['content'] | undefined };
    preview: boolean;
    now: Date;
  },
): Promise<ReportInputs> => {
  const { job, report } = input;
  const customer = await findCustomerById(db, job.customerId);
  if (!customer) throw new Error('job without customer');
  const analyst = report?.finalizedBy ? await findUserById(db, report.finalizedBy) : undefined;
  const approval = newestReportApproval(await consentsOfJob(db, job.id));
  const released = job.currState === 'APPROVED' || job.currState === 'ARCHIVED';
  const language = input.override?.language ?? report?.language ?? 'sv';
  return {
    language,
    preview: input.preview,
    now: input.now,
    job: {
      id: job.id,
      orderId: job.orderId,
      service: job.service,
      position: job.position,
      screeningCheckpoints: job.screeningCheckpoints,
      verifyFormerEmployer: job.verifyFormerEmployer,
      verifyEducation: job.verifyEducation,
      checkCitizenship: job.checkCitizenship,
      riscGrades: job.riscGrades,
      orderDate: job.orderDate,
    },
    customer: { name: customer.custName, custNo: customer.custNo },
    person: { name: input.person.name, ssn: input.person.ssn },
    content:
      input.override?.content ?? (report ? decryptContent(crypto, report) : { summary: '', sections: {} }),
    finalizedAt: report?.finalizedAt ?? null,
    analystEmail: analyst?.email ?? null,
    approval: approvalFact(approval),
    approvedByCoordinator: released && approval?.state !== 'CsntAccepted',
    dataParts: await reportPartsOf(db, crypto, job.id),
    collected: await collectedDetailsOf(db, crypto, job.id),
    lfdFollowUp: await lfdFollowUpOf(db, crypto, job),
    spi:
      customer.data.psConfig?.spiReporting === true
        ? await spiReportSectionOf(db, crypto, job, language)
        : null,
  };
};
