import {
  SPI_MESSAGES,
  SPI_REPORT_FINALIZE_ERROR,
  type SpiLeaderJobDetails,
  type SpiLeaderJobListItem,
  type SpiProtocolView,
} from '@granska/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickInDialog, expectAlert, expectTexts } from '../../test/expect-texts';
import { failure, ok, paged, stubMainApi } from '../../test/main-api-stub';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';

const session = () => fakeSession(fakeUser(['SPILeader']));
const policyApproved = () =>
  ok([{ version: '2026-1', approved: true, approvedAt: '2026-03-01T08:00:00.000Z' }]);

const listItem = (overrides: Partial<SpiLeaderJobListItem> = {}): SpiLeaderJobListItem => ({
  id: 'job-1',
  service: 'SECURITY_SCREENING',
  currState: 'ANALYSING',
  customerName: 'Demoföretaget AB',
  personName: 'Sara Samtyckesson',
  maskedSSN: '19850412-XXXX',
  spiType: 'DIGITAL',
  bookedTime: null,
  deadline: '2026-03-20T16:00:00.000Z',
  deadlineStatus: null,
  ...overrides,
});

const details = (overrides: Partial<SpiLeaderJobDetails> = {}): SpiLeaderJobDetails => ({
  ...listItem(),
  ssn: '19850412-0013',
  email: 'sara@kandidat.example',
  phone: '+46701112233',
  spiDate: null,
  booking: null,
  bookings: [],
  report: null,
  ...overrides,
});

const booked = (overrides: Partial<SpiLeaderJobDetails> = {}) =>
  details({
    currState: 'INTERVIEWING',
    bookedTime: '2099-03-10T09:30:00.000Z',
    booking: {
      time: '2099-03-10T09:30:00.000Z',
      type: 'DIGITAL',
      meetingLink: 'https://meet.example.se/abc',
      address: null,
      comment: null,
    },
    bookings: [
      {
        action: 'booked',
        by: 'me',
        at: '2026-03-02T08:00:00.000Z',
        time: '2099-03-10T09:30:00.000Z',
        type: 'DIGITAL',
      },
    ],
    ...overrides,
  });

const unsignedProtocol: SpiProtocolView = {
  fileSha256: 'ab'.repeat(32),
  person: null,
  leader: null,
  linkSentAt: null,
  linkExpiresAt: null,
};

/** A job back with the analyst, its SPI report finalized: the protocol to sign. */
const finalized = (protocol: Partial<SpiProtocolView> = {}) =>
  booked({
    currState: 'ANALYSING',
    report: {
      jobId: 'job-1',
      text: 'Intervjun genomfördes.',
      fileName: 'intervju.pdf',
      fileType: 'application/pdf',
      fileSize: 10,
      finalizedBy: 'me',
      finalizedAt: '2026-03-11T10:00:00.000Z',
      protocol: { ...unsignedProtocol, ...protocol },
    },
  });

describe('the SPI leader’s jobs', () => {
  it('lists the jobs with masked numbers, interview type and booked time, the page in the address', async () => {
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /spi-leaders/jobs': (call) =>
        call.query.page === '1'
          ? paged([listItem({ id: 'job-11', personName: 'Elva Elvasson' })], { page: 1, total: 11 })
          : paged(
              [
                listItem(),
                listItem({ id: 'job-2', personName: 'Bo Berg', bookedTime: '2099-03-10T09:30:00.000Z' }),
              ],
              {
                total: 11,
              },
            ),
    });
    const user = userEvent.setup();
    renderRoute('/spi', { session: session() });
    const table = await screen.findByRole('table', { name: 'Mina SPI-jobb' });
    const first = within(
      within(table).getByRole('rowheader', { name: 'Sara Samtyckesson' }).closest('tr') as HTMLElement,
    );
    expectTexts(first, ['19850412-XXXX', 'Demoföretaget AB', 'Digital', 'Ej bokad', 'Granskar']);
    expect(within(table).getByText('2099-03-10 10:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bo Berg' })).toHaveAttribute('href', '/spi/jobs/job-2');
    expect(api.callsTo('GET', '/spi-leaders/jobs')[0]?.query).toEqual({ page: '0', size: '10' });
    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('rowheader', { name: 'Elva Elvasson' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/spi-leaders/jobs').at(-1)?.query.page).toBe('1');
  });
});

describe('an SPI job', () => {
  it('shows the person in full, books a digital interview and shows the server’s field messages', async () => {
    let attempts = 0;
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /spi-leaders/jobs/job-1': () => ok([details()]),
      'POST /spi-leaders/jobs/job-1/booking': () => {
        attempts += 1;
        return attempts === 1
          ? failure(400, 'BAD_REQUEST', SPI_MESSAGES.meetingLinkRequired, {
              issues: [{ path: 'meetingLink', message: SPI_MESSAGES.meetingLinkRequired }],
            })
          : ok([booked()]);
      },
      'GET /spi-leaders/jobs': () => paged([listItem()]),
    });
    const user = userEvent.setup();
    renderRoute('/spi/jobs/job-1', { session: session() });
    expect(await screen.findByRole('heading', { name: 'Sara Samtyckesson' })).toBeInTheDocument();
    expectTexts(screen, ['19850412-0013', 'sara@kandidat.example']);

    const form = screen.getByRole('form', { name: 'Boka intervju' });
    fireEvent.change(within(form).getByLabelText(/Datum/), { target: { value: '2099-03-10' } });
    fireEvent.change(within(form).getByLabelText(/^Tid/), { target: { value: '10:30' } });
    expect(within(form).getByRole('radio', { name: 'Digital' })).toBeChecked();
    await user.type(within(form).getByLabelText(/Möteslänk/), 'http://x');
    await user.click(within(form).getByRole('button', { name: 'Boka intervju' }));
    expect(await within(form).findAllByText(SPI_MESSAGES.meetingLinkRequired)).not.toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Möteslänk/));
    await user.type(within(form).getByLabelText(/Möteslänk/), 'https://meet.example.se/abc');
    await user.click(within(form).getByRole('button', { name: 'Boka intervju' }));
    expect(await screen.findByText('Intervjun är bokad')).toBeInTheDocument();
    expect(api.callsTo('POST', '/spi-leaders/jobs/job-1/booking').at(-1)?.body).toEqual({
      time: '2099-03-10T09:30:00.000Z',
      type: 'DIGITAL',
      meetingLink: 'https://meet.example.se/abc',
    });
  });

  it('rebooks as physical and cancels after the confirmation', async () => {
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /spi-leaders/jobs/job-1': () => ok([booked()]),
      'POST /spi-leaders/jobs/job-1/booking': () => ok([booked()]),
      'DELETE /spi-leaders/jobs/job-1/booking': () => ok([details()]),
      'GET /spi-leaders/jobs': () => paged([listItem()]),
    });
    const user = userEvent.setup();
    renderRoute('/spi/jobs/job-1', { session: session() });
    const form = await screen.findByRole('form', { name: 'Boka om intervjun' });
    expect(
      within(screen.getByRole('table', { name: 'Bokningslogg' })).getByText('Bokad'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Fysisk' }));
    await user.type(within(form).getByLabelText(/Adress/), 'Storgatan 1, Stockholm');
    await user.click(within(form).getByRole('button', { name: 'Boka om' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/spi-leaders/jobs/job-1/booking').at(-1)?.body).toEqual({
        time: '2099-03-10T09:30:00.000Z',
        type: 'PHYSICAL',
        address: 'Storgatan 1, Stockholm',
      }),
    );
    await clickInDialog(user, 'Intervjun är ombokad', 'Stäng');
    await user.click(within(form).getByRole('button', { name: 'Avboka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka intervjun' });
    await user.click(within(dialog).getByRole('button', { name: 'Avboka' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/spi-leaders/jobs/job-1/booking')).toHaveLength(1));
  });

  it('shows the spec’s message when the report is finalized without the file, and sends the file', async () => {
    let attempts = 0;
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /spi-leaders/jobs/job-1': () => ok([booked()]),
      'POST /spi-leaders/jobs/job-1/spi-report/final': () => {
        attempts += 1;
        return attempts === 1
          ? failure(400, 'BAD_REQUEST', SPI_REPORT_FINALIZE_ERROR, {
              issues: [{ path: 'file', message: SPI_REPORT_FINALIZE_ERROR }],
            })
          : ok([finalized()]);
      },
      'GET /spi-leaders/jobs': () => paged([listItem()]),
    });
    const user = userEvent.setup();
    renderRoute('/spi/jobs/job-1', { session: session() });
    const form = await screen.findByRole('form', { name: 'Färdigställ SPI-rapport' });
    await user.type(within(form).getByLabelText('Intervjurapport'), 'Intervjun genomfördes.');
    await user.click(within(form).getByRole('button', { name: 'Färdigställ rapport' }));
    await expectAlert(SPI_REPORT_FINALIZE_ERROR);
    expect(api.callsTo('POST', '/spi-leaders/jobs/job-1/spi-report/final')[0]?.body).toEqual({
      text: 'Intervjun genomfördes.',
      file: null,
    });

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'intervju.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('button', { name: 'Ta bort vald fil' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Färdigställ rapport' }));
    expect(await screen.findByText(/Bifogad fil: intervju.pdf/)).toBeInTheDocument();
    const sent = api.callsTo('POST', '/spi-leaders/jobs/job-1/spi-report/final')[1]?.body as {
      file: { name: string; type: string; data: string };
    };
    expect(sent.file).toEqual({ name: 'intervju.pdf', type: 'application/pdf', data: btoa('%PDF-1.4') });
  });
});

describe('the protocol’s signatures on the SPI leader’s job page', () => {
  it('waits for both signatures, sends the person the link and signs with BankID', async () => {
    let polls = 0;
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /spi-leaders/jobs/job-1': () => ok([finalized()]),
      'GET /spi-leaders/jobs': () => paged([listItem()]),
      'POST /spi-leaders/jobs/job-1/protocol/link': () =>
        ok([
          finalized({ linkSentAt: '2026-03-12T08:00:00.000Z', linkExpiresAt: '2026-03-26T08:00:00.000Z' }),
        ]),
      'POST /spi-leaders/jobs/job-1/protocol/bankid/sign': () =>
        ok([
          {
            orderRef: 'order-1',
            autoStartUrl: 'https://app.bankid.com/?autostarttoken=token-1&redirect=null',
            qrCode: 'bankid.start-token.0.aa11',
          },
        ]),
      'POST /spi-leaders/jobs/job-1/protocol/bankid/collect': () => {
        polls += 1;
        return ok([
          polls < 2
            ? {
                status: 'pending',
                hintCode: 'outstandingTransaction',
                message: { sv: 'Starta BankID-appen.', en: 'Start your BankID app.' },
                qrCode: 'bankid.start-token.1.bb22',
                job: null,
              }
            : {
                status: 'complete',
                hintCode: null,
                message: null,
                qrCode: null,
                job: finalized({
                  leader: { name: 'Lena Ledare', signedAt: '2026-03-12T09:00:00.000Z' },
                  person: { name: 'Sara Samtyckesson', signedAt: '2026-03-12T08:30:00.000Z' },
                }),
              },
        ]);
      },
    });
    const user = userEvent.setup();
    renderRoute('/spi/jobs/job-1', { session: session() });
    const signatures = await screen.findByRole('list', { name: 'Protokollets signaturer' });
    expect(within(signatures).getByText('Väntar på signering av personen')).toBeInTheDocument();
    expect(within(signatures).getByText('Väntar på signering av SPI-ledaren')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skicka signeringslänk till personen' }));
    expect(
      await screen.findByText(
        'Signeringslänken skickades 2026-03-12 09:00 och gäller till 2026-03-26 09:00.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/spi-leaders/jobs/job-1/protocol/link')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Signera protokollet med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
      'href',
      expect.stringContaining('autostarttoken=token-1'),
    );
    expect(
      await screen.findByText('Signerat av SPI-ledaren Lena Ledare 2026-03-12 10:00', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Signerat av personen Sara Samtyckesson 2026-03-12 09:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signera protokollet med BankID' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/spi-leaders/jobs/job-1/protocol/bankid/sign')[0]?.body).toEqual({
      restart: false,
    });
  });
});
