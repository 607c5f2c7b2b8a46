/**
 * What an uploaded file is, by its content and never its name, for every upload of the product (the
 * analysts' attachments, the SÄK person card's documents): each decides which of these types it takes.
 */

const startsWith = (bytes: Buffer, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The compound file of Word 97–2003 (.doc). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export type DetectedFileType =
  | 'application/pdf'
  | 'image/png'
  | 'image/jpeg'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/msword'
  | 'text/plain';

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
 * PDF, PNG and JPEG by their signatures; DOCX as a ZIP whose entries (their names are stored
 * uncompressed) include `[Content_Types].xml` and `word/document.xml`; DOC as a compound file; text as
 * clean UTF-8. Anything else is null.
 */
export const detectFileType = (bytes: Buffer): DetectedFileType | null => {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ZIP)) {
    return bytes.includes('[Content_Types].xml') && bytes.includes('word/document.xml')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  }
  if (startsWith(bytes, OLE)) return 'application/msword';
  return bytes.length > 0 && isPlainText(bytes) ? 'text/plain' : null;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of base64 text (whitespace and line breaks allowed); null for text that is not base64. */
export const base64Bytes = (data: string): Buffer | null => {
  const compact = data.replace(/\s+/g, '');
  return compact.length % 4 === 0 && BASE64.test(compact) ? Buffer.from(compact, 'base64') : null;
};

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** A file name safe to show and to offer as a download name: no path, no control characters. */
export const cleanFileName = (name: string, fallback: string): string =>
  [...name]
    .filter((character) => !isControlCharacter(character))
    .join('')
    .replace(/[/\\]/g, '_')
    .trim() || fallback;
