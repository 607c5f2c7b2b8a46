import {
  ErrorEnvelope,
  formatDateTime,
  fromStockholm,
  JOB_MESSAGES,
  okEnvelope,
  SPI_MESSAGES,
  SPI_REPORT_FINALIZE_ERROR,
  SpiLeaderJobDetails,
  SpiLeaderJobsPage,
  SpiReportView,
  toStockholm,
} from '@granska/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { pdfPageTexts } from '../../platform/testing/pdf-pages';
import { type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { customers } from '../customers/customers.schema';
import { users } from '../identity/identity.schema';
import { bkJobs } from '../orders/orders.schema';
import { nextWeek, SAMPLE_PDF_BASE64 } from './spi-interviews.audit-samples.test-support';

let testApp: TestApp;
let kit: ReturnType<typeof staffTestKit>;
let leader: Staff;
let otherLeader: Staff;
let analyst: Staff;
let tags = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  kit = staffTestKit(testApp, 'spi');
  leader = await kit.staff(['SPILeader']);
  otherLeader = await kit.staff(['SPILeader']);
  analyst = await kit.staff(['Analyst']);
});
afterAll(() => testApp.close());

const errorOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json());
const detailsOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(SpiLeaderJobDetails).parse(response.json()).result[0] as SpiLeaderJobDetails;
};
const jobRow = async (id: string) =>
  (await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, id)))[0];

/** A job of a customer of its own, led by `by`, with `analyst` as its analyst. */
const ledJob = (currState: 'ANALYSING' | 'INTERVIEWING' | 'PENDING_CONSENT', by: Staff = leader) => {
  tags += 1;
  return insertJobOfItsOwn(testApp, `spi${tags}`, {
    currState,
    spiLeaderId: by.userId,
    staffId: analyst.userId,
  });
};

const book = (id: string, body: unknown, by: Staff = leader) =>
  kit.call('POST', `/spi-leaders/jobs/${id}/booking`, by.token, body);
const finalize = (id: string, body: unknown, by: Staff = leader) =>
  kit.call('POST', `/spi-leaders/jobs/${id}/spi-report/final`, by.token, body);
const digital = () => ({ time: nextWeek(), type: 'DIGITAL', meetingLink: 'https://meet.example.se/abc' });

/** The newest outbox messages of a category, as the outbox page's JSON gives them. */
const outbox = async (category: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/dev/outbox/messages?category=${category}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    channel: string;
    subject: string | null;
    text: string;
    attachments: { filename: string; contentType: string; content: string }[];
  }[];
};

describe('GET /spi-leaders/jobs', () => {
  it('lists only the caller’s jobs at the interview, masked, deadline first', async () => {
    const analysing = await ledJob('ANALYSING');
    const interviewing = await ledJob('INTERVIEWING');
    const waiting = await ledJob('PENDING_CONSENT');
    const others = await ledJob('ANALYSING', otherLeader);
    const response = await kit.call('GET', '/spi-leaders/jobs?page=0&size=100', leader.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = SpiLeaderJobsPage.parse(response.json());
    const ids = page.result.map((job) => job.id);
    expect(ids).toEqual(expect.arrayContaining([analysing, interviewing]));
    expect(ids).not.toContain(waiting);
    expect(ids).not.toContain(others);
    expect(page.paging.total).toBe(page.result.length);
    const listed = page.result.find((job) => job.id === analysing);
    expect(listed?.maskedSSN).toMatch(/^\d{8}-XXXX$/);
    expect(listed?.customerName).toMatch(/^Kund spi\d+ AB$/);
    expect(response.body).not.toContain('person@kandidat.example');
  });

  it('is refused to customers (403) and before the security policy (403)', async () => {
    const customer = await kit.user(['BKOrderer', 'BKRecipient'], 'T-spi1');
    expect((await kit.call('GET', '/spi-leaders/jobs', customer.token)).statusCode).toBe(403);
    const newLeader = await kit.user(['SPILeader']);
    const refused = await kit.call('GET', '/spi-leaders/jobs', newLeader.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(JOB_MESSAGES.policyNotApproved);
  });
});

describe('a job of the SPI leader', () => {
  it('opens for its leader with the whole personal number; another leader gets 404', async () => {
    const id = await ledJob('ANALYSING');
    const opened = detailsOf(await kit.call('GET', `/spi-leaders/jobs/${id}`, leader.token));
    expect(opened.ssn).not.toContain('X');
    expect(opened.email).toBe('person@kandidat.example');
    expect((await kit.call('GET', `/spi-leaders/jobs/${id}`, otherLeader.token)).statusCode).toBe(404);
    expect((await book(id, digital(), otherLeader)).statusCode).toBe(404);
    expect((await finalize(id, { text: 'x' }, otherLeader)).statusCode).toBe(404);
    const customer = await kit.user(['BKOrderer', 'BKRecipient'], 'T-spi1');
    expect((await kit.call('GET', `/spi-leaders/jobs/${id}`, customer.token)).statusCode).toBe(403);
  });
});

describe('booking', () => {
  it.each([
    [
      'a past time',
      { time: '2020-01-01T10:00:00Z', type: 'DIGITAL', meetingLink: 'https://x.se' },
      'time',
      SPI_MESSAGES.timeInPast,
    ],
    ['no time', { type: 'DIGITAL', meetingLink: 'https://x.se' }, 'time', SPI_MESSAGES.timeRequired],
    ['no type', { time: nextWeek() }, 'type', SPI_MESSAGES.typeRequired],
    [
      'a digital one without a link',
      { time: nextWeek(), type: 'DIGITAL' },
      'meetingLink',
      SPI_MESSAGES.meetingLinkRequired,
    ],
    [
      'a digital one with an http link',
      { time: nextWeek(), type: 'DIGITAL', meetingLink: 'http://meet.example.se' },
      'meetingLink',
      SPI_MESSAGES.meetingLinkRequired,
    ],
    [
      'a physical one without an address',
      { time: nextWeek(), type: 'PHYSICAL', address: ' ' },
      'address',
      SPI_MESSAGES.addressRequired,
    ],
  ])('refuses %s (400 on the field)', async (_case, body, field, message) => {
    const id = await ledJob('ANALYSING');
    const response = await book(id, body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.message).toBe(message);
    expect(error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
    expect((await jobRow(id))?.currState).toBe('ANALYSING');
  });

  it('puts the staff deadline two days before the interview, moved back over a weekend to Friday', async () => {
    // The first Monday (then Thursday) at 10:00 Stockholm at least a week ahead.
    const next = (weekday: number) => {
      for (let days = 7; ; days += 1) {
        const { year, month, day } = toStockholm(new Date(Date.now() + days * 24 * 60 * 60_000));
        if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === weekday) {
          return { at: fromStockholm(year, month, day, 10), year, month, day };
        }
      }
    };
    const deadlineDay = (details: SpiLeaderJobDetails) => {
      const { year, month, day, hour } = toStockholm(new Date(details.deadline ?? 0));
      return { date: new Date(Date.UTC(year, month - 1, day)), hour };
    };
    const monday = next(1);
    const onMonday = detailsOf(
      await book(await ledJob('ANALYSING'), { ...digital(), time: monday.at.toISOString() }),
    );
    const fromMonday = deadlineDay(onMonday);
    expect(fromMonday.date.getUTCDay()).toBe(5);
    expect(fromMonday.date.getTime()).toBe(Date.UTC(monday.year, monday.month - 1, monday.day - 3));
    expect(fromMonday.hour).toBe(10);

    const thursday = next(4);
    const onThursday = detailsOf(
      await book(await ledJob('ANALYSING'), { ...digital(), time: thursday.at.toISOString() }),
    );
    expect(deadlineDay(onThursday).date.getTime()).toBe(
      Date.UTC(thursday.year, thursday.month - 1, thursday.day - 2),
    );
  });

  it('books, rebooks and cancels: the state, the log, the deadline and the person’s e-mail with the .ics', async () => {
    const id = await ledJob('ANALYSING');
    const first = digital();
    const booked = detailsOf(await book(id, { ...first, comment: 'Ha legitimation redo' }));
    expect(booked.currState).toBe('INTERVIEWING');
    expect(booked.bookedTime).toBe(new Date(first.time).toISOString());
    expect(booked.booking).toMatchObject({ type: 'DIGITAL', meetingLink: 'https://meet.example.se/abc' });
    // Spec §4: the staff deadline is two working days before a booked SPI.
    expect(new Date(booked.deadline ?? 0).getTime()).toBeLessThan(new Date(first.time).getTime());
    const emails = async (category: string) =>
      (await outbox(category)).filter((message) => message.channel === 'email');
    const [mail] = await emails('spi.booking');
    expect(mail?.subject).toBe('Bokad intervju (SPI)');
    const ics = mail?.attachments[0];
    expect(ics?.filename).toBe('intervju.ics');
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('METHOD:REQUEST\r\n');
    expect(ics?.content).toContain(`UID:spi-${id}@granska\r\n`);
    const startUtc = `${new Date(first.time).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
    expect(ics?.content).toContain(`DTSTART:${startUtc}\r\n`);
    expect(ics?.content).toContain('LOCATION:https://meet.example.se/abc\r\n');
    expect((await outbox('spi.booking')).some((message) => message.channel === 'sms')).toBe(true);

    const later = new Date(Date.now() + 14 * 24 * 60 * 60_000).toISOString();
    const rebooked = detailsOf(
      await book(id, { time: later, type: 'PHYSICAL', address: 'Storgatan 1, Stockholm' }),
    );
    expect(rebooked.currState).toBe('INTERVIEWING');
    expect(rebooked.bookings.map((entry) => entry.action)).toEqual(['booked', 'rebooked']);
    expect((await jobRow(id))?.spiDetails?.date).toBe(new Date(later).toISOString());
    expect(new Date(rebooked.deadline ?? 0).getTime()).toBeGreaterThan(
      new Date(booked.deadline ?? 0).getTime(),
    );
    const [update] = await emails('spi.booking');
    expect(update?.attachments[0]?.content).toContain(`UID:spi-${id}@granska\r\n`);
    expect(update?.attachments[0]?.content).toContain('SEQUENCE:1\r\n');
    expect(update?.attachments[0]?.content).toContain('LOCATION:Storgatan 1\\, Stockholm\r\n');

    const cancelled = detailsOf(await kit.call('DELETE', `/spi-leaders/jobs/${id}/booking`, leader.token));
    expect(cancelled.currState).toBe('ANALYSING');
    expect(cancelled.booking).toBeNull();
    expect(cancelled.bookings.map((entry) => entry.action)).toEqual(['booked', 'rebooked', 'cancelled']);
    const [cancelMail] = await emails('spi.booking-cancelled');
    expect(cancelMail?.attachments[0]?.content).toContain('METHOD:CANCEL\r\n');
    const again = await kit.call('DELETE', `/spi-leaders/jobs/${id}/booking`, leader.token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(SPI_MESSAGES.noBooking);
  });
});

describe('POST /spi-leaders/jobs/{id}/spi-report/final', () => {
  const file = { name: 'intervju.pdf', type: 'application/pdf', data: SAMPLE_PDF_BASE64 };

  it('fails without the interview report file with exactly the spec’s message', async () => {
    const id = await ledJob('INTERVIEWING');
    const response = await finalize(id, { text: 'Intervjun genomfördes.' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(SPI_REPORT_FINALIZE_ERROR);
    expect(SPI_REPORT_FINALIZE_ERROR).toBe(
      'Kunde inte färdigställa rapport, OBS intervjurapport måste bifogas',
    );
    expect((await jobRow(id))?.currState).toBe('INTERVIEWING');
  });

  it('with the file returns the job to the analyst, who reads the report and downloads the file', async () => {
    const id = await ledJob('INTERVIEWING');
    const done = detailsOf(await finalize(id, { text: 'Intervjun genomfördes utan anmärkningar.', file }));
    expect(done.currState).toBe('ANALYSING');
    expect(done.report?.fileName).toBe('intervju.pdf');

    const read = await kit.call('GET', `/jobs/${id}/spi-report`, analyst.token);
    expect(read.statusCode, read.body).toBe(200);
    const report = okEnvelope(SpiReportView.nullable()).parse(read.json()).result[0];
    expect(report?.text).toBe('Intervjun genomfördes utan anmärkningar.');
    const download = await kit.call('GET', `/jobs/${id}/spi-report/file`, analyst.token);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.json().result[0].data).toBe(SAMPLE_PDF_BASE64);

    const again = await finalize(id, { text: 'x', file });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(SPI_MESSAGES.notInterviewing);
  });

  it("is the analyst's report's 'SPI-intervju' section only when the customer's psConfig.spiReporting is on", async () => {
    const id = await ledJob('ANALYSING');
    const booked = digital();
    detailsOf(await book(id, booked));
    detailsOf(await finalize(id, { text: 'Personen svarade öppet på alla frågor.', file }));
    const [job] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, id));
    const setSpiReporting = (spiReporting: boolean) =>
      testApp.database.db
        .update(customers)
        .set({
          data: sql`jsonb_set(${customers.data}, '{psConfig}', ${JSON.stringify({ spiReporting })}::jsonb)`,
        })
        .where(eq(customers.id, job?.customerId as string));
    const reportText = async () => {
      const preview = await kit.call('POST', '/report/preview', analyst.token, { jobId: id });
      expect(preview.statusCode, preview.body).toBe(200);
      return (await pdfPageTexts(Buffer.from(preview.json().result[0].data, 'base64'))).join('\n');
    };

    const [leaderUser] = await testApp.database.db.select().from(users).where(eq(users.id, leader.userId));
    await setSpiReporting(true);
    const withSpi = await reportText();
    for (const expected of [
      'SPI-intervju',
      'Intervjutyp',
      'Digital',
      formatDateTime(booked.time),
      'SPI-ledare',
      leaderUser?.email as string,
      'Personen svarade öppet på alla frågor.',
      'Protokollet signerat av personen',
      'Inte signerat',
    ]) {
      expect(withSpi).toContain(expected);
    }

    await setSpiReporting(false);
    const without = await reportText();
    expect(without).not.toContain('SPI-intervju');
    expect(without).not.toContain('Personen svarade öppet');
  });

  it('refuses a file that is not a document and an empty text', async () => {
    const id = await ledJob('INTERVIEWING');
    const notPdf = await finalize(id, {
      text: 'Text',
      file: { ...file, data: Buffer.from('hej').toString('base64') },
    });
    expect(notPdf.statusCode).toBe(415);
    const noText = await finalize(id, { text: ' ', file });
    expect(noText.statusCode).toBe(400);
    expect(errorOf(noText).message).toBe(SPI_MESSAGES.reportTextRequired);
  });

  it('is answered null to the analyst before any report, and refused to another analyst', async () => {
    const id = await ledJob('ANALYSING');
    const read = await kit.call('GET', `/jobs/${id}/spi-report`, analyst.token);
    expect(okEnvelope(SpiReportView.nullable()).parse(read.json()).result[0]).toBeNull();
    const stranger = await kit.staff(['Analyst']);
    expect((await kit.call('GET', `/jobs/${id}/spi-report`, stranger.token)).statusCode).toBe(403);
  });
});
