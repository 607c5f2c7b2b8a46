import {
  type AssignAnalystRequest,
  type assignAnalystEndpoint,
  type CoordinatorNotesRequest,
  type JOB_STATE_ACTION_ENDPOINTS,
  type JobIdRequest,
  type JobStateAction,
  populateJobEndpoint,
  type saveCoordinatorNotesEndpoint,
  type UpdateSpiLeaderRequest,
  type updateSpiLeaderEndpoint,
} from '@granska/domain';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { coordinatorKeys } from './query-keys';

/** POST /job/populate {id}: the opened job with its person data (the server audits the open). */
export const useJob = (jobId: string) =>
  useItemQuery(coordinatorKeys.job(jobId), populateJobEndpoint, { body: { id: jobId } });

type JobChange =
  | { endpoint: typeof assignAnalystEndpoint; body: AssignAnalystRequest }
  | { endpoint: typeof saveCoordinatorNotesEndpoint; body: CoordinatorNotesRequest }
  | { endpoint: (typeof JOB_STATE_ACTION_ENDPOINTS)[JobStateAction]; body: JobIdRequest }
  | { endpoint: typeof updateSpiLeaderEndpoint; body: UpdateSpiLeaderRequest };

/**
 * A change to an opened job (assign, notes, approve, reverse, SPI leader). Each answers the job as it
 * now is; the queues are refreshed since the job may have moved between them.
 */
export const useJobChange = (jobId: string) =>
  useApiMutation(
    (api, { endpoint, body }: JobChange) => callForItem(api, endpoint, { body }),
    async (queryClient, job) => {
      queryClient.setQueryData(coordinatorKeys.job(jobId), job);
      await queryClient.invalidateQueries({ queryKey: coordinatorKeys.queues });
    },
  );
