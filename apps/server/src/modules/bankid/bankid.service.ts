import { type BankIdMessage, bankIdCollectMessage, toBankIdPersonalNumber } from '@granska/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { type BankIdOrderKind, bankIdOrders } from './bankid.schema';
import type { AuthRequest, CompletionData, OrderResponse } from './bankid-api';
import { type BankIdClient, BankIdError } from './bankid-client';
import { bankIdAutoStartUrl, bankIdQrContent, qrSeconds } from './bankid-qr';

export interface BankIdStartInput {
  /** The end user's IP address as our server saw it (request.ip). */
  endUserIp: string;
  /** Only this person may answer (12 digits or YYYYMMDD-NNNN). */
  personalNumber?: string | undefined;
  /** Text shown in the app, simpleMarkdownV1 (sent base64 of UTF-8). Required to sign. */
  userVisibleData?: string | undefined;
  /** Data signed but not shown (sent base64 of UTF-8). */
  userNonVisibleData?: string | undefined;
  returnRisk?: boolean | undefined;
}

export interface BankIdStarted {
  orderRef: string;
  /** Same-device link that opens the BankID app; the QR code comes from qrCode(). */
  autoStartUrl: string;
}

/** The completed order's data; `signature` and `ocspResponse` (base64) are the evidence to keep. */
export type BankIdCompletion = CompletionData;

export interface BankIdCollectResult {
  orderRef: string;
  status: 'pending' | 'failed' | 'complete';
  hintCode: string | null;
  /** BankID's recommended text for the user (sv, en); null once complete. */
  message: BankIdMessage | null;
  completion?: BankIdCompletion;
}

export interface BankIdService {
  startAuth(input: BankIdStartInput): Promise<BankIdStarted>;
  startSign(input: BankIdStartInput & { userVisibleData: string }): Promise<BankIdStarted>;
  /** The animated QR code's content now, or null when the order is unknown or has ended. */
  qrCode(orderRef: string, now?: Date): Promise<string | null>;
  /** One collect; call every 2 s while pending. `autoStarted`: the same-device link was opened. */
  collect(orderRef: string, options?: { autoStarted?: boolean }): Promise<BankIdCollectResult>;
  /** Cancels a pending order; an order BankID no longer knows is left alone. */
  cancel(orderRef: string): Promise<void>;
}

export interface BankIdServiceOptions {
  db: Database;
  client: BankIdClient;
  crypto: FieldCrypto;
  now?: () => Date;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const secretContext = (orderRef: string) => `bankid_orders.qr_start_secret:${orderRef}`;

/**
 * What later features use to run BankID (docs/decisions/bankid.md). It talks to BankID or to the local
 * BankID server through the same client; the QR secret stays in our table, encrypted.
 */
export const createBankIdService = ({
  db,
  client,
  crypto,
  now = () => new Date(),
}: BankIdServiceOptions): BankIdService => {
  const request = (input: BankIdStartInput): AuthRequest => {
    const personalNumber =
      input.personalNumber === undefined
        ? undefined
        : (toBankIdPersonalNumber(input.personalNumber) ?? input.personalNumber);
    return {
      endUserIp: input.endUserIp,
      ...(personalNumber === undefined ? {} : { requirement: { personalNumber } }),
      ...(input.userVisibleData === undefined
        ? {}
        : {
            userVisibleData: base64(input.userVisibleData),
            userVisibleDataFormat: 'simpleMarkdownV1' as const,
          }),
      ...(input.userNonVisibleData === undefined
        ? {}
        : { userNonVisibleData: base64(input.userNonVisibleData) }),
      ...(input.returnRisk === undefined ? {} : { returnRisk: input.returnRisk }),
    };
  };

  const remember = async (kind: BankIdOrderKind, order: OrderResponse): Promise<BankIdStarted> => {
    await db.insert(bankIdOrders).values({
      orderRef: order.orderRef,
      kind,
      qrStartToken: order.qrStartToken,
      qrStartSecret: crypto.encryptField(order.qrStartSecret, secretContext(order.orderRef)),
      createdAt: now(),
    });
    return { orderRef: order.orderRef, autoStartUrl: bankIdAutoStartUrl(order.autoStartToken) };
  };

  const finish = (orderRef: string, status: 'complete' | 'failed') =>
    db
      .update(bankIdOrders)
      .set({ status, qrStartSecret: null, finishedAt: sql`now()` })
      .where(and(eq(bankIdOrders.orderRef, orderRef), eq(bankIdOrders.status, 'pending')));

  return {
    startAuth: async (input) => remember('auth', await client.auth(request(input))),
    startSign: async (input) => {
      const body = request(input);
      return remember('sign', await client.sign({ ...body, userVisibleData: body.userVisibleData ?? '' }));
    },

    qrCode: async (orderRef, at = now()) => {
      const [order] = await db.select().from(bankIdOrders).where(eq(bankIdOrders.orderRef, orderRef));
      if (order?.status !== 'pending' || order.qrStartSecret === null) return null;
      const secret = crypto.decryptField(order.qrStartSecret, secretContext(orderRef));
      return bankIdQrContent(order.qrStartToken, secret, qrSeconds(order.createdAt, at));
    },

    collect: async (orderRef, options = {}) => {
      const answer = await client.collect(orderRef);
      if (answer.status !== 'pending') await finish(orderRef, answer.status);
      const hintCode = answer.hintCode ?? null;
      return {
        orderRef,
        status: answer.status,
        hintCode,
        message: bankIdCollectMessage({
          status: answer.status,
          hintCode: answer.hintCode,
          autoStarted: options.autoStarted ?? false,
        }),
        ...(answer.status === 'complete' && answer.completionData
          ? { completion: answer.completionData }
          : {}),
      };
    },

    cancel: async (orderRef) => {
      try {
        await client.cancel(orderRef);
      } catch (error) {
        if (!(error instanceof BankIdError && error.errorCode === 'invalidParameters')) throw error;
      }
      await finish(orderRef, 'failed');
    },
  };
};
