import { downloadReportEndpoint, type ReportFile } from '@granska/domain';
import { useMutation } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';

/** Hands a base64 file to the browser as a download. */
const saveFile = (file: ReportFile) => {
  const bytes = Uint8Array.from(atob(file.data), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * POST /jobs/{id}/report: the job's released report as a file (the contract's ReportFile: filename,
 * type 'application/pdf', base64 data), saved by the browser. BKDownloadReport, once the job has a
 * report (`hasReport`); the server answers 409 'Rapporten är inte klar' before that.
 */
export const useDownloadReport = (jobId: string) => {
  const api = useMainApi();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const file = firstResult(
        await api.call(downloadReportEndpoint, { params: { id: jobId } }),
        downloadReportEndpoint,
      );
      saveFile(file);
    },
  });
};
