import {
  type BankIdMessage,
  type BankIdStarted,
  bankIdCollectMessage,
  bankIdLaunchDeviceOf,
  bankIdLaunchUrl,
} from '@granska/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BankIdFailure, bankIdFailureOf } from './bankid-failure';
import { sessionStore } from './session-store';

/** The QR changes every second and the server draws it, so the page asks every second. */
export const BANKID_POLL_INTERVAL_MS = 1000;

/**
 * Polls in a row that get no answer at all before the page gives up: a phone switching to the BankID
 * app and back may drop a request or two.
 */
const UNANSWERED_POLLS_ALLOWED = 3;

/** The link that starts BankID on this device, from the server's universal link (docs/decisions/bankid-launch.md). */
const launchUrlOnThisDevice = (serverLink: string): string =>
  bankIdLaunchUrl(
    new URL(serverLink).searchParams.get('autostarttoken') ?? '',
    bankIdLaunchDeviceOf(navigator.userAgent, navigator.maxTouchPoints),
    window.location.href,
  );

export type BankIdOrderState<Answer extends string> =
  | { step: 'idle' }
  | { step: 'starting'; answer: Answer }
  | {
      step: 'waiting';
      answer: Answer;
      orderRef: string;
      autoStartUrl: string;
      qrCode: string | null;
      hintCode: string | null;
      message: BankIdMessage | null;
    }
  | { step: 'failed'; answer: Answer; failure: BankIdFailure };

/** One collect of the order: pending (this second's QR, BankID's words) or complete with the page's result. */
export interface BankIdCollected<Result> {
  status: 'pending' | 'complete';
  hintCode: string | null;
  message: BankIdMessage | null;
  qrCode: string | null;
  result: Result | null;
}

/** What a page's signing calls: its start and collect calls, and what to show afterwards. */
export interface BankIdOrderCalls<Answer extends string, Result> {
  /** Where this tab keeps the open order (sessionStorage), one per link. */
  storeKey: string;
  start: (answer: Answer, restart: boolean) => Promise<BankIdStarted>;
  collect: (orderRef: string, autoStarted: boolean, signal: AbortSignal) => Promise<BankIdCollected<Result>>;
  /** The signature took effect: the page shows `result` (or fetches anew when null). */
  onComplete: (result: Result | null) => void;
  /** Answered meanwhile, or the link is gone: the page shows what is true now. */
  onStale: () => void;
}

type WaitingOrder<Answer> = { orderRef: string; answer: Answer; autoStartUrl: string };

/**
 * One answer signed with BankID, for the person's pages (consent, security-clearance survey): start the
 * order, poll it every second (fresh QR, BankID's message) until it completes, fails or the person
 * cancels. The first start on the page asks plainly; every later one (after Avbryt, a failure, or 70021)
 * sends `restart`, so an order this page left open is cancelled rather than refused; so does a first
 * start that finds an order still open from a tab the person closed mid-signing (70021), without
 * showing them an error. An order open when the page loads anew (back from the BankID app) is collected
 * on. Polling stops when the component unmounts.
 */
export const useBankIdOrder = <Answer extends string, Result>(calls: BankIdOrderCalls<Answer, Result>) => {
  const current = useRef(calls);
  current.current = calls;
  const store = useMemo(() => sessionStore<WaitingOrder<Answer>>(calls.storeKey), [calls.storeKey]);
  const [signing, setSigningState] = useState<BankIdOrderState<Answer>>(() => {
    const open = store.read();
    return open
      ? { step: 'waiting', ...open, qrCode: null, hintCode: null, message: null }
      : { step: 'idle' };
  });
  const setSigning = useCallback(
    (next: BankIdOrderState<Answer>) => {
      store.write(
        next.step === 'waiting'
          ? { orderRef: next.orderRef, answer: next.answer, autoStartUrl: next.autoStartUrl }
          : null,
      );
      setSigningState(next);
    },
    [store],
  );
  // Answers to a start the person has since cancelled or replaced are dropped.
  const attempt = useRef(0);
  const startedBefore = useRef(signing.step === 'waiting');
  const autoStarted = useRef(signing.step === 'waiting');

  const fail = useCallback(
    (answer: Answer, error: unknown) => {
      const failure = bankIdFailureOf(error);
      const stale =
        failure.kind === 'alreadyAnswered' || (failure.kind === 'consentRule' && failure.rule === 'notFound');
      if (stale) {
        setSigning({ step: 'idle' });
        current.current.onStale();
      } else {
        setSigning({ step: 'failed', answer, failure });
      }
    },
    [setSigning],
  );

  const start = useCallback(
    async (answer: Answer) => {
      attempt.current += 1;
      const mine = attempt.current;
      const restart = startedBefore.current;
      startedBefore.current = true;
      autoStarted.current = false;
      setSigning({ step: 'starting', answer });
      try {
        const order = await current.current.start(answer, restart).catch((error: unknown) => {
          // An order left open by this link in a closed tab: cancel it and start again.
          if (restart || bankIdFailureOf(error).kind !== 'alreadyOpen') throw error;
          return current.current.start(answer, true);
        });
        if (mine !== attempt.current) return;
        setSigning({
          step: 'waiting',
          answer,
          orderRef: order.orderRef,
          autoStartUrl: launchUrlOnThisDevice(order.autoStartUrl),
          qrCode: order.qrCode,
          hintCode: null,
          message: bankIdCollectMessage({ status: 'pending', hintCode: 'outstandingTransaction' }),
        });
      } catch (error) {
        if (mine === attempt.current) fail(answer, error);
      }
    },
    [fail, setSigning],
  );

  const cancel = useCallback(() => {
    attempt.current += 1;
    setSigning({ step: 'idle' });
  }, [setSigning]);

  /** The person opened the same-device link: BankID then says "trying to start" instead of "start". */
  const openedOnThisDevice = useCallback(() => {
    autoStarted.current = true;
  }, []);

  const waiting = signing.step === 'waiting' ? signing : null;
  const orderRef = waiting?.orderRef ?? null;
  const answer = waiting?.answer ?? null;
  useEffect(() => {
    if (orderRef === null || answer === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unanswered = 0;
    const poll = async () => {
      try {
        const result = await current.current.collect(orderRef, autoStarted.current, controller.signal);
        if (controller.signal.aborted) return;
        unanswered = 0;
        if (result.status === 'complete') {
          setSigning({ step: 'idle' });
          current.current.onComplete(result.result);
          return;
        }
        setSigningState((now) =>
          now.step === 'waiting' && now.orderRef === orderRef
            ? {
                ...now,
                qrCode: result.qrCode ?? now.qrCode,
                hintCode: result.hintCode,
                message: result.message ?? now.message,
              }
            : now,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        unanswered =
          bankIdFailureOf(error).kind === 'unreachable' ? unanswered + 1 : UNANSWERED_POLLS_ALLOWED;
        if (unanswered >= UNANSWERED_POLLS_ALLOWED) {
          fail(answer, error);
          return;
        }
      }
      timer = setTimeout(poll, BANKID_POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, BANKID_POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderRef, answer, setSigning, fail]);

  return { signing, start, cancel, openedOnThisDevice };
};
