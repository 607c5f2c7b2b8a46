import { populateReportEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../../api/main-api';
import { useMainApi } from '../../../../api/use-api';
import { reportKey } from './report-query-key';

/** POST /report/populate: the job's report (an empty draft before the first save). */
export const useReport = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: reportKey(jobId),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(populateReportEndpoint, { body: { jobId }, signal }),
        populateReportEndpoint,
      ),
  });
};
