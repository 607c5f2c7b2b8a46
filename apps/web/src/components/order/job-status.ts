import type { ConsentState, OrderConsentView, OrderJobView } from '@granska/domain';

/** Where the person's consent to the check stands, for the list's column. */
export interface ConsentStatus {
  state: ConsentState;
  /** The person has withdrawn the accepted consent (a WithdrawnConsent signed with BankID). */
  withdrawn: boolean;
}

const newestFirst = (a: OrderConsentView, b: OrderConsentView) => b.createTime.localeCompare(a.createTime);

/** The newest JobStart consent's state, or null before the order is sent. */
export const consentStatus = (job: Pick<OrderJobView, 'consents'>): ConsentStatus | null => {
  const [jobStart] = job.consents.filter((consent) => consent.consentType === 'JobStart').sort(newestFirst);
  if (!jobStart) return null;
  const withdrawn = job.consents.some(
    (consent) => consent.consentType === 'WithdrawnConsent' && consent.state === 'CsntAccepted',
  );
  return { state: jobStart.state, withdrawn };
};
