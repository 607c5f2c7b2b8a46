import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { pdfText } from '../reports';

/**
 * The reference-check report's PDF, laid out with React-PDF in the standard Helvetica like the
 * background-check report (reports/report-pdf.ts, whose character rule `pdfText` it shares). What it
 * holds is decided by the model (reference-report.ts): the masked PDF has no names, contact details or
 * free text; the decrypted one has everything.
 */

export interface PdfFact {
  label: string;
  value: string;
}

export interface PdfBlock {
  title: string;
  /** Small text under the title (a question's type, a reference's state). */
  note?: string;
  facts: PdfFact[];
  /** Paragraphs (a referee's free-text answer, a reason to decline). */
  texts: string[];
}

export interface ReferencePdfModel {
  title: string;
  /** What kind of copy this is (masked or in clear), shown in the header. */
  banner: string;
  cover: PdfFact[];
  sections: { title: string; intro?: string; blocks: PdfBlock[] }[];
}

const COLORS = { text: '#1b1f24', muted: '#4a525c', line: '#c9ced6', accent: '#1c4e80' };

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
  paragraph: { marginBottom: 4, lineHeight: 1.4 },
});

type Style = ReturnType<typeof StyleSheet.create>[string];

const text = (content: string, style?: Style): ReactElement => h(Text, { style }, pdfText(content));

const facts = (rows: readonly PdfFact[]): ReactElement =>
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

const block = (model: PdfBlock, index: number): ReactElement =>
  h(
    View,
    { key: index, style: { marginTop: 6 } },
    text(model.title, styles.subheading),
    model.note ? text(model.note, styles.muted) : null,
    model.facts.length > 0 ? facts(model.facts) : null,
    ...model.texts.map((paragraph, at) => h(Text, { key: at, style: styles.paragraph }, pdfText(paragraph))),
  );

const reportDocument = (model: ReferencePdfModel): ReactElement =>
  h(
    Document,
    { title: pdfText(model.title), author: 'Granska', language: 'sv' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(View, { style: styles.header, fixed: true }, text(`Granska · ${model.title}`), text(model.banner)),
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `Sida ${pageNumber} av ${totalPages}`,
      }),
      text(model.title, styles.title),
      facts(model.cover),
      ...model.sections.map((section, index) =>
        h(
          View,
          { key: index },
          text(section.title, styles.heading),
          section.intro ? text(section.intro, styles.muted) : null,
          ...section.blocks.map(block),
        ),
      ),
    ),
  );

/** The PDF's bytes. */
export const renderReferencePdf = (model: ReferencePdfModel): Promise<Buffer> =>
  // React-PDF's typings want its own Document element; ours is one, made with createElement.
  renderToBuffer(reportDocument(model) as Parameters<typeof renderToBuffer>[0]);
