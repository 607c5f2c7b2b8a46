import { STAFF_GROUPS } from '@granska/domain';
import type { RouteAccess } from '../../platform/http/access';

/**
 * Who may call the staff job routes (docs/decisions/staff-jobs.md). Customers and API keys never: the
 * routes declare staff groups only. The services then check the record (staff-access.ts).
 */

/** The security policy: every staff user approves it before first seeing person data. */
export const STAFF_POLICY_ACCESS = { groups: STAFF_GROUPS } as const satisfies RouteAccess;

/** Lists of jobs: coordinators every queue, analysts and SPI leaders their own ('mine'). */
export const JOB_LIST_ACCESS = {
  groups: ['Coordinator', 'SPICoordinator', 'Analyst', 'SPILeader'],
} as const satisfies RouteAccess;

/** Opening a job's person data; the service decides per job (staff-access.ts personDataRefusal). */
export const JOB_OPEN_ACCESS = JOB_LIST_ACCESS;

/** Coordinating work: queue counts, staff user lists, assigning analysts, notes, approve and reverse. */
export const COORDINATOR_ACCESS = {
  groups: ['Coordinator', 'SPICoordinator'],
} as const satisfies RouteAccess;

/** Assigning analysts, approve and reverse: the Coordinator (the state machine decides the rest). */
export const JOB_COORDINATION_ACCESS = { groups: ['Coordinator'] } as const satisfies RouteAccess;

/** The SPI coordinators' endpoints (spec §7 /spi-coordinators/*). */
export const SPI_COORDINATOR_ACCESS = { groups: ['SPICoordinator'] } as const satisfies RouteAccess;
