import { approveStaffPolicyEndpoint, SECURITY_POLICY_VERSION, staffPolicyEndpoint } from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../api/main-api';
import { useMainApi } from '../../api/use-api';

export const securityPolicyKey = ['staff-policy'] as const;

/** GET /staff/policy: whether the logged-in staff user approved the current security policy. */
export const usePolicyStatus = () => {
  const api = useMainApi();
  return useQuery({
    queryKey: securityPolicyKey,
    queryFn: async ({ signal }) =>
      firstResult(await api.call(staffPolicyEndpoint, { signal }), staffPolicyEndpoint),
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** POST /staff/policy/approve {version}: records the approval of the version shown. */
export const useApprovePolicy = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      firstResult(
        await api.call(approveStaffPolicyEndpoint, { body: { version: SECURITY_POLICY_VERSION } }),
        approveStaffPolicyEndpoint,
      ),
    onSuccess: (status) => queryClient.setQueryData(securityPolicyKey, status),
  });
};
