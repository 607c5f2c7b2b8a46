import { type BillingReport, formatAmount, formatDate, type JobService } from '@granska/domain';

/** The texts of the file, in the admin's language. */
export interface BillingCsvTexts {
  headers: {
    orderDate: string;
    orderId: string;
    jobId: string;
    service: string;
    costCenter: string;
    invoiceCompany: string;
    cost: string;
    discount: string;
    amount: string;
  };
  /** The first cell of the totals row. */
  total: string;
  service: (service: JobService) => string;
}

/** Swedish Excel splits on semicolons (the comma is its decimal sign). */
export const CSV_SEPARATOR = ';';
/** Without the byte-order mark Excel reads UTF-8 as Windows-1252 and breaks å, ä, ö. */
export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

// A cell starting like a formula would run as one in a spreadsheet (CSV injection); a leading
// apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (text: string): string => (/[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const textCell = (value: string | null | undefined): string => {
  const text = value ?? '';
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
};

/**
 * An amount as Swedish Excel reads a number: decimal comma, no thousands separator (a space would make
 * it text), rounded like `formatAmount`.
 */
const amountCell = (value: number): string => formatAmount(value).replaceAll(' ', '');

/**
 * The billing report as CSV for Swedish Excel: UTF-8 with a byte-order mark, semicolons, CRLF, a
 * header row, one row per job (order date as a Stockholm day, full ids) and a totals row.
 */
export const billingCsv = (report: BillingReport, texts: BillingCsvTexts): string => {
  const { headers } = texts;
  const rows: string[][] = [
    [
      headers.orderDate,
      headers.orderId,
      headers.jobId,
      headers.service,
      headers.costCenter,
      headers.invoiceCompany,
      headers.cost,
      headers.discount,
      headers.amount,
    ].map(textCell),
    ...report.lines.map((line) => [
      formatDate(line.orderDate),
      textCell(line.orderId),
      textCell(line.jobId),
      textCell(texts.service(line.service)),
      textCell(line.costCenter),
      textCell(line.invoiceCompany),
      amountCell(line.cost),
      amountCell(line.discount),
      amountCell(line.amount),
    ]),
    [
      textCell(texts.total),
      '',
      '',
      '',
      '',
      '',
      amountCell(report.totals.cost),
      amountCell(report.totals.discount),
      amountCell(report.totals.amount),
    ],
  ];
  return UTF8_BOM + rows.map((row) => row.join(CSV_SEPARATOR)).join(LINE_END) + LINE_END;
};

/** The file's name: customer number and period, characters a file system refuses replaced. */
export const billingCsvFileName = (report: BillingReport): string =>
  `fakturering-${report.customer.custNo}-${report.period.startDate}-${report.period.endDate}.csv`.replace(
    /[\\/:*?"<>|\s]+/g,
    '_',
  );
