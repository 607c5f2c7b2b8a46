import { COLLECTION_JOB_STATES, type CollectedDataStatus, type JobState } from '@granska/domain';
import type { Caller } from '../../platform/http/caller';
import type { BkJobRow } from '../orders';
import { personDataRefusal, staffMaySeeService } from '../staff-access';

/**
 * Who may reach collected data (docs/decisions/collected-data.md). The endpoints' contracts declare
 * staff groups only (@granska/domain api/collected-data.ts), so customers and API keys are refused
 * before any record is read; the rules below decide per record.
 */
export const isCollectionUnderWay = (jobState: JobState): boolean =>
  (COLLECTION_JOB_STATES as readonly JobState[]).includes(jobState);

export const collectsFor = (caller: Pick<Caller, 'groups'>, service: string): boolean =>
  caller.groups.includes('DataCollector') && staffMaySeeService({ groups: ['DataCollector'] }, service);

const coordinatesFor = (caller: Pick<Caller, 'groups'>, service: string): boolean =>
  caller.groups.includes('Coordinator') && staffMaySeeService({ groups: ['Coordinator'] }, service);

export interface RecordSituation {
  status: CollectedDataStatus;
  job: Pick<BkJobRow, 'service' | 'currState' | 'staffId' | 'spiLeaderId'>;
}

export type RecordAccess =
  /** Answer 404, as for an unknown id: a job of a service the caller does not work. */
  | { kind: 'hidden' }
  /** Answer 403 with the message. */
  | { kind: 'refused'; message: string }
  | {
      kind: 'visible';
      /** The person's name and personal number and the collected details may be shown (and audited). */
      opensPersonData: boolean;
      mayEdit: boolean;
      mayReopen: boolean;
    };

/**
 * What a caller may do with one record.
 * - A data collector sees every record of its services; the person and the details only while the
 *   record is not DONE and the job is being worked on (its need to know ends there), and only then edits.
 * - Everyone else follows the jobs module's person-data rule: coordinators any job of their services,
 *   an analyst the jobs assigned to it (another analyst's job is 403).
 * - A coordinator reopens a DONE record while the job is being worked on.
 */
export const recordAccess = (caller: Caller, situation: RecordSituation): RecordAccess => {
  const { job, status } = situation;
  const collector = collectsFor(caller, job.service);
  if (!collector && !staffMaySeeService(caller, job.service)) return { kind: 'hidden' };
  const underWay = isCollectionUnderWay(job.currState);
  const collecting = collector && status !== 'DONE' && underWay;
  const jobRefusal = personDataRefusal(caller, job);
  if (!collector && jobRefusal) return { kind: 'refused', message: jobRefusal };
  return {
    kind: 'visible',
    opensPersonData: collecting || jobRefusal === null,
    mayEdit: collecting,
    mayReopen: coordinatesFor(caller, job.service) && status === 'DONE' && underWay,
  };
};
