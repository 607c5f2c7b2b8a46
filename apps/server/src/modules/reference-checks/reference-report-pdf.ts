import { Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import {
  pdfFacts as facts,
  pdfDocument,
  pdfLine,
  pdfStyles,
  pdfText,
  renderPdf,
} from '../../platform/pdf/pdf-frame';

/**
 * The reference-check report's PDF, laid out with React-PDF in the standard Helvetica like the
 * background-check report, in the frame the reports module shares (platform/pdf/pdf-frame.ts). What it
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

const block = (model: PdfBlock, index: number): ReactElement =>
  h(
    View,
    { key: index, style: { marginTop: 6 } },
    pdfLine(model.title, pdfStyles.subheading),
    model.note ? pdfLine(model.note, pdfStyles.muted) : null,
    model.facts.length > 0 ? facts(model.facts) : null,
    ...model.texts.map((paragraph, at) =>
      h(Text, { key: at, style: pdfStyles.paragraph }, pdfText(paragraph)),
    ),
  );

const reportDocument = (model: ReferencePdfModel): ReactElement =>
  pdfDocument(
    {
      title: model.title,
      language: 'sv',
      headerNote: model.banner,
      pageLabel: (pageNumber, totalPages) => `Sida ${pageNumber} av ${totalPages}`,
    },
    pdfLine(model.title, pdfStyles.title),
    facts(model.cover),
    ...model.sections.map((section, index) =>
      h(
        View,
        { key: index },
        pdfLine(section.title, pdfStyles.heading),
        section.intro ? pdfLine(section.intro, pdfStyles.muted) : null,
        ...section.blocks.map(block),
      ),
    ),
  );

/** The PDF's bytes. */
export const renderReferencePdf = (model: ReferencePdfModel): Promise<Buffer> =>
  renderPdf(reportDocument(model));
