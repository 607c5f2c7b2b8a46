import { mainApiErrorMessage, RiskGradesView, type SaveRiskGradesRequest } from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const pathOf = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/risc`;

/** GET /jobs/{id}/risc: the five grades (null = not graded). */
export const useRiskGrades = (jobId: string) => {
  const api = useMainApi();
  const path = pathOf(jobId);
  return useQuery({
    queryKey: analystKeys.riskGrades(jobId),
    queryFn: ({ signal }) =>
      api.request({
        path,
        errorMessage: mainApiErrorMessage('GET', path),
        schema: singleResult(RiskGradesView),
        signal,
      }),
  });
};

/** POST /jobs/{id}/risc: replaces the five grades. */
export const useSaveRiskGrades = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  const path = pathOf(jobId);
  return useMutation({
    mutationFn: (body: SaveRiskGradesRequest) =>
      api.request({
        method: 'POST',
        path,
        body,
        errorMessage: mainApiErrorMessage('POST', path),
        schema: singleResult(RiskGradesView),
      }),
    onSuccess: (grades) => queryClient.setQueryData(analystKeys.riskGrades(jobId), grades),
  });
};
