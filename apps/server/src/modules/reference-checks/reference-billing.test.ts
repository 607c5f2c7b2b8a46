import { ReferenceOrderView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { referenceTestKit } from './customer-routes.test-support';
import { rtOrders } from './reference-checks.schema';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'bil');

/** A finished order archived by RTDelete through the call, its archiving time then set. */
const archivedAt = async (world: Awaited<ReturnType<typeof kit.world>>, time: string) => {
  const deleter = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTDelete']);
  const order = await world.sent();
  await kit.setOrderState(order.id, 'DONE');
  await kit.ok('/order/archive', deleter.token, { id: order.id });
  await testApp.database.db
    .update(rtOrders)
    .set({ archived: new Date(time) })
    .where(eq(rtOrders.id, order.id));
  return order.id;
};

describe('POST /ref/customer/billing', () => {
  it("answers the customer's orders archived in the period, Stockholm days with the last included", async () => {
    const world = await kit.world();
    const inside = await archivedAt(world, '2026-02-01T00:05:00+01:00');
    const lastDay = await archivedAt(world, '2026-02-28T23:55:00+01:00');
    await archivedAt(world, '2026-01-31T23:55:00+01:00');
    await archivedAt(world, '2026-03-01T00:05:00+01:00');
    const done = await world.sent();
    await kit.setOrderState(done.id, 'DONE');
    const admin = await kit.user(world.custNo, ['CustomerAdmin']);
    const staff = await kit.user(null, ['UserAdmin']);
    const body = { startDate: '2026-02-01', stopDate: '2026-02-28', customerID: world.customerId };

    for (const token of [admin.token, staff.token]) {
      const response = await kit.call('/customer/billing', { token, body });
      expect(response.statusCode, response.body).toBe(200);
      const orders = response.json().result.map((order: unknown) => ReferenceOrderView.parse(order));
      expect(orders.map((order: ReferenceOrderView) => order.id)).toEqual([inside, lastDay]);
      expect(orders[0]).toMatchObject({
        state: 'DONE',
        archived: new Date('2026-02-01T00:05:00+01:00').toISOString(),
      });
      expect(response.body).not.toContain('kandidat.example');
    }
    const rows = await kit.auditRows('reference-billing.read', world.customerId);
    expect(rows.map((row) => row.actorId)).toEqual([staff.userId, admin.userId]);
    expect(rows[0]?.details).toMatchObject({ orderCount: 2 });
  });

  it("refuses another customer's billing to a customer admin, an unknown customer, bad dates and other callers", async () => {
    const world = await kit.world();
    const other = await kit.world();
    const admin = await kit.user(world.custNo, ['CustomerAdmin']);
    const staff = await kit.user(null, ['UserAdmin']);
    const body = { startDate: '2026-02-01', stopDate: '2026-02-28', customerID: other.customerId };
    expect(await kit.refused('/customer/billing', 404, admin.token, body)).toBe('Kunden kunde inte hämtas');
    await kit.refused('/customer/billing', 404, staff.token, { ...body, customerID: 'okand' });
    const own = { ...body, customerID: world.customerId };
    expect(
      await kit.refused('/customer/billing', 400, admin.token, { ...own, startDate: '2026-02-30' }),
    ).toBe('Ogiltigt startdatum');
    expect(await kit.refused('/customer/billing', 400, admin.token, { ...own, stopDate: 'igår' })).toBe(
      'Ogiltigt slutdatum',
    );
    expect(await kit.refused('/customer/billing', 400, admin.token, { ...own, stopDate: '2026-01-01' })).toBe(
      'Slutdatum är före startdatum',
    );
    for (const group of ['RTOrderer', 'RTDelete', 'RTDownloadReport']) {
      const caller = await kit.user(world.custNo, ['ServiceReferenceCheck', group]);
      await kit.refused('/customer/billing', 403, caller.token, own);
    }
    await kit.refused('/customer/billing', 401, undefined, own);
  });
});
