import {
  ErrorEnvelope,
  okEnvelope,
  PsImportResult,
  PsPersonRow,
  PsPersonView,
  pagedOkEnvelope,
} from '@granska/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import { personInput } from '../../platform/testing/ps-person-input';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';

/** PSImportOrder: already cleared persons from a CSV file (protective-security-register.md). */
const testApp = testAppForFile({ seed: true });
let importer: { token: string };
let manager: { token: string };

beforeAll(async () => {
  importer = await accessTokenFor(testApp, {
    email: 'importer@register.example',
    custNo: '1003',
    groups: ['ServiceProtectiveSecurity', 'PSSecurityManager', 'PSImportOrder'],
  });
  manager = await accessTokenFor(testApp, {
    email: 'manager@register.example',
    custNo: '1003',
    groups: ['ServiceProtectiveSecurity', 'PSSecurityManager', 'PSCreatePerson'],
  });
});

const send = (token: string, csv: string, confirm: boolean) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/protective-security/persons/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { csv, confirm },
  });

const resultOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsImportResult).parse(response.json()).result[0] as PsImportResult;
};

const line = (person: ReturnType<typeof personInput>, securityClass = '2', cleared = '2025-01-15') =>
  [person.personalNumber, person.name, person.email, '+46 70-123 45 67', securityClass, cleared].join(';');

const register = async (search: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/protective-security/persons?search=${encodeURIComponent(search)}`,
    headers: { authorization: `Bearer ${importer.token}` },
  });
  return pagedOkEnvelope(PsPersonRow).parse(response.json()).result;
};

describe('POST /api/protective-security/persons/import', () => {
  it('previews every line with its messages and stores nothing; confirmed, it imports the good lines only', async () => {
    const good = personInput();
    const alsoGood = personInput();
    const existing = personInput();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/protective-security/persons',
      headers: { authorization: `Bearer ${manager.token}` },
      payload: existing,
    });
    expect(created.statusCode, created.body).toBe(200);
    const csv = [
      'personnummer;namn;e-post;telefon;säkerhetsklass;godkänd',
      line(good),
      line({ ...personInput(), personalNumber: '19750101-0000' }, '4', '2999-01-01'),
      line(alsoGood, '3', '2024-06-30'),
      line(existing),
      line(good),
      'bara;tre;fält',
    ].join('\n');

    const preview = resultOf(await send(importer.token, csv, false));
    expect(preview).toMatchObject({ valid: 2, invalid: 4, imported: 0 });
    expect(preview.rows.map((row) => [row.line, row.issues])).toEqual([
      [2, []],
      [
        3,
        [
          'Personnummer ogiltigt',
          'Säkerhetsklassen ska vara 1, 2 eller 3',
          'Godkänd datum ska vara ett datum (ÅÅÅÅ-MM-DD) som har passerat',
        ],
      ],
      [4, []],
      [5, ['Personen finns redan i registret']],
      [6, ['Personnumret finns på en tidigare rad i filen']],
      [
        7,
        expect.arrayContaining([
          'Raden ska ha sex fält: personnummer, namn, e-post, telefon, säkerhetsklass och godkänd datum',
        ]),
      ],
    ]);
    expect(await register(good.personalNumber)).toEqual([]);

    const done = resultOf(await send(importer.token, csv, true));
    expect(done).toMatchObject({ valid: 2, invalid: 4, imported: 2 });
    const [row] = await register(good.personalNumber);
    expect(row?.securityClasses).toEqual([
      {
        securityClass: '2',
        status: 'CLEARED',
        statusHistory: [{ status: 'CLEARED', dateCreated: expect.stringMatching(/^2025-01-15T/) }],
      },
    ]);
    const card = await testApp.app.inject({
      method: 'GET',
      url: `/api/protective-security/persons/${row?.id}`,
      headers: { authorization: `Bearer ${importer.token}` },
    });
    expect(okEnvelope(PsPersonView).parse(card.json()).result[0]).toMatchObject({
      service: 'SECURITY_SCREENING_IMPORT',
      phone: '+46701234567',
    });
    const audit = await listAudit(testApp.database.db, { action: 'ps-person.import' });
    expect(audit.at(-1)?.details).toMatchObject({ lines: 6, valid: 2 });
    // Once imported, the same file finds them in the register.
    expect(resultOf(await send(importer.token, csv, false)).valid).toBe(0);
  });

  it('takes commas as separators, refuses an unreadable or empty file (400) and callers without PSImportOrder (403)', async () => {
    const person = personInput();
    const comma = resultOf(
      await send(
        importer.token,
        [person.personalNumber, person.name, person.email, '+46701234567', '1', '2025-02-01'].join(','),
        false,
      ),
    );
    expect(comma).toMatchObject({ valid: 1, invalid: 0 });
    const unreadable = await send(importer.token, 'a;"b\n', false);
    expect(unreadable.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(unreadable.json()).message).toBe('Filen kunde inte läsas som CSV');
    expect((await send(importer.token, 'personnummer;namn\n', false)).statusCode).toBe(400);
    expect((await send(manager.token, line(personInput()), false)).statusCode).toBe(403);
  });
});
