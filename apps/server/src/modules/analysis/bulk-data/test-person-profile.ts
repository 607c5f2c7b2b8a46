/**
 * What kind of history the local stand-ins give a personal number, so a tester can choose: the birth
 * number (the three digits after the dash) modulo 3 — 0 a clean record, 1 a few remarks, 2 a heavy
 * record (bankruptcy, debt relief, enforcement claims, a criminal case). docs/decisions/analysis.md.
 */
export type TestPersonProfile = 'clean' | 'remarks' | 'heavy';

const PROFILES: readonly TestPersonProfile[] = ['clean', 'remarks', 'heavy'];

export const testPersonProfile = (personalNumber: string): TestPersonProfile => {
  const birthNumber = Number(personalNumber.replace(/\D/g, '').slice(8, 11));
  return PROFILES[(Number.isNaN(birthNumber) ? 0 : birthNumber) % 3] ?? 'clean';
};

/** The birth date of a personal number YYYYMMDD-NNNN (UTC midnight), or null. */
export const birthDateOf = (personalNumber: string): Date | null => {
  const digits = personalNumber.replace(/\D/g, '');
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(digits);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Swedish personal numbers: the second-to-last digit is odd for men, even for women. */
export const genderOf = (personalNumber: string): 'MALE' | 'FEMALE' => {
  const digits = personalNumber.replace(/\D/g, '');
  return Number(digits.at(-2) ?? '0') % 2 === 1 ? 'MALE' : 'FEMALE';
};
