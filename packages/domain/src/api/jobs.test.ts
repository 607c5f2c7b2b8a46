import { describe, expect, it } from 'vitest';
import { WORK_QUEUES } from '../work-queues';
import {
  JOB_QUEUES,
  JobsQuery,
  maskPersonalNumber,
  SECURITY_POLICY_POINT_KEYS,
  SECURITY_POLICY_POINTS,
} from './jobs';

describe('maskPersonalNumber', () => {
  it('keeps the birth date and hides the last four digits', () => {
    expect(maskPersonalNumber('19900101-1239')).toBe('19900101-XXXX');
    expect(maskPersonalNumber('199001011239')).toBe('19900101-XXXX');
  });

  it('never lets more digits through than a birth date, whatever it is given', () => {
    expect(maskPersonalNumber('')).toBe('XXXXXXXX-XXXX');
    expect(maskPersonalNumber('1990')).toBe('1990XXXX-XXXX');
  });
});

describe('the staff job contracts', () => {
  it('offers every work queue of the domain plus mine', () => {
    expect([...JOB_QUEUES]).toEqual([...WORK_QUEUES, 'mine']);
  });

  it('defaults to the ordered queue and 10 a page, and bounds the page size and the token', () => {
    expect(JobsQuery.parse({})).toEqual({ queue: 'ordered', pageSize: 10 });
    expect(JobsQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(JobsQuery.safeParse({ nextToken: 'not a token!' }).success).toBe(false);
    expect(JobsQuery.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });

  it('has ten policy points in Swedish and English', () => {
    expect(SECURITY_POLICY_POINT_KEYS).toHaveLength(10);
    for (const key of SECURITY_POLICY_POINT_KEYS) {
      expect(SECURITY_POLICY_POINTS[key].sv.trim()).not.toBe('');
      expect(SECURITY_POLICY_POINTS[key].en.trim()).not.toBe('');
    }
  });
});
