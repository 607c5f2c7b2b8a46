import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { FileData } from '../entities/reference-check';
import { InterviewType, JobState, ReferenceOrderState, Service } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { AttachmentFile } from './analysis';
import { BankIdStarted } from './consent';
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
  referenceCheckNotFound: 'Ingen referenstagning är beställd för jobbet',
} as const;

/** The interview protocol's BankID signatures (docs/decisions/spi-interviews.md). */
export const SPI_PROTOCOL_MESSAGES = {
  reportFirst: 'Protokollet kan signeras först när SPI-rapporten är färdigställd',
  personSigned: 'Personen har redan signerat protokollet',
  leaderSigned: 'Du har redan signerat protokollet',
  noContact: 'Personen saknar både e-postadress och telefonnummer',
  orderNotFound: 'BankID-ordern hör inte till detta protokoll',
  /** The customer's download before the SPI leader has finalized the SPI report. */
  reportNotFinalized: 'SPI-rapporten är inte färdigställd ännu',
} as const;

/** How long the person's signing link is open. */
export const SPI_PROTOCOL_LINK_DAYS = 14;

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
  /** When the SPI leader finalized the SPI report (the customer's download is open from then). */
  reportFinalizedAt?: string | null;
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

/** One BankID signature of the protocol: the name BankID gave and when. */
export const SpiSignatureView = z.object({ name: z.string(), signedAt: z.string() });
export type SpiSignatureView = z.infer<typeof SpiSignatureView>;

/** The interview protocol (the finalized report) and its two signatures; a new finalize clears them. */
export const SpiProtocolView = z.object({
  /** SHA-256 (hex) of the interview report file: part of what is signed. */
  fileSha256: z.string(),
  person: SpiSignatureView.nullable(),
  leader: SpiSignatureView.nullable(),
  /** When the person was last sent the signing link, and until when it is open. */
  linkSentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
});
export type SpiProtocolView = z.infer<typeof SpiProtocolView>;

/** The SPI report as the analyst reads it; the file is fetched on its own. */
export const SpiReportView = z.object({
  jobId: z.string(),
  text: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  finalizedBy: z.string().nullable(),
  finalizedAt: z.string(),
  protocol: SpiProtocolView,
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

/**
 * The reference check ordered with a security screening (spiDetails.refCheckId), as the job's staff see
 * it: its state and how many of the nominated referees answered or declined.
 */
export const ScreeningReferenceCheckView = z.object({
  id: z.string(),
  state: ReferenceOrderState,
  created: z.string(),
  referees: z.number().int(),
  answered: z.number().int(),
  declined: z.number().int(),
});
export type ScreeningReferenceCheckView = z.infer<typeof ScreeningReferenceCheckView>;

export const jobReferenceCheckEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/reference-check',
  params: SpiJobParams,
  response: okEnvelope(ScreeningReferenceCheckView.nullable()),
  access: SPI_REPORT_READER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/reference-check'],
  summary: 'The reference check ordered with the screening, null when none is ordered',
});

export const jobReferenceCheckReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/reference-check/report',
  params: SpiJobParams,
  response: okEnvelope(FileData),
  access: SPI_REPORT_READER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/reference-check/report'],
  summary: 'The reference check’s whole report (answers and referees) as a PDF; each download is audited',
});

// The interview protocol signed with BankID

/** The key of the person's link `spip/<key>`. */
export const SpiProtocolKey = z.string().trim().min(20).max(200);

export const SpiProtocolRequest = z.object({ protocolKey: SpiProtocolKey });

/** What the person's signing page shows: the protocol they sign. */
export const SpiProtocolPageView = z.object({
  personName: z.string(),
  /** The booked interview's time and type, null when none is known. */
  interviewTime: z.string().nullable(),
  interviewType: SpiBookingType.nullable(),
  leaderName: z.string().nullable(),
  text: z.string(),
  fileName: z.string(),
  fileSha256: z.string(),
});
export type SpiProtocolPageView = z.infer<typeof SpiProtocolPageView>;

export const StartSpiProtocolSigningRequest = z.object({
  protocolKey: SpiProtocolKey,
  /** Cancel a BankID order still open for this link (else 70021) and start anew. */
  restart: z.boolean().default(false),
});
export type StartSpiProtocolSigningRequest = z.input<typeof StartSpiProtocolSigningRequest>;

export const CollectSpiProtocolSigningRequest = z.object({
  protocolKey: SpiProtocolKey,
  orderRef: z.string().trim().min(1).max(100),
  autoStarted: z.boolean().default(false),
});
export type CollectSpiProtocolSigningRequest = z.input<typeof CollectSpiProtocolSigningRequest>;

const signingProgress = {
  status: z.enum(['pending', 'complete']),
  hintCode: z.string().nullable(),
  message: z.object({ sv: z.string(), en: z.string() }).nullable(),
  qrCode: z.string().nullable(),
};

/** One collect of the person's signature; `signed` once complete. */
export const SpiProtocolSigningResult = z.object({ ...signingProgress, signed: SpiSignatureView.nullable() });
export type SpiProtocolSigningResult = z.infer<typeof SpiProtocolSigningResult>;

export const StartLeaderProtocolSigningRequest = z.object({ restart: z.boolean().default(false) });
export type StartLeaderProtocolSigningRequest = z.input<typeof StartLeaderProtocolSigningRequest>;

export const CollectLeaderProtocolSigningRequest = z.object({
  orderRef: z.string().trim().min(1).max(100),
  autoStarted: z.boolean().default(false),
});
export type CollectLeaderProtocolSigningRequest = z.input<typeof CollectLeaderProtocolSigningRequest>;

/** One collect of the SPI leader's signature; the job as it is now once complete. */
export const LeaderProtocolSigningResult = z.object({
  ...signingProgress,
  job: SpiLeaderJobDetails.nullable(),
});
export type LeaderProtocolSigningResult = z.infer<typeof LeaderProtocolSigningResult>;

export const spiProtocolEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-protocol/populate',
  effect: 'read',
  body: SpiProtocolRequest,
  response: okEnvelope(SpiProtocolPageView),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-protocol/populate'],
  summary: 'The interview protocol behind a signing link, for the person to read before signing',
});

export const startSpiProtocolSigningEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-protocol/bankid/sign',
  body: StartSpiProtocolSigningRequest,
  response: okEnvelope(BankIdStarted),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-protocol/bankid/sign'],
  summary: 'Start the BankID signature of the protocol by the person the job names',
});

export const collectSpiProtocolSigningEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-protocol/bankid/collect',
  body: CollectSpiProtocolSigningRequest,
  response: okEnvelope(SpiProtocolSigningResult),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-protocol/bankid/collect'],
  summary: 'Collect the person’s signature once (poll every second); complete keeps the evidence',
});

export const sendSpiProtocolLinkEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-leaders/jobs/{id}/protocol/link',
  params: SpiJobParams,
  response: okEnvelope(SpiLeaderJobDetails),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-leaders/jobs/{id}/protocol/link'],
  summary: 'Send the person the link to sign the protocol (e-mail and SMS); an earlier link stops working',
});

export const startLeaderProtocolSigningEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-leaders/jobs/{id}/protocol/bankid/sign',
  params: SpiJobParams,
  body: StartLeaderProtocolSigningRequest,
  response: okEnvelope(BankIdStarted),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-leaders/jobs/{id}/protocol/bankid/sign'],
  summary: 'Start the SPI leader’s BankID signature of the protocol',
});

export const collectLeaderProtocolSigningEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-leaders/jobs/{id}/protocol/bankid/collect',
  params: SpiJobParams,
  body: CollectLeaderProtocolSigningRequest,
  response: okEnvelope(LeaderProtocolSigningResult),
  access: SPI_LEADER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-leaders/jobs/{id}/protocol/bankid/collect'],
  summary: 'Collect the SPI leader’s signature once; complete keeps the evidence',
});
