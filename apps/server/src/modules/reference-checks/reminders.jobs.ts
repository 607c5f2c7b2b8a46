import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import type { JobHandler, SchedulerLogger } from '../../platform/scheduler/scheduler';
import { sweepStep } from '../../platform/scheduler/sweep';
import { type CommandAudit, runCommand } from '../audit';
import type { BankIdService } from '../bankid';
import { logEntry, visibleCompany } from './link-access';
import { notifyCustomerOfEnd, tellCandidateAboutReferee } from './link-notices';
import {
  failPendingBankIdOrdersOf,
  findReference,
  lockOrder,
  lockReference,
  ordersDueReminder,
  ordersPastDeadline,
  ordersWithoutTiming,
  referencesDueReminder,
  referencesOfOrder,
  updateOrder,
  updateReference,
} from './link-repository';
import { isOrderOpen, orderStateAtDeadline } from './link-states.policy';
import type { RtOrderRow } from './reference-checks.schema';
import { decryptCandidate, decryptReference } from './reference-fields';
import { sendReferenceLink } from './reference-links';
import {
  DAY_MS,
  deadlineAfter,
  HOUR_MS,
  type ReminderStep,
  reminderStep,
  reminderTimeAfter,
  timingOf,
} from './reference-timing';

/**
 * The reference checks' scheduled work (docs/decisions/reference-check-links.md): one recurring sweep
 * that gives newly sent orders their reminder time and deadline, times out orders past their deadline,
 * and reminds the candidate who has not nominated and the referees who have not answered (office hours
 * only, twice at most, each reminder a new link replacing the last). One transaction per order or
 * reference, the row re-checked under lock; all state is in the rows, so runs are idempotent.
 */

export const REFERENCE_SWEEP = 'reference-checks.sweep';
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;

export interface ReminderJobsDeps {
  db: Database;
  crypto: FieldCrypto;
  /** To cancel the BankID orders still open when an order's time runs out. */
  bankId: Pick<BankIdService, 'cancel'>;
  config: Pick<
    Config,
    'publicUrl' | 'referenceTimeoutDays' | 'referenceReminderHours' | 'referenceReminderOfficeHours'
  >;
  log?: Pick<SchedulerLogger, 'error'>;
  now?: () => Date;
}

/** A test installation with intervals of seconds sweeps often enough to notice them. */
export const sweepInterval = (config: ReminderJobsDeps['config']): number => {
  const shortest = Math.min(
    (config.referenceTimeoutDays * DAY_MS) / 20,
    config.referenceReminderHours > 0 ? (config.referenceReminderHours * HOUR_MS) / 4 : SWEEP_EVERY_MS,
  );
  return Math.max(1_000, Math.min(SWEEP_EVERY_MS, shortest));
};

const nothing = { result: false, audit: [] as CommandAudit[] };

/** When the order's current step began: the newest entry of its state in the log (or when it was sent). */
const stepStart = (order: RtOrderRow): Date => {
  const entry = [...order.stateLog].reverse().find((logged) => logged.state === order.state);
  return entry ? new Date(entry.time) : (order.ordered ?? order.created);
};

/**
 * An order sent to the candidate (POST /order/send leaves these unset) gets its deadline and first
 * reminder time from its ORDERED entry: the customer side need not know the timing rules.
 */
const scheduleOrder = (deps: ReminderJobsDeps, orderId: string, now: Date): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !isOrderOpen(order.state) || order.timeoutAt !== null) return nothing;
    const timing = timingOf(deps.config);
    const start = stepStart(order);
    await updateOrder(tx, order.id, {
      timeoutAt: deadlineAfter(start, timing),
      ...(order.state === 'ORDERED' ? { nextReminderAt: reminderTimeAfter(start, timing) } : {}),
    });
    return {
      result: true,
      audit: { action: 'reference-order.schedule', entity: 'reference-order', entityId: order.id },
    };
  });

/**
 * The BankID orders still open for an order whose time ran out end: failed here first (a poll then
 * answers failed), then cancelled at BankID, so the app of a candidate or referee mid-way stops asking.
 * Its own transaction after the order's, which never waits for a BankID call or for a poll's lock. A
 * refusal by BankID is logged only: BankID ends its orders within minutes anyway.
 */
const cancelPendingBankIdOrders = async (deps: ReminderJobsDeps, orderId: string, now: Date) => {
  const ended = await runCommand(deps.db, { system: true, now }, async (tx) => {
    const rows = await failPendingBankIdOrdersOf(tx, orderId);
    return {
      result: rows,
      audit: rows.map((row) => ({
        action: 'reference-bankid.cancel',
        entity: 'bankid-order',
        entityId: row.bankIdOrderRef,
        details: { orderId, referenceId: row.referenceId, purpose: row.purpose, via: 'deadline' },
      })),
    };
  });
  for (const row of ended) {
    await deps.bankId.cancel(row.bankIdOrderRef).catch((error: unknown) => {
      deps.log?.error(
        { orderId, purpose: row.purpose, errorName: (error as Error)?.name },
        'reference BankID order could not be cancelled',
      );
    });
  }
};

/**
 * An order past its deadline ends: the referees still asked time out, and the order is DONE when at
 * least min had answered, else TIMEOUT. The customer is told by e-mail, and BankID orders still open for
 * it are cancelled. The sweep's step.
 */
export const timeOutOrder = async (deps: ReminderJobsDeps, orderId: string, now: Date): Promise<boolean> => {
  const ended = await endOrderAtDeadline(deps, orderId, now);
  if (ended) await cancelPendingBankIdOrders(deps, orderId, now);
  return ended;
};

const endOrderAtDeadline = (deps: ReminderJobsDeps, orderId: string, now: Date): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !isOrderOpen(order.state) || order.timeoutAt === null || order.timeoutAt > now) {
      return nothing;
    }
    const references = await referencesOfOrder(tx, order.id);
    const audit: CommandAudit[] = [];
    for (const reference of references.filter((row) => row.state === 'PENDING')) {
      await lockReference(tx, reference.id);
      await updateReference(tx, reference.id, {
        state: 'TIMEOUT',
        stateLog: [...reference.stateLog, logEntry('TIMEOUT', now)],
        nextReminderAt: null,
        modified: now,
      });
      reference.state = 'TIMEOUT';
      audit.push({
        action: 'reference.timeout',
        entity: 'reference',
        entityId: reference.id,
        details: { orderId: order.id },
      });
    }
    const next = orderStateAtDeadline(order, references);
    const ended = next === 'DONE' ? 'DONE' : 'TIMEOUT';
    await updateOrder(tx, order.id, {
      state: ended,
      stateLog: [...order.stateLog, logEntry(ended, now)],
      timeoutAt: null,
      nextReminderAt: null,
      modified: now,
    });
    await notifyCustomerOfEnd(tx, { crypto: deps.crypto, publicUrl: deps.config.publicUrl }, order, ended);
    audit.push({
      action: ended === 'DONE' ? 'reference-order.done' : 'reference-order.timeout',
      entity: 'reference-order',
      entityId: order.id,
      details: { via: 'deadline' },
    });
    return { result: true, audit };
  });

/** The reminder time moved (postponed, or cleared once no more are sent): bookkeeping, no audit row. */
const reschedule = (
  step: Exclude<ReminderStep, { kind: 'remind' }>,
): { nextReminderAt: Date | null } | null =>
  step.kind === 'wait' ? null : { nextReminderAt: step.kind === 'postpone' ? step.until : null };

/** The columns a reminder changes, on the order (candidate) or the reference (referee). */
interface ReminderChange {
  keyHash?: string;
  remindersSent?: number;
  nextReminderAt: Date | null;
}

/**
 * A reminder of a link not yet used, when one is due: otherwise the reminder time is moved (no audit),
 * else a new link of `link.kind` replaces the last and is counted, the next due after the interval
 * unless this was the last. Answers the reminders sent and whether this was the last, or null.
 */
const remindIfDue = async (
  tx: Transaction,
  deps: ReminderJobsDeps,
  now: Date,
  row: { remindersSent: number; nextReminderAt: Date | null; modified: Date },
  update: (change: ReminderChange) => Promise<unknown>,
  link: () => Parameters<typeof sendReferenceLink>[2],
): Promise<{ remindersSent: number; last: boolean } | null> => {
  const timing = timingOf(deps.config);
  const step = reminderStep({ ...row, lastActivity: row.modified }, now, timing);
  if (step.kind !== 'remind') {
    const change = reschedule(step);
    if (change) await update(change);
    return null;
  }
  const { keyHash } = await sendReferenceLink(
    tx,
    { crypto: deps.crypto, publicUrl: deps.config.publicUrl },
    link(),
  );
  const remindersSent = row.remindersSent + 1;
  await update({ keyHash, remindersSent, nextReminderAt: step.last ? null : reminderTimeAfter(now, timing) });
  return { remindersSent, last: step.last };
};

/** Reminds the candidate who has not sent their referees yet, with a new link replacing the last. */
const remindCandidate = (deps: ReminderJobsDeps, orderId: string, now: Date): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.state !== 'ORDERED' || order.archived !== null) return nothing;
    const reminded = await remindIfDue(
      tx,
      deps,
      now,
      order,
      (change) => updateOrder(tx, order.id, change),
      () => {
        const candidate = decryptCandidate(deps.crypto, order);
        return {
          kind: 'candidateReminder',
          company: visibleCompany(order),
          to: { email: candidate.email, phone: candidate.phone },
        };
      },
    );
    if (!reminded) return nothing;
    const { remindersSent } = reminded;
    return {
      result: true,
      audit: {
        action: 'reference-order.remind',
        entity: 'reference-order',
        entityId: order.id,
        details: { remindersSent },
      },
    };
  });

/**
 * Reminds a referee who has not answered, with a new link replacing the last. After the last reminder
 * the candidate is told by e-mail which of their referees has not answered.
 */
const remindReferee = (deps: ReminderJobsDeps, referenceId: string, now: Date): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const unlocked = await findReference(tx, referenceId);
    if (!unlocked) return nothing;
    // The order locked first, as everywhere else, then the reference.
    const order = await lockOrder(tx, unlocked.orderId);
    const reference = await lockReference(tx, referenceId);
    if (!order || !reference || order.state !== 'SURVEYING' || reference.state !== 'PENDING') return nothing;
    const refereeOf = () => decryptReference(deps.crypto, reference).referenceInfo;
    const reminded = await remindIfDue(
      tx,
      deps,
      now,
      reference,
      (change) => updateReference(tx, reference.id, change),
      () => {
        const referee = refereeOf();
        return {
          kind: 'refereeReminder',
          company: visibleCompany(order),
          to: { email: referee.email, phone: referee.phone },
        };
      },
    );
    if (!reminded) return nothing;
    const { remindersSent, last } = reminded;
    if (last)
      await tellCandidateAboutReferee(tx, deps.crypto, order, 'silent', refereeOf().name ?? 'en referens');
    return {
      result: true,
      audit: {
        action: 'reference.remind',
        entity: 'reference',
        entityId: reference.id,
        details: { orderId: order.id, remindersSent, candidateTold: last },
      },
    };
  });

export interface SweepResult {
  scheduled: number;
  timedOut: number;
  remindedCandidates: number;
  remindedReferees: number;
  failed: number;
}

/**
 * One sweep: new orders scheduled, time-outs (an order past its deadline is not reminded), then the
 * candidates' and the referees' reminders. A row that fails is logged (ids only) and the rest go on.
 */
export const sweepReferenceLinks = async (deps: ReminderJobsDeps): Promise<SweepResult> => {
  const now = (deps.now ?? (() => new Date()))();
  const result: SweepResult = {
    scheduled: 0,
    timedOut: 0,
    remindedCandidates: 0,
    remindedReferees: 0,
    failed: 0,
  };
  const steps: [
    Exclude<keyof SweepResult, 'failed'>,
    () => Promise<string[]>,
    (id: string) => Promise<boolean>,
  ][] = [
    ['scheduled', () => ordersWithoutTiming(deps.db, SWEEP_BATCH), (id) => scheduleOrder(deps, id, now)],
    ['timedOut', () => ordersPastDeadline(deps.db, now, SWEEP_BATCH), (id) => timeOutOrder(deps, id, now)],
    [
      'remindedCandidates',
      () => ordersDueReminder(deps.db, now, SWEEP_BATCH),
      (id) => remindCandidate(deps, id, now),
    ],
    [
      'remindedReferees',
      () => referencesDueReminder(deps.db, now, SWEEP_BATCH),
      (id) => remindReferee(deps, id, now),
    ],
  ];
  for (const [done, due, work] of steps) {
    const counts = await sweepStep(await due(), work, {
      log: deps.log,
      idName: 'id',
      message: `reference ${done} failed`,
    });
    result[done] += counts.done;
    result.failed += counts.failed;
  }
  return result;
};

/** The reference checks' scheduled work, for main.ts's scheduler. */
export const referenceLinkJobs = (deps: ReminderJobsDeps): JobHandler[] => [
  {
    kind: REFERENCE_SWEEP,
    everyMs: sweepInterval(deps.config),
    handle: async () => {
      const result = await sweepReferenceLinks(deps);
      if (result.failed > 0) throw new Error(`${result.failed} reference checks could not be swept`);
    },
  },
];
