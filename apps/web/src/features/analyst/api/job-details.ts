import { populateJobEndpoint } from '@granska/domain';
import { useItemQuery } from '../../../api/endpoint-hooks';
import { analystKeys } from './query-keys';

/** POST /job/populate {id}: the opened job with its person data (audited by the server). */
export const useJobDetails = (jobId: string) =>
  useItemQuery(analystKeys.details(jobId), populateJobEndpoint, { body: { id: jobId } });
