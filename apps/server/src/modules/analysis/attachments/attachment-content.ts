import {
  ANALYSIS_MESSAGES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentType,
} from '@granska/domain';
import { AppError } from '../../../platform/http/app-error';

const startsWith = (bytes: Buffer, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The type of a file by its content, never its name: PDF, PNG and JPEG by their signatures; DOCX is a
 * ZIP whose entries (their names are stored uncompressed) include `[Content_Types].xml` and
 * `word/document.xml`. Anything else is null.
 */
export const detectAttachmentType = (bytes: Buffer): AttachmentType | null => {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (
    startsWith(bytes, ZIP) &&
    bytes.includes('[Content_Types].xml') &&
    bytes.includes('word/document.xml')
  ) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 upload; 400 for text that is not base64 (whitespace and line breaks allowed). */
export const decodeBase64 = (data: string): Buffer => {
  const compact = data.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw AppError.badRequest(ANALYSIS_MESSAGES.attachmentNotBase64);
  }
  return Buffer.from(compact, 'base64');
};

/**
 * Checks an upload before anything is stored: not empty (400), at most 10 MB (413), a type we accept by
 * its content (415), and the declared type the same as the content's (415).
 */
export const checkAttachmentContent = (bytes: Buffer, declaredType: string): AttachmentType => {
  if (bytes.length === 0) throw AppError.badRequest(ANALYSIS_MESSAGES.attachmentEmpty);
  if (bytes.length > ATTACHMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ANALYSIS_MESSAGES.attachmentTooLarge);
  }
  const detected = detectAttachmentType(bytes);
  if (!detected || !(ATTACHMENT_TYPES as readonly string[]).includes(declaredType.trim().toLowerCase())) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ANALYSIS_MESSAGES.attachmentTypeNotAllowed);
  }
  if (detected !== declaredType.trim().toLowerCase()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ANALYSIS_MESSAGES.attachmentTypeMismatch);
  }
  return detected;
};

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** A file name safe to show and to offer as a download name: no path, no control characters. */
export const cleanFileName = (name: string): string =>
  [...name]
    .filter((character) => !isControlCharacter(character))
    .join('')
    .replace(/[/\\]/g, '_')
    .trim() || 'bilaga';
