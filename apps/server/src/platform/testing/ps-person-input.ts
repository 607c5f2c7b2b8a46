let serial = 0;

/** The check digit of a personal number's ten digits (Luhn). */
const checkDigit = (nineDigits: string): number => {
  const sum = [...nineDigits].reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/** A valid card input of a new person each call (born in January 1975: unused by other tests). */
export const personInput = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  const birth = `197501${String((serial % 28) + 1).padStart(2, '0')}`;
  const tail = String(100 + serial).slice(-3);
  return {
    name: `Sara Säkerhet ${serial}`,
    personalNumber: `${birth}-${tail}${checkDigit(`${birth.slice(2)}${tail}`)}`,
    email: `sara${serial}@tryggregion.example`,
    phone: '+46701234567',
    ...overrides,
  };
};
