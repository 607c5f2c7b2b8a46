/** Small files of each accepted type, for the attachment tests (content signatures are what count). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% Sara Samtyckesson 19850412-9012\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF test data'),
  Buffer.from([0xff, 0xd9]),
]);
/** A ZIP's local headers naming the two entries every Word document has. */
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....'),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....word/document.xml....'),
]);

export const SAMPLE_FILES = {
  pdf: { name: 'Sara utdrag.pdf', type: 'application/pdf', bytes: pdf },
  png: { name: 'skärmbild.png', type: 'image/png', bytes: png },
  jpeg: { name: 'foto.jpg', type: 'image/jpeg', bytes: jpeg },
  docx: {
    name: 'intyg.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: docx,
  },
} as const;
