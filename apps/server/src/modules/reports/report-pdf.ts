import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { Fact, ModelPart, ModelSection, ReportModel, ReportTable } from './report-model';

/**
 * The report's PDF, laid out with React-PDF (elements made with createElement: the server has no JSX).
 * The font is the PDF standard Helvetica: every reader has it, nothing is downloaded or embedded, and
 * its WinAnsi encoding covers Swedish (å ä ö) and English. Characters outside it are replaced
 * (`pdfText`), so an unusual name never breaks the document.
 */

const COLORS = { text: '#1b1f24', muted: '#4a525c', line: '#c9ced6', accent: '#1c4e80', banner: '#8a1c1c' };

const styles = StyleSheet.create({
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
  banner: {
    borderWidth: 1,
    borderColor: COLORS.banner,
    color: COLORS.banner,
    fontFamily: 'Helvetica-Bold',
    padding: 6,
    marginBottom: 12,
    textAlign: 'center',
  },
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
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLORS.line },
  tableHead: { fontFamily: 'Helvetica-Bold' },
  tableCell: { flex: 1, paddingVertical: 2, paddingRight: 4, fontSize: 8 },
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

type Style = ReturnType<typeof StyleSheet.create>[string];
type TextStyle = Style | Style[];

const text = (content: string, style?: TextStyle): ReactElement => h(Text, { style }, pdfText(content));

const facts = (rows: readonly Fact[]): ReactElement =>
  h(
    View,
    null,
    ...rows.map((fact, index) =>
      h(
        View,
        { key: index, style: styles.factRow, wrap: false },
        text(fact.label, styles.factLabel),
        text(fact.value, styles.factValue),
      ),
    ),
  );

const paragraphs = (content: string, fallback?: string): ReactElement[] => {
  const parts = content
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return fallback ? [text(fallback, [styles.paragraph, styles.muted])] : [];
  return parts.map((part) => text(part, styles.paragraph));
};

const table = (content: ReportTable): ReactElement =>
  h(
    View,
    { style: { marginTop: 4 } },
    h(
      View,
      { style: [styles.tableRow, styles.tableHead], fixed: false },
      ...content.headers.map((header) => text(header, styles.tableCell)),
    ),
    ...content.rows.map((row, index) =>
      h(
        View,
        { key: index, style: styles.tableRow, wrap: false },
        ...row.map((cell) => text(cell, styles.tableCell)),
      ),
    ),
  );

const part = (model: ModelPart): ReactElement =>
  h(
    View,
    { style: { marginTop: 6 } },
    text(model.title, styles.subheading),
    model.subtitle ? text(model.subtitle, styles.muted) : null,
    model.note ? text(model.note, styles.muted) : null,
    ...paragraphs(model.text),
    model.facts.length > 0 ? facts(model.facts) : null,
    model.table ? table(model.table) : null,
  );

const section = (model: ModelSection, nothingWritten: string): ReactElement =>
  h(
    View,
    { key: model.key },
    text(model.title, styles.heading),
    ...paragraphs(
      model.text,
      model.parts.length === 0 && model.facts.length === 0 ? nothingWritten : undefined,
    ),
    model.facts.length > 0 ? facts(model.facts) : null,
    ...model.parts.map(part),
  );

export interface RenderOptions {
  /** The customer's settings (riscOrderer / riscRecipient) decide whether its readers see the grades. */
  withRiskGrades: boolean;
}

const reportDocument = (model: ReportModel, options: RenderOptions): ReactElement => {
  const nothingWritten = model.language === 'en' ? 'Nothing to report.' : 'Inget att redovisa.';
  return h(
    Document,
    { title: pdfText(model.documentTitle), author: 'Granska', language: model.language },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header, fixed: true },
        text(`Granska · ${model.documentTitle}`),
        text(model.confidential),
      ),
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          model.pageLabel(pageNumber, totalPages),
      }),
      model.preview ? text(model.previewBanner, styles.banner) : null,
      text(model.title, styles.title),
      facts(model.cover),
      options.withRiskGrades
        ? h(
            View,
            null,
            text(model.riskTitle, styles.heading),
            facts(model.riskGrades),
            text(model.riskNote, styles.muted),
          )
        : null,
      text(model.summaryTitle, styles.heading),
      ...paragraphs(model.summary, nothingWritten),
      ...model.sections.map((item) => section(item, nothingWritten)),
      h(View, { wrap: false }, text(model.evidenceTitle, styles.heading), facts(model.evidence)),
    ),
  );
};

/** The PDF's bytes. */
export const renderReportPdf = async (model: ReportModel, options: RenderOptions): Promise<Buffer> =>
  // React-PDF's typings want its own Document element; ours is one, made with createElement.
  renderToBuffer(reportDocument(model, options) as Parameters<typeof renderToBuffer>[0]);
