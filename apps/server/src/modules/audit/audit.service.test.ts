import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-app';
import { assertNoPersonalData, listAudit, recordAudit } from './audit.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const caller = { userId: 'u-1', email: 'a@b.example', groups: [], custNo: null, costCenter: null };

describe('recordAudit', () => {
  it('writes who, what, which record, from where, with ids-only details', async () => {
    const row = await recordAudit(database.db, {
      actor: caller,
      action: 'thing.update',
      entity: 'thing',
      entityId: 't-1',
      ip: '10.0.0.1',
      details: { fields: ['costCenter'], custNo: '1001' },
    });
    expect(row).toMatchObject({
      actorId: 'u-1',
      action: 'thing.update',
      entity: 'thing',
      entityId: 't-1',
      ip: '10.0.0.1',
      details: { fields: ['costCenter'], custNo: '1001' },
    });
    expect(row.at).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain('a@b.example');
  });

  it("records 'system' as no actor", async () => {
    const row = await recordAudit(database.db, {
      actor: 'system',
      action: 'thing.purge',
      entity: 'thing',
      entityId: 't-2',
    });
    expect(row).toMatchObject({ actorId: null, ip: null, details: null });
  });

  it('rolls back with the transaction it is written in', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: caller, action: 'thing.delete', entity: 'thing', entityId: 't-3' });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await listAudit(database.db, { entityId: 't-3' })).toEqual([]);
  });

  it('keeps the order of rows written in one transaction', async () => {
    await database.db.transaction(async (tx) => {
      for (const action of ['thing.a', 'thing.b', 'thing.c', 'thing.d'])
        await recordAudit(tx, { actor: caller, action, entity: 'thing', entityId: 't-4' });
    });
    const rows = await listAudit(database.db, { entityId: 't-4' });
    expect(rows.map((row) => row.action)).toEqual(['thing.a', 'thing.b', 'thing.c', 'thing.d']);
  });

  it('filters by entity, actor and action', async () => {
    expect((await listAudit(database.db, { action: 'thing.update' })).map((row) => row.entityId)).toEqual([
      't-1',
    ]);
    expect(await listAudit(database.db, { entity: 'thing', actorId: 'nobody' })).toEqual([]);
    expect(await listAudit(database.db, { entity: 'thing', limit: 2 })).toHaveLength(2);
  });
});

describe('assertNoPersonalData', () => {
  it.each([
    ['an e-mail address', { email: 'anna@demo.example' }],
    ['a personal number', { pnr: '19800101-1234' }],
    ['a personal number without dash', { pnr: '198001011234' }],
    ['a phone number', { phone: '+46701234567' }],
  ])('refuses %s', (_name, details) => {
    expect(() => assertNoPersonalData(details)).toThrow(/personal data/);
  });

  it.each([
    ['ids and field names', { fields: ['userPhonenumber'], groupsAdded: ['BKOrderer'], custNo: '1001' }],
    ['UUIDs made of digits', { userId: '19800101-1234-4234-8234-123456789012' }],
    ['timestamps', { at: '2026-01-06T17:00:00.000Z' }],
  ])('accepts %s', (_name, details) => {
    expect(() => assertNoPersonalData(details)).not.toThrow();
  });
});
