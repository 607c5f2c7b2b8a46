import { describe, expect, it } from 'vitest';
import { deleteRefusal, renumberRefusal } from './customers.policy';

describe('customer policy', () => {
  it('refuses a new number only when the customer has users', () => {
    expect(renumberRefusal('1001', '1009', true)).toBe('Kundnumret kan inte ändras när kunden har användare');
    expect(renumberRefusal('1001', '1009', false)).toBeNull();
    expect(renumberRefusal('1001', '1001', true)).toBeNull();
  });

  // A customer with orders is kept by the orders module's reaction to customerDeleting (customers.test.ts).
  it('refuses deleting a customer with users', () => {
    expect(deleteRefusal(true)).toBe('Kunden har användare och kan inte raderas');
    expect(deleteRefusal(false)).toBeNull();
  });
});
