import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { SpiReportRow } from './spi-interviews.schema';

/** The SPI report's encrypted fields are bound to their job. */
export const reportTextContext = (jobId: string) => `spi_reports.text:${jobId}`;
export const reportFileNameContext = (jobId: string) => `spi_reports.file_name:${jobId}`;

export const spiReportTextOf = (crypto: FieldCrypto, row: SpiReportRow): string =>
  crypto.decryptField(row.textEnc, reportTextContext(row.jobId));
