import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { okEnvelope } from './envelopes';
import { PS_REGISTER_ACCESS } from './protective-security';
import { Id, Text, withoutNul } from './text-fields';

/**
 * A person card's documents (spec §3 Person card "documents"; §7 the documents service, paths ours;
 * docs/decisions/protective-security-register.md, "Documents"). The register's readers list them,
 * PSDownloadAttachmentPsPerson downloads them, PSEditSecurityClass uploads and deletes them.
 */

export const PS_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Base64 of the largest file: 4 characters per 3 bytes, padded. */
export const PS_DOCUMENT_MAX_BASE64_CHARS = Math.ceil(PS_DOCUMENT_MAX_BYTES / 3) * 4;
export const MAX_PS_DOCUMENTS_PER_PERSON = 100;
export const PS_DOCUMENT_NAME_MAX = 200;

/** The file types a card takes, each checked against the file's content. */
export const PS_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'text/plain',
] as const;
export const PsDocumentType = z.enum(PS_DOCUMENT_TYPES);
export type PsDocumentType = z.infer<typeof PsDocumentType>;

export const PS_DOCUMENT_TYPE_LABELS: Readonly<Record<PsDocumentType, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'application/msword': 'Word (DOC)',
  'text/plain': 'Text',
};

export const PS_DOCUMENT_MESSAGES = {
  list: 'Dokumenten kunde inte hämtas',
  upload: 'Dokumentet kunde inte laddas upp',
  download: 'Dokumentet kunde inte laddas ner',
  delete: 'Dokumentet kunde inte raderas',
  notFound: 'Dokumentet kunde inte hittas',
  empty: 'Filen är tom',
  tooLarge: 'Filen är för stor (högst 10 MB)',
  notBase64: 'Filens innehåll är inte giltig base64',
  typeNotAllowed: 'Filtypen stöds inte. Tillåtna filer är PDF, PNG, JPEG, Word (DOC, DOCX) och text (TXT)',
  typeMismatch: 'Filens innehåll stämmer inte med den angivna filtypen',
  tooMany: 'Personen har redan så många dokument som tillåts (100)',
} as const;

export const PsDocumentView = z.object({
  id: z.string(),
  personId: z.string(),
  filename: z.string(),
  type: PsDocumentType,
  size: z.number().int(),
  /** The uploader's e-mail address. */
  uploadedBy: z.string(),
  created: z.string(),
});
export type PsDocumentView = z.infer<typeof PsDocumentView>;

/** POST /documents/person/{id}/documents: the file as base64, its name and its declared type. */
export const PsDocumentUpload = z.object({
  filename: withoutNul(z.string().trim().min(1).max(PS_DOCUMENT_NAME_MAX)),
  /** The declared type: one of PS_DOCUMENT_TYPES, the same as the content's. */
  type: Text(200),
  /** Bounded by the route's body limit; the decoded size is checked against PS_DOCUMENT_MAX_BYTES. */
  data: z.string(),
});
export type PsDocumentUpload = z.infer<typeof PsDocumentUpload>;

/** A document as a file (spec §3 File: name, data, type); save it as a download, never show it inline. */
export const PsDocumentFile = z.object({
  id: z.string(),
  filename: z.string(),
  type: PsDocumentType,
  data: z.string(),
});
export type PsDocumentFile = z.infer<typeof PsDocumentFile>;

export const PsDocumentParams = z.object({ id: Id() });

/** Uploading and deleting a card's documents (decided: the placement's decider keeps its documents). */
export const PS_DOCUMENT_EDIT_ACCESS = {
  groups: ['PSEditSecurityClass'],
} as const satisfies EndpointAccess;

export const listPsDocumentsEndpoint = defineEndpoint({
  service: 'documents',
  method: 'GET',
  path: '/person/{id}/documents',
  params: PsDocumentParams,
  response: okEnvelope(PsDocumentView),
  access: {
    groups: [...PS_REGISTER_ACCESS.groups, 'PSDownloadAttachmentPsPerson', ...PS_DOCUMENT_EDIT_ACCESS.groups],
  },
  errorMessage: PS_DOCUMENT_MESSAGES.list,
  summary: "A person card's documents without their content, newest first",
});

export const uploadPsDocumentEndpoint = defineEndpoint({
  service: 'documents',
  method: 'POST',
  path: '/person/{id}/documents',
  params: PsDocumentParams,
  body: PsDocumentUpload,
  response: okEnvelope(PsDocumentView),
  access: PS_DOCUMENT_EDIT_ACCESS,
  errorMessage: PS_DOCUMENT_MESSAGES.upload,
  summary:
    'Add a document to a person card (PSEditSecurityClass): base64, at most 10 MB, PDF, PNG, JPEG, Word or text by content; stored encrypted',
});

export const downloadPsDocumentEndpoint = defineEndpoint({
  service: 'documents',
  method: 'GET',
  path: '/document/{id}',
  params: PsDocumentParams,
  response: okEnvelope(PsDocumentFile),
  access: { groups: ['PSDownloadAttachmentPsPerson'] },
  errorMessage: PS_DOCUMENT_MESSAGES.download,
  summary: 'A document as base64 (PSDownloadAttachmentPsPerson); save it as a download',
});

export const deletePsDocumentEndpoint = defineEndpoint({
  service: 'documents',
  method: 'DELETE',
  path: '/document/{id}',
  params: PsDocumentParams,
  response: okEnvelope(PsDocumentView),
  access: PS_DOCUMENT_EDIT_ACCESS,
  errorMessage: PS_DOCUMENT_MESSAGES.delete,
  summary: 'Delete a document of a person card and its file (PSEditSecurityClass)',
});
