import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { Id, Text, withoutNul } from './text-fields';

/**
 * Protective security (SÄK), the customer's person register (spec §1, §3 Person card, §6
 * ServiceProtectiveSecurity, §7 GET /protective-security/persons, GET and PUT /persons/{id};
 * docs/decisions/protective-security-register.md) and its tags service.
 */

/** The security classes a person can be placed in (säkerhetsklass 1–3). */
export const SECURITY_CLASSES = ['1', '2', '3'] as const;
export const SecurityClassNumber = z.enum(SECURITY_CLASSES);
export type SecurityClassNumber = z.infer<typeof SecurityClassNumber>;

/** Where a person's placement in a class stands (ours: the spec names a status and its history only). */
export const SECURITY_CLASS_STATUSES = ['PENDING', 'CLEARED', 'NOT_CLEARED', 'ENDED'] as const;
export const SecurityClassState = z.enum(SECURITY_CLASS_STATUSES);
export type SecurityClassState = z.infer<typeof SecurityClassState>;

/** Whether the person is still in the customer's register as active (ours: the spec shows a status). */
export const PS_PERSON_STATUSES = ['ACTIVE', 'ENDED'] as const;
export const PsPersonStatus = z.enum(PS_PERSON_STATUSES);
export type PsPersonStatus = z.infer<typeof PsPersonStatus>;

export const PsSecurityClassView = z.object({
  securityClass: SecurityClassNumber,
  status: SecurityClassState,
  statusHistory: z.array(z.object({ status: SecurityClassState, dateCreated: z.string() })),
});
export type PsSecurityClassView = z.infer<typeof PsSecurityClassView>;

export const PsNoteView = z.object({
  text: z.string(),
  author: z.string(),
  date: z.string(),
  flag: z.boolean(),
});
export type PsNoteView = z.infer<typeof PsNoteView>;

/** A person card as the register shows it (spec §3 Person card). */
export const PsPersonView = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  personalNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  status: PsPersonStatus,
  statusLog: z.array(z.object({ status: PsPersonStatus, date: z.string() })),
  securityClasses: z.array(PsSecurityClassView),
  notes: z.array(PsNoteView),
  /** The ids of the customer's tags the person has. */
  tags: z.array(z.string()),
  /** How the person came into the register: SECURITY_SCREENING_IMPORT for an imported cleared person. */
  service: z.enum(['SECURITY_SCREENING_IMPORT']).nullable(),
  created: z.string(),
  modified: z.string(),
});
export type PsPersonView = z.infer<typeof PsPersonView>;

/** One row of the register: no personal number until the card is opened. */
export const PsPersonRow = PsPersonView.pick({
  id: true,
  name: true,
  status: true,
  securityClasses: true,
  tags: true,
  modified: true,
});
export type PsPersonRow = z.infer<typeof PsPersonRow>;

export const PsPersonsQuery = z.object({
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
  /** A name (part of it) or a whole personal number (YYYYMMDD-NNNN). */
  search: withoutNul(z.string().trim().max(100)).optional(),
  /** Only persons with this tag. */
  tag: Id().optional(),
});
export type PsPersonsQuery = z.infer<typeof PsPersonsQuery>;

export const PsSecurityClassInput = z.object({
  securityClass: SecurityClassNumber,
  status: SecurityClassState,
});
export type PsSecurityClassInput = z.infer<typeof PsSecurityClassInput>;

/**
 * POST /protective-security/persons and PUT /protective-security/persons/{id}: the card as the form
 * sends it. `note` adds one note (notes are never rewritten); a PUT without `securityClasses` or `tags`
 * leaves them as they are.
 */
export const PsPersonInput = z.object({
  name: Text(200),
  personalNumber: Text(20),
  email: Text(320),
  phone: Text(30),
  status: PsPersonStatus.optional(),
  securityClasses: z.array(PsSecurityClassInput).max(SECURITY_CLASSES.length).optional(),
  tags: z.array(Id()).max(50).optional(),
  note: z.object({ text: Text(2000).trim().min(1), flag: z.boolean().default(false) }).optional(),
});
export type PsPersonInput = z.infer<typeof PsPersonInput>;

export const PsPersonParams = z.object({ id: Id() });

/** What deleting a person card removed (and what it left: orders and their reports stay). */
export const PsPersonDeleted = z.object({
  id: z.string(),
  notes: z.number().int(),
  securityClasses: z.number().int(),
  tags: z.number().int(),
  /** The card's documents, their files removed too. */
  documents: z.number().int(),
});
export type PsPersonDeleted = z.infer<typeof PsPersonDeleted>;

export const PS_MESSAGES = {
  customerNoAccess: 'Kunden har inte tillgång till SÄK',
  personNotFound: 'Personen kunde inte hittas',
  personExists: 'Personen finns redan i registret',
  securityClassNotAllowed: 'Du saknar behörighet att ändra säkerhetsklass',
  tagsNotAllowed: 'Du saknar behörighet att tagga personer',
  tagUnknown: 'Taggen kunde inte hittas',
  tagExists: 'Det finns redan en tagg med det namnet',
  duplicateSecurityClass: 'Varje säkerhetsklass kan bara anges en gång',
  customerHasPersons: 'Kunden har personer i SÄK-registret och kan inte raderas',
} as const;

/** The register's readers: the security manager, the assistant and the security staff (spec §6). */
export const PS_REGISTER_ACCESS = {
  groups: ['PSSecurityManager', 'PSAssistantSecurityManager', 'PSSecurityStaff'],
} as const satisfies EndpointAccess;

export const listPsPersonsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/protective-security/persons',
  query: PsPersonsQuery,
  response: pagedOkEnvelope(PsPersonRow),
  access: PS_REGISTER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /protective-security/persons'],
  summary: "A page of the customer's person register, by name; searchable, filtered by a tag",
});

export const getPsPersonEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/protective-security/persons/{id}',
  params: PsPersonParams,
  response: okEnvelope(PsPersonView),
  access: PS_REGISTER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /protective-security/persons/{id}'],
  summary: 'One person card of the caller’s customer',
});

export const updatePsPersonEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'PUT',
  path: '/protective-security/persons/{id}',
  params: PsPersonParams,
  body: PsPersonInput,
  response: okEnvelope(PsPersonView),
  access: PS_REGISTER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['PUT /protective-security/persons/{id}'],
  summary:
    'Change a person card; its security classes need PSEditSecurityClass and its tags PSTag, a note is added',
});

export const createPsPersonEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/protective-security/persons',
  body: PsPersonInput,
  response: okEnvelope(PsPersonView),
  access: { groups: ['PSCreatePerson'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /protective-security/persons'],
  summary: 'Add a person to the register (PSCreatePerson); one card per personal number',
});

export const deletePsPersonEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'DELETE',
  path: '/protective-security/persons/{id}',
  params: PsPersonParams,
  response: okEnvelope(PsPersonDeleted),
  access: { groups: ['PSDeletePsPerson'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['DELETE /protective-security/persons/{id}'],
  summary: 'Delete a person card with its notes, classes, tags and documents (PSDeletePsPerson)',
});

/**
 * POST /protective-security/persons/import (PSImportOrder): already cleared persons from a CSV file, one
 * per line: personal number, name, e-mail, phone, security class, cleared date (YYYY-MM-DD); a header
 * line and `;` as the separator are allowed. Without `confirm` nothing is stored: the answer is the
 * preview, every bad line with its messages; with it the good lines are imported and the bad ones left.
 */
export const PsImportRequest = z.object({
  csv: withoutNul(z.string().max(1_000_000)),
  confirm: z.boolean().default(false),
});
export type PsImportRequest = z.infer<typeof PsImportRequest>;

export const PsImportRow = z.object({
  /** The line of the file (1 is the first). */
  line: z.number().int(),
  name: z.string(),
  personalNumber: z.string(),
  securityClass: z.string(),
  clearedDate: z.string(),
  /** Why the line cannot be imported; empty for a good line. */
  issues: z.array(z.string()),
});
export type PsImportRow = z.infer<typeof PsImportRow>;

export const PsImportResult = z.object({
  rows: z.array(PsImportRow),
  /** Good lines (imported when confirmed). */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Cards made by this call: 0 for a preview. */
  imported: z.number().int(),
});
export type PsImportResult = z.infer<typeof PsImportResult>;

export const PS_IMPORT_MESSAGES = {
  columns: 'Raden ska ha sex fält: personnummer, namn, e-post, telefon, säkerhetsklass och godkänd datum',
  securityClass: 'Säkerhetsklassen ska vara 1, 2 eller 3',
  clearedDate: 'Godkänd datum ska vara ett datum (ÅÅÅÅ-MM-DD) som har passerat',
  duplicateInFile: 'Personnumret finns på en tidigare rad i filen',
  unreadable: 'Filen kunde inte läsas som CSV',
  empty: 'Filen innehåller inga personer',
  tooMany: 'Högst 2 000 personer kan importeras åt gången',
} as const;

export const importPsPersonsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/protective-security/persons/import',
  body: PsImportRequest,
  response: okEnvelope(PsImportResult),
  access: { groups: ['PSImportOrder'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /protective-security/persons/import'],
  summary: 'Preview, or with confirm import, already cleared persons from a CSV file (PSImportOrder)',
});

/** The customer's tags (the tags service of spec §7; paths ours). */
export const PsTagView = z.object({ id: z.string(), name: z.string(), persons: z.number().int() });
export type PsTagView = z.infer<typeof PsTagView>;
export const PsTagInput = z.object({ name: Text(60).trim().min(1) });
export type PsTagInput = z.infer<typeof PsTagInput>;
export const PsTagParams = z.object({ id: Id() });

export const TAG_MESSAGES = {
  list: 'Taggarna kunde inte hämtas',
  create: 'Taggen kunde inte skapas',
  update: 'Taggen kunde inte sparas',
  delete: 'Taggen kunde inte raderas',
} as const;

export const listPsTagsEndpoint = defineEndpoint({
  service: 'tags',
  method: 'GET',
  path: '/tag',
  response: okEnvelope(PsTagView),
  access: { groups: [...PS_REGISTER_ACCESS.groups, 'PSTag'] },
  errorMessage: TAG_MESSAGES.list,
  summary: "The customer's tags, by name, with how many persons have each",
});

export const createPsTagEndpoint = defineEndpoint({
  service: 'tags',
  method: 'POST',
  path: '/tag',
  body: PsTagInput,
  response: okEnvelope(PsTagView),
  access: { groups: ['PSTag'] },
  errorMessage: TAG_MESSAGES.create,
  summary: 'A new tag of the customer (PSTag); names are unique regardless of case',
});

export const updatePsTagEndpoint = defineEndpoint({
  service: 'tags',
  method: 'PUT',
  path: '/tag/{id}',
  params: PsTagParams,
  body: PsTagInput,
  response: okEnvelope(PsTagView),
  access: { groups: ['PSEditTag'] },
  errorMessage: TAG_MESSAGES.update,
  summary: 'Rename a tag (PSEditTag)',
});

export const deletePsTagEndpoint = defineEndpoint({
  service: 'tags',
  method: 'DELETE',
  path: '/tag/{id}',
  params: PsTagParams,
  response: okEnvelope(PsTagView),
  access: { groups: ['PSDeleteTag'] },
  errorMessage: TAG_MESSAGES.delete,
  summary: 'Delete a tag; the persons who had it lose it (PSDeleteTag)',
});
