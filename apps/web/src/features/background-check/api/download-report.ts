import { FileFetchRecord, mainApiErrorMessage } from '@granska/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { useMainApi } from '../../../api/use-api';

const PDF = 'application/pdf';

const reportFile = {
  parse: (result: unknown): FileFetchRecord => {
    const [file] = FileFetchRecord.array().min(1).parse(result);
    if (!file) throw new Error('no file in the result');
    return file;
  },
};

/** Hands a base64 file to the browser as a download. */
const saveFile = (name: string, base64: string) => {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: PDF }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * POST /jobs/{id}/report: the job's report as a file-fetch record (spec §3: filename, base64 file,
 * fetchStatus), saved by the browser. BKDownloadReport, once the job has a report.
 */
export const useDownloadReport = (jobId: string) => {
  const api = useMainApi();
  const path = `/jobs/${encodeURIComponent(jobId)}/report`;
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const errorMessage = mainApiErrorMessage('POST', path);
      const record = await api.request({ method: 'POST', path, errorMessage, schema: reportFile });
      if (!record.file) throw new ApiError(errorMessage);
      saveFile(record.filename || `rapport-${jobId}.pdf`, record.file);
    },
  });
};
