import { groupsUnder, ReferenceSettings } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { referenceTestKit } from './customer-routes.test-support';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'set');

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  defaultMinReferences: 2,
  defaultMaxReferences: 4,
  bankIdVerification: true,
  noVerification: false,
  logoUrl: 'https://kund.example/logo.png',
  urlPolicy: 'kund.example/integritet',
  contactDetails: 'HR, 031-123 45 67',
  contactDetailsDataProtectionOfficer: 'Dataskyddsombudet, dso@kund.example',
  alternativePsText: 'Vi sparar svaren i ett år.',
  ...overrides,
});

const adminOf = async (rtConfig?: { alternativePsText: string }) => {
  const { id, custNo } = await kit.customer(['ReferenceCheck'], rtConfig);
  const admin = await kit.user(custNo, ['CustomerAdmin']);
  return { customerId: id, custNo, admin };
};

describe('reference-check settings', () => {
  it("answers the spec's defaults (and the customer's alternative text) when none are saved", async () => {
    const { customerId, custNo, admin } = await adminOf({ alternativePsText: 'Kundens text' });
    const orderer = await kit.user(custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    for (const token of [admin.token, orderer.token]) {
      const [settings] = await kit.ok('/customer/settings/populate', token, {});
      expect(ReferenceSettings.parse(settings)).toEqual({
        customerId,
        defaultMinReferences: 1,
        defaultMaxReferences: 5,
        bankIdVerification: true,
        noVerification: false,
        alternativePsText: 'Kundens text',
      });
    }
  });

  it('saves them, adding https:// to a policy address without it, and reads them back; audited', async () => {
    const { customerId, admin } = await adminOf();
    const [saved] = await kit.ok('/customer/settings', admin.token, settingsBody());
    expect(saved).toMatchObject({
      customerId,
      defaultMinReferences: 2,
      defaultMaxReferences: 4,
      urlPolicy: 'https://kund.example/integritet',
      contactDetailsDataProtectionOfficer: 'Dataskyddsombudet, dso@kund.example',
    });
    const [read] = await kit.ok('/customer/settings/populate', admin.token, { customerId });
    expect(read).toEqual(saved);

    await kit.ok(
      '/customer/settings',
      admin.token,
      settingsBody({ urlPolicy: 'http://kund.example/p', logoUrl: '' }),
    );
    const [again] = await kit.ok('/customer/settings/populate', admin.token, {});
    expect(again).toMatchObject({ urlPolicy: 'http://kund.example/p' });
    expect((again as { logoUrl?: string }).logoUrl).toBeUndefined();

    const rows = await kit.auditRows('reference-settings.save', customerId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: admin.userId, entity: 'customer' });
    expect(JSON.stringify(rows[0]?.details)).not.toContain('dso@kund.example');
  });

  it('refuses with the first message of spec §5, in its order', async () => {
    const { admin } = await adminOf();
    const cases: [Record<string, unknown>, string][] = [
      [
        { defaultMinReferences: 0, defaultMaxReferences: 11, bankIdVerification: false },
        'Min antal referenser ogiltigt',
      ],
      [{ defaultMaxReferences: 11, bankIdVerification: false }, 'Max antal referenser ogiltigt'],
      [
        { defaultMinReferences: 5, defaultMaxReferences: 3, bankIdVerification: false },
        'Min/max antal referenser ogiltigt',
      ],
      [{ bankIdVerification: false, noVerification: false }, 'Välj minst en verifieringsmetod'],
    ];
    for (const [overrides, message] of cases) {
      expect(
        await kit.refused('/customer/settings', 400, admin.token, settingsBody(overrides)),
        message,
      ).toBe(message);
    }
    // Either method alone is enough.
    await kit.ok(
      '/customer/settings',
      admin.token,
      settingsBody({ bankIdVerification: false, noVerification: true }),
    );
  });

  it("lets only a customer admin save; another customer's settings are 404; no token is 401", async () => {
    const { custNo } = await adminOf();
    const other = await adminOf();
    for (const group of groupsUnder('ServiceReferenceCheck')) {
      const caller = await kit.user(custNo, ['ServiceReferenceCheck', group]);
      await kit.refused('/customer/settings', 403, caller.token, settingsBody());
      await kit.ok('/customer/settings/populate', caller.token, {});
      await kit.refused('/customer/settings/populate', 404, caller.token, { customerId: other.customerId });
    }
    const staff = await kit.user(null, ['UserAdmin', 'Coordinator']);
    await kit.refused('/customer/settings', 403, staff.token, settingsBody());
    await kit.refused('/customer/settings/populate', 403, staff.token, {});
    await kit.refused('/customer/settings', 401, undefined, settingsBody());
    await kit.refused('/customer/settings/populate', 401, undefined, {});
  });

  it('refuses a customer admin whose customer has no reference checks', async () => {
    const { custNo } = await kit.customer(['BackgroundCheck']);
    const admin = await kit.user(custNo, ['CustomerAdmin']);
    expect(await kit.refused('/customer/settings', 403, admin.token, settingsBody())).toBe(
      'Kunden har inte tillgång till referenstagning',
    );
  });

  it('gives new orders their counts and verification from the settings', async () => {
    const world = await kit.world();
    const admin = await kit.user(world.custNo, ['CustomerAdmin']);
    await kit.ok(
      '/customer/settings',
      admin.token,
      settingsBody({
        defaultMinReferences: 3,
        defaultMaxReferences: 6,
        bankIdVerification: false,
        noVerification: true,
      }),
    );
    const draft = await world.draft({ minReferences: undefined, maxReferences: undefined });
    expect(draft).toMatchObject({ minReferences: 3, maxReferences: 6, noVerification: true });
  });
});
