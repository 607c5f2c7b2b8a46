import {
  type AssignAnalystRequest,
  type CoordinatorNotesRequest,
  type JobIdRequest,
  mainApiErrorMessage,
  StaffJobDetails,
  type UpdateSpiLeaderRequest,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';
import { singleResult } from './single-result';

const POPULATE = '/job/populate';

/** POST /job/populate {id}: the opened job with its person data (the server audits the open). */
export const useJob = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: coordinatorKeys.job(jobId),
    queryFn: ({ signal }) => {
      const body: JobIdRequest = { id: jobId };
      return api.request({
        method: 'POST',
        path: POPULATE,
        body,
        errorMessage: mainApiErrorMessage('POST', POPULATE),
        schema: singleResult(StaffJobDetails),
        signal,
      });
    },
  });
};

type JobChange =
  | { path: '/jobs/user'; body: AssignAnalystRequest }
  | { path: '/job/coordinator-notes'; body: CoordinatorNotesRequest }
  | { path: '/job/approve' | '/job/reverse' | '/job/close-unapproved'; body: JobIdRequest }
  | { path: '/spi-coordinators/updateSpiLeader'; body: UpdateSpiLeaderRequest };

/**
 * A change to an opened job (assign, notes, approve, reverse, SPI leader). Each answers the job as it
 * now is; the queues are refreshed since the job may have moved between them.
 */
export const useJobChange = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: JobChange) =>
      api.request({
        method: 'POST',
        path: change.path,
        body: change.body,
        errorMessage: mainApiErrorMessage('POST', change.path),
        schema: singleResult(StaffJobDetails),
      }),
    onSuccess: async (job) => {
      queryClient.setQueryData(coordinatorKeys.job(jobId), job);
      await queryClient.invalidateQueries({ queryKey: coordinatorKeys.queues });
    },
  });
};
