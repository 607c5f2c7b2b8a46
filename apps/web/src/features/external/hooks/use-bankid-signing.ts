import {
  type BankIdMessage,
  bankIdCollectMessage,
  bankIdLaunchDeviceOf,
  bankIdLaunchUrl,
  type ConsentAnswer,
  type ConsentPageView,
} from '@granska/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePublicMainApi } from '../../../api/use-public-main-api';
import { type BankIdFailure, bankIdFailureOf } from '../api/bankid-failure';
import { collectBankIdSigning } from '../api/collect-bankid-signing';
import { consentPageQueryKey } from '../api/get-consent-page';
import { startBankIdSigning } from '../api/start-bankid-signing';
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

type WaitingOrder = { orderRef: string; answer: ConsentAnswer; autoStartUrl: string };

/** The open order of this consent, kept for this tab (sessionStore). */
const openOrderStore = (consentKey: string) => sessionStore<WaitingOrder>(`granska.bankid.${consentKey}`);

export type BankIdSigning =
  | { step: 'idle' }
  | { step: 'starting'; answer: ConsentAnswer }
  | {
      step: 'waiting';
      answer: ConsentAnswer;
      orderRef: string;
      autoStartUrl: string;
      qrCode: string | null;
      hintCode: string | null;
      message: BankIdMessage | null;
    }
  | { step: 'failed'; answer: ConsentAnswer; failure: BankIdFailure };

/**
 * One answer signed with BankID: start the order, poll it every second (fresh QR, BankID's message)
 * until it completes, fails or the person cancels. The first start on the page asks plainly; every
 * later one (after Avbryt, a failure, or 70021) sends `restart`, so an order this page left open is
 * cancelled rather than refused; so does a first start that finds an order still open from a tab the
 * person closed mid-signing (70021), without showing them an error. An order open when the page loads
 * anew (back from the BankID app) is collected on. Polling stops when the component unmounts.
 */
export const useBankIdSigning = (consentKey: string) => {
  const api = usePublicMainApi();
  const queryClient = useQueryClient();
  const store = useMemo(() => openOrderStore(consentKey), [consentKey]);
  const [signing, setSigningState] = useState<BankIdSigning>(() => {
    const open = store.read();
    return open
      ? { step: 'waiting', ...open, qrCode: null, hintCode: null, message: null }
      : { step: 'idle' };
  });
  const setSigning = useCallback(
    (next: BankIdSigning) => {
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

  const showConsent = useCallback(
    (view: ConsentPageView) => {
      queryClient.setQueryData(consentPageQueryKey(consentKey), view);
      setSigning({ step: 'idle' });
    },
    [queryClient, consentKey, setSigning],
  );

  const reloadConsent = useCallback(() => {
    setSigning({ step: 'idle' });
    void queryClient.invalidateQueries({ queryKey: consentPageQueryKey(consentKey) });
  }, [queryClient, consentKey, setSigning]);

  const fail = useCallback(
    (answer: ConsentAnswer, error: unknown) => {
      const failure = bankIdFailureOf(error);
      // Answered meanwhile, or the link was replaced (a reminder sends a new one): show what is true now.
      const stale =
        failure.kind === 'alreadyAnswered' || (failure.kind === 'consentRule' && failure.rule === 'notFound');
      if (stale) reloadConsent();
      else setSigning({ step: 'failed', answer, failure });
    },
    [reloadConsent, setSigning],
  );

  const start = useCallback(
    async (answer: ConsentAnswer) => {
      attempt.current += 1;
      const current = attempt.current;
      const restart = startedBefore.current;
      startedBefore.current = true;
      autoStarted.current = false;
      setSigning({ step: 'starting', answer });
      try {
        const order = await startBankIdSigning(api, { consentKey, answer, restart }).catch(
          (error: unknown) => {
            // An order left open by this link in a closed tab: cancel it and start again.
            if (restart || bankIdFailureOf(error).kind !== 'alreadyOpen') throw error;
            return startBankIdSigning(api, { consentKey, answer, restart: true });
          },
        );
        if (current !== attempt.current) return;
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
        if (current === attempt.current) fail(answer, error);
      }
    },
    [api, consentKey, fail, setSigning],
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
        const result = await collectBankIdSigning(
          api,
          { consentKey, orderRef, autoStarted: autoStarted.current },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        unanswered = 0;
        if (result.status === 'complete') {
          if (result.consent) showConsent(result.consent);
          else reloadConsent();
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
  }, [api, consentKey, orderRef, answer, showConsent, reloadConsent, fail]);

  return { signing, start, cancel, openedOnThisDevice };
};
