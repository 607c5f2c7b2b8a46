import {
  PS_DOCUMENT_MAX_BYTES,
  PS_DOCUMENT_MESSAGES,
  PS_DOCUMENT_TYPES,
  type PsDocumentType,
} from '@granska/domain';
import { base64Bytes, cleanFileName, detectFileType } from '../../platform/files/file-content';
import { AppError } from '../../platform/http/app-error';

const refused = (message: string) => AppError.badRequest(message, [{ path: 'data', message }]);

/**
 * The bytes of an upload, checked before anything is stored: base64, not empty, at most 10 MB, a type
 * the card takes, and the declared type the content's; every refusal a 400 with its reason.
 */
export const checkedDocument = (
  data: string,
  declaredType: string,
): { bytes: Buffer; type: PsDocumentType } => {
  const bytes = base64Bytes(data);
  if (!bytes) throw refused(PS_DOCUMENT_MESSAGES.notBase64);
  if (bytes.length === 0) throw refused(PS_DOCUMENT_MESSAGES.empty);
  if (bytes.length > PS_DOCUMENT_MAX_BYTES) throw refused(PS_DOCUMENT_MESSAGES.tooLarge);
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const detected = detectFileType(bytes);
  if (!detected || !(PS_DOCUMENT_TYPES as readonly string[]).includes(declared)) {
    throw refused(PS_DOCUMENT_MESSAGES.typeNotAllowed);
  }
  if (detected !== declared) throw refused(PS_DOCUMENT_MESSAGES.typeMismatch);
  return { bytes, type: detected as PsDocumentType };
};

/** A file name safe to show and to offer as a download name. */
export const cleanFilename = (name: string): string => cleanFileName(name, 'dokument');
