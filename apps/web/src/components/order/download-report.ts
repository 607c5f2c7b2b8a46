import { downloadReportEndpoint } from '@granska/domain';
import { blobOf, saveAs } from '../../api/browser-file';
import { callForItem, useApiMutation } from '../../api/endpoint-hooks';

/**
 * POST /jobs/{id}/report: the job's released report as a file (the contract's ReportFile: filename,
 * type 'application/pdf', base64 data), saved by the browser. BKDownloadReport, once the job has a
 * report (`hasReport`); the server answers 409 'Rapporten är inte klar' before that.
 */
export const useDownloadReport = (jobId: string) =>
  useApiMutation(async (api) => {
    const file = await callForItem(api, downloadReportEndpoint, { params: { id: jobId } });
    saveAs(blobOf(file), file.filename);
  });
