import {
  PS_DOCUMENT_MAX_BYTES,
  PS_DOCUMENT_MESSAGES,
  PS_DOCUMENT_TYPES,
  type PsDocumentType,
} from '@granska/domain';
import { AppError } from '../../platform/http/app-error';

const startsWith = (bytes: Buffer, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The compound file of Word 97–2003 (.doc). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text is UTF-8 without control characters but tab, line breaks and form feed. */
const isPlainText = (bytes: Buffer): boolean => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
};

/**
 * A document's type by its content, never its name (as attachments are recognised, analysis.md): PDF,
 * PNG and JPEG by their signatures, DOCX as a ZIP with Word's entries, DOC as a compound file, and text
 * as clean UTF-8. Anything else is null.
 */
export const detectDocumentType = (bytes: Buffer): PsDocumentType | null => {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ZIP)) {
    return bytes.includes('[Content_Types].xml') && bytes.includes('word/document.xml')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  }
  if (startsWith(bytes, OLE)) return 'application/msword';
  return isPlainText(bytes) ? 'text/plain' : null;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refused = (message: string) => AppError.badRequest(message, [{ path: 'data', message }]);

/**
 * The bytes of an upload, checked before anything is stored: base64, not empty, at most 10 MB, a type
 * the card takes, and the declared type the content's; every refusal a 400 with its reason.
 */
export const checkedDocument = (
  data: string,
  declaredType: string,
): { bytes: Buffer; type: PsDocumentType } => {
  const compact = data.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw refused(PS_DOCUMENT_MESSAGES.notBase64);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length === 0) throw refused(PS_DOCUMENT_MESSAGES.empty);
  if (bytes.length > PS_DOCUMENT_MAX_BYTES) throw refused(PS_DOCUMENT_MESSAGES.tooLarge);
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const detected = detectDocumentType(bytes);
  if (!detected || !(PS_DOCUMENT_TYPES as readonly string[]).includes(declared)) {
    throw refused(PS_DOCUMENT_MESSAGES.typeNotAllowed);
  }
  if (detected !== declared) throw refused(PS_DOCUMENT_MESSAGES.typeMismatch);
  return { bytes, type: detected };
};

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** A file name safe to show and to offer as a download name: no path, no control characters. */
export const cleanFilename = (name: string): string =>
  [...name]
    .filter((character) => !isControlCharacter(character))
    .join('')
    .replace(/[/\\]/g, '_')
    .trim() || 'dokument';
