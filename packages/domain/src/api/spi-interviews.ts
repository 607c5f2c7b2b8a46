import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { InterviewType, JobState, Service } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { AttachmentFile } from './analysis';
import { okEnvelope } from './envelopes';
import { DeadlineStatusValue } from './jobs';
import type { SpiDetailsView } from './orders';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { Id, Text, withoutNul } from './text-fields';

/**
 * SPI interviews (issue 16; docs/decisions/spi-interviews.md): the SPI leader's jobs, booking the
 * interview, and finalizing the SPI report with the interview report attached.
 */

export const SPI_MESSAGES = {
  timeRequired: 'Ange datum och tid för intervjun',
  timeInvalid: 'Tiden är ogiltig',
  timeInPast: 'Tiden har redan passerat',
  typeRequired: 'Välj digital eller fysisk intervju',
  meetingLinkRequired: 'Ange en möteslänk (https://…)',
  addressRequired: 'Ange adressen för intervjun',
  notBookable: 'Intervjun kan inte bokas i jobbets nuvarande status',
  noBooking: 'Det finns ingen bokad intervju att avboka',
  reportTextRequired: 'Skriv intervjurapporten',
  notInterviewing: 'Jobbet väntar inte på någon intervjurapport',
  reportNotFound: 'Jobbet har ingen SPI-rapport',
} as const;

export const SPI_BOOKING_TYPES = ['DIGITAL', 'PHYSICAL'] as const;
export const SpiBookingType = z.enum(SPI_BOOKING_TYPES);
export type SpiBookingType = z.infer<typeof SpiBookingType>;

export const SPI_COMMENT_MAX_LENGTH = 2_000;
export const SPI_REPORT_TEXT_MAX_LENGTH = 50_000;

/** The booked interview: when, how, and where (the meeting link or the address). */
export const SpiBooking = z.object({
  time: z.string(),
  type: SpiBookingType,
  meetingLink: z.string().nullable(),
  address: z.string().nullable(),
  comment: z.string().nullable(),
});
export type SpiBooking = z.infer<typeof SpiBooking>;

/** One line of the booking log: every booking, rebooking and cancellation, oldest first. */
export const SpiBookingLogEntry = z.object({
  action: z.enum(['booked', 'rebooked', 'cancelled']),
  by: z.string(),
  at: z.string(),
  /** The interview's time after the change (null once cancelled). */
  time: z.string().nullable(),
  type: SpiBookingType.nullable(),
});
export type SpiBookingLogEntry = z.infer<typeof SpiBookingLogEntry>;

/**
 * What bk_jobs.spi_details holds: the customer's view (SpiDetailsView, whose parse drops the rest) plus
 * the staff's booking and its log.
 */
export type SpiDetailsStored = z.input<typeof SpiDetailsView> & {
  booking?: SpiBooking | null;
  bookings?: SpiBookingLogEntry[];
};

/** A job in the SPI leader's list: person name and masked number, never contact details. */
export const SpiLeaderJobListItem = z.object({
  id: z.string(),
  service: Service,
  currState: JobState,
  customerName: z.string(),
  personName: z.string(),
  /** 'YYYYMMDD-XXXX'. */
  maskedSSN: z.string(),
  /** The interview type ordered; null when the job was ordered without one. */
  spiType: InterviewType.nullable(),
  /** The booked interview's time (ISO), null when none is booked. */
  bookedTime: z.string().nullable(),
  /** The staff deadline (spec §4 SPI rules). */
  deadline: z.string().nullable(),
  deadlineStatus: DeadlineStatusValue.nullable(),
});
export type SpiLeaderJobListItem = z.infer<typeof SpiLeaderJobListItem>;

export const SpiLeaderJobsQuery = z.object({ ...pageQueryFields(DEFAULT_PAGE_SIZE) });
export type SpiLeaderJobsQuery = z.infer<typeof SpiLeaderJobsQuery>;
export const SpiLeaderJobsPage = pagedOkEnvelope(SpiLeaderJobListItem);

/** The SPI report as the analyst reads it; the file is fetched on its own. */
export const SpiReportView = z.object({
  jobId: z.string(),
  text: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  finalizedBy: z.string().nullable(),
  finalizedAt: z.string(),
});
export type SpiReportView = z.infer<typeof SpiReportView>;

/** An opened job of the SPI leader: the person in full, the interview and its booking. */
export const SpiLeaderJobDetails = SpiLeaderJobListItem.extend({
  ssn: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The date the customer asked for (YYYY-MM-DD), null for none. */
  spiDate: z.string().nullable(),
  booking: SpiBooking.nullable(),
  bookings: z.array(SpiBookingLogEntry),
  report: SpiReportView.nullable(),
});
export type SpiLeaderJobDetails = z.infer<typeof SpiLeaderJobDetails>;

export const SpiJobParams = z.object({ id: Id() });

/**
 * POST /spi-leaders/jobs/{id}/booking. Fields are checked by the server so each missing one gets its
 * own Swedish message on its field.
 */
export const BookSpiRequest = z.object({
  /** The interview's start, ISO with offset or Z. */
  time: Text(64).optional(),
  type: SpiBookingType.optional(),
  meetingLink: Text(2_000).optional(),
  address: Text(500).optional(),
  comment: Text(SPI_COMMENT_MAX_LENGTH).optional(),
});
export type BookSpiRequest = z.infer<typeof BookSpiRequest>;

/** POST /spi-leaders/jobs/{id}/spi-report/final: the written report and the interview report file. */
export const FinalizeSpiReportRequest = z.object({
  text: withoutNul(z.string().max(SPI_REPORT_TEXT_MAX_LENGTH)).optional(),
  file: z
    .object({
      name: withoutNul(z.string().trim().min(1).max(200)),
      type: Text(200),
      /** base64; the decoded size is checked against ATTACHMENT_MAX_BYTES. */
      data: z.string(),
    })
    .nullable()
    .optional(),
});
export type FinalizeSpiReportRequest = z.infer<typeof FinalizeSpiReportRequest>;

export const SPI_LEADER_ACCESS = { groups: ['SPILeader'] } as const satisfies EndpointAccess;
/** Who reads a job's SPI report: its analyst and the coordinators (staff-access decides per job). */
export const SPI_REPORT_READER_ACCESS = {
  groups: ['Analyst', 'Coordinator', 'SPICoordinator'],
} as const satisfies EndpointAccess;

export const listSpiLeaderJobsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/spi-leaders/jobs',
  query: SpiLeaderJobsQuery,
  response: SpiLeaderJobsPage,
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /spi-leaders/jobs'],
  summary: 'The caller’s SPI jobs (ANALYSING or INTERVIEWING), deadline first',
});

export const spiLeaderJobEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/spi-leaders/jobs/{id}',
  params: SpiJobParams,
  response: okEnvelope(SpiLeaderJobDetails),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /spi-leaders/jobs/{id}'],
  summary: 'One of the caller’s SPI jobs with the person, the booking and the SPI report',
});

export const bookSpiEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-leaders/jobs/{id}/booking',
  params: SpiJobParams,
  body: BookSpiRequest,
  response: okEnvelope(SpiLeaderJobDetails),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-leaders/jobs/{id}/booking'],
  summary: 'Book or rebook the interview; the person gets an e-mail with a calendar file and an SMS',
});

export const cancelSpiBookingEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'DELETE',
  path: '/spi-leaders/jobs/{id}/booking',
  params: SpiJobParams,
  response: okEnvelope(SpiLeaderJobDetails),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['DELETE /spi-leaders/jobs/{id}/booking'],
  summary: 'Cancel the booked interview; the job returns to ANALYSING and the person is told',
});

export const finalizeSpiReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-leaders/jobs/{id}/spi-report/final',
  params: SpiJobParams,
  body: FinalizeSpiReportRequest,
  response: okEnvelope(SpiLeaderJobDetails),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-leaders/jobs/{id}/spi-report/final'],
  summary: 'Finalize the SPI report with the interview report file; the job returns to the analyst',
});

export const jobSpiReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/spi-report',
  params: SpiJobParams,
  response: okEnvelope(SpiReportView.nullable()),
  access: SPI_REPORT_READER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/spi-report'],
  summary: 'The job’s SPI report (text and file name), null when none is finalized',
});

export const jobSpiReportFileEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/spi-report/file',
  params: SpiJobParams,
  response: okEnvelope(AttachmentFile.omit({ type: true }).extend({ type: z.string() })),
  access: SPI_REPORT_READER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/spi-report/file'],
  summary: 'The interview report file as base64; save it as a download',
});
