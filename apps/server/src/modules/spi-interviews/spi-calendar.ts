import type { SpiBooking } from '@granska/domain';

/** How long an interview is planned to take in the invitation (the booking has only a start). */
export const SPI_INTERVIEW_MINUTES = 60;

const CRLF = '\r\n';

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeIcsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20260115T090000Z. */
const utcStamp = (date: Date): string => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Lines longer than 75 octets are folded: CRLF and one space before each continuation. */
const fold = (line: string): string => {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

export interface SpiInvitation {
  jobId: string;
  booking: Pick<SpiBooking, 'time' | 'type' | 'meetingLink' | 'address' | 'comment'>;
  /** Increases with every change, so calendars replace the earlier version of the same UID. */
  sequence: number;
  now: Date;
  cancelled?: boolean;
}

/**
 * The interview as one VEVENT (text/calendar). The UID is stable per job, so a rebooking (a higher
 * SEQUENCE) updates the event the person already has and a cancellation (METHOD:CANCEL) removes it.
 */
export const spiInvitationIcs = ({
  jobId,
  booking,
  sequence,
  now,
  cancelled = false,
}: SpiInvitation): string => {
  const start = new Date(booking.time);
  const end = new Date(start.getTime() + SPI_INTERVIEW_MINUTES * 60_000);
  const location = booking.type === 'DIGITAL' ? booking.meetingLink : booking.address;
  const description = [
    booking.type === 'DIGITAL'
      ? `Digital intervju: ${booking.meetingLink ?? ''}`
      : 'Intervjun hålls på plats.',
    booking.comment ?? '',
  ]
    .filter((line) => line !== '')
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Granska//SPI-intervju//SV',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:spi-${jobId}@granska`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText('Säkerhetsprövningsintervju (SPI)')}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(booking.type === 'DIGITAL' && booking.meetingLink ? [`URL:${booking.meetingLink}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
};
