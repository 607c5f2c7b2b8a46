import { describe, expect, it } from 'vitest';
import {
  checkAttachmentContent,
  cleanFileName,
  decodeBase64,
  detectAttachmentType,
} from './attachment-content';
import { SAMPLE_FILES } from './attachment-samples.test-support';

describe('attachment content checks', () => {
  it('recognises each accepted type by its content alone', () => {
    for (const sample of Object.values(SAMPLE_FILES))
      expect(detectAttachmentType(sample.bytes)).toBe(sample.type);
    expect(detectAttachmentType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    // A ZIP that is not a Word document.
    expect(detectAttachmentType(Buffer.from('PK\u0003\u0004 some/other.xml', 'latin1'))).toBeNull();
  });

  it('takes the declared type case-insensitively but never instead of the content', () => {
    expect(checkAttachmentContent(SAMPLE_FILES.pdf.bytes, ' Application/PDF ')).toBe('application/pdf');
    expect(() => checkAttachmentContent(SAMPLE_FILES.jpeg.bytes, 'image/png')).toThrow(
      'Filens innehåll stämmer inte med den angivna filtypen',
    );
  });

  it('decodes base64 with line breaks and refuses anything else', () => {
    expect(decodeBase64('JVBE\nRi0x').toString('latin1')).toBe('%PDF-1');
    expect(() => decodeBase64('JVBERi0')).toThrow('Filens innehåll är inte giltig base64');
    expect(() => decodeBase64('JVB*Ri0x')).toThrow('Filens innehåll är inte giltig base64');
  });

  it('cleans file names', () => {
    expect(cleanFileName('a\\b/c.pdf')).toBe('a_b_c.pdf');
    expect(cleanFileName('\u0000\u001f')).toBe('bilaga');
  });
});
