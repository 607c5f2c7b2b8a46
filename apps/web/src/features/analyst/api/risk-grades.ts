import { getRiskGradesEndpoint, type SaveRiskGradesRequest, saveRiskGradesEndpoint } from '@granska/domain';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { analystKeys } from './query-keys';

/** GET /jobs/{id}/risc: the five grades (null = not graded). */
export const useRiskGrades = (jobId: string) =>
  useItemQuery(analystKeys.riskGrades(jobId), getRiskGradesEndpoint, { params: { id: jobId } });

/** POST /jobs/{id}/risc: replaces the five grades. */
export const useSaveRiskGrades = (jobId: string) =>
  useApiMutation(
    (api, body: SaveRiskGradesRequest) =>
      callForItem(api, saveRiskGradesEndpoint, { params: { id: jobId }, body }),
    (queryClient, grades) => queryClient.setQueryData(analystKeys.riskGrades(jobId), grades),
  );
