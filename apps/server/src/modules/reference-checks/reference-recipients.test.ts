import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { referenceTestKit } from './customer-routes.test-support';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'rcp');

describe('POST /ref/customer/recipients', () => {
  it("lists the orderer's own customer's RTRecipient users, no one else's", async () => {
    const own = await kit.customer();
    const other = await kit.customer();
    const orderer = await kit.user(own.custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    const recipient = await kit.user(own.custNo, ['ServiceReferenceCheck', 'RTRecipient']);
    await kit.user(other.custNo, ['ServiceReferenceCheck', 'RTRecipient']);
    await kit.user(own.custNo, ['ServiceReferenceCheck', 'RTDownloadReport']);

    const listed = await kit.ok<{ id: string; email: string }>('/customer/recipients', orderer.token);
    expect(listed).toEqual([{ id: recipient.userId, email: expect.stringContaining('@rcp.example') }]);
  });

  it('is for orderers only', async () => {
    const own = await kit.customer();
    const recipient = await kit.user(own.custNo, ['ServiceReferenceCheck', 'RTRecipient']);
    await kit.refused('/customer/recipients', 403, recipient.token);
    await kit.refused('/customer/recipients', 401, undefined);
  });
});
