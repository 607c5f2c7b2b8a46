import { consentTestKit, personalNumber } from './consent-kit';
import type { TestApp } from './test-app';

/**
 * Jobs brought to ANALYSING the way production does it: the seeded orderer of customer 1002 orders and
 * sends, and the person accepts with BankID through the local BankID server (the app must listen).
 */
export const collectionTestKit = (testApp: TestApp) => {
  const consent = consentTestKit(testApp);
  let people = 500;

  /** Orders one job with these fields, sends it and lets the person accept: the job is ANALYSING. */
  const analysingJob = async (service: string, job: Record<string, unknown> = {}) => {
    people += 1;
    const person = {
      name: `Inga Insamlingsson ${people}`,
      SSN: personalNumber(people),
      email: `inga${people}@kandidat.example`,
      phone: '+46701112244',
      position: 'Lagerchef',
    };
    const { order, jobId, key, ordererToken } = await consent.sendOrder(service, { ...person, ...job });
    await consent.acceptWithBankId(key, person.SSN);
    return { jobId, orderId: order.id, person, ordererToken };
  };

  return { analysingJob };
};
