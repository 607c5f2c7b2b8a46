// Who among the staff may open which job and its person data, and the security policy they approve
// first (docs/decisions/staff-jobs.md). Used by jobs, analysis, collected-data and reports.
export {
  accessJobForStaff,
  COORDINATING_GROUPS,
  hasApprovedPolicy,
  jobOpenAudit,
  jobScopeForStaff,
  type OpenedJob,
  personDataRefusal,
  requirePersonDataAccess,
  requirePolicyApproval,
  STAFF_SERVICE_GROUPS,
  servicesOfGroup,
  staffMaySeeService,
  staffScopeOf,
} from './staff-access';
export { approvePolicy, policyStatus } from './staff-policy.service';
