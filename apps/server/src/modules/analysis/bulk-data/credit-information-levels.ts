import type { CreditInformationLevel, CreditInformationPerson } from '@granska/domain';

/** The fields each level adds to the one before (docs/decisions/analysis.md). */
const CREDIT_FIELDS = [
  'bankruptcy',
  'debtRelief',
  'paymentRemarks',
  'scoring',
  'incomes',
  'properties',
  'mortgages',
  'applicationCounts',
] as const;
const FULL_FIELDS = [
  'addressHistory',
  'companyEngagements',
  'propertyDetails',
  'extendedPropertyDetails',
  'distraintClaims',
  'historicalDebt',
  'privateClaims',
  'publicClaims',
] as const;

/**
 * Keeps the fields of the level asked for (each level includes the ones before it), whatever the
 * provider sent: a provider's block may give more than the level the analyst chose.
 */
export const recordAtLevel = (
  record: CreditInformationPerson,
  level: CreditInformationLevel,
): CreditInformationPerson => {
  const dropped: readonly string[] =
    level === 'FULL' ? [] : level === 'CREDIT' ? FULL_FIELDS : [...CREDIT_FIELDS, ...FULL_FIELDS];
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => !dropped.includes(field)),
  ) as CreditInformationPerson;
};
