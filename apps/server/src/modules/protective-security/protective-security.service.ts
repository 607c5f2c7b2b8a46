import {
  emailFormatRefusal,
  isValidPhone,
  type Paging,
  PS_MESSAGES,
  type PsNoteView,
  type PsPersonDeleted,
  type PsPersonInput,
  type PsPersonRow,
  type PsPersonStatus,
  type PsPersonsQuery,
  type PsPersonView,
  type PsSecurityClassView,
  type PsTagInput,
  type PsTagView,
  type SecurityClassNumber,
  VALIDATION_MESSAGES,
  type ValidationIssue,
  validatePersonalNumber,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import { ssnIndex } from '../../platform/crypto/ssn-index';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { FORBIDDEN_MESSAGE } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../audit';
import { type CustomerRow, findCustomerByCustNo } from '../customers';
import { type DocumentFiles, deleteDocumentsOfPerson, removeDocumentFiles } from './documents.repository';
import { mayEditSecurityClasses, mayTagPersons } from './protective-security.policy';
import {
  deletePersonRow,
  deleteTagRow,
  encryptedNamesOfPersons,
  findPerson,
  findTag,
  insertPerson,
  insertTag,
  type PersonFilter,
  pageOfPersons,
  personWithSsn,
  renameTag,
  tagNamed,
  tagsOfCustomer,
  updatePerson,
} from './protective-security.repository';
import type { PsPersonRecord } from './protective-security.schema';

type Db = Database | Transaction;

export interface ProtectiveSecurityDeps {
  db: Database;
  crypto: FieldCrypto;
}

/** A name search reads at most this many of the newest cards' names (names are encrypted). */
const NAME_SEARCH_LIMIT = 5000;

const PERSON_FIELDS = { name: 'nameEnc', ssn: 'ssnEnc', email: 'emailEnc', phone: 'phoneEnc' } as const;
type PersonField = keyof typeof PERSON_FIELDS;
export const fieldContext = (field: PersonField | 'notes', id: string) => `ps_persons.${field}:${id}`;

/** The caller's customer, which must have protective security (403 otherwise). */
export const psCustomer = async (db: Db, context: RequestContext): Promise<CustomerRow> => {
  const { custNo } = context.caller;
  const customer = custNo ? await findCustomerByCustNo(db, custNo) : undefined;
  if (!customer) throw AppError.forbidden(FORBIDDEN_MESSAGE);
  if (!customer.data.access.includes('ProtectiveSecurity'))
    throw AppError.forbidden(PS_MESSAGES.customerNoAccess);
  return customer;
};

const notesOf = (crypto: FieldCrypto, row: PsPersonRecord): PsNoteView[] =>
  row.notesEnc
    ? (JSON.parse(crypto.decryptField(row.notesEnc, fieldContext('notes', row.id))) as PsNoteView[])
    : [];

const personView = (crypto: FieldCrypto, row: PsPersonRecord): PsPersonView => {
  const decrypt = (field: PersonField) =>
    crypto.decryptField(row[PERSON_FIELDS[field]], fieldContext(field, row.id));
  return {
    id: row.id,
    customerId: row.customerId,
    name: decrypt('name'),
    personalNumber: decrypt('ssn'),
    email: decrypt('email'),
    phone: decrypt('phone'),
    status: row.status,
    statusLog: row.statusLog,
    securityClasses: row.securityClasses,
    notes: notesOf(crypto, row),
    tags: row.tagIds,
    service: row.service ?? null,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
};

const personRow = (crypto: FieldCrypto, row: PsPersonRecord): PsPersonRow => ({
  id: row.id,
  name: crypto.decryptField(row.nameEnc, fieldContext('name', row.id)),
  status: row.status,
  securityClasses: row.securityClasses,
  tags: row.tagIds,
  modified: row.modified.toISOString(),
});

/** The card's fields checked as the order form's person is (spec §5); every issue on its field. */
const validPerson = (input: PsPersonInput, now: Date) => {
  const person = {
    name: input.name.trim(),
    ssn: input.personalNumber.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
  const issues: ValidationIssue[] = [];
  if (!person.name) issues.push({ path: 'name', message: VALIDATION_MESSAGES.nameMissing });
  const ssnRefusal = validatePersonalNumber(person.ssn, now);
  if (ssnRefusal) issues.push({ path: 'personalNumber', message: ssnRefusal });
  if (!person.email) issues.push({ path: 'email', message: VALIDATION_MESSAGES.emailMissing });
  else {
    const refusal = emailFormatRefusal(person.email);
    if (refusal) issues.push({ path: 'email', message: refusal });
  }
  if (!isValidPhone(person.phone)) issues.push({ path: 'phone', message: VALIDATION_MESSAGES.phoneInvalid });
  const classes = (input.securityClasses ?? []).map((item) => item.securityClass);
  if (new Set(classes).size !== classes.length) {
    issues.push({ path: 'securityClasses', message: PS_MESSAGES.duplicateSecurityClass });
  }
  const [first] = issues;
  if (first) throw AppError.badRequest(first.message, issues);
  return person;
};

/** The classes as asked, each with its history: a new status is added to it, an unchanged one is kept. */
const securityClassesAfter = (
  before: readonly PsSecurityClassView[],
  wanted: PsPersonInput['securityClasses'],
  now: Date,
): PsSecurityClassView[] =>
  (wanted ?? []).map(({ securityClass, status }) => {
    const previous = before.find((item) => item.securityClass === securityClass);
    if (previous?.status === status) return previous;
    return {
      securityClass,
      status,
      statusHistory: [...(previous?.statusHistory ?? []), { status, dateCreated: now.toISOString() }],
    };
  });

const sameClasses = (a: readonly PsSecurityClassView[], b: readonly PsSecurityClassView[]) =>
  JSON.stringify(a.map(({ securityClass, status }) => [securityClass, status])) ===
  JSON.stringify(b.map(({ securityClass, status }) => [securityClass, status]));

/** The tags asked for, which must be the customer's (400 otherwise). */
const knownTags = async (db: Db, customerId: string, wanted: readonly string[]): Promise<string[]> => {
  const unique = [...new Set(wanted)];
  for (const id of unique) {
    if (!(await findTag(db, customerId, id))) {
      throw AppError.badRequest(PS_MESSAGES.tagUnknown, [{ path: 'tags', message: PS_MESSAGES.tagUnknown }]);
    }
  }
  return unique;
};

const addNote = (
  crypto: FieldCrypto,
  id: string,
  notes: PsNoteView[],
  note: PsPersonInput['note'],
  context: RequestContext,
): string | null => {
  const all = note
    ? [
        ...notes,
        {
          text: note.text,
          flag: note.flag,
          author: context.caller.email ?? '',
          date: context.now.toISOString(),
        },
      ]
    : notes;
  return all.length > 0 ? crypto.encryptField(JSON.stringify(all), fieldContext('notes', id)) : null;
};

const encryptedPerson = (crypto: FieldCrypto, id: string, person: ReturnType<typeof validPerson>) => ({
  nameEnc: crypto.encryptField(person.name, fieldContext('name', id)),
  ssnEnc: crypto.encryptField(person.ssn, fieldContext('ssn', id)),
  emailEnc: crypto.encryptField(person.email, fieldContext('email', id)),
  phoneEnc: crypto.encryptField(person.phone, fieldContext('phone', id)),
  ssnIndex: ssnIndex(crypto, person.ssn),
});

const assertMayChange = (context: RequestContext, input: PsPersonInput, before?: PsPersonRecord) => {
  const classesChange = before
    ? input.securityClasses !== undefined &&
      !sameClasses(
        before.securityClasses,
        securityClassesAfter(before.securityClasses, input.securityClasses, context.now),
      )
    : (input.securityClasses ?? []).length > 0;
  if (classesChange && !mayEditSecurityClasses(context.caller)) {
    throw AppError.forbidden(PS_MESSAGES.securityClassNotAllowed);
  }
  const tagsChange = before
    ? input.tags !== undefined &&
      JSON.stringify([...new Set(input.tags)].sort()) !== JSON.stringify([...before.tagIds].sort())
    : (input.tags ?? []).length > 0;
  if (tagsChange && !mayTagPersons(context.caller)) throw AppError.forbidden(PS_MESSAGES.tagsNotAllowed);
};

/**
 * GET /protective-security/persons: a page of the customer's register, newest first. `search` is a whole
 * personal number (the blind index) or part of a name (among the newest NAME_SEARCH_LIMIT cards);
 * `tag` keeps the cards with that tag. The names read are audited (`ps-person.list`).
 */
export const listPersons = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  query: PsPersonsQuery,
): Promise<{ result: PsPersonRow[]; paging: Paging }> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    let filter: PersonFilter = { customerId: customer.id, ...(query.tag ? { tagId: query.tag } : {}) };
    const search = query.search?.trim();
    if (search && validatePersonalNumber(search, context.now) === null) {
      filter = { ...filter, ssnIndex: ssnIndex(deps.crypto, search) };
    } else if (search) {
      const needle = search.toLocaleLowerCase('sv');
      const named = await encryptedNamesOfPersons(tx, filter, NAME_SEARCH_LIMIT);
      const ids = named
        .filter((row) =>
          deps.crypto
            .decryptField(row.nameEnc, fieldContext('name', row.id))
            .toLocaleLowerCase('sv')
            .includes(needle),
        )
        .map((row) => row.id);
      filter = { ...filter, ids };
    }
    const { rows, total } = await pageOfPersons(tx, filter, query.size, query.page * query.size);
    return {
      result: {
        result: rows.map((row) => personRow(deps.crypto, row)),
        paging: { page: query.page, size: query.size, total },
      },
      audit:
        rows.length > 0
          ? {
              action: 'ps-person.list',
              entity: 'ps-person',
              entityId: customer.id,
              details: { personIds: rows.map((row) => row.id) },
            }
          : [],
    };
  });

export const personOfCustomer = async (tx: Transaction, customer: CustomerRow, id: string) => {
  const row = await findPerson(tx, customer.id, id);
  if (!row) throw AppError.notFound(PS_MESSAGES.personNotFound);
  return row;
};

/** GET /protective-security/persons/{id}: one card of the caller's customer (404 for any other). */
export const getPerson = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  id: string,
): Promise<PsPersonView> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const row = await personOfCustomer(tx, customer, id);
    return {
      result: personView(deps.crypto, row),
      audit: {
        action: 'ps-person.read',
        entity: 'ps-person',
        entityId: row.id,
        details: { customerId: customer.id },
      },
    };
  });

/** POST /protective-security/persons (PSCreatePerson): a new card; one per personal number (409). */
export const createPerson = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  input: PsPersonInput,
): Promise<PsPersonView> =>
  runCommand(deps.db, context, async (tx) => {
    const { now } = context;
    const customer = await psCustomer(tx, context);
    const person = validPerson(input, now);
    assertMayChange(context, input);
    if (await personWithSsn(tx, customer.id, ssnIndex(deps.crypto, person.ssn))) {
      throw AppError.conflict(PS_MESSAGES.personExists);
    }
    const id = crypto.randomUUID();
    const status: PsPersonStatus = input.status ?? 'ACTIVE';
    const row = await insertPerson(tx, {
      id,
      customerId: customer.id,
      ...encryptedPerson(deps.crypto, id, person),
      status,
      statusLog: [{ status, date: now.toISOString() }],
      securityClasses: securityClassesAfter([], input.securityClasses, now),
      notesEnc: addNote(deps.crypto, id, [], input.note, context),
      tagIds: await knownTags(tx, customer.id, input.tags ?? []),
      created: now,
      modified: now,
    });
    return {
      result: personView(deps.crypto, row),
      audit: {
        action: 'ps-person.create',
        entity: 'ps-person',
        entityId: id,
        details: { customerId: customer.id },
      },
    };
  });

/** One imported cleared person's card (person-import.ts), in the import's transaction; answers its id. */
export interface ImportedPerson {
  name: string;
  ssn: string;
  email: string;
  phone: string;
  securityClass: SecurityClassNumber;
  cleared: Date;
}

export const insertImportedPerson = async (
  tx: Transaction,
  deps: ProtectiveSecurityDeps,
  customerId: string,
  person: ImportedPerson,
  now: Date,
): Promise<string> => {
  const id = crypto.randomUUID();
  await insertPerson(tx, {
    id,
    customerId,
    ...encryptedPerson(deps.crypto, id, person),
    status: 'ACTIVE',
    statusLog: [{ status: 'ACTIVE', date: now.toISOString() }],
    securityClasses: [
      {
        securityClass: person.securityClass,
        status: 'CLEARED',
        statusHistory: [{ status: 'CLEARED', dateCreated: person.cleared.toISOString() }],
      },
    ],
    service: 'SECURITY_SCREENING_IMPORT',
    created: now,
    modified: now,
  });
  return id;
};

/**
 * PUT /protective-security/persons/{id}: the card's fields as sent; a changed status is logged, a changed
 * security class gets its new status in its history (PSEditSecurityClass, 403 otherwise), tags need PSTag,
 * `note` is added. Another customer's card is 404.
 */
export const updatePersonCard = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  id: string,
  input: PsPersonInput,
): Promise<PsPersonView> =>
  runCommand(deps.db, context, async (tx) => {
    const { now } = context;
    const customer = await psCustomer(tx, context);
    const before = await personOfCustomer(tx, customer, id);
    const person = validPerson(input, now);
    assertMayChange(context, input, before);
    const other = await personWithSsn(tx, customer.id, ssnIndex(deps.crypto, person.ssn));
    if (other && other.id !== id) throw AppError.conflict(PS_MESSAGES.personExists);
    const status = input.status ?? before.status;
    const row = await updatePerson(tx, id, {
      ...encryptedPerson(deps.crypto, id, person),
      status,
      statusLog:
        status === before.status
          ? before.statusLog
          : [...before.statusLog, { status, date: now.toISOString() }],
      securityClasses:
        input.securityClasses === undefined
          ? before.securityClasses
          : securityClassesAfter(before.securityClasses, input.securityClasses, now),
      notesEnc: addNote(deps.crypto, id, notesOf(deps.crypto, before), input.note, context),
      tagIds: input.tags === undefined ? before.tagIds : await knownTags(tx, customer.id, input.tags),
      modified: now,
    });
    return {
      result: personView(deps.crypto, row),
      audit: {
        action: 'ps-person.update',
        entity: 'ps-person',
        entityId: id,
        details: {
          customerId: customer.id,
          statusChanged: status !== before.status,
          noteAdded: input.note !== undefined,
        },
      },
    };
  });

/**
 * DELETE /protective-security/persons/{id} (PSDeletePsPerson): the card with its notes, classes, tags and
 * documents; the documents' files are removed once the card is gone.
 */
export const deletePerson = async (
  deps: ProtectiveSecurityDeps & DocumentFiles,
  context: RequestContext,
  id: string,
): Promise<PsPersonDeleted> => {
  const { deleted, storageKeys } = await runCommand(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const row = await personOfCustomer(tx, customer, id);
    const storageKeys = await deleteDocumentsOfPerson(tx, id);
    const deleted = {
      id,
      notes: notesOf(deps.crypto, row).length,
      securityClasses: row.securityClasses.length,
      tags: row.tagIds.length,
      documents: storageKeys.length,
    };
    await deletePersonRow(tx, id);
    return {
      result: { deleted, storageKeys },
      audit: {
        action: 'ps-person.delete',
        entity: 'ps-person',
        entityId: id,
        details: { customerId: customer.id, ...deleted },
      },
    };
  });
  await removeDocumentFiles(deps, storageKeys);
  return deleted;
};

const tagView = (tag: { id: string; name: string }, persons: number): PsTagView => ({
  id: tag.id,
  name: tag.name,
  persons,
});

/** GET /tags/tag: the customer's tags, by name, with how many persons have each. */
export const listTags = async (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
): Promise<PsTagView[]> => {
  const customer = await psCustomer(deps.db, context);
  return (await tagsOfCustomer(deps.db, customer.id)).map((tag) => tagView(tag, tag.persons));
};

const assertNameFree = async (tx: Transaction, customerId: string, name: string, except?: string) => {
  const existing = await tagNamed(tx, customerId, name);
  if (existing && existing.id !== except) {
    throw AppError.conflict(PS_MESSAGES.tagExists);
  }
};

/** POST /tags/tag (PSTag). */
export const createTag = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  input: PsTagInput,
): Promise<PsTagView> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    await assertNameFree(tx, customer.id, input.name);
    const tag = await insertTag(tx, { customerId: customer.id, name: input.name, created: context.now });
    return {
      result: tagView(tag, 0),
      audit: {
        action: 'ps-tag.create',
        entity: 'ps-tag',
        entityId: tag.id,
        details: { customerId: customer.id },
      },
    };
  });

/** PUT /tags/tag/{id} (PSEditTag). */
export const updateTag = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  id: string,
  input: PsTagInput,
): Promise<PsTagView> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const tag = await findTag(tx, customer.id, id);
    if (!tag) throw AppError.notFound(PS_MESSAGES.tagUnknown);
    await assertNameFree(tx, customer.id, input.name, id);
    const renamed = await renameTag(tx, id, input.name);
    const persons = (await tagsOfCustomer(tx, customer.id)).find((each) => each.id === id)?.persons ?? 0;
    return {
      result: tagView(renamed, persons),
      audit: {
        action: 'ps-tag.update',
        entity: 'ps-tag',
        entityId: id,
        details: { customerId: customer.id },
      },
    };
  });

/** DELETE /tags/tag/{id} (PSDeleteTag): the persons who had it lose it. */
export const deleteTag = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  id: string,
): Promise<PsTagView> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const tag = await findTag(tx, customer.id, id);
    if (!tag) throw AppError.notFound(PS_MESSAGES.tagUnknown);
    const persons = await deleteTagRow(tx, tag, context.now);
    return {
      result: tagView(tag, persons),
      audit: {
        action: 'ps-tag.delete',
        entity: 'ps-tag',
        entityId: id,
        details: { customerId: customer.id, persons },
      },
    };
  });

/** The person card `id` of the customer as an order needs it (404 for none: another customer's too). */
export const personCardToOrder = async (
  db: Db,
  crypto: FieldCrypto,
  customerId: string,
  id: string,
): Promise<Pick<PsPersonView, 'id' | 'name' | 'personalNumber' | 'email' | 'phone'>> => {
  const row = await findPerson(db, customerId, id);
  if (!row) throw AppError.notFound(PS_MESSAGES.personNotFound);
  const { name, personalNumber, email, phone } = personView(crypto, row);
  return { id: row.id, name, personalNumber, email, phone };
};
