import { CreateApiKeyRequest, SaveCustomerRequest, SaveUserRequest } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { maxLengthsOf } from './max-length';

describe('maxLengthsOf', () => {
  it("gives each text field of a request the server's limit, optional fields unwrapped", () => {
    expect(maxLengthsOf(CreateApiKeyRequest)).toMatchObject({ keyName: 100, keyDescription: 500 });
    expect(maxLengthsOf(SaveCustomerRequest)).toMatchObject({ custName: 200, notes: 20_000 });
    const user = maxLengthsOf(SaveUserRequest);
    expect(user.userEmail).toBeGreaterThan(0);
    expect(user.costCenter).toBeGreaterThan(0);
  });

  it('gives no limit to what is not text', () => {
    expect(maxLengthsOf(SaveUserRequest).groups).toBeUndefined();
  });
});
