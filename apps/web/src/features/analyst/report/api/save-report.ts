import { type SaveReportRequest, saveReportEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../../api/main-api';
import { useMainApi } from '../../../../api/use-api';
import { reportKey } from './report-query-key';

/** POST /report: saves the draft (summary, section texts and language). */
export const useSaveReport = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<SaveReportRequest, 'jobId'>) =>
      firstResult(await api.call(saveReportEndpoint, { body: { ...body, jobId } }), saveReportEndpoint),
    onSuccess: (report) => queryClient.setQueryData(reportKey(jobId), report),
  });
};
