import {
  type DeclineReferenceRequest,
  type Question,
  type ReferenceView,
  type SendAnswersRequest,
  type SurveyAnswer,
  VALIDATION_MESSAGES,
  type ValidationIssue,
  validateAnswer,
} from '@granska/domain';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runCommand } from '../audit';
import {
  type LinkDeps,
  lockRefereeRows,
  logEntry,
  refereeLink,
  refereeReferenceView,
  refuseIf,
} from './link-access';
import { settleOrderAfterReferee } from './link-progress';
import { findSurvey, lockReference, updateReference } from './link-repository';
import { LINK_MESSAGES, refereeRefusal } from './link-states.policy';
import type { RtOrderRow } from './reference-checks.schema';
import { encryptAnswers, encryptDeclineReason, encryptRefereeSignature } from './reference-fields';

/**
 * The referee's steps by their link (docs/decisions/reference-check-links.md): answer the order's
 * questionnaire, or decline with a reason. Signing the answers with BankID is reference-bankid.ts.
 */

/** The order's questionnaire (the order's own copy of a template). */
export const questionsOfOrder = async (
  deps: Pick<LinkDeps, 'db'>,
  order: RtOrderRow,
): Promise<Question[]> => {
  const survey = await findSurvey(deps.db, order.surveyId);
  if (!survey) throw new Error(`reference order ${order.id} has no questionnaire`);
  return survey.questions;
};

/**
 * The answers checked against the questions (spec §5, validateAnswer): one answer per question in the
 * questionnaire's order, 'Svar saknas' for each mandatory question left without a valid answer (every
 * such question named in `issues`, by its index). Answers to questions the questionnaire does not have
 * are refused.
 */
export const checkedAnswers = (
  questions: readonly Question[],
  given: readonly SendAnswersRequest['surveyAnswers'][number][],
): SurveyAnswer[] => {
  if (given.length > questions.length) throw AppError.badRequest(LINK_MESSAGES.answersDoNotFit);
  const answers = questions.map((_, index): SurveyAnswer => {
    const answer = given[index];
    return {
      optionIndex: answer?.optionIndex ?? -1,
      ...(answer?.freeText ? { freeText: answer.freeText } : {}),
      ...(answer?.sliderValue === undefined ? {} : { sliderValue: answer.sliderValue }),
    };
  });
  const issues: ValidationIssue[] = [];
  questions.forEach((question, index) => {
    const message = validateAnswer(question, answers[index]);
    if (message) issues.push({ path: `body.surveyAnswers.${index}`, message });
  });
  if (issues.length > 0) throw AppError.badRequest(VALIDATION_MESSAGES.answerMissing, issues);
  return answers;
};

/**
 * POST /reference/send/surveyanswers: the referee's answers, checked and kept encrypted with the address
 * they came from. An order without verification takes them as final (DONE at once); otherwise they wait
 * for the referee's BankID signature (/reference/sign) and may be changed until then.
 */
export const saveAnswers = async (
  deps: LinkDeps,
  context: PublicRequestContext,
  input: SendAnswersRequest,
): Promise<ReferenceView> => {
  const link = await refereeLink(deps, input.key);
  const questions = await questionsOfOrder(deps, link.order);
  return runCommand(deps.db, context, async (tx) => {
    const { order, reference } = await lockRefereeRows(tx, link);
    refuseIf(refereeRefusal(order, reference, true));
    const answers = checkedAnswers(questions, input.surveyAnswers);
    const now = context.now;
    const done = order.noVerification;
    await updateReference(tx, reference.id, {
      answersEnc: encryptAnswers(deps.crypto, reference.id, answers),
      ...encryptRefereeSignature(deps.crypto, reference.id, context.ip ? { ip: context.ip } : {}),
      ...(done
        ? {
            state: 'DONE' as const,
            stateLog: [...reference.stateLog, logEntry('DONE', now)],
            nextReminderAt: null,
          }
        : {}),
      modified: now,
    });
    const audit: CommandAudit[] = [
      {
        action: done ? 'reference.answer' : 'reference.save-answers',
        entity: 'reference',
        entityId: reference.id,
        details: { orderId: order.id, questions: questions.length },
      },
    ];
    if (done) audit.push(...(await settleOrderAfterReferee(tx, deps, order, now)));
    const saved = await lockReference(tx, reference.id);
    if (!saved) throw new Error('reference vanished in its own transaction');
    return { result: refereeReferenceView(deps.crypto, saved), audit };
  });
};

/** POST /reference/decline: the referee declines with a reason (no BankID needed to say no). */
export const declineReference = async (
  deps: LinkDeps,
  context: PublicRequestContext,
  input: DeclineReferenceRequest,
): Promise<ReferenceView> => {
  const link = await refereeLink(deps, input.key);
  return runCommand(deps.db, context, async (tx) => {
    const { order, reference } = await lockRefereeRows(tx, link);
    refuseIf(refereeRefusal(order, reference, false));
    const now = context.now;
    await updateReference(tx, reference.id, {
      state: 'DECLINED',
      stateLog: [...reference.stateLog, logEntry('DECLINED', now)],
      declineReasonEnc: encryptDeclineReason(deps.crypto, reference.id, input.declineReason),
      ...encryptRefereeSignature(deps.crypto, reference.id, context.ip ? { ip: context.ip } : {}),
      nextReminderAt: null,
      modified: now,
    });
    const audit: CommandAudit[] = [
      {
        action: 'reference.decline',
        entity: 'reference',
        entityId: reference.id,
        details: { orderId: order.id },
      },
      ...(await settleOrderAfterReferee(tx, deps, order, now, { referenceId: reference.id })),
    ];
    const saved = await lockReference(tx, reference.id);
    if (!saved) throw new Error('reference vanished in its own transaction');
    return { result: refereeReferenceView(deps.crypto, saved), audit };
  });
};
