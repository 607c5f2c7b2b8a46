import { CollectedDataDetails, type ReportLanguage } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { dataPartsForReport } from '../analysis';
import { detailsContext, findRecordWithJob } from '../collected-data';
import { findCustomerById } from '../customers';
import { findUserById } from '../identity';
import { type BkConsentRow, type BkJobRow, consentsOfJob, type PersonData } from '../orders';
import { decryptContent } from './report-content';
import type { ReportApprovalFact, ReportInputs } from './report-model';
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
  const parts = await dataPartsForReport(db, crypto, job.id);
  return {
    language: input.override?.language ?? report?.language ?? 'sv',
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
    dataParts: parts.map((part) => ({
      type: part.type,
      source: part.source,
      title: part.title,
      text: part.text,
      data: part.data,
    })),
    collected: await collectedDetailsOf(db, crypto, job.id),
  };
};
