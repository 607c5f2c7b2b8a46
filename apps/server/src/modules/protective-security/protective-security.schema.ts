import type {
  PsDocumentType,
  PsPersonStatus,
  PsSecurityClassView,
  SecurityClassNumber,
} from '@granska/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { customers } from '../customers';

/**
 * The customer's SÄK person register (spec §3 Person card; protective-security-register.md). The person
 * is encrypted field by field (context `ps_persons.<field>:<id>`), notes as one JSON list
 * (`ps_persons.notes:<id>`: they may say anything about the person); `ssn_index` is the keyed blind
 * index of the personal number, one card per person and customer.
 */
export const psPersons = pgTable(
  'ps_persons',
  {
    id: uuidPrimaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    nameEnc: text('name_enc').notNull(),
    ssnEnc: text('ssn_enc').notNull(),
    emailEnc: text('email_enc').notNull(),
    phoneEnc: text('phone_enc').notNull(),
    ssnIndex: text('ssn_index').notNull(),
    status: text('status').$type<PsPersonStatus>().notNull(),
    statusLog: jsonb('status_log').$type<{ status: PsPersonStatus; date: string }[]>().notNull().default([]),
    securityClasses: jsonb('security_classes').$type<PsSecurityClassView[]>().notNull().default([]),
    notesEnc: text('notes_enc'),
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    /** How the card came: SECURITY_SCREENING_IMPORT for an imported cleared person, null by hand. */
    service: text('service').$type<'SECURITY_SCREENING_IMPORT'>(),
    created: createdTimestamp(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ps_persons_customer_ssn_idx').on(table.customerId, table.ssnIndex),
    index('ps_persons_tags_idx').using('gin', table.tagIds),
  ],
);

/** The customer's tags (the tags service), one name per customer regardless of case. */
export const psTags = pgTable(
  'ps_tags',
  {
    id: uuidPrimaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    created: createdTimestamp(),
  },
  (table) => [uniqueIndex('ps_tags_customer_name_idx').on(table.customerId, sql`lower(${table.name})`)],
);

/**
 * The security managers were told that a placement is due for renewal on `due` (renewals.jobs.ts): at
 * most once per placement and due day, so a renewed clearance (a new due day) is told again.
 */
export const psRenewalNotices = pgTable(
  'ps_renewal_notices',
  {
    id: uuidPrimaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => psPersons.id, { onDelete: 'cascade' }),
    securityClass: text('security_class').$type<SecurityClassNumber>().notNull(),
    due: date('due', { mode: 'string' }).notNull(),
    notified: timestamp('notified', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ps_renewal_notices_placement_due_idx').on(table.personId, table.securityClass, table.due),
  ],
);

/**
 * A person card's documents (the documents service; documents.ts): the file is in the file storage under
 * `storage_key`, encrypted there; its name may name the person, so it is encrypted here
 * (`ps_documents.filename:<id>`). Deleting the card deletes its documents first, files included.
 */
export const psDocuments = pgTable(
  'ps_documents',
  {
    id: uuidPrimaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => psPersons.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    filenameEnc: text('filename_enc').notNull(),
    contentType: text('content_type').$type<PsDocumentType>().notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The uploader's e-mail address as the audit row has it. */
    uploadedBy: text('uploaded_by').notNull(),
    created: createdTimestamp(),
  },
  (table) => [index('ps_documents_person_idx').on(table.personId, table.created)],
);

export type PsPersonRecord = typeof psPersons.$inferSelect;
export type PsTagRecord = typeof psTags.$inferSelect;
export type PsDocumentRecord = typeof psDocuments.$inferSelect;
