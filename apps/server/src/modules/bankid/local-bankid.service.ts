import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { type BankIdOrderKind, type LocalBankIdOrderRow, localBankIdOrders } from './bankid.schema';
import type { CollectResponse, CompletionData, OrderResponse } from './bankid-api';
import { BANKID_ERROR_STATUS } from './bankid-api';
import { buildLocalCompletion } from './local-bankid-completion';

/**
 * The local BankID server's behaviour (docs/decisions/bankid.md): orders in a table, the RP API's
 * answers and errors, and the tester's actions that play the BankID app.
 */
// Plain transactions, not runCommand: this plays BankID's own service; its orders are not ours to audit.

export type LocalBankIdErrorCode = keyof typeof BANKID_ERROR_STATUS;

/** An RP API error answer of the local server: `{errorCode, details}` with BankID's HTTP status. */
export class LocalBankIdApiError extends Error {
  constructor(
    readonly errorCode: LocalBankIdErrorCode,
    readonly details: string,
  ) {
    super(details);
    this.name = 'LocalBankIdApiError';
  }

  get statusCode(): number {
    return BANKID_ERROR_STATUS[this.errorCode];
  }
}

/** A tester action on an order that is not (or no longer) open. */
export class LocalOrderStateError extends Error {
  constructor(readonly reason: 'not-found' | 'not-pending') {
    super(reason);
    this.name = 'LocalOrderStateError';
  }
}

export interface LocalBankIdSettings {
  /** Seconds an unanswered order stays pending (BANKID_LOCAL_ORDER_LIFETIME_SECONDS). */
  lifetimeSeconds: number;
}

/** BankID lets a completed order be collected for 3 minutes and a failed one for 5, then forgets it. */
const COLLECTABLE_SECONDS = { complete: 180, failed: 300 } as const;
/** Finished local orders older than this are deleted when a new one starts: it is a test service. */
const KEEP_HOURS = 24;

const noSuchOrder = () => new LocalBankIdApiError('invalidParameters', 'No such order');

/** Pending orders past their lifetime fail: startFailed if the app never started, else expiredTransaction. */
export const expireOverdueOrders = async (db: Database, settings: LocalBankIdSettings): Promise<void> => {
  await db
    .update(localBankIdOrders)
    .set({
      status: 'failed',
      hintCode: sql`case when ${localBankIdOrders.startedAt} is null then 'startFailed' else 'expiredTransaction' end`,
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(localBankIdOrders.status, 'pending'),
        lt(localBankIdOrders.createdAt, sql`now() - make_interval(secs => ${settings.lifetimeSeconds})`),
      ),
    );
};

export interface NewLocalOrder {
  kind: BankIdOrderKind;
  channel: 'qr' | 'phone';
  endUserIp: string | undefined;
  personalNumber: string | undefined;
  request: Record<string, unknown>;
}

/**
 * Starts an order. One order per person at a time: a new order naming a person who has one pending is
 * refused with alreadyInProgress, and the older order ends failed/cancelled (bankid.md).
 */
export const startLocalOrder = async (
  db: Database,
  settings: LocalBankIdSettings,
  order: NewLocalOrder,
): Promise<OrderResponse> => {
  await expireOverdueOrders(db, settings);
  await db
    .delete(localBankIdOrders)
    .where(lt(localBankIdOrders.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
  const created = await db.transaction(async (tx) => {
    if (order.personalNumber !== undefined) {
      const cancelled = await tx
        .update(localBankIdOrders)
        .set({ status: 'failed', hintCode: 'cancelled', finishedAt: sql`now()` })
        .where(
          and(
            eq(localBankIdOrders.personalNumber, order.personalNumber),
            eq(localBankIdOrders.status, 'pending'),
          ),
        )
        .returning({ orderRef: localBankIdOrders.orderRef });
      if (cancelled.length > 0) return null;
    }
    const [row] = await tx
      .insert(localBankIdOrders)
      .values({
        orderRef: randomUUID(),
        kind: order.kind,
        channel: order.channel,
        endUserIp: order.endUserIp ?? null,
        personalNumber: order.personalNumber ?? null,
        request: order.request,
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
        hintCode: 'outstandingTransaction',
      })
      .returning();
    return row ?? null;
  });
  if (!created) {
    throw new LocalBankIdApiError(
      'alreadyInProgress',
      'Order already in progress for pno. The existing order is cancelled.',
    );
  }
  return {
    orderRef: created.orderRef,
    autoStartToken: created.autoStartToken,
    qrStartToken: created.qrStartToken,
    qrStartSecret: created.qrStartSecret,
  };
};

const findOrder = async (db: Database, orderRef: string) => {
  const [row] = await db.select().from(localBankIdOrders).where(eq(localBankIdOrders.orderRef, orderRef));
  return row;
};

export const collectLocalOrder = async (
  db: Database,
  settings: LocalBankIdSettings,
  orderRef: string,
): Promise<CollectResponse> => {
  await expireOverdueOrders(db, settings);
  const [row] = await db
    .select({
      order: localBankIdOrders,
      secondsSinceFinish: sql<
        number | null
      >`extract(epoch from now() - ${localBankIdOrders.finishedAt})::float8`,
    })
    .from(localBankIdOrders)
    .where(eq(localBankIdOrders.orderRef, orderRef));
  if (!row) throw noSuchOrder();
  const { order, secondsSinceFinish } = row;
  if (order.status === 'cancelled') throw noSuchOrder();
  if (order.status === 'pending') {
    return { orderRef, status: 'pending', hintCode: order.hintCode ?? 'outstandingTransaction' };
  }
  if (secondsSinceFinish !== null && Number(secondsSinceFinish) > COLLECTABLE_SECONDS[order.status]) {
    throw noSuchOrder();
  }
  if (order.status === 'failed')
    return { orderRef, status: 'failed', hintCode: order.hintCode ?? 'startFailed' };
  return { orderRef, status: 'complete', completionData: order.completionData as CompletionData };
};

/** The relying party's /cancel: BankID forgets a pending order (a later collect: No such order). */
export const cancelLocalOrder = async (db: Database, orderRef: string): Promise<void> => {
  const order = await findOrder(db, orderRef);
  if (!order || order.status === 'cancelled') throw noSuchOrder();
  if (order.status !== 'pending') return;
  await db
    .update(localBankIdOrders)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(localBankIdOrders.orderRef, orderRef), eq(localBankIdOrders.status, 'pending')));
};

// The tester's actions (the page and its JSON twin): the BankID app, played by hand.

export interface LocalOrderState {
  orderRef: string;
  status: 'pending' | 'failed' | 'complete' | 'cancelled';
  hintCode: string | null;
}

const finishPending = async (
  db: Database,
  settings: LocalBankIdSettings,
  orderRef: string,
  change: (order: LocalBankIdOrderRow) => PgUpdateSetSource<typeof localBankIdOrders>,
): Promise<LocalOrderState> => {
  await expireOverdueOrders(db, settings);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(localBankIdOrders)
      .where(eq(localBankIdOrders.orderRef, orderRef))
      .for('update');
    if (!order) throw new LocalOrderStateError('not-found');
    if (order.status !== 'pending') throw new LocalOrderStateError('not-pending');
    const [updated] = await tx
      .update(localBankIdOrders)
      .set(change(order))
      .where(eq(localBankIdOrders.orderRef, orderRef))
      .returning();
    if (!updated) throw new LocalOrderStateError('not-found');
    return { orderRef, status: updated.status, hintCode: updated.hintCode };
  });
};

/** The user opened the app and sees the order: pending/userSign. */
export const testerStart = (db: Database, settings: LocalBankIdSettings, orderRef: string) =>
  finishPending(db, settings, orderRef, (order) => ({
    hintCode: 'userSign',
    startedAt: order.startedAt ?? sql`now()`,
  }));

/** The user pressed Avbryt in the app: failed/userCancel. */
export const testerCancel = (db: Database, settings: LocalBankIdSettings, orderRef: string) =>
  finishPending(db, settings, orderRef, () => ({
    status: 'failed',
    hintCode: 'userCancel',
    finishedAt: sql`now()`,
  }));

/** Time ran out now rather than after the lifetime: startFailed if never started, else expiredTransaction. */
export const testerExpire = (db: Database, settings: LocalBankIdSettings, orderRef: string) =>
  finishPending(db, settings, orderRef, (order) => ({
    status: 'failed',
    hintCode: order.startedAt ? 'expiredTransaction' : 'startFailed',
    finishedAt: sql`now()`,
  }));

export const DEFAULT_TEST_NAME = 'Test Testsson';

/**
 * The user approved with the BankID of `personalNumber`. An order that requires another person's number
 * fails with startFailed: BankID's app finds no BankID meeting the order's requirement, so the order
 * never starts (docs/decisions/bankid.md).
 */
export const testerComplete = (
  db: Database,
  settings: LocalBankIdSettings,
  orderRef: string,
  signer: { personalNumber: string; name?: string | undefined },
  now: () => Date = () => new Date(),
) =>
  finishPending(db, settings, orderRef, (order) => {
    if (order.personalNumber !== null && order.personalNumber !== signer.personalNumber) {
      return { status: 'failed', hintCode: 'startFailed', finishedAt: sql`now()` };
    }
    const completion = buildLocalCompletion(
      order,
      { personalNumber: signer.personalNumber, name: signer.name?.trim() || DEFAULT_TEST_NAME },
      now(),
    );
    return {
      status: 'complete',
      hintCode: null,
      completionData: completion,
      startedAt: order.startedAt ?? sql`now()`,
      finishedAt: sql`now()`,
    };
  });

export interface OpenLocalOrder extends LocalBankIdOrderRow {
  ageSeconds: number;
}

/** Pending orders, oldest first (at most 100: it is a test page). */
export const listOpenLocalOrders = async (
  db: Database,
  settings: LocalBankIdSettings,
): Promise<OpenLocalOrder[]> => {
  await expireOverdueOrders(db, settings);
  const rows = await db
    .select({
      order: localBankIdOrders,
      ageSeconds: sql<number>`floor(extract(epoch from now() - ${localBankIdOrders.createdAt}))::int`,
    })
    .from(localBankIdOrders)
    .where(eq(localBankIdOrders.status, 'pending'))
    .orderBy(asc(localBankIdOrders.createdAt))
    .limit(100);
  return rows.map(({ order, ageSeconds }) => ({ ...order, ageSeconds: Number(ageSeconds) }));
};

/** userVisibleData as the text the user reads (it is base64 of UTF-8 on the wire). */
export const visibleText = (order: LocalBankIdOrderRow): string | null =>
  typeof order.request.userVisibleData === 'string'
    ? Buffer.from(order.request.userVisibleData, 'base64').toString('utf8')
    : null;
