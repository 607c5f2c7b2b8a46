import type { Checkpoint, CitizenshipState, ConsentState, ConsentType, JobState, Service } from './enums';
import { addStockholmDays, atStockholmTime, parseInstant, stockholmWeekday } from './stockholm-time';

/** Deadline rules of spec §4. Interpretations: docs/decisions/deadlines.md. */

type Timestamp = string | number | Date;

export interface DeadlineConsent {
  consentType?: ConsentType | null;
  state?: ConsentState | null;
  time?: Timestamp | null;
  createTime?: Timestamp | null;
}

export interface DeadlineStateLogEntry {
  time?: Timestamp | null;
  state?: JobState | null;
}

export interface DeadlineScreeningCheckpoint {
  checkpoint?: Checkpoint | null;
  checked?: boolean | null;
}

export interface DeadlineJob {
  service?: Service | null;
  currState?: JobState | null;
  createTime?: Timestamp | null;
  consents?: readonly DeadlineConsent[] | null;
  jobStateLog?: readonly DeadlineStateLogEntry[] | null;
  verifyFormerEmployer?: boolean | null;
  screeningCheckpoints?: readonly DeadlineScreeningCheckpoint[] | null;
  /** The SPI date the customer asked for when ordering. */
  spiDate?: Timestamp | null;
  /** The booked SPI interview. */
  spiDetails?: { date?: Timestamp | null } | null;
}

export interface DeadlineOptions {
  /** The date shown to the customer rather than the provider's internal deadline. */
  customerFacing?: boolean;
}

export type DeadlineStatus = 'passed' | 'close';

export const SURVEYING_TIME_NOT_FOUND = 'Surveying time not found in jobStateLog.';

/** Working day ends at 17:00 Stockholm time; weekend starts and date-only values land there. */
export const DEADLINE_HOUR = 17;

export const SECURITY_CLEARANCE_CALENDAR_DAYS = 10;
export const BOOKED_SPI_DAYS_BEFORE = 2;
export const CUSTOMER_SPI_DAYS_BEFORE = 1;
export const CUSTOMER_FACING_SPI_DAYS_AFTER = 3;

/** Business days by service; services absent here have no deadline rule. */
export const SERVICE_BUSINESS_DAYS: Partial<Record<Service, number>> = {
  COWORKER: 2,
  SPECIALIST: 3,
  EXECUTIVE: 5,
  SCREENING: 1,
  PRESCREEN: 23,
  LFD_FOLLOWUP: 23,
  SECURITY_SCREENING_BASIC: 2,
  SECURITY_SCREENING: 3,
};

const OMIT_CONSENT_STATES: readonly JobState[] = ['ANALYSING', 'INTERVIEWING', 'APPROVED', 'ARCHIVED'];

const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

function hasConsents(job: Pick<DeadlineJob, 'consents'>): boolean {
  return (job.consents?.length ?? 0) > 0;
}

export function isOmitConsent(job: Pick<DeadlineJob, 'consents' | 'currState'>): boolean {
  return !hasConsents(job) && !!job.currState && OMIT_CONSENT_STATES.includes(job.currState);
}

function consentTime(consent: DeadlineConsent): Date | null {
  return parseInstant(consent.time) ?? parseInstant(consent.createTime);
}

function acceptedJobStartConsent(job: Pick<DeadlineJob, 'consents'>): DeadlineConsent | undefined {
  return job.consents?.find(
    (consent) => consent.consentType === 'JobStart' && consent.state === 'CsntAccepted',
  );
}

/** Creation time for omitted consent or security clearance, else the job-start consent's time; epoch without. */
export function jobOrderDate(job: DeadlineJob): Date {
  if (isOmitConsent(job) || job.service === 'SECURITY_CLEARANCE') {
    return parseInstant(job.createTime) ?? new Date(0);
  }
  const jobStart =
    acceptedJobStartConsent(job) ?? job.consents?.find((consent) => consent.consentType === 'JobStart');
  return (jobStart && consentTime(jobStart)) ?? new Date(0);
}

function countedCheckpoints(job: DeadlineJob): DeadlineScreeningCheckpoint[] {
  return (job.screeningCheckpoints ?? []).filter((checkpoint) => checkpoint.checked !== false);
}

/** Business days the job's service allows, or null for a service without a rule. */
export function serviceBusinessDays(job: DeadlineJob): number | null {
  switch (job.service) {
    case 'COWORKER':
    case 'SECURITY_SCREENING_BASIC':
      return job.verifyFormerEmployer ? 3 : 2;
    case 'SCREENING': {
      const checkpoints = countedCheckpoints(job);
      if (checkpoints.length === 0) return 1;
      const onlyDriversLicence = checkpoints.every(
        (checkpoint) => checkpoint.checkpoint === 'DRIVERSLICENSE',
      );
      return onlyDriversLicence ? 1 : 2;
    }
    case null:
    case undefined:
      return null;
    default:
      return SERVICE_BUSINESS_DAYS[job.service] ?? null;
  }
}

/** The next weekday at 17:00 when the date falls on a weekend, else the date itself. */
function weekendToMonday(date: Date): Date {
  const weekday = stockholmWeekday(date);
  if (weekday === SATURDAY) return atStockholmTime(addStockholmDays(date, 2), DEADLINE_HOUR);
  if (weekday === SUNDAY) return atStockholmTime(addStockholmDays(date, 1), DEADLINE_HOUR);
  return date;
}

/** Back to Friday, same time of day, when the date falls on a weekend. */
function weekendToFriday(date: Date): Date {
  const weekday = stockholmWeekday(date);
  if (weekday === SATURDAY) return addStockholmDays(date, -1);
  if (weekday === SUNDAY) return addStockholmDays(date, -2);
  return date;
}

export function addBusinessDays(start: Date, days: number): Date {
  let date = start;
  let remaining = days;
  while (remaining > 0) {
    date = addStockholmDays(date, 1);
    const weekday = stockholmWeekday(date);
    if (weekday !== SATURDAY && weekday !== SUNDAY) remaining--;
  }
  return date;
}

function latestSurveyingTime(job: DeadlineJob): Date | null {
  const entries = job.jobStateLog ?? [];
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index];
    if (entry?.state === 'JOB_SURVEYING') return parseInstant(entry.time);
  }
  return null;
}

function securityClearanceDeadline(job: DeadlineJob): Date | null {
  if (job.currState !== 'JOB_SURVEYING') return null;
  const surveying = latestSurveyingTime(job);
  if (!surveying) throw new Error(SURVEYING_TIME_NOT_FOUND);
  return weekendToMonday(addStockholmDays(surveying, SECURITY_CLEARANCE_CALENDAR_DAYS));
}

function bookedSpiDeadline(booked: Date, customerFacing: boolean): Date {
  if (!customerFacing) return weekendToFriday(addStockholmDays(booked, -BOOKED_SPI_DAYS_BEFORE));
  const date = atStockholmTime(addStockholmDays(booked, CUSTOMER_FACING_SPI_DAYS_AFTER), DEADLINE_HOUR);
  const weekday = stockholmWeekday(date);
  // The report is written on the first weekday after the interview period, so it is ready Tuesday at the
  // earliest when the three days end on a weekend or a Monday.
  if (weekday === SATURDAY) return addStockholmDays(date, 3);
  if (weekday === SUNDAY) return addStockholmDays(date, 2);
  if (weekday === MONDAY) return addStockholmDays(date, 1);
  return date;
}

function startTime(job: DeadlineJob): Date | null {
  if (isOmitConsent(job)) return parseInstant(job.createTime);
  const consent = acceptedJobStartConsent(job);
  return consent ? consentTime(consent) : null;
}

/** The job's deadline (spec §4), or null when it has none. Throws when a surveying time is missing. */
export function jobDeadline(job: DeadlineJob, options: DeadlineOptions = {}): Date | null {
  if (job.currState === 'CREATED' && !hasConsents(job)) return null;
  if (job.service === 'SECURITY_CLEARANCE') return securityClearanceDeadline(job);

  const bookedSpi = parseInstant(job.spiDetails?.date, DEADLINE_HOUR);
  if (bookedSpi) return bookedSpiDeadline(bookedSpi, options.customerFacing === true);

  const customerSpi = parseInstant(job.spiDate, DEADLINE_HOUR);
  if (customerSpi) return weekendToFriday(addStockholmDays(customerSpi, -CUSTOMER_SPI_DAYS_BEFORE));

  const start = startTime(job);
  const days = serviceBusinessDays(job);
  if (!start || days === null) return null;
  return addBusinessDays(weekendToMonday(start), days);
}

/** 'passed' after the deadline, 'close' from one Stockholm calendar day before it, else null. */
export function deadlineStatus(deadline: Date | null | undefined, now: Date): DeadlineStatus | null {
  if (!deadline) return null;
  if (now.getTime() > deadline.getTime()) return 'passed';
  if (now.getTime() >= addStockholmDays(deadline, -1).getTime()) return 'close';
  return null;
}

export interface CitizenshipCheckInput {
  service?: Service | null;
  /** The collected-data record names the service jobType. */
  jobType?: Service | string | null;
  /** From the job's collected-data record. */
  citizenshipState?: CitizenshipState | null;
}

const CITIZENSHIP_CHECK_STATES: readonly CitizenshipState[] = ['STARTED', 'IN_PROGRESS', 'DONE'];
const CITIZENSHIP_CHECK_SERVICES: readonly string[] = [
  'SECURITY_SCREENING_BASIC',
  'SECURITY_SCREENING',
  'COWORKER',
  'SPECIALIST',
  'EXECUTIVE',
] satisfies Service[];

export function isCitizenshipCheckActive(input: CitizenshipCheckInput): boolean {
  const service = input.service ?? input.jobType;
  return (
    !!input.citizenshipState &&
    CITIZENSHIP_CHECK_STATES.includes(input.citizenshipState) &&
    !!service &&
    CITIZENSHIP_CHECK_SERVICES.includes(service)
  );
}
