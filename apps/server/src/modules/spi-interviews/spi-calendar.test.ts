import { describe, expect, it } from 'vitest';
import { escapeIcsText, spiInvitationIcs } from './spi-calendar';

const NOW = new Date('2026-03-02T08:00:00Z');

describe('the SPI invitation (.ics)', () => {
  const digital = spiInvitationIcs({
    jobId: 'job-1',
    booking: {
      time: '2026-03-10T10:30:00+01:00',
      type: 'DIGITAL',
      meetingLink: 'https://meet.example.se/abc',
      address: null,
      comment: 'Ha legitimation till hands, tack',
    },
    sequence: 0,
    now: NOW,
  });

  it('is one VEVENT request with CRLF line endings, the start in UTC and a stable UID', () => {
    expect(digital.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(digital.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(digital.replace(/\r\n/g, '')).not.toContain('\n');
    expect(digital).toContain('METHOD:REQUEST\r\n');
    expect(digital).toContain('DTSTART:20260310T093000Z\r\n');
    expect(digital).toContain('DTEND:20260310T103000Z\r\n');
    expect(digital).toContain('UID:spi-job-1@granska\r\n');
    expect(digital).toContain('SUMMARY:Säkerhetsprövningsintervju (SPI)\r\n');
    expect(digital).toContain('LOCATION:https://meet.example.se/abc\r\n');
    expect(digital.replace(/\r\n /g, '')).toContain('Ha legitimation till hands\\, tack');
    expect(digital.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('puts the address as the location of a physical interview; a rebooking keeps the UID', () => {
    const physical = spiInvitationIcs({
      jobId: 'job-1',
      booking: {
        time: '2026-03-11T13:00:00Z',
        type: 'PHYSICAL',
        meetingLink: null,
        address: 'Storgatan 1; plan 3, Stockholm',
        comment: null,
      },
      sequence: 1,
      now: NOW,
    });
    expect(physical).toContain('LOCATION:Storgatan 1\\; plan 3\\, Stockholm\r\n');
    expect(physical).toContain('UID:spi-job-1@granska\r\n');
    expect(physical).toContain('SEQUENCE:1\r\n');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = spiInvitationIcs({
      jobId: 'job-2',
      booking: {
        time: '2026-03-11T13:00:00Z',
        type: 'PHYSICAL',
        meetingLink: null,
        address: 'å'.repeat(100),
        comment: null,
      },
      sequence: 0,
      now: NOW,
    });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n å');
  });

  it('cancels with METHOD:CANCEL', () => {
    const cancel = spiInvitationIcs({
      jobId: 'job-1',
      booking: {
        time: '2026-03-11T13:00:00Z',
        type: 'PHYSICAL',
        meetingLink: null,
        address: 'X',
        comment: null,
      },
      sequence: 2,
      now: NOW,
      cancelled: true,
    });
    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain('STATUS:CANCELLED\r\n');
  });
});
