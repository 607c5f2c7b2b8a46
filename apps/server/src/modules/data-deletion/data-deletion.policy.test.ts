import type { JobState } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { FINISHED_STATES } from '../orders';
import { deletionDueAt, finishedAt } from './data-deletion.policy';

const entry = (time: string, state: JobState) => ({ time, state });

describe('when a case finished and when it is deleted', () => {
  it('counts from the first finished state of the last unbroken run of them', () => {
    const log = [
      entry('2024-01-01T10:00:00Z', 'ANALYSING'),
      entry('2024-02-01T10:00:00Z', 'APPROVED'),
      entry('2024-02-02T10:00:00Z', 'ARCHIVED'),
    ];
    expect(finishedAt({ currState: 'ARCHIVED', jobStateLog: log }, FINISHED_STATES)).toEqual(
      new Date('2024-02-01T10:00:00Z'),
    );
  });

  it('starts again when a finished case was reversed and finished anew', () => {
    const log = [
      entry('2024-02-01T10:00:00Z', 'APPROVED'),
      entry('2024-03-01T10:00:00Z', 'PENDING_APPROVAL'),
      entry('2024-03-05T10:00:00Z', 'APPROVED'),
    ];
    expect(finishedAt({ currState: 'APPROVED', jobStateLog: log }, FINISHED_STATES)).toEqual(
      new Date('2024-03-05T10:00:00Z'),
    );
  });

  it('is null for a case under way or a log that does not say when', () => {
    const log = [entry('2024-02-01T10:00:00Z', 'APPROVED'), entry('2024-03-01T10:00:00Z', 'ANALYSING')];
    expect(finishedAt({ currState: 'ANALYSING', jobStateLog: log }, FINISHED_STATES)).toBeNull();
    expect(finishedAt({ currState: 'APPROVED', jobStateLog: [] }, FINISHED_STATES)).toBeNull();
  });

  it('deletes after the months the consent page promised, in Stockholm calendar months', () => {
    const finished = new Date('2024-08-31T10:00:00Z');
    expect(deletionDueAt(finished, 'DELETE')).toEqual(new Date('2025-02-28T11:00:00Z'));
    expect(deletionDueAt(finished, 'RETAIN')).toEqual(new Date('2026-08-31T10:00:00Z'));
  });
});
