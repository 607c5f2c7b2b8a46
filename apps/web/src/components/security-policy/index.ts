export { SecurityPolicyGate, type SecurityPolicyGateProps } from './security-policy-gate';
export { securityPolicyKey, useApprovePolicy, usePolicyStatus } from './use-security-policy';
