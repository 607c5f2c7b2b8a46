import { createHash, randomUUID } from 'node:crypto';
import {
  type BookSpiRequest,
  deadlineStatus,
  type FinalizeSpiReportRequest,
  JOB_MESSAGES,
  maskPersonalNumber,
  SPI_MESSAGES,
  SPI_REPORT_FINALIZE_ERROR,
  type SpiBooking,
  type SpiBookingLogEntry,
  type SpiDetailsStored,
  type SpiLeaderJobDetails,
  type SpiLeaderJobListItem,
  type SpiLeaderJobsQuery,
  type SpiReportView,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { checkAttachmentContent, cleanFileName, decodeBase64 } from '../analysis';
import { type CommandAudit, runAuditedRead, runCommand } from '../audit';
import { findCustomerById } from '../customers';
import type { FileStorage } from '../file-storage';
import { lockJobRow } from '../jobs';
import { queueEmail, queueSms } from '../notifications';
import {
  type BkJobRow,
  decryptPerson,
  FINISHED_STATES,
  findJobRow,
  findOrderRow,
  type PersonData,
  personFieldContext,
  saveSpiDetails,
  transitionJobAsCaller,
} from '../orders';
import { accessJobForStaff, jobOpenAudit, requirePolicyApproval } from '../staff-access';
import { spiInvitationIcs } from './spi-calendar';
import {
  deleteProtocolOfJob,
  findProtocol,
  findSpiReport,
  listLedJobs,
  upsertSpiReport,
} from './spi-interviews.repository';
import type { SpiReportRow } from './spi-interviews.schema';
import { protocolViewOf } from './spi-protocol-view';
import { reportFileNameContext, reportTextContext, spiReportTextOf } from './spi-report-fields';

type Db = Database | Transaction;

export interface SpiDeps {
  db: Database;
  crypto: FieldCrypto;
  storage: FileStorage;
  /** Where a file that could not be removed is reported (ids only). */
  warn: (details: Record<string, unknown>, message: string) => void;
}

const listItemOf = (
  job: BkJobRow,
  person: Pick<PersonData, 'name' | 'ssn'>,
  customerName: string,
  now: Date,
): SpiLeaderJobListItem => ({
  id: job.id,
  service: job.service,
  currState: job.currState,
  customerName,
  personName: person.name,
  maskedSSN: maskPersonalNumber(person.ssn),
  spiType: job.spiDetails?.spiType ?? null,
  bookedTime: job.spiDetails?.booking?.time ?? null,
  deadline: job.deadline?.toISOString() ?? null,
  deadlineStatus: FINISHED_STATES.includes(job.currState) ? null : deadlineStatus(job.deadline, now),
});

/** GET /spi-leaders/jobs: the caller's SPI jobs, deadline first; names are person data, so it is audited. */
export const listLeaderJobs = async (
  { db, crypto }: SpiDeps,
  context: RequestContext,
  query: SpiLeaderJobsQuery,
) => {
  await requirePolicyApproval(db, context.caller);
  return runAuditedRead(db, context, async (tx) => {
    const { rows, total } = await listLedJobs(tx, {
      userId: context.caller.userId,
      limit: query.size,
      offset: query.page * query.size,
    });
    const jobs = rows.map(({ job, customerName }) =>
      listItemOf(
        job,
        {
          name: crypto.decryptField(job.nameEnc, personFieldContext('name', job.id)),
          ssn: crypto.decryptField(job.ssnEnc, personFieldContext('ssn', job.id)),
        },
        customerName,
        context.now,
      ),
    );
    const audit: CommandAudit[] =
      jobs.length === 0
        ? []
        : [
            {
              action: 'job.list',
              entity: 'job-list',
              entityId: 'spi-leader',
              details: { jobIds: jobs.map((job) => job.id) },
            },
          ];
    return { result: { jobs, paging: { page: query.page, size: query.size, total } }, audit };
  });
};

/**
 * A job of the caller's SPI: another leader's job (or none) is 404 like an unknown id; then staff-access
 * (the service, the security policy) opens the person. `lock` for a change.
 */
export const openLedJob = async (
  tx: Db,
  crypto: FieldCrypto,
  caller: Caller,
  jobId: string,
  lock: boolean,
): Promise<{ job: BkJobRow; person: PersonData }> => {
  const job = lock ? await lockJobRow(tx, jobId) : await findJobRow(tx, jobId);
  if (!job || job.spiLeaderId !== caller.userId) throw AppError.notFound(JOB_MESSAGES.notFound);
  await accessJobForStaff(tx, caller, jobId, crypto);
  return { job, person: decryptPerson(crypto, job) };
};

/** The SPI report with its protocol's signatures. */
export const reportViewOf = async (
  tx: Db,
  crypto: FieldCrypto,
  row: SpiReportRow,
): Promise<SpiReportView> => ({
  jobId: row.jobId,
  text: spiReportTextOf(crypto, row),
  fileName: crypto.decryptField(row.fileNameEnc, reportFileNameContext(row.jobId)),
  fileType: row.fileType,
  fileSize: row.fileSize,
  finalizedBy: row.finalizedBy,
  finalizedAt: row.finalizedAt.toISOString(),
  protocol: protocolViewOf(crypto, row, await findProtocol(tx, row.jobId)),
});

export const detailsOf = async (
  tx: Db,
  crypto: FieldCrypto,
  job: BkJobRow,
  person: PersonData,
  now: Date,
): Promise<SpiLeaderJobDetails> => {
  const report = await findSpiReport(tx, job.id);
  return {
    ...listItemOf(job, person, (await findCustomerById(tx, job.customerId))?.custName ?? '', now),
    ssn: person.ssn,
    email: person.email || null,
    phone: person.phone || null,
    spiDate: job.spiDate?.toISOString().slice(0, 10) ?? null,
    booking: job.spiDetails?.booking ?? null,
    bookings: job.spiDetails?.bookings ?? [],
    report: report ? await reportViewOf(tx, crypto, report) : null,
  };
};

/** GET /spi-leaders/jobs/{id}: the job opened for its SPI leader, audited as an open. */
export const openLeaderJob = ({ db, crypto }: SpiDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(db, context, async (tx) => {
    const { job, person } = await openLedJob(tx, crypto, context.caller, jobId, false);
    return {
      result: await detailsOf(tx, crypto, job, person, context.now),
      audit: [jobOpenAudit(job, 'spi-leader')],
    };
  });

// Booking

const issue = (path: string, message: string) => ({ path, message });

const isHttpsUrl = (text: string): boolean => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The booking the request asks for, or 400 with one issue per wrong field (the first as the message). */
export const bookingOf = (request: BookSpiRequest, now: Date): SpiBooking => {
  const issues: { path: string; message: string }[] = [];
  const timeText = request.time?.trim() ?? '';
  const time = new Date(timeText);
  if (timeText === '') issues.push(issue('time', SPI_MESSAGES.timeRequired));
  else if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(timeText)) {
    issues.push(issue('time', SPI_MESSAGES.timeInvalid));
  } else if (time.getTime() <= now.getTime()) issues.push(issue('time', SPI_MESSAGES.timeInPast));
  const meetingLink = request.meetingLink?.trim() ?? '';
  const address = request.address?.trim() ?? '';
  if (!request.type) issues.push(issue('type', SPI_MESSAGES.typeRequired));
  else if (request.type === 'DIGITAL' && !isHttpsUrl(meetingLink)) {
    issues.push(issue('meetingLink', SPI_MESSAGES.meetingLinkRequired));
  } else if (request.type === 'PHYSICAL' && address === '') {
    issues.push(issue('address', SPI_MESSAGES.addressRequired));
  }
  const [first] = issues;
  if (first || !request.type) throw AppError.badRequest(first?.message, issues);
  const comment = request.comment?.trim() ?? '';
  return {
    time: time.toISOString(),
    type: request.type,
    meetingLink: request.type === 'DIGITAL' ? meetingLink : null,
    address: request.type === 'PHYSICAL' ? address : null,
    comment: comment === '' ? null : comment,
  };
};

const emptySpiDetails = (): SpiDetailsStored => ({
  spiType: 'EITHER',
  sriPerformsInterview: true,
  date: null,
  comment: null,
  refCheckId: null,
});

const stockholmDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'long',
  timeStyle: 'short',
});

const placeLine = (booking: SpiBooking) =>
  booking.type === 'DIGITAL' ? `Digitalt möte: ${booking.meetingLink}` : `Adress: ${booking.address}`;

/** The person's e-mail (with the calendar file) and SMS about a booking, a rebooking or a cancellation. */
const notifyPerson = async (
  tx: Transaction,
  crypto: FieldCrypto,
  input: {
    job: BkJobRow;
    person: PersonData;
    booking: SpiBooking;
    sequence: number;
    now: Date;
    cancelled: boolean;
  },
) => {
  const { person, booking, cancelled } = input;
  const when = stockholmDateTime.format(new Date(booking.time));
  const ics = spiInvitationIcs({
    jobId: input.job.id,
    booking,
    sequence: input.sequence,
    now: input.now,
    cancelled,
  });
  const text = cancelled
    ? `Hej ${person.name}!\n\nDin säkerhetsprövningsintervju ${when} är avbokad. Du blir kontaktad om en ny tid.`
    : [
        `Hej ${person.name}!`,
        '',
        `Du är bokad på en säkerhetsprövningsintervju (SPI) ${when}.`,
        placeLine(booking),
        ...(booking.comment ? ['', booking.comment] : []),
        '',
        'Kalenderfilen är bifogad. Vid ombokning får du ett nytt meddelande.',
      ].join('\n');
  if (person.email) {
    await queueEmail(tx, crypto, {
      to: person.email,
      subject: cancelled ? 'Avbokad intervju (SPI)' : 'Bokad intervju (SPI)',
      text,
      category: cancelled ? 'spi.booking-cancelled' : 'spi.booking',
      attachments: [
        {
          filename: 'intervju.ics',
          contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
          content: ics,
        },
      ],
    });
  }
  if (person.phone) {
    await queueSms(tx, crypto, {
      to: person.phone,
      text: cancelled
        ? `Din säkerhetsprövningsintervju ${when} är avbokad.`
        : `Du är bokad på en säkerhetsprövningsintervju ${when}. ${placeLine(booking)}. Detaljer i e-post.`,
      category: cancelled ? 'spi.booking-cancelled' : 'spi.booking',
    });
  }
};

const logEntry = (
  context: RequestContext,
  action: SpiBookingLogEntry['action'],
  booking: SpiBooking | null,
): SpiBookingLogEntry => ({
  action,
  by: context.caller.userId,
  at: context.now.toISOString(),
  time: booking?.time ?? null,
  type: booking?.type ?? null,
});

const apiKeyOf = async (tx: Db, job: BkJobRow) => ({
  apiKeyId: (await findOrderRow(tx, job.orderId))?.apiKeyId ?? null,
});

/**
 * POST /spi-leaders/jobs/{id}/booking: books the interview (the job enters INTERVIEWING) or rebooks it;
 * the person gets the booking by e-mail with a calendar file and by SMS; logged and audited.
 */
export const bookInterview = (
  { db, crypto }: SpiDeps,
  context: RequestContext,
  jobId: string,
  request: BookSpiRequest,
) =>
  runCommand(db, context, async (tx) => {
    const { job, person } = await openLedJob(tx, crypto, context.caller, jobId, true);
    const booking = bookingOf(request, context.now);
    if (job.currState !== 'ANALYSING' && job.currState !== 'INTERVIEWING') {
      throw AppError.conflict(SPI_MESSAGES.notBookable);
    }
    const rebooking = job.currState === 'INTERVIEWING' && !!job.spiDetails?.booking;
    const details = job.spiDetails ?? emptySpiDetails();
    const bookings = [
      ...(details.bookings ?? []),
      logEntry(context, rebooking ? 'rebooked' : 'booked', booking),
    ];
    let changed = await saveSpiDetails(tx, job, {
      ...details,
      date: booking.time,
      comment: booking.comment,
      booking,
      bookings,
    });
    if (changed.currState === 'ANALYSING') {
      changed = await transitionJobAsCaller(tx, context, changed, 'bookSpi', await apiKeyOf(tx, job));
    }
    await notifyPerson(tx, crypto, {
      job,
      person,
      booking,
      sequence: bookings.length - 1,
      now: context.now,
      cancelled: false,
    });
    return {
      result: await detailsOf(tx, crypto, changed, person, context.now),
      audit: [
        {
          action: rebooking ? 'spi.rebook' : 'spi.book',
          entity: 'job',
          entityId: job.id,
          details: { time: booking.time, type: booking.type },
        },
        jobOpenAudit(job, 'spi-booking'),
      ],
    };
  });

/** DELETE /spi-leaders/jobs/{id}/booking: cancels the booked interview; the job returns to ANALYSING. */
export const cancelInterview = ({ db, crypto }: SpiDeps, context: RequestContext, jobId: string) =>
  runCommand(db, context, async (tx) => {
    const { job, person } = await openLedJob(tx, crypto, context.caller, jobId, true);
    const booking = job.spiDetails?.booking;
    if (job.currState !== 'INTERVIEWING' || !job.spiDetails || !booking) {
      throw AppError.conflict(SPI_MESSAGES.noBooking);
    }
    const bookings = [...(job.spiDetails.bookings ?? []), logEntry(context, 'cancelled', null)];
    const saved = await saveSpiDetails(tx, job, {
      ...job.spiDetails,
      date: null,
      comment: null,
      booking: null,
      bookings,
    });
    const changed = await transitionJobAsCaller(
      tx,
      context,
      saved,
      'cancelSpiBooking',
      await apiKeyOf(tx, job),
    );
    await notifyPerson(tx, crypto, {
      job,
      person,
      booking,
      sequence: bookings.length - 1,
      now: context.now,
      cancelled: true,
    });
    return {
      result: await detailsOf(tx, crypto, changed, person, context.now),
      audit: [
        { action: 'spi.cancel', entity: 'job', entityId: job.id, details: { time: booking.time } },
        jobOpenAudit(job, 'spi-booking'),
      ],
    };
  });

// The SPI report

/** The file of a finalize request, checked before anything is stored; without one, the spec's message. */
const reportFileOf = (request: FinalizeSpiReportRequest) => {
  const text = request.text?.trim() ?? '';
  const issues = [
    ...(request.file ? [] : [issue('file', SPI_REPORT_FINALIZE_ERROR)]),
    ...(text === '' ? [issue('text', SPI_MESSAGES.reportTextRequired)] : []),
  ];
  const [first] = issues;
  if (first || !request.file) throw AppError.badRequest(first?.message, issues);
  const bytes = decodeBase64(request.file.data);
  const type = checkAttachmentContent(bytes, request.file.type);
  return { text, bytes, type, name: cleanFileName(request.file.name) };
};

/**
 * POST /spi-leaders/jobs/{id}/spi-report/final: stores the written report and the interview report
 * file (encrypted) and returns the job to the analyst (INTERVIEWING → ANALYSING). A failure after the
 * file was written removes it again; a replaced report's file is removed once the change committed.
 */
export const finalizeReport = async (
  deps: SpiDeps,
  context: RequestContext,
  jobId: string,
  request: FinalizeSpiReportRequest,
): Promise<SpiLeaderJobDetails> => {
  const storageKey = `spi-reports/${jobId}/${randomUUID()}`;
  let written = false;
  let replaced: string | null = null;
  const remove = (key: string) =>
    deps.storage.delete(key).catch((cause: unknown) => {
      deps.warn({ jobId, error: (cause as Error).name }, 'could not remove an SPI report file');
    });
  try {
    const result = await runCommand(deps.db, context, async (tx) => {
      const { job, person } = await openLedJob(tx, deps.crypto, context.caller, jobId, true);
      // Checked once the caller may see the job: another leader learns nothing from the answer.
      const file = reportFileOf(request);
      if (job.currState !== 'INTERVIEWING') throw AppError.conflict(SPI_MESSAGES.notInterviewing);
      await deps.storage.put(storageKey, file.bytes);
      written = true;
      replaced = await upsertSpiReport(tx, {
        jobId,
        textEnc: deps.crypto.encryptField(file.text, reportTextContext(jobId)),
        fileNameEnc: deps.crypto.encryptField(file.name, reportFileNameContext(jobId)),
        fileType: file.type,
        fileSize: file.bytes.length,
        storageKey,
        fileSha256: createHash('sha256').update(file.bytes).digest('hex'),
        finalizedBy: context.caller.userId,
        finalizedAt: context.now,
      });
      // A new protocol: the signatures and the link of the one replaced no longer hold.
      const protocolsCleared = await deleteProtocolOfJob(tx, jobId);
      const saved = await saveSpiDetails(tx, job, {
        ...(job.spiDetails ?? emptySpiDetails()),
        reportFinalizedAt: context.now.toISOString(),
      });
      const changed = await transitionJobAsCaller(
        tx,
        context,
        saved,
        'finalizeSpiReport',
        await apiKeyOf(tx, job),
      );
      return {
        result: await detailsOf(tx, deps.crypto, changed, person, context.now),
        audit: [
          {
            action: 'spi.report.finalize',
            entity: 'job',
            entityId: jobId,
            details: { type: file.type, size: file.bytes.length, protocolCleared: protocolsCleared > 0 },
          },
          jobOpenAudit(job, 'spi-report'),
        ],
      };
    });
    if (replaced) await remove(replaced);
    return result;
  } catch (error) {
    if (written) await remove(storageKey);
    throw error;
  }
};

/** The job opened by its analyst or a coordinator (staff-access), and its SPI report row. */
const reportOfOpenedJob = async (tx: Db, crypto: FieldCrypto, caller: Caller, jobId: string) => {
  const { job } = await accessJobForStaff(tx, caller, jobId, crypto);
  return { job, report: await findSpiReport(tx, jobId) };
};

/** GET /jobs/{id}/spi-report: the SPI report for the job's analyst; null when none is finalized. */
export const readSpiReport = ({ db, crypto }: SpiDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(db, context, async (tx) => {
    const { job, report } = await reportOfOpenedJob(tx, crypto, context.caller, jobId);
    return {
      result: report ? await reportViewOf(tx, crypto, report) : null,
      audit: [jobOpenAudit(job, 'spi-report')],
    };
  });

/** GET /jobs/{id}/spi-report/file: the interview report file as base64, audited. */
export const readSpiReportFile = ({ db, crypto, storage }: SpiDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(db, context, async (tx) => {
    const { job, report } = await reportOfOpenedJob(tx, crypto, context.caller, jobId);
    if (!report) throw AppError.notFound(SPI_MESSAGES.reportNotFound);
    const bytes = await storage.get(report.storageKey);
    const view = await reportViewOf(tx, crypto, report);
    return {
      result: {
        id: jobId,
        name: view.fileName,
        type: view.fileType,
        size: view.fileSize,
        data: bytes.toString('base64'),
      },
      audit: [
        jobOpenAudit(job, 'spi-report-file'),
        { action: 'spi.report.read-file', entity: 'job', entityId: jobId, details: {} },
      ],
    };
  });
