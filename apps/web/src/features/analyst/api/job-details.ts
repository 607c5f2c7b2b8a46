import { type JobIdRequest, mainApiErrorMessage, StaffJobDetails } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const PATH = '/job/populate';

/** POST /job/populate {id}: the opened job with its person data (audited by the server). */
export const useJobDetails = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.details(jobId),
    queryFn: ({ signal }) => {
      const body: JobIdRequest = { id: jobId };
      return api.request({
        method: 'POST',
        path: PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', PATH),
        schema: singleResult(StaffJobDetails),
        signal,
      });
    },
  });
};
