import { createHash, randomBytes } from 'node:crypto';
import {
  type BankIdStarted,
  CLEARANCE_SURVEY_MESSAGES,
  type ClearanceSigningResult,
  type ClearanceSurveyDone,
  type ClearanceSurveyQuestion,
  type ClearanceSurveyView,
  type CollectClearanceSigningRequest,
  clearanceAnswerRefusals,
  clearanceQuestion,
  clearanceSurveyQuestions,
  countFlaggedAnswers,
  type SaveClearanceAnswersRequest,
  type ScDetailsView,
  type StartClearanceSigningRequest,
  type SurveyAnswer,
  toBankIdPersonalNumber,
  VALIDATION_MESSAGES,
  type ValidationIssue,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandAudit, type CommandContext, runCommand } from '../audit';
import {
  type BankIdCompletion,
  type BankIdService,
  bankIdConflict,
  bankIdSignatureFailed,
  callBankId,
  collectOrderStep,
  endUserIpOf,
  isForgottenByBankId,
  startClaimedSigning,
} from '../bankid';
import { findCustomerById } from '../customers';
import { queueEmail, queueSms } from '../notifications';
import {
  type BkJobRow,
  consentsOfJob,
  decryptPerson,
  findJobRow,
  findOrderRow,
  personFieldContext,
  setScDetails,
  transitionJob,
} from '../orders';
import {
  CLEARANCE_SURVEY_REQUEST_CATEGORY,
  clearanceSignedReference,
  clearanceSigningStatement,
  clearanceSurveyRequest,
} from './clearance-survey-messages';
import {
  claimOpenOrder,
  clearOpenOrder,
  findSurveyByKeyHash,
  findSurveyOfJob,
  insertSurvey,
  lockSurveyWithJob,
  type SurveyWithJob,
  updateSurvey,
} from './clearance-surveys.repository';
import type { ScSurveyRow } from './clearance-surveys.schema';

/**
 * The security-clearance survey (docs/decisions/security-clearance-survey.md): opened by scheduled work
 * when a clearance enters JOB_SURVEYING, answered by the person through the link, signed with BankID
 * (unless skipSurveySigning), and handed in: the job goes on to ANALYSING.
 */

export interface ClearanceSurveyDeps {
  db: Database;
  crypto: FieldCrypto;
  bankId: BankIdService;
  /** The web app's address: the link is `<publicUrl>/scs/<key>`. */
  publicUrl: string;
}

type Db = Database | Transaction;

/** Blind-index purpose of survey-link keys: only their keyed hash is stored (`sc_surveys.key_hash`). */
export const SURVEY_KEY_PURPOSE = 'sc_surveys.key';

export const surveyKeyHash = (crypto: FieldCrypto, key: string): string =>
  crypto.blindIndex(SURVEY_KEY_PURPOSE, key);

const answersContext = (surveyId: string) => `sc_surveys.answers:${surveyId}`;
const evidenceContext = (surveyId: string) => `sc_surveys.evidence:${surveyId}`;

/** What the evidence holds: BankID's completionData and what it signed. */
interface SurveyEvidence {
  orderRef: string;
  answersDigest: string;
  completionData: BankIdCompletion;
}

/** scDetails of a clearance the orders module has not filled in (an older row): nothing scheduled. */
const NO_SC_DETAILS: ScDetailsView = {
  surveyId: null,
  flags: 0,
  scheduleApproved: false,
  activationTime: null,
  scheduleId: null,
  followUp: false,
  skipSurveySigning: false,
};

const scDetailsOf = (job: BkJobRow): ScDetailsView => ({ ...NO_SC_DETAILS, ...job.scDetails });

export const signingRequired = (job: BkJobRow): boolean => job.scDetails?.skipSurveySigning !== true;

export const questionsOf = (survey: ScSurveyRow): ClearanceSurveyQuestion[] =>
  survey.questionIds.map(clearanceQuestion).filter((question) => question !== undefined);

export const answersOf = (crypto: FieldCrypto, survey: ScSurveyRow): SurveyAnswer[] =>
  survey.answersEnc
    ? (JSON.parse(crypto.decryptField(survey.answersEnc, answersContext(survey.id))) as SurveyAnswer[])
    : [];

const digestOf = (crypto: FieldCrypto, survey: ScSurveyRow): string =>
  createHash('sha256')
    .update(JSON.stringify(answersOf(crypto, survey)))
    .digest('hex');

const signedOrderOf = (crypto: FieldCrypto, survey: ScSurveyRow): string | null =>
  survey.evidenceEnc
    ? (JSON.parse(crypto.decryptField(survey.evidenceEnc, evidenceContext(survey.id))) as SurveyEvidence)
        .orderRef
    : null;

const customerNameOf = async (db: Db, job: BkJobRow): Promise<string> => {
  const customer = await findCustomerById(db, job.customerId);
  if (!customer) throw new Error('job without customer');
  return customer.custName;
};

// ---------------------------------------------------------------------------------------------------
// Sending the link (scheduled work, which has the keys to read the person and queue the messages)

/**
 * Opens the survey of the clearance `jobId` once it is in JOB_SURVEYING: the customer's questions, a new
 * link key (its hash kept), the survey id on the job's scDetails, and the link by e-mail and SMS. Nothing
 * for another job or a second time.
 */
export const openClearanceSurvey = (
  deps: Pick<ClearanceSurveyDeps, 'db' | 'crypto' | 'publicUrl'>,
  jobId: string,
  now: Date,
): Promise<'sent' | 'none'> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const none = { result: 'none' as const, audit: [] };
    const job = await findJobRow(tx, jobId);
    if (job?.service !== 'SECURITY_CLEARANCE' || job.currState !== 'JOB_SURVEYING') return none;
    if (await findSurveyOfJob(tx, jobId)) return none;
    const customer = await findCustomerById(tx, job.customerId);
    if (!customer) throw new Error('job without customer');
    const key = randomBytes(32).toString('base64url');
    const survey = await insertSurvey(tx, {
      jobId,
      keyHash: surveyKeyHash(deps.crypto, key),
      questionIds: clearanceSurveyQuestions(customer.data.psConfig?.scsQuestionIds).map((each) => each.id),
      created: now,
    });
    if (!survey) return none;
    await setScDetails(tx, jobId, { ...scDetailsOf(job), surveyId: survey.id, flags: 0 });
    const person = decryptPerson(deps.crypto, job);
    const message = clearanceSurveyRequest({
      customerName: customer.custName,
      link: `${deps.publicUrl}/scs/${key}`,
      deadline: job.deadline,
    });
    const category = CLEARANCE_SURVEY_REQUEST_CATEGORY;
    await queueEmail(tx, deps.crypto, {
      to: person.email,
      subject: message.subject,
      text: message.email,
      category,
    });
    await queueSms(tx, deps.crypto, { to: person.phone, text: message.sms, category });
    return {
      result: 'sent' as const,
      audit: {
        action: 'clearance-survey.send',
        entity: 'clearance-survey',
        entityId: survey.id,
        details: { jobId, orderId: job.orderId, questions: survey.questionIds.length },
      },
    };
  });

// ---------------------------------------------------------------------------------------------------
// The person's page

type LinkedSurvey = SurveyWithJob & { keyHash: string };

const isOpen = ({ survey, job }: SurveyWithJob) =>
  survey.state === 'OPEN' && job.currState === 'JOB_SURVEYING';

const notFound = () => AppError.notFound(CLEARANCE_SURVEY_MESSAGES.notFound);

/** The survey of a link that is open now; unknown, handed-in and closed links answer the same 404. */
const openSurvey = async (
  deps: Pick<ClearanceSurveyDeps, 'db' | 'crypto'>,
  key: string,
): Promise<LinkedSurvey> => {
  const keyHash = surveyKeyHash(deps.crypto, key);
  const found = await findSurveyByKeyHash(deps.db, keyHash);
  if (!found || !isOpen(found)) throw notFound();
  return { ...found, keyHash };
};

const toView = async (
  deps: ClearanceSurveyDeps,
  { survey, job }: SurveyWithJob,
): Promise<ClearanceSurveyView> => ({
  personName: decryptPerson(deps.crypto, job).name,
  customerName: await customerNameOf(deps.db, job),
  deadline: job.deadline?.toISOString() ?? null,
  questions: questionsOf(survey).map(({ id, type, question, options }) => ({
    id,
    type,
    question,
    options: [...options],
  })),
  answers: answersOf(deps.crypto, survey),
  signingRequired: signingRequired(job),
});

/** POST /clearance-survey/populate. */
export const getClearanceSurvey = async (
  deps: ClearanceSurveyDeps,
  key: string,
): Promise<ClearanceSurveyView> => toView(deps, await openSurvey(deps, key));

/**
 * The answers checked against the survey's questions (spec §5): one per question in order, 'Svar saknas'
 * for each question without a valid answer, named in `issues` by its index.
 */
const checkedAnswers = (
  questions: readonly ClearanceSurveyQuestion[],
  given: SaveClearanceAnswersRequest['answers'],
): SurveyAnswer[] => {
  if (given.length > questions.length) throw AppError.badRequest(CLEARANCE_SURVEY_MESSAGES.answersDoNotFit);
  const answers = questions.map((question, index): SurveyAnswer => {
    const answer = given[index];
    return question.type === 'FREETEXT'
      ? { optionIndex: -1, ...(answer?.freeText ? { freeText: answer.freeText } : {}) }
      : { optionIndex: answer?.optionIndex ?? -1 };
  });
  const issues: ValidationIssue[] = clearanceAnswerRefusals(questions, answers).flatMap((message, index) =>
    message ? [{ path: `body.answers.${index}`, message }] : [],
  );
  if (issues.length > 0) throw AppError.badRequest(VALIDATION_MESSAGES.answerMissing, issues);
  return answers;
};

const locked = async (tx: Transaction, found: SurveyWithJob): Promise<SurveyWithJob> => {
  const rows = await lockSurveyWithJob(tx, found.survey.id);
  if (!rows || !isOpen(rows)) throw notFound();
  return rows;
};

/**
 * POST /clearance-survey/answers: the person's answers, checked and kept encrypted; they may change them
 * until handed in. A BankID order under way is forgotten: it would sign the answers as they were.
 */
export const saveClearanceAnswers = async (
  deps: ClearanceSurveyDeps,
  context: PublicRequestContext,
  input: SaveClearanceAnswersRequest,
): Promise<ClearanceSurveyView> => {
  const found = await openSurvey(deps, input.surveyKey);
  const answers = checkedAnswers(questionsOf(found.survey), input.answers);
  const { after, abandonedOrder } = await runCommand(deps.db, context, async (tx) => {
    const { survey, job } = await locked(tx, found);
    const flags = countFlaggedAnswers(questionsOf(survey), answers);
    await updateSurvey(tx, survey.id, {
      answersEnc: deps.crypto.encryptField(JSON.stringify(answers), answersContext(survey.id)),
      answeredAt: context.now,
      flags,
      bankIdOrderRef: null,
    });
    const rows = await lockSurveyWithJob(tx, survey.id);
    if (!rows) throw new Error('survey vanished in its own transaction');
    return {
      result: { after: rows, abandonedOrder: survey.bankIdOrderRef },
      audit: {
        action: 'clearance-survey.answer',
        entity: 'clearance-survey',
        entityId: survey.id,
        details: { jobId: job.id, orderId: job.orderId, flags },
      },
    };
  });
  // Best effort: an uncancelled order expires at BankID in minutes and nothing of ours points at it.
  if (abandonedOrder) await deps.bankId.cancel(abandonedOrder).catch(() => undefined);
  return toView(deps, after);
};

/**
 * Hands the answers in on the survey and job locked by the caller's transaction: the survey is done
 * (with the signature's evidence, when signed), the job's scDetails carry the flags, and the job goes
 * JOB_SURVEYING → ANALYSING (surveyDone, the system). Answers the audit row.
 */
const handIn = async (
  tx: Transaction,
  deps: Pick<ClearanceSurveyDeps, 'crypto'>,
  { survey, job }: SurveyWithJob,
  given: { now: Date; evidence: SurveyEvidence | null },
): Promise<CommandAudit> => {
  const { now, evidence } = given;
  await updateSurvey(tx, survey.id, {
    state: 'DONE',
    completedAt: now,
    signedAt: evidence ? now : null,
    evidenceEnc: evidence
      ? deps.crypto.encryptField(JSON.stringify(evidence), evidenceContext(survey.id))
      : null,
    bankIdOrderRef: null,
  });
  await setScDetails(tx, job.id, { ...scDetailsOf(job), surveyId: survey.id, flags: survey.flags });
  const order = await findOrderRow(tx, job.orderId);
  await transitionJob(tx, { ...job, scDetails: { ...scDetailsOf(job), flags: survey.flags } }, 'surveyDone', {
    consentCount: (await consentsOfJob(tx, job.id)).length,
    apiKeyId: order?.apiKeyId ?? null,
    now,
  });
  return {
    action: 'clearance-survey.complete',
    entity: 'clearance-survey',
    entityId: survey.id,
    details: {
      jobId: job.id,
      orderId: job.orderId,
      flags: survey.flags,
      signed: evidence !== null,
      ...(evidence ? { via: 'bankid', bankIdOrderRef: evidence.orderRef } : {}),
    },
  };
};

const doneView = (
  survey: Pick<ScSurveyRow, 'completedAt' | 'evidenceEnc'>,
  now: Date,
): ClearanceSurveyDone => ({
  completedAt: (survey.completedAt ?? now).toISOString(),
  signed: survey.evidenceEnc !== null,
});

/** POST /clearance-survey/submit: hands in the saved answers of a survey that needs no signature. */
export const submitClearanceSurvey = async (
  deps: ClearanceSurveyDeps,
  context: PublicRequestContext,
  key: string,
): Promise<ClearanceSurveyDone> => {
  const found = await openSurvey(deps, key);
  return runCommand(deps.db, context, async (tx) => {
    const rows = await locked(tx, found);
    if (signingRequired(rows.job)) throw AppError.conflict(CLEARANCE_SURVEY_MESSAGES.signingRequired);
    if (!rows.survey.answersEnc) throw AppError.conflict(CLEARANCE_SURVEY_MESSAGES.answerFirst);
    const audit = await handIn(tx, deps, rows, { now: context.now, evidence: null });
    return { result: { completedAt: context.now.toISOString(), signed: false }, audit };
  });
};

// ---------------------------------------------------------------------------------------------------
// Signing with BankID (as the consent page: one open order per survey, collected by the page)

type RecordResult = { kind: 'recorded'; done: ClearanceSurveyDone } | { kind: 'refused'; error: AppError };

/** Takes a completed signature into effect, once; a second poll of the same order finds it recorded. */
const recordSignature = async (
  deps: ClearanceSurveyDeps,
  context: CommandContext & { now: Date },
  found: SurveyWithJob,
  orderRef: string,
  completion: BankIdCompletion | undefined,
): Promise<ClearanceSurveyDone> => {
  const expected = toBankIdPersonalNumber(
    deps.crypto.decryptField(found.job.ssnEnc, personFieldContext('ssn', found.job.id)),
  );
  if (!completion || completion.user.personalNumber !== expected) {
    await clearOpenOrder(deps.db, found.survey.id, orderRef);
    throw bankIdSignatureFailed(null, CLEARANCE_SURVEY_MESSAGES.wrongPerson);
  }
  // A refusal is answered rather than thrown, so that forgetting the BankID order commits.
  const refused = (error: AppError) => ({ result: { kind: 'refused', error } as const, audit: [] });
  const result = await runCommand<RecordResult>(deps.db, context, async (tx) => {
    const rows = await lockSurveyWithJob(tx, found.survey.id);
    if (!rows) return refused(notFound());
    const { survey } = rows;
    if (survey.bankIdOrderRef !== orderRef) {
      if (signedOrderOf(deps.crypto, survey) === orderRef) {
        return { result: { kind: 'recorded', done: doneView(survey, context.now) }, audit: [] };
      }
      return refused(survey.bankIdOrderRef ? bankIdConflict('70021') : notFound());
    }
    if (!isOpen(rows)) {
      await clearOpenOrder(tx, survey.id, orderRef);
      return refused(notFound());
    }
    const evidence: SurveyEvidence = {
      orderRef,
      answersDigest: digestOf(deps.crypto, survey),
      completionData: completion,
    };
    const audit = await handIn(tx, deps, rows, { now: context.now, evidence });
    return {
      result: { kind: 'recorded', done: { completedAt: context.now.toISOString(), signed: true } },
      audit,
    };
  });
  if (result.kind === 'refused') throw result.error;
  return result.done;
};

/**
 * An order recorded as open for the survey: still pending → 70021 (or cancelled on restart); signed
 * meanwhile → handed in, and this new start is 70022; ended or forgotten by BankID → forgotten here too.
 */
const settleOpenOrder = async (
  deps: ClearanceSurveyDeps,
  context: PublicRequestContext,
  found: SurveyWithJob,
  orderRef: string,
  restart: boolean,
): Promise<void> => {
  const collected = await deps.bankId.collect(orderRef).catch((error: unknown) => {
    if (isForgottenByBankId(error)) return undefined;
    throw error;
  });
  if (collected?.status === 'pending') {
    if (!restart) throw bankIdConflict('70021');
    await callBankId(() => deps.bankId.cancel(orderRef));
  } else if (collected?.status === 'complete') {
    await recordSignature(deps, context, found, orderRef, collected.completion);
    throw bankIdConflict('70022', CLEARANCE_SURVEY_MESSAGES.notFound);
  }
  await clearOpenOrder(deps.db, found.survey.id, orderRef);
};

/**
 * POST /clearance-survey/bankid/sign: starts the BankID signature of the saved answers by the person the
 * job names, audited with the order that now belongs to the survey.
 */
export const startClearanceSigning = async (
  deps: ClearanceSurveyDeps,
  context: PublicRequestContext,
  input: StartClearanceSigningRequest,
): Promise<BankIdStarted> => {
  const endUserIp = endUserIpOf(context);
  const found = await openSurvey(deps, input.surveyKey);
  if (!signingRequired(found.job)) throw AppError.conflict(CLEARANCE_SURVEY_MESSAGES.noSigningNeeded);
  if (!found.survey.answersEnc) throw AppError.conflict(CLEARANCE_SURVEY_MESSAGES.answerFirst);
  if (found.survey.bankIdOrderRef) {
    await callBankId(() =>
      settleOpenOrder(deps, context, found, found.survey.bankIdOrderRef ?? '', input.restart ?? false),
    );
  }
  const customerName = await customerNameOf(deps.db, found.job);
  return startClaimedSigning(
    deps,
    context,
    {
      endUserIp,
      personalNumber: decryptPerson(deps.crypto, found.job).ssn,
      userVisibleData: clearanceSigningStatement(customerName),
      userNonVisibleData: clearanceSignedReference(found.survey.id, digestOf(deps.crypto, found.survey)),
    },
    async (tx, orderRef) => {
      // The answers must still be the ones the order signs: saving them again forgets the order.
      const rows = await lockSurveyWithJob(tx, found.survey.id);
      return (
        rows?.survey.answersEnc === found.survey.answersEnc && claimOpenOrder(tx, found.survey.id, orderRef)
      );
    },
    { surveyId: found.survey.id, jobId: found.job.id, orderId: found.job.orderId },
  );
};

/**
 * POST /clearance-survey/bankid/collect: one collect of the survey's open order. Pending → BankID's
 * message and this second's QR; failed → 70203 (the person may start again); complete → handed in.
 * The order that handed the survey in answers complete again (two polls racing, a retried request).
 */
export const collectClearanceSigning = async (
  deps: ClearanceSurveyDeps,
  context: PublicRequestContext,
  input: CollectClearanceSigningRequest,
): Promise<ClearanceSigningResult> => {
  const complete = (done: ClearanceSurveyDone): ClearanceSigningResult => ({
    status: 'complete',
    hintCode: null,
    message: null,
    qrCode: null,
    done,
  });
  const known = await findSurveyByKeyHash(deps.db, surveyKeyHash(deps.crypto, input.surveyKey));
  if (known && signedOrderOf(deps.crypto, known.survey) === input.orderRef) {
    return complete(doneView(known.survey, context.now));
  }
  const found = await openSurvey(deps, input.surveyKey);
  const { survey } = found;
  if (survey.bankIdOrderRef !== input.orderRef) {
    if (survey.bankIdOrderRef) throw bankIdConflict('70021');
    throw AppError.notFound(CLEARANCE_SURVEY_MESSAGES.orderNotFound);
  }
  const collected = await collectOrderStep(deps.bankId, input.orderRef, input.autoStarted ?? false, () =>
    clearOpenOrder(deps.db, survey.id, input.orderRef),
  );
  if (collected.status === 'pending') return { ...collected, done: null };
  return complete(await recordSignature(deps, context, found, input.orderRef, collected.completion));
};
