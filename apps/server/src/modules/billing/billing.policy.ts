import type { JobState, ScreeningCheckpoint } from '@granska/domain';

/**
 * Which jobs are billed and what they cost (docs/decisions/billing.md); who may read billing is the
 * contract's BILLING_ACCESS (@granska/domain). Pure rules; the service loads the records.
 */

/**
 * States in which the check has been performed, or is being performed (ANALYSING or later). Before
 * ANALYSING (CREATED, PENDING_CONSENT, a schedule, a survey) nothing was done; DECLINED and TIMED_OUT
 * were never started.
 */
export const PERFORMED_STATES = [
  'ANALYSING',
  'IN_PROGRESS',
  'INTERVIEWING',
  'PENDING_APPROVAL',
  'APPROVED',
  'ARCHIVED',
] as const satisfies readonly JobState[];

/** A job archived straight from one of these was archived without being checked. */
const NEVER_CHECKED_STATES: readonly JobState[] = [
  'CREATED',
  'PENDING_CONSENT',
  'DECLINED',
  'TIMED_OUT',
  'SCHEDULED',
  'SCHEDULED_ORDER',
  'JOB_SURVEYING',
];

export const isBillableJob = (job: { currState: JobState; prevState: JobState | null }): boolean => {
  if (!(PERFORMED_STATES as readonly JobState[]).includes(job.currState)) return false;
  // A declined or timed-out job may be archived (retention); that does not make it performed.
  return !(
    job.currState === 'ARCHIVED' &&
    job.prevState !== null &&
    NEVER_CHECKED_STATES.includes(job.prevState)
  );
};

/**
 * The customer's `billingDiscount` as a percentage of the cost, held to 0–100 (the admin form labels
 * it 'Rabatt (%)'); missing or not a number is no discount.
 */
export const discountPercent = (billingDiscount: number | null | undefined): number =>
  typeof billingDiscount === 'number' && Number.isFinite(billingDiscount)
    ? Math.min(100, Math.max(0, billingDiscount))
    : 0;

/** Whole öre, so sums are exact. */
const toOre = (kronor: number): number => Math.round(kronor * 100);
const toKronor = (ore: number): number => ore / 100;

export interface PricedJob {
  cost: number;
  discount: number;
  amount: number;
}

/**
 * A job's price in kronor: the service's price (0 when the customer has none) plus the costs of its
 * screening checkpoints that are not unchecked; the discount is the percentage of that cost rounded
 * to öre, and the amount what is left.
 */
export const priceJob = (
  servicePrice: number | null | undefined,
  checkpoints: readonly Pick<ScreeningCheckpoint, 'cost' | 'checked'>[],
  percent: number,
): PricedJob => {
  const costOre =
    toOre(Number.isFinite(servicePrice) ? (servicePrice as number) : 0) +
    checkpoints
      .filter((checkpoint) => checkpoint.checked !== false)
      .reduce(
        (sum, checkpoint) => sum + toOre(Number.isFinite(checkpoint.cost) ? (checkpoint.cost as number) : 0),
        0,
      );
  const discountOre = Math.round((costOre * percent) / 100);
  return {
    cost: toKronor(costOre),
    discount: toKronor(discountOre),
    amount: toKronor(costOre - discountOre),
  };
};

/** The sums of the lines (each line already rounded, so the totals are what the lines add up to). */
export const billingTotals = (lines: readonly PricedJob[]) => {
  const sum = (pick: (line: PricedJob) => number) =>
    toKronor(lines.reduce((total, line) => total + toOre(pick(line)), 0));
  return {
    count: lines.length,
    cost: sum((line) => line.cost),
    discount: sum((line) => line.discount),
    amount: sum((line) => line.amount),
  };
};
