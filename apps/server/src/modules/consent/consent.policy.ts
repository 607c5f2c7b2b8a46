import {
  BANKID_ERROR_MESSAGES,
  CONSENT_MESSAGES,
  type ConsentAnswer,
  type ConsentState,
  type ConsentType,
  type JobAction,
  type JobState,
  nextJobState,
  SYSTEM_ACTOR,
} from '@granska/domain';
import { addConsentDays } from '../consent-links';

/** What the rules look at: the consent, its job's state, and whether consent was withdrawn. */
export interface ConsentSituation {
  consentType: ConsentType;
  state: ConsentState;
  jobState: JobState;
  withdrawn: boolean;
}

/** The job action each answer takes once signed. */
export const JOB_ACTION_OF_ANSWER: Readonly<Record<ConsentAnswer, JobAction>> = {
  accept: 'consentAccepted',
  decline: 'consentDeclined',
  withdraw: 'consentWithdrawn',
};

/**
 * The job action a signed answer takes, or null when the answer changes no state: a declined report
 * approval leaves the job in PENDING_APPROVAL for a coordinator to approve or reverse
 * (job-state-machine.md; reports.md).
 */
export const jobActionOfAnswer = (consentType: ConsentType, answer: ConsentAnswer): JobAction | null =>
  consentType === 'ReportApproval' && answer === 'decline' ? null : JOB_ACTION_OF_ANSWER[answer];

/**
 * The answers the person can sign now. The job-start consent: accept or decline while it is pending
 * and the job waits for it; withdraw once accepted, while the state machine lets a withdrawal stop the
 * job (work under way, report not finished). The report approval: accept or decline while it is pending
 * and the job waits for it (PENDING_APPROVAL).
 */
export const possibleAnswers = (situation: ConsentSituation): ConsentAnswer[] => {
  if (situation.consentType === 'ReportApproval') {
    const waiting = situation.state === 'CsntPendingAnswer' && situation.jobState === 'PENDING_APPROVAL';
    return waiting && !situation.withdrawn ? ['accept', 'decline'] : [];
  }
  if (situation.consentType !== 'JobStart') return [];
  if (situation.state === 'CsntPendingAnswer') {
    return situation.jobState === 'PENDING_CONSENT' ? ['accept', 'decline'] : [];
  }
  const withdrawable =
    situation.state === 'CsntAccepted' &&
    !situation.withdrawn &&
    nextJobState({ currState: situation.jobState }, JOB_ACTION_OF_ANSWER.withdraw, [SYSTEM_ACTOR]).ok;
  return withdrawable ? ['withdraw'] : [];
};

/**
 * Why `answer` cannot be given, or null when it can: 'Samtycke redan genomfört' (spec §8, 70022) when
 * the person has already given this kind of answer, else CONSENT_MESSAGES.notPossible.
 */
export const answerRefusal = (situation: ConsentSituation, answer: ConsentAnswer): string | null => {
  if (possibleAnswers(situation).includes(answer)) return null;
  const alreadyDone =
    answer === 'withdraw'
      ? situation.withdrawn
      : situation.state !== 'CsntPendingAnswer' && situation.state !== 'CsntTimedOut';
  return alreadyDone ? BANKID_ERROR_MESSAGES['70022'] : CONSENT_MESSAGES.notPossible;
};

/**
 * Whether approving must wait: a report is approved only after the person opened it through the link
 * (the page or the PDF), so nobody approves what they have not been shown (reports.md).
 */
export const approvalNeedsReading = (
  consent: { consentType: ConsentType; reportOpenedAt: Date | null },
  answer: ConsentAnswer,
): boolean =>
  consent.consentType === 'ReportApproval' && answer === 'accept' && consent.reportOpenedAt === null;

/** How long a link that can no longer be answered still shows its outcome. */
export const CLOSED_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the link still opens. It does while an answer is possible; after that it shows the outcome
 * for CLOSED_LINK_DAYS after the last answer (or time-out), never once the job is archived. A closed
 * link answers exactly like an unknown one.
 */
export const isLinkOpen = (situation: ConsentSituation, lastEvent: Date, now: Date): boolean => {
  if (situation.jobState === 'ARCHIVED') return false;
  if (possibleAnswers(situation).length > 0) return true;
  return now.getTime() < lastEvent.getTime() + CLOSED_LINK_DAYS * DAY_MS;
};

/**
 * When an unanswered consent times out: its own expiry (set when sent), or for older rows creation +
 * CONSENT_TIMEOUT_DAYS. consent.repository's expirySql is the same rule for the sweep's queries.
 */
export const consentExpiry = (
  consent: { expiresAt: Date | null; createTime: Date },
  timeoutDays: number,
): Date => consent.expiresAt ?? addConsentDays(consent.createTime, timeoutDays);

/** When the person is reminded: CONSENT_REMINDER_DAYS before the time-out. */
export const reminderTime = (expiry: Date, reminderDays: number): Date =>
  addConsentDays(expiry, -reminderDays);
