import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import type { FileStorage } from '../file-storage';
import { type PsDocumentRecord, psDocuments } from './protective-security.schema';

type Db = Database | Transaction;

export const documentsOfPerson = (db: Db, personId: string): Promise<PsDocumentRecord[]> =>
  db
    .select()
    .from(psDocuments)
    .where(eq(psDocuments.personId, personId))
    .orderBy(desc(psDocuments.created), desc(psDocuments.id));

export const countDocuments = async (db: Db, personId: string): Promise<number> =>
  (await db.select({ count: count() }).from(psDocuments).where(eq(psDocuments.personId, personId)))[0]
    ?.count ?? 0;

/** The customer's document `id`; another customer's is none. */
export const findDocument = async (
  db: Db,
  customerId: string,
  id: string,
): Promise<PsDocumentRecord | undefined> =>
  (
    await db
      .select()
      .from(psDocuments)
      .where(and(eq(psDocuments.id, id), eq(psDocuments.customerId, customerId)))
      .limit(1)
  )[0];

export const insertDocument = async (
  db: Db,
  row: typeof psDocuments.$inferInsert,
): Promise<PsDocumentRecord> =>
  returnedRow(await db.insert(psDocuments).values(row).returning(), 'ps_documents insert');

export const deleteDocumentRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(psDocuments).where(eq(psDocuments.id, id));
};

/** Deletes the card's document rows and answers their storage keys (the caller removes the files). */
export const deleteDocumentsOfPerson = async (db: Db, personId: string): Promise<string[]> =>
  (
    await db
      .delete(psDocuments)
      .where(eq(psDocuments.personId, personId))
      .returning({ storageKey: psDocuments.storageKey })
  ).map((row) => row.storageKey);

/** The stored files of documents, and where a file that could not be removed is reported (ids only). */
export interface DocumentFiles {
  files: FileStorage;
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** Removes stored files after their rows are gone; a file left behind can no longer be reached. */
export const removeDocumentFiles = async (
  deps: DocumentFiles,
  storageKeys: readonly string[],
): Promise<void> => {
  for (const key of storageKeys) {
    await deps.files.delete(key).catch((cause: unknown) => {
      deps.warn({ storageKey: key, error: (cause as Error).name }, 'could not remove a deleted document');
    });
  }
};
