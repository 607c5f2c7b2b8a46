import { getRiskGradesEndpoint, type SaveRiskGradesRequest, saveRiskGradesEndpoint } from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

/** GET /jobs/{id}/risc: the five grades (null = not graded). */
export const useRiskGrades = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.riskGrades(jobId),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(getRiskGradesEndpoint, { params: { id: jobId }, signal }),
        getRiskGradesEndpoint,
      ),
  });
};

/** POST /jobs/{id}/risc: replaces the five grades. */
export const useSaveRiskGrades = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveRiskGradesRequest) =>
      firstResult(
        await api.call(saveRiskGradesEndpoint, { params: { id: jobId }, body }),
        saveRiskGradesEndpoint,
      ),
    onSuccess: (grades) => queryClient.setQueryData(analystKeys.riskGrades(jobId), grades),
  });
};
