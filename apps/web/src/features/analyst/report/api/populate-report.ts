import { MAIN_API_ERROR_MESSAGES, ReportView } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../../api/use-api';
import { singleResult } from '../../api/single-result';
import { reportKey } from './report-query-key';

const PATH = '/report/populate';

/** POST /report/populate: the job's report (an empty draft before the first save). */
export const useReport = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: reportKey(jobId),
    queryFn: ({ signal }) =>
      api.request({
        method: 'POST',
        path: PATH,
        body: { jobId },
        errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/populate'],
        schema: singleResult(ReportView),
        signal,
      }),
  });
};
