import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

/**
 * The frame every PDF of Granska shares (the background check's and the reference check's reports, the
 * deletion certificate):
 * React-PDF elements made with createElement (the server has no JSX) in the PDF standard Helvetica:
 * every reader has it, nothing is downloaded or embedded, and its WinAnsi encoding covers Swedish
 * (å ä ö) and English. Characters outside it are replaced (`pdfText`), so an unusual name never breaks
 * the document. A report adds its own parts between the frame's header and footer.
 */

export const PDF_COLORS = {
  text: '#1b1f24',
  muted: '#4a525c',
  line: '#c9ced6',
  accent: '#1c4e80',
  banner: '#8a1c1c',
};
const COLORS = PDF_COLORS;

/** The styles the reports share: the page, its header and footer, headings, facts and paragraphs. */
export const pdfStyles = StyleSheet.create({
  page: {
    paddingTop: 56,
    paddingBottom: 56,
    paddingHorizontal: 48,
    fontFamily: 'Helvetica',
    fontSize: 10,
    color: COLORS.text,
  },
  header: {
    position: 'absolute',
    top: 24,
    left: 48,
    right: 48,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: COLORS.muted,
  },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8, color: COLORS.muted },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: COLORS.accent, marginBottom: 14 },
  heading: {
    fontSize: 14,
    fontFamily: 'Helvetica-Bold',
    color: COLORS.accent,
    marginTop: 16,
    marginBottom: 6,
  },
  subheading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 2 },
  muted: { color: COLORS.muted, fontSize: 9 },
  factRow: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.line,
    paddingVertical: 2,
  },
  factLabel: { width: '38%', color: COLORS.muted },
  factValue: { width: '62%', lineHeight: 1.3 },
  // A line height on the page would hide the page-number footer (React-PDF), so texts carry their own.
  paragraph: { marginBottom: 4, lineHeight: 1.4 },
});

// WinAnsi (Windows-1252) beyond Latin-1: the characters Helvetica has in the PDF's standard encoding.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const encodable = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(character)
  );
};

// Letters that do not decompose into a base letter and an accent.
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/** Text the standard font can show: tabs as spaces, accents dropped where needed, else '?'. */
export const pdfText = (text: string): string =>
  Array.from(text.replace(/\r\n?/g, '\n').replace(/\t/g, '    '), (character) => {
    if (encodable(character)) return character;
    const letter = PLAIN_LETTERS[character];
    if (letter) return letter;
    const plain = character.normalize('NFKD').replace(/\p{M}/gu, '');
    return plain !== '' && Array.from(plain).every(encodable) ? plain : '?';
  }).join('');

export type PdfStyle = ReturnType<typeof StyleSheet.create>[string];

/** A text in the standard font's characters. */
export const pdfLine = (content: string, style?: PdfStyle | PdfStyle[]): ReactElement =>
  h(Text, { style }, pdfText(content));

/** Label–value rows (a cover's facts), a row never split across pages. */
export const pdfFacts = (rows: readonly { label: string; value: string }[]): ReactElement =>
  h(
    View,
    null,
    ...rows.map((fact, index) =>
      h(
        View,
        { key: index, style: pdfStyles.factRow, wrap: false },
        pdfLine(fact.label, pdfStyles.factLabel),
        pdfLine(fact.value, pdfStyles.factValue),
      ),
    ),
  );

export interface PdfFrame {
  /** The document's title, also in the header of every page. */
  title: string;
  language: string;
  /** The header's right side (how confidential the copy is). */
  headerNote: string;
  /** The footer of every page ('Sida 1 av 3'). */
  pageLabel: (pageNumber: number, totalPages: number) => string;
}

/** An A4 document: the header and the page-number footer on every page, then the report's content. */
export const pdfDocument = (frame: PdfFrame, ...content: ReactNode[]): ReactElement =>
  h(
    Document,
    { title: pdfText(frame.title), author: 'Granska', language: frame.language },
    h(
      Page,
      { size: 'A4', style: pdfStyles.page },
      h(
        View,
        { style: pdfStyles.header, fixed: true },
        pdfLine(`Granska · ${frame.title}`),
        pdfLine(frame.headerNote),
      ),
      h(Text, {
        style: pdfStyles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          frame.pageLabel(pageNumber, totalPages),
      }),
      ...content,
    ),
  );

/** The PDF's bytes. */
export const renderPdf = (document: ReactElement): Promise<Buffer> =>
  // React-PDF's typings want its own Document element; ours is one, made with createElement.
  renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
