import type { DeletedDataCategory } from '@granska/domain';
import { eq } from 'drizzle-orm';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import { PERSON_FIELDS, personFieldContext } from './order-views';
import { type BkJobRow, bkConsents, bkJobs } from './orders.schema';

/** What the erasure removed, per certificate category (docs/decisions/deletion-policy.md). */
export type ErasedCounts = Partial<Record<DeletedDataCategory, number>>;

/**
 * The job read model's part of deleting a finished case (docs/decisions/deletion-policy.md): the person
 * on the job and the personal parts of its consents, in the caller's transaction. The skeleton stays
 * (ids, states and their log, dates, customer, service, position, checkpoints, assignments) for billing
 * and the audit log.
 *
 * - The person fields become the encrypted empty text, so every reader still decrypts them (and shows
 *   nothing); the blind index becomes a per-job marker, so the deleted jobs of a customer are not one
 *   "person" (`person_id` follows it).
 * - What the customer or staff wrote about the person: description, gender, age group, risk grades,
 *   the data collectors' checkpoint comments, the coordinator's notes, a screening's interview (its
 *   booking names a time and place with the person).
 * - Consents keep type, state and times (the job's history); their BankID evidence (which names the
 *   person) and the person's report comments go, as does any BankID order still recorded.
 */
export const erasePersonDataOfJob = async (
  tx: Transaction,
  crypto: FieldCrypto,
  job: BkJobRow,
): Promise<ErasedCounts> => {
  const empty = Object.fromEntries(
    PERSON_FIELDS.map((field) => [`${field}Enc`, crypto.encryptField('', personFieldContext(field, job.id))]),
  ) as Record<`${(typeof PERSON_FIELDS)[number]}Enc`, string>;
  const checkpointComments = job.screeningCheckpoints.filter((item) => item.dataCollectorComment).length;
  const details =
    [job.description, job.gender, job.ageGroup, job.riscGrades, job.spiDetails].filter(
      (value) => value != null,
    ).length + checkpointComments;
  await tx
    .update(bkJobs)
    .set({
      ...empty,
      ssnIndex: `deleted:${job.id}`,
      description: null,
      gender: null,
      ageGroup: null,
      riscGrades: null,
      spiDetails: null,
      coordinatorNotesEnc: null,
      screeningCheckpoints: job.screeningCheckpoints.map(
        ({ dataCollectorComment: _comment, ...kept }) => kept,
      ),
      reportPdfReady: false,
    })
    .where(eq(bkJobs.id, job.id));

  const consents = await tx
    .select({ evidence: bkConsents.evidenceEnc, comments: bkConsents.commentsEnc })
    .from(bkConsents)
    .where(eq(bkConsents.jobId, job.id));
  await tx
    .update(bkConsents)
    .set({ evidenceEnc: null, commentsEnc: null, bankIdOrderRef: null, bankIdAnswer: null })
    .where(eq(bkConsents.jobId, job.id));
  return {
    personData: 1,
    caseDetails: details,
    coordinatorNotes: job.coordinatorNotesEnc ? 1 : 0,
    consentEvidence: consents.filter((consent) => consent.evidence !== null).length,
    reportComments: consents.filter((consent) => consent.comments !== null).length,
  };
};
