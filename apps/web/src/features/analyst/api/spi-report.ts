import {
  jobReferenceCheckEndpoint,
  jobReferenceCheckReportEndpoint,
  jobSpiReportEndpoint,
  jobSpiReportFileEndpoint,
} from '@granska/domain';
import { blobOf, saveAs } from '../../../api/browser-file';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { analystKeys } from './query-keys';

/** GET /jobs/{id}/spi-report: the SPI leader's finalized report, null before one exists. */
export const useSpiReport = (jobId: string) =>
  useItemQuery(analystKeys.spiReport(jobId), jobSpiReportEndpoint, { params: { id: jobId } });

/** GET /jobs/{id}/spi-report/file: the interview report file, saved as a download. */
export const useDownloadSpiReportFile = (jobId: string) =>
  useApiMutation(async (api) => {
    const file = await callForItem(api, jobSpiReportFileEndpoint, { params: { id: jobId } });
    saveAs(blobOf(file), file.name);
    return file.name;
  });

/** GET /jobs/{id}/reference-check: the reference check ordered with the screening, null before it is. */
export const useScreeningReferenceCheck = (jobId: string) =>
  useItemQuery(analystKeys.referenceCheck(jobId), jobReferenceCheckEndpoint, { params: { id: jobId } });

/** GET /jobs/{id}/reference-check/report: its whole report as a PDF, saved as a download (audited). */
export const useDownloadScreeningReferenceReport = (jobId: string) =>
  useApiMutation(async (api) => {
    const file = await callForItem(api, jobReferenceCheckReportEndpoint, { params: { id: jobId } });
    saveAs(blobOf(file), file.name);
    return file.name;
  });
