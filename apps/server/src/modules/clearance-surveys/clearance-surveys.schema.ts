import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { jobIdReference } from '../orders';

/**
 * A security clearance's survey (docs/decisions/security-clearance-survey.md): one per job, opened when
 * the job enters JOB_SURVEYING. The link's key is kept only as its keyed hash.
 */
export const scSurveys = pgTable('sc_surveys', {
  id: uuidPrimaryKey(),
  jobId: jobIdReference().unique(),
  keyHash: text('key_hash').notNull().unique(),
  /** The catalogue's question ids asked, in order (psConfig.scsQuestionIds when it was sent). */
  questionIds: jsonb('question_ids').$type<string[]>().notNull(),
  /** OPEN while the person may answer; DONE once handed in (the link is closed). */
  state: text('state').$type<'OPEN' | 'DONE'>().notNull().default('OPEN'),
  created: createdTimestamp(),
  /**
   * The answers (spec §3 SurveyAnswer, one per question), JSON encrypted with context
   * `sc_surveys.answers:<id>`: they are the person's own statements about debts, crimes, ties.
   */
  answersEnc: text('answers_enc'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  /** How many answers are flagged (also scDetails.flags of the job). */
  flags: integer('flags').notNull().default(0),
  /** The BankID order under way for the answers, if any. */
  bankIdOrderRef: text('bankid_order_ref'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  /**
   * BankID's completionData of the signature (signature, OCSP response, user) with the order and the
   * digest of the answers it signed, encrypted with context `sc_surveys.evidence:<id>`.
   */
  evidenceEnc: text('evidence_enc'),
});

export type ScSurveyRow = typeof scSurveys.$inferSelect;
