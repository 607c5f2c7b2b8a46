import { nextJobState, SYSTEM_ACTOR } from '@granska/domain';
import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import type { JobHandler, SchedulerLogger } from '../../platform/scheduler/scheduler';
import { sweepStep } from '../../platform/scheduler/sweep';
import { runCommand } from '../audit';
import { sendConsentLink } from '../consent-links';
import { findCustomerById } from '../customers';
import { decryptPerson, recordConsentOutcome, transitionJob } from '../orders';
import { consentExpiry, reminderTime } from './consent.policy';
import {
  countConsentsOfJob,
  dueReminders,
  dueTimeouts,
  findOrderOfJob,
  lockConsentWithJob,
  markReminded,
} from './consent.repository';
import { notifyCustomerOfOutcome } from './consent.service';

/** The recurring sweep of unanswered consents: reminders and time-outs. */
export const CONSENT_SWEEP = 'consent.sweep';
const SWEEP_EVERY_MS = 60_000;
/** A test installation with a time-out of seconds sweeps often enough to notice it. */
const sweepInterval = (timeoutDays: number): number =>
  Math.max(1_000, Math.min(SWEEP_EVERY_MS, (timeoutDays * 86_400_000) / 20));
/** Consents handled per kind and run; more wait for the next minute. */
const SWEEP_BATCH = 200;

export interface ConsentJobsDeps {
  db: Database;
  crypto: FieldCrypto;
  config: Pick<Config, 'publicUrl' | 'consentTimeoutDays' | 'consentReminderDays'>;
  log?: Pick<SchedulerLogger, 'error'>;
  now?: () => Date;
}

/**
 * Times out one pending job-start consent whose time ran out: CsntTimedOut, the job TIMED_OUT (when it
 * still waits for the consent), an audit row and the customer's e-mail. A report approval times out the
 * same way while its job waits for it, and the job stays in PENDING_APPROVAL for a coordinator
 * (reports.md). False when there was nothing to do (answered meanwhile, or not due after all). The
 * sweep's step; the demo data uses it too.
 */
export const timeOutConsent = (deps: ConsentJobsDeps, consentId: string, now: Date): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const nothingToDo = { result: false, audit: [] };
    const locked = await lockConsentWithJob(tx, consentId);
    if (!locked) return nothingToDo;
    const { consent } = locked;
    const awaited =
      consent.consentType === 'JobStart' ||
      (consent.consentType === 'ReportApproval' && locked.job.currState === 'PENDING_APPROVAL');
    const due =
      awaited &&
      consent.state === 'CsntPendingAnswer' &&
      consentExpiry(consent, deps.config.consentTimeoutDays) <= now;
    if (!due) return nothingToDo;
    // A BankID order still open is simply forgotten: a signature arriving later finds the consent
    // closed (70022), and BankID ends the order within minutes.
    await recordConsentOutcome(tx, consent.id, { state: 'CsntTimedOut', time: now });
    const order = await findOrderOfJob(tx, locked.job);
    const waiting =
      consent.consentType === 'JobStart' &&
      nextJobState({ currState: locked.job.currState }, 'consentTimedOut', [SYSTEM_ACTOR]).ok;
    const job = waiting
      ? await transitionJob(tx, locked.job, 'consentTimedOut', {
          consentCount: await countConsentsOfJob(tx, locked.job.id),
          apiKeyId: order.apiKeyId,
          now,
        })
      : locked.job;
    await notifyCustomerOfOutcome(
      tx,
      { crypto: deps.crypto, publicUrl: deps.config.publicUrl },
      {
        order,
        job,
        outcome: 'timeout',
        consentType: consent.consentType,
      },
    );
    return {
      result: true,
      audit: {
        action: 'consent.timeout',
        entity: 'consent',
        entityId: consent.id,
        details: {
          jobId: job.id,
          orderId: order.id,
          jobState: job.currState,
          consentType: consent.consentType,
        },
      },
    };
  });

/** The job state in which each kind of consent is waited for (and so reminded). */
const WAITING_STATE = { JobStart: 'PENDING_CONSENT', ReportApproval: 'PENDING_APPROVAL' } as const;

/**
 * Reminds the person once, by e-mail and SMS, with a new link: only the key's hash is stored, so the
 * reminder cannot repeat the first link; the new key replaces it (the earlier link stops working). A
 * report approval gets its own words (reports.md). Audited as 'consent.remind'.
 */
const remindConsent = (deps: ConsentJobsDeps, consentId: string, now: Date): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const nothingToDo = { result: false, audit: [] };
    const locked = await lockConsentWithJob(tx, consentId);
    if (!locked) return nothingToDo;
    const { consent, job } = locked;
    const expiry = consentExpiry(consent, deps.config.consentTimeoutDays);
    const kind = consent.consentType === 'WithdrawnConsent' ? undefined : consent.consentType;
    const due =
      kind !== undefined &&
      consent.state === 'CsntPendingAnswer' &&
      job.currState === WAITING_STATE[kind] &&
      consent.remindedAt === null &&
      consent.bankIdOrderRef === null &&
      reminderTime(expiry, deps.config.consentReminderDays) <= now &&
      now < expiry;
    if (!due) return nothingToDo;
    const customer = await findCustomerById(tx, job.customerId);
    const { keyHash } = await sendConsentLink(
      tx,
      { crypto: deps.crypto, publicUrl: deps.config.publicUrl },
      {
        kind: kind === 'ReportApproval' ? 'reportApprovalReminder' : 'reminder',
        to: decryptPerson(deps.crypto, job),
        customerName: customer?.custName ?? 'Granska',
        expiresAt: expiry,
      },
    );
    await markReminded(tx, consent.id, { keyHash, remindedAt: now });
    return {
      result: true,
      audit: {
        action: 'consent.remind',
        entity: 'consent',
        entityId: consent.id,
        details: { jobId: job.id, orderId: job.orderId, consentType: consent.consentType },
      },
    };
  });

export interface SweepResult {
  timedOut: number;
  reminded: number;
  failed: number;
}

/**
 * One sweep: time-outs first (a consent past its time is not reminded), then reminders. One
 * transaction per consent; the state lives in the rows, so a sweep cut short by a restart simply
 * continues at the next run, and a consent that fails does not hold up the others.
 */
export const sweepConsents = async (deps: ConsentJobsDeps): Promise<SweepResult> => {
  const now = (deps.now ?? (() => new Date()))();
  const { consentTimeoutDays: timeoutDays, consentReminderDays: reminderDays } = deps.config;
  const result: SweepResult = { timedOut: 0, reminded: 0, failed: 0 };
  const step = async (
    done: 'timedOut' | 'reminded',
    ids: string[],
    work: (id: string) => Promise<boolean>,
  ) => {
    const counts = await sweepStep(ids, work, {
      log: deps.log,
      idName: 'consentId',
      message: `consent ${done} failed`,
    });
    result[done] += counts.done;
    result.failed += counts.failed;
  };
  await step('timedOut', await dueTimeouts(deps.db, { now, timeoutDays, limit: SWEEP_BATCH }), (id) =>
    timeOutConsent(deps, id, now),
  );
  if (reminderDays > 0) {
    await step(
      'reminded',
      await dueReminders(deps.db, { now, timeoutDays, reminderDays, limit: SWEEP_BATCH }),
      (id) => remindConsent(deps, id, now),
    );
  }
  return result;
};

/** The consent module's scheduled work, for main.ts's scheduler. */
export const consentJobs = (deps: ConsentJobsDeps): JobHandler[] => [
  {
    kind: CONSENT_SWEEP,
    everyMs: sweepInterval(deps.config.consentTimeoutDays),
    handle: async () => {
      const result = await sweepConsents(deps);
      // Recorded as the run's last_error; the sweep runs again next minute either way.
      if (result.failed > 0) throw new Error(`${result.failed} consents could not be swept`);
    },
  },
];
