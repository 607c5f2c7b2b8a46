import {
  type ApprovePolicyRequest,
  mainApiErrorMessage,
  PolicyApprovalStatus,
  SECURITY_POLICY_VERSION,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../api/use-api';

const STATUS_PATH = '/staff/policy';
const APPROVE_PATH = '/staff/policy/approve';

export const securityPolicyKey = ['staff-policy'] as const;

const singleStatus = {
  parse: (result: unknown): PolicyApprovalStatus => {
    const [status] = PolicyApprovalStatus.array().min(1).parse(result);
    if (!status) throw new Error('no policy status in the result');
    return status;
  },
};

/** GET /staff/policy: whether the logged-in staff user approved the current security policy. */
export const usePolicyStatus = () => {
  const api = useMainApi();
  return useQuery({
    queryKey: securityPolicyKey,
    queryFn: ({ signal }) =>
      api.request({
        path: STATUS_PATH,
        errorMessage: mainApiErrorMessage('GET', STATUS_PATH),
        schema: singleStatus,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** POST /staff/policy/approve {version}: records the approval of the version shown. */
export const useApprovePolicy = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: ApprovePolicyRequest = { version: SECURITY_POLICY_VERSION };
      return api.request({
        method: 'POST',
        path: APPROVE_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', APPROVE_PATH),
        schema: singleStatus,
      });
    },
    onSuccess: (status) => queryClient.setQueryData(securityPolicyKey, status),
  });
};
