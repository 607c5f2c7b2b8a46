import type { ConsentAnswer, ConsentPageView } from '@granska/domain';
import { useQueryClient } from '@tanstack/react-query';
import { usePublicMainApi } from '../../../api/use-public-main-api';
import { type BankIdOrderState, useBankIdOrder } from '../../../components/bankid/use-bankid-order';
import { collectBankIdSigning } from '../api/collect-bankid-signing';
import { consentPageQueryKey } from '../api/get-consent-page';
import { startBankIdSigning } from '../api/start-bankid-signing';

export type BankIdSigning = BankIdOrderState<ConsentAnswer>;

/**
 * The consent's answer signed with BankID (useBankIdOrder): POST /bankid/auth-queued and
 * /bankid/auth-result; once signed the page shows the consent as the server answered it.
 */
export const useBankIdSigning = (consentKey: string) => {
  const api = usePublicMainApi();
  const queryClient = useQueryClient();
  const reloadConsent = () =>
    void queryClient.invalidateQueries({ queryKey: consentPageQueryKey(consentKey) });
  return useBankIdOrder<ConsentAnswer, ConsentPageView>({
    storeKey: `granska.bankid.${consentKey}`,
    start: (answer, restart) => startBankIdSigning(api, { consentKey, answer, restart }),
    collect: async (orderRef, autoStarted, signal) => {
      const collected = await collectBankIdSigning(api, { consentKey, orderRef, autoStarted }, signal);
      return { ...collected, result: collected.consent };
    },
    onComplete: (view) => {
      if (view) queryClient.setQueryData(consentPageQueryKey(consentKey), view);
      else reloadConsent();
    },
    onStale: reloadConsent,
  });
};
