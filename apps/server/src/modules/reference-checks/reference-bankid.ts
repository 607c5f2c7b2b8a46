import { randomBytes } from 'node:crypto';
import {
  BANKID_ERROR_FALLBACK,
  BANKID_ERROR_MESSAGES,
  type BankIdMessage,
  bankIdCollectMessage,
  type CandidateAuthRequest,
  englishMessage,
  normalizePersonalNumber,
  type PollRequest,
  type ReferenceBankIdStart,
  type ReferencePollStatus,
  type SurveyAnswer,
  toBankIdPersonalNumber,
  validatePersonalNumber,
} from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runCommand } from '../audit';
import { type BankIdCompletion, BankIdError } from '../bankid';
import {
  candidateLink,
  findLink,
  type Link,
  type LinkBankIdDeps,
  lockCandidateOrder,
  lockRefereeRows,
  logEntry,
  type RefereeLink,
  refereeLink,
  refusal,
  refuseIf,
  visibleCompany,
} from './link-access';
import { settleOrderAfterReferee } from './link-progress';
import {
  type BankIdPurpose,
  findBankIdOrder,
  finishBankIdOrder,
  insertBankIdOrder,
  lockBankIdOrder,
  lockOrder,
  lockReference,
  pendingBankIdOrdersOf,
  type RtBankIdOrderRow,
  updateOrder,
  updateReference,
} from './link-repository';
import { isOrderOpen, LINK_MESSAGES, refereeRefusal } from './link-states.policy';
import { questionsOfOrder } from './referee-service';
import { refereeSignedReference, refereeSignText } from './reference-bankid-text';
import type { RtReferenceRow } from './reference-checks.schema';
import {
  decryptCandidate,
  decryptEvidence,
  decryptReference,
  decryptSignedText,
  encryptAnswers,
  encryptCandidateSignature,
  encryptEvidence,
  encryptRefereeSignature,
  encryptSignedText,
} from './reference-fields';

/**
 * BankID on the candidate's and the referees' links (docs/decisions/reference-check-links.md): the
 * candidate's identification (/candidate/auth), the referee's identification (/reference/verify) and
 * signature of their answers (/reference/sign), each collected by /poll. One BankID order per link and
 * purpose at a time: a new start cancels the one before (the page starts again after a reload). No
 * transaction is held across a BankID call (the local BankID server shares the database).
 */

/** What a referee's evidence holds (encrypted): BankID's completion data of each step. */
interface RefereeEvidence {
  verification?: { orderRef: string; completionData: BankIdCompletion };
  signature?: {
    orderRef: string;
    signedText: string;
    signedReference: string;
    completionData: BankIdCompletion;
  };
}

/** What a referee was asked to sign (kept encrypted on the BankID order until it completes). */
interface SignedAnswers {
  text: string;
  reference: string;
  answers: SurveyAnswer[];
}

const callBankId = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BankIdError)) throw error;
    // The person has a BankID order running elsewhere (spec §8 70021); else BankID failed us.
    if (error.errorCode === 'alreadyInProgress') {
      throw new AppError('CONFLICT', BANKID_ERROR_MESSAGES['70021'], { cause: error });
    }
    throw new AppError('BAD_GATEWAY', BANKID_ERROR_FALLBACK, { cause: error });
  }
};

const endUserIpOf = (context: PublicRequestContext): string => {
  if (!context.ip) throw new Error('a BankID order needs the address of the person starting it');
  return context.ip;
};

const refereeEvidence = (deps: LinkBankIdDeps, reference: RtReferenceRow): RefereeEvidence =>
  (decryptEvidence(deps.crypto, reference) as RefereeEvidence | undefined) ?? {};

/** `YYYYMMDD-NNNN` (spec §5) of BankID's 12 digits. */
const specPersonalNumber = (digits: string): string => `${digits.slice(0, 8)}-${digits.slice(8)}`;

interface StartRequest {
  purpose: BankIdPurpose;
  link: Link;
  personalNumber?: string | undefined;
  userVisibleData?: string;
  userNonVisibleData?: string;
  signed?: SignedAnswers;
  /** Checks again, in the transaction that records the order, that the step is still possible. */
  recheck: (tx: Transaction) => Promise<void>;
}

/**
 * Starts the BankID order, cancelling the link's earlier one of the same purpose, and records it under a
 * new poll id (audited as 'reference-bankid.start'). Answers what the page needs to open BankID.
 */
const startBankId = async (
  deps: LinkBankIdDeps,
  context: PublicRequestContext,
  request: StartRequest,
): Promise<ReferenceBankIdStart> => {
  const endUserIp = endUserIpOf(context);
  const orderId = request.link.order.id;
  const referenceId = request.link.role === 'referee' ? request.link.reference.id : null;
  const earlier = await pendingBankIdOrdersOf(deps.db, { orderId, referenceId, purpose: request.purpose });
  for (const old of earlier) await deps.bankId.cancel(old.bankIdOrderRef).catch(() => undefined);
  const input = {
    endUserIp,
    ...(request.personalNumber ? { personalNumber: request.personalNumber } : {}),
    ...(request.userNonVisibleData ? { userNonVisibleData: request.userNonVisibleData } : {}),
  };
  const started = await callBankId(() =>
    request.purpose === 'referee-sign'
      ? deps.bankId.startSign({ ...input, userVisibleData: request.userVisibleData ?? '' })
      : deps.bankId.startAuth(input),
  );
  const pollId = randomBytes(24).toString('base64url');
  try {
    await runCommand(deps.db, context, async (tx) => {
      await request.recheck(tx);
      for (const old of earlier) await finishBankIdOrder(tx, old.pollId, 'failed');
      await insertBankIdOrder(tx, {
        pollId,
        orderId,
        referenceId,
        purpose: request.purpose,
        bankIdOrderRef: started.orderRef,
        signedTextEnc: request.signed ? encryptSignedText(deps.crypto, pollId, request.signed) : null,
        status: 'pending',
        created: context.now,
      });
      // A link in use is not reminded (a reminder would replace its key under the person's hands).
      if (referenceId) await updateReference(tx, referenceId, { modified: context.now });
      else await updateOrder(tx, orderId, { modified: context.now });
      return {
        result: undefined,
        audit: {
          action: 'reference-bankid.start',
          entity: 'bankid-order',
          entityId: started.orderRef,
          details: { orderId, referenceId, purpose: request.purpose },
        },
      };
    });
  } catch (error) {
    // Nothing of ours points at the order: BankID lets it expire if cancelling fails.
    await deps.bankId.cancel(started.orderRef).catch(() => undefined);
    throw error;
  }
  const sign = request.purpose === 'referee-sign';
  return {
    pollID: pollId,
    autoStartUrl: started.autoStartUrl,
    qrCode: (await deps.bankId.qrCode(started.orderRef)) ?? '',
    operation: sign ? 'sign' : 'auth',
    message: sign
      ? 'Starta BankID-appen och skriv under dina svar'
      : 'Starta BankID-appen och identifiera dig',
    ...(request.signed ? { signMessage: request.signed.text } : {}),
  };
};

/**
 * POST /candidate/auth: the candidate identifies with BankID. The order's personal number (when the
 * orderer gave one) is BankID's requirement, else the one the candidate types (checked as spec §5), else
 * none: BankID then tells who it was.
 */
export const startCandidateAuth = async (
  deps: LinkBankIdDeps,
  context: PublicRequestContext,
  input: CandidateAuthRequest,
): Promise<ReferenceBankIdStart> => {
  const link = await candidateLink(deps, input.key);
  const check = (order: typeof link.order) => {
    if (!isOrderOpen(order.state)) throw refusal(LINK_MESSAGES.finished);
    if (order.noVerification) throw refusal(LINK_MESSAGES.noBankIdNeeded);
    if (order.candidateVerified !== null) throw refusal(LINK_MESSAGES.alreadyVerified);
  };
  check(link.order);
  let personalNumber = decryptCandidate(deps.crypto, link.order).ssn;
  if (!personalNumber && input.personalNumber) {
    const typed = normalizePersonalNumber(input.personalNumber, context.now);
    const invalid = validatePersonalNumber(typed, context.now);
    if (invalid) throw AppError.badRequest(invalid);
    personalNumber = typed;
  }
  return startBankId(deps, context, {
    purpose: 'candidate-auth',
    link,
    personalNumber,
    recheck: async (tx) => check(await lockCandidateOrder(tx, link)),
  });
};

/**
 * Starts a BankID order of the referee whose link `key` is: `check` refuses what the step does not allow,
 * now and again under lock when the order is recorded.
 */
const refereeBankIdStart =
  (
    check: (rows: Pick<RefereeLink, 'order' | 'reference'>) => void,
    request: (deps: LinkBankIdDeps, link: RefereeLink) => Promise<Omit<StartRequest, 'link' | 'recheck'>>,
  ) =>
  async (deps: LinkBankIdDeps, context: PublicRequestContext, key: string): Promise<ReferenceBankIdStart> => {
    const link = await refereeLink(deps, key);
    check(link);
    return startBankId(deps, context, {
      ...(await request(deps, link)),
      link,
      recheck: async (tx) => check(await lockRefereeRows(tx, link)),
    });
  };

/** POST /reference/verify: the referee identifies with BankID (no personal number is known of them). */
export const startRefereeVerify = refereeBankIdStart(
  (rows) => {
    refuseIf(refereeRefusal(rows.order, rows.reference, false));
    if (rows.order.noVerification) throw refusal(LINK_MESSAGES.noBankIdNeeded);
    if (rows.reference.verified !== null) throw refusal(LINK_MESSAGES.alreadyVerified);
  },
  async () => ({ purpose: 'referee-verify' }),
);

/**
 * POST /reference/sign: the referee signs their saved answers with BankID, as the person who identified
 * (the verification's personal number is the requirement). The BankID app shows every question and
 * answer; what was shown and the answers are kept with the order until it completes.
 */
export const startRefereeSign = refereeBankIdStart(
  (rows) => {
    if (rows.order.noVerification && rows.reference.state === 'PENDING') {
      throw refusal(LINK_MESSAGES.noBankIdNeeded);
    }
    const refused = refereeRefusal(rows.order, rows.reference, true);
    if (refused === LINK_MESSAGES.refereeNotVerified) throw refusal(LINK_MESSAGES.verifyBeforeSigning);
    refuseIf(refused);
    if (rows.reference.answersEnc === null) throw refusal(LINK_MESSAGES.noAnswersToSign);
  },
  async (deps, link) => {
    const signer = refereeEvidence(deps, link.reference).verification?.completionData.user.personalNumber;
    if (!signer) throw refusal(LINK_MESSAGES.verifyBeforeSigning);
    const questions = await questionsOfOrder(deps, link.order);
    const answers = decryptReference(deps.crypto, link.reference).surveyAnswers;
    const text = refereeSignText(
      {
        asker: visibleCompany(link.order) ?? 'en arbetsgivare',
        candidateName: decryptCandidate(deps.crypto, link.order).name ?? null,
      },
      questions,
      answers,
    );
    const reference = refereeSignedReference(link.reference.id, answers);
    return {
      purpose: 'referee-sign',
      personalNumber: signer,
      userVisibleData: text,
      userNonVisibleData: reference,
      signed: { text, reference, answers },
    };
  },
);

// ---------------------------------------------------------------------------------------------------
// /poll

const belongsTo = (row: RtBankIdOrderRow, link: Link): boolean =>
  row.orderId === link.order.id &&
  (link.role === 'candidate'
    ? row.referenceId === null && row.purpose === 'candidate-auth'
    : row.referenceId === link.reference.id && row.purpose !== 'candidate-auth');

const CANCELLED = bankIdCollectMessage({ status: 'failed', hintCode: 'cancelled', autoStarted: false });

type Outcome = ReferencePollStatus;

/** Our own Swedish refusal in both languages (BankID's messages come as both already). */
const bothLanguages = (swedish: string): BankIdMessage => ({
  sv: swedish,
  en: englishMessage(swedish) ?? swedish,
});

const failedOutcome = (
  id: string,
  message: string | BankIdMessage,
  hintCode: string | null = null,
): Outcome => ({
  id,
  status: 'failed',
  hintCode,
  message: typeof message === 'string' ? bothLanguages(message) : message,
  qrCode: null,
});

/** A poll of an order already settled: complete again (idempotent), or failed. */
const settled = (row: RtBankIdOrderRow): Outcome =>
  row.status === 'complete'
    ? { id: row.pollId, status: 'complete', hintCode: null, message: null, qrCode: null }
    : failedOutcome(row.pollId, CANCELLED ?? BANKID_ERROR_FALLBACK);

/**
 * Takes a completed BankID order into effect once, on the rows locked in one transaction: the
 * candidate identified; the referee identified; or the referee's answers signed (DONE, evidence kept,
 * the order settled). A second poll finds it recorded and answers complete again.
 */
const takeIntoEffect = async (
  deps: LinkBankIdDeps,
  context: PublicRequestContext,
  row: RtBankIdOrderRow,
  completion: BankIdCompletion | undefined,
): Promise<Outcome> =>
  runCommand<Outcome>(deps.db, context, async (tx) => {
    const locked = await lockBankIdOrder(tx, row.pollId);
    if (locked?.status !== 'pending') return { result: settled(locked ?? row), audit: [] };
    const now = context.now;
    const ip = context.ip ? { ip: context.ip } : {};
    const fail = async (message: string): Promise<{ result: Outcome; audit: CommandAudit[] }> => {
      await finishBankIdOrder(tx, row.pollId, 'failed');
      return {
        result: failedOutcome(row.pollId, message),
        audit: [
          {
            action: 'reference-bankid.refuse',
            entity: 'bankid-order',
            entityId: row.bankIdOrderRef,
            details: { orderId: row.orderId, referenceId: row.referenceId, purpose: row.purpose },
          },
        ],
      };
    };
    if (!completion) return fail(BANKID_ERROR_FALLBACK);
    const user = completion.user;
    const audit: CommandAudit[] = [];
    const via = { via: 'bankid', bankIdOrderRef: row.bankIdOrderRef };

    if (row.purpose === 'candidate-auth') {
      const order = await lockOrder(tx, row.orderId);
      if (!order || !isOrderOpen(order.state)) return fail(LINK_MESSAGES.finished);
      const expected = decryptCandidate(deps.crypto, order).ssn;
      if (expected && toBankIdPersonalNumber(expected) !== user.personalNumber) {
        return fail(LINK_MESSAGES.wrongPerson);
      }
      await updateOrder(tx, order.id, {
        candidateVerified: now,
        ...encryptCandidateSignature(deps.crypto, order.id, {
          signedName: user.name,
          ssn: expected ?? specPersonalNumber(user.personalNumber),
          ...ip,
        }),
        modified: now,
      });
      audit.push({
        action: 'reference-order.candidate-verify',
        entity: 'reference-order',
        entityId: order.id,
        details: via,
      });
    } else {
      const order = await lockOrder(tx, row.orderId);
      const reference = row.referenceId ? await lockReference(tx, row.referenceId) : undefined;
      if (!order || !reference) return fail(LINK_MESSAGES.notFound);
      const evidence = refereeEvidence(deps, reference);
      if (row.purpose === 'referee-verify') {
        const refused = refereeRefusal(order, reference, false);
        if (refused) return fail(refused);
        await updateReference(tx, reference.id, {
          verified: now,
          ...encryptRefereeSignature(deps.crypto, reference.id, { signedName: user.name, ...ip }),
          evidenceEnc: encryptEvidence(deps.crypto, reference.id, {
            ...evidence,
            verification: { orderRef: row.bankIdOrderRef, completionData: completion },
          } satisfies RefereeEvidence),
          modified: now,
        });
        audit.push({
          action: 'reference.verify',
          entity: 'reference',
          entityId: reference.id,
          details: { ...via, orderId: order.id },
        });
      } else {
        const refused = refereeRefusal(order, reference, true);
        if (refused) return fail(refused);
        if (evidence.verification?.completionData.user.personalNumber !== user.personalNumber) {
          return fail(LINK_MESSAGES.signerDiffers);
        }
        if (!row.signedTextEnc) return fail(BANKID_ERROR_FALLBACK);
        const signed = decryptSignedText(deps.crypto, row.pollId, row.signedTextEnc) as SignedAnswers;
        await updateReference(tx, reference.id, {
          state: 'DONE',
          stateLog: [...reference.stateLog, logEntry('DONE', now)],
          answersEnc: encryptAnswers(deps.crypto, reference.id, signed.answers),
          ...encryptRefereeSignature(deps.crypto, reference.id, { signedName: user.name, ...ip }),
          evidenceEnc: encryptEvidence(deps.crypto, reference.id, {
            ...evidence,
            signature: {
              orderRef: row.bankIdOrderRef,
              signedText: signed.text,
              signedReference: signed.reference,
              completionData: completion,
            },
          } satisfies RefereeEvidence),
          nextReminderAt: null,
          modified: now,
        });
        audit.push({
          action: 'reference.sign',
          entity: 'reference',
          entityId: reference.id,
          details: { ...via, orderId: order.id },
        });
        audit.push(...(await settleOrderAfterReferee(tx, deps, order, now)));
      }
    }
    await finishBankIdOrder(tx, row.pollId, 'complete');
    return {
      result: { id: row.pollId, status: 'complete', hintCode: null, message: null, qrCode: null },
      audit,
    };
  });

/**
 * POST /poll: one collect of a BankID order this link started. Pending → BankID's hint and Swedish
 * instruction and this second's QR code; failed → why; complete → the step takes effect.
 */
export const pollBankId = async (
  deps: LinkBankIdDeps,
  context: PublicRequestContext,
  input: PollRequest,
): Promise<Outcome> => {
  const link = await findLink(deps, input.key);
  const row = await findBankIdOrder(deps.db, input.id);
  if (!row || !belongsTo(row, link)) throw AppError.notFound(LINK_MESSAGES.pollNotFound);
  if (row.status !== 'pending') return settled(row);

  const markFailed = () =>
    runCommand(deps.db, context, async (tx) => ({
      result: await finishBankIdOrder(tx, row.pollId, 'failed'),
      audit: {
        action: 'reference-bankid.fail',
        entity: 'bankid-order',
        entityId: row.bankIdOrderRef,
        details: { orderId: row.orderId, referenceId: row.referenceId, purpose: row.purpose },
      },
    }));

  let collected: Awaited<ReturnType<typeof deps.bankId.collect>>;
  try {
    collected = await deps.bankId.collect(row.bankIdOrderRef);
  } catch (error) {
    // BankID no longer knows the order (ended long ago, or cancelled): it failed.
    if (error instanceof BankIdError && error.errorCode === 'invalidParameters') {
      await markFailed();
      return failedOutcome(row.pollId, CANCELLED ?? BANKID_ERROR_FALLBACK);
    }
    return callBankId(() => Promise.reject(error));
  }
  if (collected.status === 'pending') {
    return {
      id: row.pollId,
      status: 'pending',
      hintCode: collected.hintCode,
      message: collected.message ?? null,
      qrCode: await deps.bankId.qrCode(row.bankIdOrderRef),
    };
  }
  if (collected.status === 'failed') {
    await markFailed();
    return failedOutcome(row.pollId, collected.message ?? BANKID_ERROR_FALLBACK, collected.hintCode);
  }
  return takeIntoEffect(deps, context, row, collected.completion);
};
