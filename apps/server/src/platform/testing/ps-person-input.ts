import { luhnCheckDigit } from '@granska/domain';

let serial = 0;

/** A valid card input of a new person each call (born in January 1975: unused by other tests). */
export const personInput = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  const birth = `197501${String((serial % 28) + 1).padStart(2, '0')}`;
  const tail = String(100 + serial).slice(-3);
  return {
    name: `Sara Säkerhet ${serial}`,
    personalNumber: `${birth}-${tail}${luhnCheckDigit(`${birth.slice(2)}${tail}`)}`,
    email: `sara${serial}@tryggregion.example`,
    phone: '+46701234567',
    ...overrides,
  };
};
