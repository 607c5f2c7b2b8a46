import { JOB_STATES, type JobState } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { billingTotals, discountPercent, isBillableJob, priceJob } from './billing.policy';

describe('which jobs are billed', () => {
  it('bills ANALYSING and the states after it, nothing before or beside it', () => {
    const billed = JOB_STATES.filter((currState) => isBillableJob({ currState, prevState: null }));
    expect(billed).toEqual([
      'ANALYSING',
      'IN_PROGRESS',
      'INTERVIEWING',
      'PENDING_APPROVAL',
      'APPROVED',
      'ARCHIVED',
    ]);
  });

  it('does not bill a job archived after it was declined or timed out', () => {
    const archivedFrom = (prevState: JobState) => isBillableJob({ currState: 'ARCHIVED', prevState });
    expect(archivedFrom('APPROVED')).toBe(true);
    expect(archivedFrom('DECLINED')).toBe(false);
    expect(archivedFrom('TIMED_OUT')).toBe(false);
    expect(archivedFrom('PENDING_CONSENT')).toBe(false);
  });
});

describe('discountPercent', () => {
  it.each([
    [10, 10],
    [12.5, 12.5],
    [0, 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [-5, 0],
    [150, 100],
  ])('%s → %s %%', (stored, percent) => {
    expect(discountPercent(stored)).toBe(percent);
  });
});

describe('priceJob', () => {
  it('adds the checkpoints to the service price and takes the percentage off, rounded to öre', () => {
    expect(priceJob(1500, [], 12.5)).toEqual({ cost: 1500, discount: 187.5, amount: 1312.5 });
    expect(
      priceJob(500, [{ cost: 300, checked: true }, { cost: 149.9 }, { cost: 1000, checked: false }], 12.5),
    ).toEqual({ cost: 949.9, discount: 118.74, amount: 831.16 });
  });

  it('prices a missing service price or checkpoint cost as 0 and bills the full cost without a discount', () => {
    expect(priceJob(undefined, [{ checked: true }, { cost: 200 }], 0)).toEqual({
      cost: 200,
      discount: 0,
      amount: 200,
    });
  });

  it('keeps öre exact where floating point would not', () => {
    expect(priceJob(0.1, [{ cost: 0.2 }], 0)).toEqual({ cost: 0.3, discount: 0, amount: 0.3 });
    expect(priceJob(1, [], 100)).toEqual({ cost: 1, discount: 1, amount: 0 });
  });
});

describe('billingTotals', () => {
  it('sums the rounded lines, so the totals are what the lines add up to', () => {
    const lines = [priceJob(0.1, [], 33), priceJob(0.1, [], 33), priceJob(0.1, [], 33)];
    expect(lines[0]).toEqual({ cost: 0.1, discount: 0.03, amount: 0.07 });
    expect(billingTotals(lines)).toEqual({ count: 3, cost: 0.3, discount: 0.09, amount: 0.21 });
    expect(billingTotals([])).toEqual({ count: 0, cost: 0, discount: 0, amount: 0 });
  });
});
