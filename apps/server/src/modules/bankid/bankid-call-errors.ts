import {
  BANKID_CALL_CODES,
  BANKID_ERROR_MESSAGES,
  type BankIdMessage,
  bankIdErrorMessage,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandContext, runCommand } from '../audit';
import type { BankIdCompletion, BankIdService } from './bankid.service';
import { BankIdError } from './bankid-client';

/**
 * The errors of a page's BankID calls as the person's pages answer them (docs/decisions/consent.md,
 * security-clearance-survey.md): one home for the consent page and the security-clearance survey.
 */

/** 70021 a BankID order is already open for this link; 70022 the answer cannot be given (any more). */
export const bankIdConflict = (
  bankIdCode: '70021' | '70022',
  message: string = BANKID_ERROR_MESSAGES[bankIdCode],
): AppError => new AppError('CONFLICT', message, { bankId: { bankIdCode } });

/** 70203: the BankID order ended without a signature; the person may start again. */
export const bankIdSignatureFailed = (hintCode: string | null, message: string): AppError =>
  new AppError('CONFLICT', message, { bankId: { bankIdCode: BANKID_CALL_CODES.signatureFailed, hintCode } });

/** BankID was not reached or refused the request: spec §8's "others". */
export const bankIdUnavailable = (error: BankIdError): AppError =>
  new AppError(
    error.errorCode === 'alreadyInProgress' ? 'CONFLICT' : 'BAD_GATEWAY',
    bankIdErrorMessage(BANKID_CALL_CODES.other),
    { bankId: { bankIdCode: BANKID_CALL_CODES.other }, cause: error },
  );

/** A call to BankID whose BankIdError becomes the page's "others". */
export const callBankId = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw error instanceof BankIdError ? bankIdUnavailable(error) : error;
  }
};

/** BankID's answer that it does not know the order (ended long ago, or cancelled): not an error to us. */
export const isForgottenByBankId = (error: unknown): boolean =>
  error instanceof BankIdError && error.errorCode === 'invalidParameters';

/** BankID shows the person where the order was started from; every HTTP request has an address. */
export const endUserIpOf = (context: PublicRequestContext): string => {
  if (!context.ip) throw new Error('a BankID order needs the address of the person starting it');
  return context.ip;
};

/**
 * The page's answer to a BankID order it started: the order, its autostart URL and first QR code, when the
 * link's record claimed it; otherwise another request opened one first, so ours is cancelled (if that
 * fails, BankID lets it expire within minutes and nothing of ours points at it) and the answer is 70021.
 */
const startedOrderOrConflict = async (
  bankId: Pick<BankIdService, 'cancel' | 'qrCode'>,
  started: { orderRef: string; autoStartUrl: string },
  claimed: boolean,
): Promise<{ orderRef: string; autoStartUrl: string; qrCode: string }> => {
  if (!claimed) {
    await bankId.cancel(started.orderRef).catch(() => undefined);
    throw bankIdConflict('70021');
  }
  return {
    orderRef: started.orderRef,
    autoStartUrl: started.autoStartUrl,
    qrCode: (await bankId.qrCode(started.orderRef)) ?? '',
  };
};

/**
 * Starts a signature for a person's page and lets the page's record claim the order, in one command
 * audited as 'bankid-order.start' with `details` (ids only). `claim` answers false when the record has
 * changed since the page read it or another request's order holds it: 70021.
 */
export const startClaimedSigning = async (
  deps: { db: Database; bankId: Pick<BankIdService, 'startSign' | 'cancel' | 'qrCode'> },
  context: CommandContext,
  order: Parameters<BankIdService['startSign']>[0],
  claim: (tx: Transaction, orderRef: string) => Promise<boolean>,
  details: Record<string, unknown>,
): Promise<{ orderRef: string; autoStartUrl: string; qrCode: string }> => {
  const started = await callBankId(() => deps.bankId.startSign(order));
  const claimed = await runCommand(deps.db, context, async (tx) => {
    const claimedOrder = await claim(tx, started.orderRef);
    return {
      result: claimedOrder,
      audit: claimedOrder
        ? { action: 'bankid-order.start', entity: 'bankid-order', entityId: started.orderRef, details }
        : [],
    };
  });
  return startedOrderOrConflict(deps.bankId, started, claimed);
};

/** One collect of an order a page keeps open: still pending (BankID's words, this second's QR) or complete. */
export type CollectedStep =
  | { status: 'pending'; hintCode: string | null; message: BankIdMessage | null; qrCode: string | null }
  | { status: 'complete'; completion: BankIdCompletion | undefined };

/**
 * Collects the order once as the person's pages do: an order BankID has forgotten or that failed is
 * forgotten by the caller too (`forget`), failed → 70203 with BankID's message (the person may start
 * again), BankID unreachable → "others". The caller records a complete one.
 */
export const collectOrderStep = async (
  bankId: Pick<BankIdService, 'collect' | 'qrCode'>,
  orderRef: string,
  autoStarted: boolean,
  forget: () => Promise<void>,
): Promise<CollectedStep> => {
  let collected: Awaited<ReturnType<BankIdService['collect']>>;
  try {
    collected = await bankId.collect(orderRef, { autoStarted });
  } catch (error) {
    if (isForgottenByBankId(error)) await forget();
    throw error instanceof BankIdError ? bankIdUnavailable(error) : error;
  }
  if (collected.status === 'pending') {
    return {
      status: 'pending',
      hintCode: collected.hintCode,
      message: collected.message,
      qrCode: await bankId.qrCode(orderRef),
    };
  }
  if (collected.status === 'failed') {
    await forget();
    throw bankIdSignatureFailed(collected.hintCode, collected.message?.sv ?? bankIdErrorMessage(null));
  }
  return { status: 'complete', completion: collected.completion };
};
