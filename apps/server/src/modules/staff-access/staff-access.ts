import {
  JOB_MESSAGES,
  JOB_SERVICES,
  type JobService,
  SECURITY_POLICY_VERSION,
  type Service,
  type StaffGroup,
} from '@granska/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { CommandAudit } from '../audit';
import { type BkJobRow, bkJobs, decryptPerson, findJobRow, type PersonData } from '../orders';
import { findPolicyApproval } from './staff-access.repository';

type Db = Database | Transaction;

/**
 * Which staff groups work which services (docs/decisions/staff-jobs.md). A staff user never sees a job
 * of a service outside this table: such a job answers 404 as an unknown id does. Services join the
 * table when their staff work is built; until then nobody sees their jobs here.
 */
export const STAFF_SERVICE_GROUPS: Readonly<Partial<Record<Service, readonly StaffGroup[]>>> = {
  COWORKER: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
  SPECIALIST: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
  EXECUTIVE: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
  SCREENING: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
  // LFD checks are worked like background checks, without an SPI interview (docs/decisions/lfd.md).
  PRESCREEN: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector'],
  LFD_FOLLOWUP: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector'],
  // Security screenings are worked like background checks, with an SPI interview when ordered
  // (protective-security-orders.md); a security clearance once the person has handed in the survey
  // (security-clearance-survey.md).
  SECURITY_SCREENING_BASIC: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
  SECURITY_SCREENING: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
  SECURITY_CLEARANCE: ['Coordinator', 'SPICoordinator', 'Analyst', 'DataCollector', 'SPILeader'],
};

export const staffMaySeeService = (caller: Pick<Caller, 'groups'>, service: string): boolean =>
  (STAFF_SERVICE_GROUPS[service as Service] ?? []).some((group) => caller.groups.includes(group));

/** The services a staff group works. */
export const servicesOfGroup = (group: StaffGroup): Service[] =>
  (Object.entries(STAFF_SERVICE_GROUPS) as [Service, readonly StaffGroup[]][])
    .filter(([, groups]) => groups.includes(group))
    .map(([service]) => service);

/** Groups that see every job of their services, with person data once they open one. */
export const COORDINATING_GROUPS: readonly StaffGroup[] = ['Coordinator', 'SPICoordinator'];

type JobHolders = Pick<BkJobRow, 'service' | 'staffId' | 'spiLeaderId'>;

/**
 * May the caller see this job's person data (name, personal number, contact details)? Coordinators and
 * SPI coordinators: any job of their services. An analyst: jobs assigned to it. An SPI leader: jobs
 * whose SPI it leads. Data collectors: not through here (the collected-data module decides its own).
 * A refusal reason (Swedish), or null when allowed.
 */
export const personDataRefusal = (caller: Caller, job: JobHolders): string | null => {
  const allowedBy = (group: StaffGroup, holds: boolean) =>
    holds && caller.groups.includes(group) && staffMaySeeService({ groups: [group] }, job.service);
  if (COORDINATING_GROUPS.some((group) => allowedBy(group, true))) return null;
  if (allowedBy('Analyst', job.staffId === caller.userId)) return null;
  if (allowedBy('SPILeader', job.spiLeaderId === caller.userId)) return null;
  if (caller.groups.includes('Analyst') || caller.groups.includes('SPILeader')) {
    return JOB_MESSAGES.notAssignedToYou;
  }
  return JOB_MESSAGES.noPersonDataRights;
};

/**
 * The jobs a staff caller may list (masked): coordinators every job of their services, analysts the
 * jobs assigned to them, SPI leaders the jobs whose SPI they lead, data collectors every job of their
 * services (the collected-data module narrows it to its queue). A caller in several groups gets the
 * union. Never any job of a service outside STAFF_SERVICE_GROUPS.
 */
export const jobScopeForStaff = (caller: Caller): SQL => {
  const { services, assigned } = staffScopeOf(caller);
  const everyJob = services.length > 0 ? inArray(bkJobs.service, services) : undefined;
  return or(everyJob, assigned) ?? sql`false`;
};

/**
 * jobScopeForStaff in two parts: the services whose every job the caller may list (coordinating groups,
 * data collectors), and the jobs of other services assigned to them as analyst or SPI leader.
 */
export const staffScopeOf = (caller: Caller): { services: JobService[]; assigned: SQL | undefined } => {
  // bk_jobs holds the background-check and LFD services.
  const servicesOfStaffGroup = (group: StaffGroup): JobService[] =>
    caller.groups.includes(group)
      ? servicesOfGroup(group).filter((service): service is JobService =>
          (JOB_SERVICES as readonly string[]).includes(service),
        )
      : [];
  const services = [
    ...new Set([...COORDINATING_GROUPS, 'DataCollector' as const].flatMap(servicesOfStaffGroup)),
  ];
  const assignedIn = (group: StaffGroup, holder: SQL): SQL | undefined => {
    const others = servicesOfStaffGroup(group).filter((service) => !services.includes(service));
    return others.length > 0 ? and(inArray(bkJobs.service, others), holder) : undefined;
  };
  return {
    services,
    assigned: or(
      assignedIn('Analyst', eq(bkJobs.staffId, caller.userId)),
      assignedIn('SPILeader', eq(bkJobs.spiLeaderId, caller.userId)),
    ),
  };
};

/**
 * Users known to have approved the current policy, per database handle (one per app; a transaction's
 * handle is new each time, so it reads). An approval is never withdrawn, so a yes can be kept.
 */
const approvedUsers = new WeakMap<Db, Set<string>>();
const MAX_APPROVED_USERS = 10_000;

/** Whether the caller approved the current security policy. */
export const hasApprovedPolicy = async (db: Db, caller: Caller): Promise<boolean> => {
  const known = approvedUsers.get(db) ?? new Set<string>();
  if (known.has(caller.userId)) return true;
  const approved = (await findPolicyApproval(db, caller.userId, SECURITY_POLICY_VERSION)) !== undefined;
  if (approved) {
    if (known.size >= MAX_APPROVED_USERS) known.clear();
    approvedUsers.set(db, known.add(caller.userId));
  }
  return approved;
};

/** 403 with the policy message unless the caller approved the current security policy (spec §2). */
export const requirePolicyApproval = async (db: Db, caller: Caller): Promise<void> => {
  if (!(await hasApprovedPolicy(db, caller))) throw AppError.forbidden(JOB_MESSAGES.policyNotApproved);
};

/** 403 unless the caller may see this job's person data and has approved the security policy. */
export const requirePersonDataAccess = async (db: Db, caller: Caller, job: JobHolders): Promise<void> => {
  const refusal = personDataRefusal(caller, job);
  if (refusal) throw AppError.forbidden(refusal);
  await requirePolicyApproval(db, caller);
};

export interface OpenedJob {
  job: BkJobRow;
  person: PersonData;
}

/** The audit row of an open of a job's person data (ids only); `via` says what it was opened for. */
export const jobOpenAudit = (
  job: Pick<BkJobRow, 'id' | 'orderId' | 'customerId'>,
  via = 'job',
): CommandAudit => ({
  action: 'job.open',
  entity: 'job',
  entityId: job.id,
  details: { orderId: job.orderId, customerId: job.customerId, via },
});

/**
 * The one way staff reach a job's person data, for a command that writes the open's audit row
 * (jobOpenAudit) itself: 404 when the caller may not see the job at all (unknown, or a service it does
 * not work), 403 when it may not see this job's person data or has not approved the security policy;
 * otherwise the job with its person decrypted.
 */
export const accessJobForStaff = async (
  tx: Db,
  caller: Caller,
  jobId: string,
  crypto: FieldCrypto,
): Promise<OpenedJob> => {
  const job = await findJobRow(tx, jobId);
  if (!job || !staffMaySeeService(caller, job.service)) throw AppError.notFound(JOB_MESSAGES.notFound);
  await requirePersonDataAccess(tx, caller, job);
  return { job, person: decryptPerson(crypto, job) };
};
