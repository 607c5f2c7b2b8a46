import {
  ANALYSIS_MESSAGES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentType,
} from '@granska/domain';
import {
  base64Bytes,
  cleanFileName as cleanFileNameOr,
  detectFileType,
} from '../../../platform/files/file-content';
import { AppError } from '../../../platform/http/app-error';

/** The attachments' types by content (file-content.ts); the other detected types are not taken. */
export const detectAttachmentType = (bytes: Buffer): AttachmentType | null => {
  const detected = detectFileType(bytes);
  return (ATTACHMENT_TYPES as readonly string[]).includes(detected ?? '')
    ? (detected as AttachmentType)
    : null;
};

/** The bytes of a base64 upload; 400 for text that is not base64 (whitespace and line breaks allowed). */
export const decodeBase64 = (data: string): Buffer => {
  const bytes = base64Bytes(data);
  if (!bytes) throw AppError.badRequest(ANALYSIS_MESSAGES.attachmentNotBase64);
  return bytes;
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

/** A file name safe to show and to offer as a download name. */
export const cleanFileName = (name: string): string => cleanFileNameOr(name, 'bilaga');
