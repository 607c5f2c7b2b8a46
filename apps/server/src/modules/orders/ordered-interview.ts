import {
  DEADLINE_HOUR,
  fromStockholm,
  INTERVIEW_ORDER_MESSAGES,
  type InterviewSettingsView,
  type InterviewType,
  type PsConfig,
} from '@granska/domain';
import { AppError } from '../../platform/http/app-error';
import type { NewBkJobRow } from './orders.schema';

/** What the customer's psConfig lets an order form offer of an SPI interview. */
export const interviewSettingsOf = (psConfig: PsConfig | undefined): InterviewSettingsView => ({
  shown: psConfig?.enableInterviewSettings === true,
  sriPerformsInterview: psConfig?.sriPerformsInterview !== false,
});

const badRequest = (path: string, message: string) => AppError.badRequest(message, [{ path, message }]);

/** A customer-given SPI date: a real date from today on, stored at 17:00 Stockholm (the deadline hour). */
const spiDateOf = (text: string, now: Date, path: string): Date => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = fromStockholm(year, month, day, DEADLINE_HOUR);
  const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
  if (!real || date.getTime() < now.getTime()) {
    throw badRequest(`${path}spiDate`, INTERVIEW_ORDER_MESSAGES.spiDateInvalid);
  }
  return date;
};

export type InterviewColumns = Pick<NewBkJobRow, 'spiDetails' | 'spiDate'>;

const NO_INTERVIEW: InterviewColumns = { spiDetails: null, spiDate: null };

/**
 * The job's interview columns from what the orderer asked for: none where the form does not offer an
 * interview or none was chosen; 400 for an SPI date without a type. `path` prefixes the issues' paths
 * (`jobs.0.` for POST /order).
 */
export const orderedInterviewColumns = (
  settings: InterviewSettingsView,
  wanted: { interviewType?: InterviewType | undefined; spiDate?: string | undefined },
  now: Date,
  path = '',
): InterviewColumns => {
  if (!settings.shown) return NO_INTERVIEW;
  if (wanted.spiDate && !wanted.interviewType) {
    throw badRequest(`${path}interviewType`, INTERVIEW_ORDER_MESSAGES.interviewTypeMissing);
  }
  if (!wanted.interviewType) return NO_INTERVIEW;
  return {
    spiDetails: {
      spiType: wanted.interviewType,
      sriPerformsInterview: settings.sriPerformsInterview,
      date: null,
      comment: null,
      refCheckId: null,
    },
    spiDate: wanted.spiDate ? spiDateOf(wanted.spiDate, now, path) : null,
  };
};
