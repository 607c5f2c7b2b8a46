import { describe, expect, it } from 'vitest';
import { deleteRefusal, renumberRefusal } from './customers.policy';

describe('customer policy', () => {
  it('refuses a new number only when the customer has users', () => {
    expect(renumberRefusal('1001', '1009', true)).toBe('Kundnumret kan inte ändras när kunden har användare');
    expect(renumberRefusal('1001', '1009', false)).toBeNull();
    expect(renumberRefusal('1001', '1001', true)).toBeNull();
  });

  it('refuses deleting a customer with users or orders', () => {
    expect(deleteRefusal(true)).toBe('Kunden har användare och kan inte raderas');
    expect(deleteRefusal(true, true)).toBe('Kunden har användare och kan inte raderas');
    expect(deleteRefusal(false, true)).toBe('Kunden har beställningar och kan inte raderas');
    expect(deleteRefusal(false)).toBeNull();
    expect(deleteRefusal(false, false)).toBeNull();
  });
});
