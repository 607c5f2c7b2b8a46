import { mainApiErrorMessage, ReportFile } from '@granska/domain';
import { useMutation } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';

const reportFile = {
  parse: (result: unknown): ReportFile => {
    const [file] = ReportFile.array().min(1).parse(result);
    if (!file) throw new Error('no file in the result');
    return file;
  },
};

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
  const path = `/jobs/${encodeURIComponent(jobId)}/report`;
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const file = await api.request({
        method: 'POST',
        path,
        errorMessage: mainApiErrorMessage('POST', path),
        schema: reportFile,
      });
      saveFile(file);
    },
  });
};
