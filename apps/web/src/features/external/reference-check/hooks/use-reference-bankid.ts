import {
  BANKID_ERROR_FALLBACK,
  bankIdLaunchDeviceOf,
  bankIdLaunchUrl,
  pollEndpoint,
  type ReferenceBankIdStart,
  type ReferencePollStatus,
} from '@granska/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../../api/api-error';
import { callReferenceItem } from '../../../../api/endpoint-hooks';
import type { ReferenceApi } from '../../../../api/reference-api';
import { sessionStore } from '../../../../components/bankid/session-store';

/** The QR changes every second and the server draws it, so the page asks every second. */
export const REFERENCE_BANKID_POLL_MS = 1000;

export type ReferenceBankId =
  | { step: 'idle' }
  | { step: 'starting' }
  | {
      step: 'waiting';
      pollId: string;
      launchUrl: string;
      qrCode: string | null;
      hintCode: string | null;
      message: ReferencePollStatus['message'];
    }
  | { step: 'failed'; message: ReferencePollStatus['message'] | string };

const launchUrlOnThisDevice = (serverLink: string): string =>
  bankIdLaunchUrl(
    new URL(serverLink).searchParams.get('autostarttoken') ?? '',
    bankIdLaunchDeviceOf(navigator.userAgent, navigator.maxTouchPoints),
    window.location.href,
  );

type OpenOrder = { pollId: string; launchUrl: string };

const openOrderStore = (linkKey: string) => sessionStore<OpenOrder>(`granska.reference-bankid.${linkKey}`);

const messageOfError = (error: unknown): string =>
  error instanceof ApiError ? error.message : BANKID_ERROR_FALLBACK;

/**
 * One BankID order of the candidate's or a referee's page (authentication or signature): `start` asks
 * the server to start it, then /poll every second (fresh QR, BankID's message) until it completes
 * (`onComplete`), fails, or the person cancels. An order open when the page loads anew is collected on.
 */
export const useReferenceBankId = (
  api: ReferenceApi,
  linkKey: string,
  onComplete: () => void,
): {
  bankId: ReferenceBankId;
  start: (call: () => Promise<ReferenceBankIdStart>) => Promise<void>;
  cancel: () => void;
} => {
  const store = useMemo(() => openOrderStore(linkKey), [linkKey]);
  const [bankId, setBankIdState] = useState<ReferenceBankId>(() => {
    const open = store.read();
    return open
      ? { step: 'waiting', ...open, qrCode: null, hintCode: null, message: null }
      : { step: 'idle' };
  });
  const setBankId = useCallback(
    (next: ReferenceBankId) => {
      store.write(next.step === 'waiting' ? { pollId: next.pollId, launchUrl: next.launchUrl } : null);
      setBankIdState(next);
    },
    [store],
  );
  const attempt = useRef(0);
  const completed = useRef(onComplete);
  completed.current = onComplete;

  const start = useCallback(
    async (call: () => Promise<ReferenceBankIdStart>) => {
      attempt.current += 1;
      const current = attempt.current;
      setBankId({ step: 'starting' });
      try {
        const started = await call();
        if (current !== attempt.current) return;
        setBankId({
          step: 'waiting',
          pollId: started.pollID,
          launchUrl: launchUrlOnThisDevice(started.autoStartUrl),
          qrCode: started.qrCode,
          hintCode: null,
          message: null,
        });
      } catch (error) {
        if (current === attempt.current) setBankId({ step: 'failed', message: messageOfError(error) });
      }
    },
    [setBankId],
  );

  const cancel = useCallback(() => {
    attempt.current += 1;
    setBankId({ step: 'idle' });
  }, [setBankId]);

  const pollId = bankId.step === 'waiting' ? bankId.pollId : null;
  const launchUrl = bankId.step === 'waiting' ? bankId.launchUrl : '';
  useEffect(() => {
    if (pollId === null) return;
    const current = attempt.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await callReferenceItem(api, pollEndpoint, { id: pollId, key: linkKey });
        if (stopped || current !== attempt.current) return;
        if (status.status === 'complete') {
          setBankId({ step: 'idle' });
          completed.current();
          return;
        }
        if (status.status === 'failed') {
          setBankId({ step: 'failed', message: status.message });
          return;
        }
        setBankIdState({
          step: 'waiting',
          pollId,
          launchUrl,
          qrCode: status.qrCode,
          hintCode: status.hintCode,
          message: status.message,
        });
      } catch (error) {
        if (stopped || current !== attempt.current) return;
        setBankId({ step: 'failed', message: messageOfError(error) });
        return;
      }
      timer = setTimeout(poll, REFERENCE_BANKID_POLL_MS);
    };
    timer = setTimeout(poll, REFERENCE_BANKID_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, linkKey, pollId, launchUrl, setBankId]);

  return { bankId, start, cancel };
};
