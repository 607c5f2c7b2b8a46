import { randomUUID } from 'node:crypto';
import {
  MAX_PS_DOCUMENTS_PER_PERSON,
  PS_DOCUMENT_MESSAGES,
  type PsDocumentFile,
  type PsDocumentUpload,
  type PsDocumentView,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../audit';
import type { CustomerRow } from '../customers';
import { checkedDocument, cleanFilename } from './document-content';
import {
  countDocuments,
  type DocumentFiles,
  deleteDocumentRow,
  documentsOfPerson,
  findDocument,
  insertDocument,
  removeDocumentFiles,
} from './documents.repository';
import type { PsDocumentRecord } from './protective-security.schema';
import { personOfCustomer, psCustomer } from './protective-security.service';

/** What the documents service needs: the register, the stored files, and where a lost file is told. */
export interface DocumentDeps extends DocumentFiles {
  db: Database;
  crypto: FieldCrypto;
}

const filenameContext = (id: string) => `ps_documents.filename:${id}`;
const storageKeyOf = (id: string) => `ps-documents/${id}`;

const documentView = (crypto: FieldCrypto, row: PsDocumentRecord): PsDocumentView => ({
  id: row.id,
  personId: row.personId,
  filename: crypto.decryptField(row.filenameEnc, filenameContext(row.id)),
  type: row.contentType,
  size: row.size,
  uploadedBy: row.uploadedBy,
  created: row.created.toISOString(),
});

const documentOfCustomer = async (tx: Transaction, customer: CustomerRow, id: string) => {
  const row = await findDocument(tx, customer.id, id);
  if (!row) throw AppError.notFound(PS_DOCUMENT_MESSAGES.notFound);
  return row;
};

/** GET /documents/person/{id}/documents: the card's documents without content, newest first; audited. */
export const listDocuments = (
  deps: DocumentDeps,
  context: RequestContext,
  personId: string,
): Promise<PsDocumentView[]> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const person = await personOfCustomer(tx, customer, personId);
    return {
      result: (await documentsOfPerson(tx, person.id)).map((row) => documentView(deps.crypto, row)),
      audit: {
        action: 'ps-document.list',
        entity: 'ps-person',
        entityId: person.id,
        details: { customerId: customer.id },
      },
    };
  });

/**
 * POST /documents/person/{id}/documents (PSEditSecurityClass): the content is checked before anything is
 * stored, then the file is written encrypted and its row with the audit record. A failure after the file
 * was written removes it again.
 */
export const uploadDocument = async (
  deps: DocumentDeps,
  context: RequestContext,
  personId: string,
  upload: PsDocumentUpload,
): Promise<PsDocumentView> => {
  const { bytes, type } = checkedDocument(upload.data, upload.type);
  const id = randomUUID();
  const storageKey = storageKeyOf(id);
  let written = false;
  try {
    return await runCommand(deps.db, context, async (tx) => {
      const customer = await psCustomer(tx, context);
      const person = await personOfCustomer(tx, customer, personId);
      if ((await countDocuments(tx, person.id)) >= MAX_PS_DOCUMENTS_PER_PERSON) {
        throw AppError.conflict(PS_DOCUMENT_MESSAGES.tooMany);
      }
      await deps.files.put(storageKey, bytes);
      written = true;
      const row = await insertDocument(tx, {
        id,
        personId: person.id,
        customerId: customer.id,
        filenameEnc: deps.crypto.encryptField(cleanFilename(upload.filename), filenameContext(id)),
        contentType: type,
        size: bytes.length,
        storageKey,
        uploadedBy: context.caller.email ?? '',
        created: context.now,
      });
      return {
        result: documentView(deps.crypto, row),
        audit: {
          action: 'ps-document.create',
          entity: 'ps-document',
          entityId: id,
          details: { customerId: customer.id, personId: person.id, type, size: bytes.length },
        },
      };
    });
  } catch (error) {
    if (written) await removeDocumentFiles(deps, [storageKey]);
    throw error;
  }
};

/** GET /documents/document/{id} (PSDownloadAttachmentPsPerson): the file as base64; audited. */
export const downloadDocument = (
  deps: DocumentDeps,
  context: RequestContext,
  id: string,
): Promise<PsDocumentFile> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const row = await documentOfCustomer(tx, customer, id);
    const bytes = await deps.files.get(row.storageKey);
    const view = documentView(deps.crypto, row);
    return {
      result: { id: row.id, filename: view.filename, type: view.type, data: bytes.toString('base64') },
      audit: {
        action: 'ps-document.read',
        entity: 'ps-document',
        entityId: row.id,
        details: { customerId: customer.id, personId: row.personId },
      },
    };
  });

/** DELETE /documents/document/{id} (PSEditSecurityClass): the row with its audit record, then the file. */
export const deleteDocument = async (
  deps: DocumentDeps,
  context: RequestContext,
  id: string,
): Promise<PsDocumentView> => {
  const { view, storageKey } = await runCommand(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const row = await documentOfCustomer(tx, customer, id);
    await deleteDocumentRow(tx, row.id);
    return {
      result: { view: documentView(deps.crypto, row), storageKey: row.storageKey },
      audit: {
        action: 'ps-document.delete',
        entity: 'ps-document',
        entityId: row.id,
        details: { customerId: customer.id, personId: row.personId, type: row.contentType, size: row.size },
      },
    };
  });
  await removeDocumentFiles(deps, [storageKey]);
  return view;
};
