import { StyleSheet, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import {
  pdfFacts as facts,
  PDF_COLORS,
  pdfDocument,
  pdfStyles,
  renderPdf,
  pdfLine as text,
} from '../../platform/pdf/pdf-frame';
import type {
  ModelChanges,
  ModelPart,
  ModelSection,
  ModelSpi,
  ReportModel,
  ReportTable,
} from './report-model';

/**
 * The background-check report's PDF, in the frame the reports share (platform/pdf/pdf-frame.ts: the standard
 * Helvetica, the header and the page-number footer).
 */

export { pdfText } from '../../platform/pdf/pdf-frame';

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
    banner: {
      borderWidth: 1,
      borderColor: PDF_COLORS.banner,
      color: PDF_COLORS.banner,
      fontFamily: 'Helvetica-Bold',
      padding: 6,
      marginBottom: 12,
      textAlign: 'center',
    },
    tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: PDF_COLORS.line },
    tableHead: { fontFamily: 'Helvetica-Bold' },
    tableCell: { flex: 1, paddingVertical: 2, paddingRight: 4, fontSize: 8 },
  }),
};

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

/** An LFD follow-up's "what changed since the last report", right after the cover. */
const changes = (model: ModelChanges): ReactElement =>
  h(
    View,
    null,
    text(model.title, styles.heading),
    text(model.comparedWith, styles.paragraph),
    ...paragraphs(model.text),
    model.table ? table(model.table) : null,
    ...model.notes.map((note) => text(note, [styles.paragraph, styles.muted])),
  );

/** The SPI interview: its facts, then the SPI leader's report. */
const spi = (model: ModelSpi, nothingWritten: string): ReactElement =>
  h(
    View,
    null,
    text(model.title, styles.heading),
    facts(model.lines),
    ...paragraphs(model.text, nothingWritten),
  );

export interface RenderOptions {
  /** The customer's settings (riscOrderer / riscRecipient) decide whether its readers see the grades. */
  withRiskGrades: boolean;
}

const reportDocument = (model: ReportModel, options: RenderOptions): ReactElement => {
  const nothingWritten = model.language === 'en' ? 'Nothing to report.' : 'Inget att redovisa.';
  return pdfDocument(
    {
      title: model.documentTitle,
      language: model.language,
      headerNote: model.confidential,
      pageLabel: (pageNumber, totalPages) => model.pageLabel(pageNumber, totalPages),
    },
    model.preview ? text(model.previewBanner, styles.banner) : null,
    text(model.title, styles.title),
    facts(model.cover),
    model.changes ? changes(model.changes) : null,
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
    model.spi ? spi(model.spi, nothingWritten) : null,
    h(View, { wrap: false }, text(model.evidenceTitle, styles.heading), facts(model.evidence)),
  );
};

/** The PDF's bytes. */
export const renderReportPdf = async (model: ReportModel, options: RenderOptions): Promise<Buffer> =>
  renderPdf(reportDocument(model, options));
