import { describe, expect, it } from 'vitest';
import type { JobState } from '../enums';
import { orderProgress } from './orders';

const sent = (...states: JobState[]) => ({ ordered: true, jobs: states.map((currState) => ({ currState })) });

describe('orderProgress: the order follows its jobs', () => {
  it.each([
    [{ ordered: false, jobs: [{ currState: 'CREATED' as JobState }] }, 'draft'],
    [sent('PENDING_CONSENT'), 'consent'],
    [sent('ANALYSING'), 'ongoing'],
    [sent('PENDING_APPROVAL'), 'ongoing'],
    [sent('APPROVED'), 'done'],
    [sent('ARCHIVED', 'APPROVED'), 'done'],
    [sent('DECLINED'), 'stopped'],
    [sent('APPROVED', 'TIMED_OUT'), 'done'],
    [sent('APPROVED', 'ANALYSING'), 'ongoing'],
    [sent('ANALYSING', 'PENDING_CONSENT'), 'consent'],
  ])('%j → %s', (order, expected) => {
    expect(orderProgress(order)).toBe(expected);
  });
});
