import {
  ErrorEnvelope,
  okEnvelope,
  PsPersonDeleted,
  PsPersonRow,
  PsPersonView,
  PsTagView,
  pagedOkEnvelope,
} from '@granska/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { personInput } from '../../platform/testing/ps-person-input';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { psPersons } from './protective-security.schema';

/** The SÄK person register and the tags service (docs/decisions/protective-security-register.md). */
const testApp = testAppForFile({ seed: true });
let users: Record<
  | 'manager'
  | 'assistant'
  | 'staff'
  | 'creator'
  | 'classEditor'
  | 'deleter'
  | 'tagger'
  | 'orderer'
  | 'otherCustomer'
  | 'noPs',
  TestUser
>;

const MANAGE = ['PSCreatePerson', 'PSEditSecurityClass', 'PSDeletePsPerson'];

beforeAll(async () => {
  let count = 0;
  const user = (custNo: string, groups: string[]) =>
    accessTokenFor(testApp, { email: `ps${++count}@register.example`, custNo, groups });
  users = {
    manager: await user('1003', [
      'ServiceProtectiveSecurity',
      'PSSecurityManager',
      ...MANAGE,
      'PSTag',
      'PSEditTag',
      'PSDeleteTag',
    ]),
    assistant: await user('1003', ['ServiceProtectiveSecurity', 'PSAssistantSecurityManager']),
    staff: await user('1003', ['ServiceProtectiveSecurity', 'PSSecurityStaff']),
    creator: await user('1003', ['ServiceProtectiveSecurity', 'PSSecurityStaff', 'PSCreatePerson']),
    classEditor: await user('1003', ['ServiceProtectiveSecurity', 'PSSecurityStaff', 'PSEditSecurityClass']),
    deleter: await user('1003', ['ServiceProtectiveSecurity', 'PSDeletePsPerson']),
    tagger: await user('1003', ['ServiceProtectiveSecurity', 'PSSecurityStaff', 'PSTag']),
    orderer: await user('1003', ['ServiceProtectiveSecurity', 'PSOrderer']),
    // Customer 1001 has protective security too: it never sees 1003's cards.
    otherCustomer: await user('1001', ['ServiceProtectiveSecurity', 'PSSecurityManager', ...MANAGE]),
    noPs: await user('1004', ['PSSecurityManager', 'PSCreatePerson']),
  };
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

const created = async (token: string, body: unknown) => {
  const response = await call('POST', '/api/protective-security/persons', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsPersonView).parse(response.json()).result[0] as PsPersonView;
};

const page = async (token: string, query = '') => {
  const response = await call('GET', `/api/protective-security/persons${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return pagedOkEnvelope(PsPersonRow).parse(response.json());
};

const newTag = async (name: string) => {
  const response = await call('POST', '/tags/tag', users.manager.token, { name });
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsTagView).parse(response.json()).result[0] as PsTagView;
};

describe('person cards', () => {
  it('creates a card with classes, a note and tags, keeps the person encrypted, and shows it whole', async () => {
    const tag = await newTag('Ledning');
    const input = personInput({
      securityClasses: [{ securityClass: '2', status: 'PENDING' }],
      tags: [tag.id],
      note: { text: 'Placeras i säkerhetsklass 2 inför tillträdet.', flag: true },
    });
    const card = await created(users.manager.token, input);
    expect(card).toMatchObject({
      name: input.name,
      personalNumber: input.personalNumber,
      email: input.email,
      status: 'ACTIVE',
      securityClasses: [{ securityClass: '2', status: 'PENDING', statusHistory: [{ status: 'PENDING' }] }],
      tags: [tag.id],
      notes: [
        {
          text: 'Placeras i säkerhetsklass 2 inför tillträdet.',
          flag: true,
          author: expect.stringContaining('@register.example'),
        },
      ],
    });
    const stored = JSON.stringify(await testApp.database.db.select().from(psPersons));
    expect(stored).not.toContain(input.personalNumber);
    expect(stored).not.toContain(input.name);
    expect(stored).not.toContain('inför tillträdet');

    for (const reader of [users.assistant, users.staff]) {
      const read = await call('GET', `/api/protective-security/persons/${card.id}`, reader.token);
      expect(read.statusCode, read.body).toBe(200);
      expect(okEnvelope(PsPersonView).parse(read.json()).result[0]?.personalNumber).toBe(
        input.personalNumber,
      );
    }
    const audit = await listAudit(testApp.database.db, { entity: 'ps-person', entityId: card.id });
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['ps-person.create', 'ps-person.read']),
    );
  });

  it('refuses bad input on its fields, a second card of the same person, and a class given twice', async () => {
    const bad = await call('POST', '/api/protective-security/persons', users.manager.token, {
      name: ' ',
      personalNumber: '19750101-0000',
      email: 'inte-en-adress',
      phone: '070',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      ErrorEnvelope.parse(bad.json())
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['email', 'name', 'personalNumber', 'phone']);
    const input = personInput();
    await created(users.creator.token, input);
    const again = await call('POST', '/api/protective-security/persons', users.manager.token, input);
    expect(again.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(again.json()).message).toBe('Personen finns redan i registret');
    const twice = await call(
      'POST',
      '/api/protective-security/persons',
      users.manager.token,
      personInput({
        securityClasses: [
          { securityClass: '1', status: 'PENDING' },
          { securityClass: '1', status: 'CLEARED' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('changes classes with their history only for PSEditSecurityClass, tags only for PSTag, and logs the status', async () => {
    const card = await created(
      users.manager.token,
      personInput({ securityClasses: [{ securityClass: '3', status: 'PENDING' }] }),
    );
    const base = {
      name: card.name,
      personalNumber: card.personalNumber,
      email: card.email,
      phone: card.phone,
    };
    const cleared = { ...base, securityClasses: [{ securityClass: '3', status: 'CLEARED' }] };
    expect(
      (await call('PUT', `/api/protective-security/persons/${card.id}`, users.staff.token, cleared))
        .statusCode,
    ).toBe(403);
    const changed = await call(
      'PUT',
      `/api/protective-security/persons/${card.id}`,
      users.classEditor.token,
      {
        ...cleared,
        status: 'ENDED',
        note: { text: 'Anställningen upphör.' },
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = okEnvelope(PsPersonView).parse(changed.json()).result[0] as PsPersonView;
    expect(after.securityClasses[0]?.statusHistory.map((entry) => entry.status)).toEqual([
      'PENDING',
      'CLEARED',
    ]);
    expect(after.statusLog.map((entry) => entry.status)).toEqual(['ACTIVE', 'ENDED']);
    expect(after.notes.map((note) => note.text)).toEqual(['Anställningen upphör.']);

    const tag = await newTag('Skift B');
    const tagged = { ...base, tags: [tag.id] };
    expect(
      (await call('PUT', `/api/protective-security/persons/${card.id}`, users.staff.token, tagged))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/protective-security/persons/${card.id}`, users.tagger.token, tagged))
        .statusCode,
    ).toBe(200);
    const unknown = await call('PUT', `/api/protective-security/persons/${card.id}`, users.tagger.token, {
      ...base,
      tags: ['nope'],
    });
    expect(unknown.statusCode).toBe(400);
    // Contact details and notes are the register's own: the staff may change them.
    const moved = await call('PUT', `/api/protective-security/persons/${card.id}`, users.staff.token, {
      ...base,
      phone: '+46709876543',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('pages, searches by name or whole personal number, and filters by tag', async () => {
    const tag = await newTag('Söktagg');
    const first = await created(
      users.manager.token,
      personInput({ name: 'Unika Ulvsdotter', tags: [tag.id] }),
    );
    const second = await created(users.manager.token, personInput({ name: 'Olle Orvar' }));
    const byName = await page(users.staff.token, '?search=ulvsdott');
    expect(byName.result.map((row) => row.id)).toEqual([first.id]);
    expect(byName.result[0]).not.toHaveProperty('personalNumber');
    const byNumber = await page(users.staff.token, `?search=${second.personalNumber}`);
    expect(byNumber.result.map((row) => row.id)).toEqual([second.id]);
    expect((await page(users.staff.token, `?tag=${tag.id}`)).result.map((row) => row.id)).toEqual([first.id]);
    const sized = await page(users.staff.token, '?size=2&page=1');
    expect(sized.paging).toMatchObject({ page: 1, size: 2 });
    expect(sized.paging.total).toBeGreaterThanOrEqual(4);
    expect((await call('GET', '/api/protective-security/persons?size=0', users.staff.token)).statusCode).toBe(
      400,
    );
  });

  it('deletes a card for PSDeletePsPerson only, saying what went', async () => {
    const card = await created(
      users.manager.token,
      personInput({
        note: { text: 'Anteckning' },
        securityClasses: [{ securityClass: '1', status: 'CLEARED' }],
      }),
    );
    expect(
      (await call('DELETE', `/api/protective-security/persons/${card.id}`, users.staff.token)).statusCode,
    ).toBe(403);
    const deleted = await call('DELETE', `/api/protective-security/persons/${card.id}`, users.deleter.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(okEnvelope(PsPersonDeleted).parse(deleted.json()).result[0]).toEqual({
      id: card.id,
      notes: 1,
      securityClasses: 1,
      tags: 0,
      documents: 0,
    });
    expect(
      (await call('GET', `/api/protective-security/persons/${card.id}`, users.manager.token)).statusCode,
    ).toBe(404);
  });
});

describe('who sees the register', () => {
  it('refuses groups outside the register (403), other customers (404, audited) and customers without SÄK', async () => {
    const card = await created(users.manager.token, personInput());
    expect((await call('GET', '/api/protective-security/persons', users.orderer.token)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/protective-security/persons', users.staff.token, personInput())).statusCode,
    ).toBe(403);
    const other = await call('GET', `/api/protective-security/persons/${card.id}`, users.otherCustomer.token);
    expect(other.statusCode).toBe(404);
    expect((await page(users.manager.token)).result.map((row) => row.id)).toContain(card.id);
    const refused = await listAudit(testApp.database.db, { action: 'ps-person.read', entityId: card.id });
    expect(refused.some((row) => row.outcome !== 'OK')).toBe(true);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        `/api/protective-security/persons/${card.id}`,
        users.otherCustomer.token,
        personInput(),
      );
      expect(response.statusCode).toBe(404);
    }
    const noAccess = await call('POST', '/api/protective-security/persons', users.noPs.token, personInput());
    expect(noAccess.statusCode).toBe(403);
  });
});

describe('the tags service', () => {
  it('lists, renames and deletes tags with their rights; deleting takes the tag off its persons', async () => {
    const tag = await newTag('Projekt X');
    expect((await call('POST', '/tags/tag', users.manager.token, { name: 'projekt x' })).statusCode).toBe(
      409,
    );
    const card = await created(users.manager.token, personInput({ tags: [tag.id] }));
    const listed = okEnvelope(PsTagView).parse(
      (await call('GET', '/tags/tag', users.staff.token)).json(),
    ).result;
    expect(listed.find((each) => each.id === tag.id)).toEqual({ id: tag.id, name: 'Projekt X', persons: 1 });

    expect(
      (await call('PUT', `/tags/tag/${tag.id}`, users.tagger.token, { name: 'Projekt Y' })).statusCode,
    ).toBe(403);
    const renamed = await call('PUT', `/tags/tag/${tag.id}`, users.manager.token, { name: 'Projekt Y' });
    expect(okEnvelope(PsTagView).parse(renamed.json()).result[0]?.name).toBe('Projekt Y');
    expect((await call('POST', '/tags/tag', users.manager.token, { name: '' })).statusCode).toBe(400);

    expect((await call('DELETE', `/tags/tag/${tag.id}`, users.tagger.token)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/tags/tag/${tag.id}`, users.manager.token);
    expect(okEnvelope(PsTagView).parse(deleted.json()).result[0]?.persons).toBe(1);
    const after = await call('GET', `/api/protective-security/persons/${card.id}`, users.manager.token);
    expect(okEnvelope(PsPersonView).parse(after.json()).result[0]?.tags).toEqual([]);
    expect(
      (await call('PUT', `/tags/tag/${tag.id}`, users.otherCustomer.token, { name: 'Z' })).statusCode,
    ).toBe(403);
  });
});
