import type { Checkpoint, ConsentPageView } from '@granska/domain';

/**
 * What the person is told will be checked, as locale keys under `external.consent.checks`. A check
 * the job names twice (the EMPLOYER checkpoint and the former-employer verification, the CITIZENSHIP
 * checkpoint and the customer's citizenship check) is told once.
 */
export const CONSENT_CHECKS = [
  'population',
  'economy',
  'courts',
  'companies',
  'internet',
  'formerEmployer',
  'education',
  'driversLicence',
  'sanctionLists',
  'tradingProhibition',
  'citizenship',
  'criminalRecord',
] as const;
export type ConsentCheck = (typeof CONSENT_CHECKS)[number];

/** The registers every background check but a screening goes through (a screening is only its checkpoints). */
const REGISTER_CHECKS: readonly ConsentCheck[] = ['population', 'economy', 'courts', 'companies', 'internet'];

const CHECK_OF_CHECKPOINT: Readonly<Record<Checkpoint, ConsentCheck>> = {
  EDUCATION: 'education',
  EMPLOYER: 'formerEmployer',
  DRIVERSLICENSE: 'driversLicence',
  SANCTIONLIST: 'sanctionLists',
  INTERNET: 'internet',
  CITIZENSHIP: 'citizenship',
  TRADING_PROHIBITION: 'tradingProhibition',
};

export type ConsentChecksInput = Pick<
  ConsentPageView,
  | 'service'
  | 'screeningCheckpoints'
  | 'verifyFormerEmployer'
  | 'verifyEducation'
  | 'checkCitizenship'
  | 'criminalRecord'
>;

export const consentChecks = (view: ConsentChecksInput): ConsentCheck[] => {
  const wanted = new Set<ConsentCheck>(view.service === 'SCREENING' ? [] : REGISTER_CHECKS);
  for (const checkpoint of view.screeningCheckpoints) wanted.add(CHECK_OF_CHECKPOINT[checkpoint]);
  if (view.verifyFormerEmployer) wanted.add('formerEmployer');
  if (view.verifyEducation) wanted.add('education');
  if (view.checkCitizenship) wanted.add('citizenship');
  if (view.criminalRecord) wanted.add('criminalRecord');
  return CONSENT_CHECKS.filter((check) => wanted.has(check));
};
