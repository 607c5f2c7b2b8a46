import type { OrderView } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clickInDialog, expectTexts } from '../../../test/expect-texts';
import { orderJobView } from '../../../test/job-fixtures';
import { renderRoute } from '../../../test/render';
import {
  card,
  failure,
  MANAGER_GROUPS,
  ok,
  paged,
  psOrderForm,
  psOrderRow,
  sakSession,
  stubMainApi,
} from '../test/sak-fixtures';
import '../sak-portal';

const ORDERER = ['PSOrderer', 'SecurityScreeningOrdererBasic', 'SecurityScreeningOrderer', 'SCOrderer'];
const RECIPIENT = [
  'PSRecipient',
  'SecurityScreeningRecipient',
  'SCRecipient',
  'PSDownloadReport',
  'SecurityScreeningDownloadReport',
];

const placed = (): OrderView => ({
  id: 'order-9',
  customerId: 'cust-1003',
  custNo: '1003',
  service: 'SECURITY_SCREENING_BASIC',
  ordered: true,
  customerOrderer: 'me',
  apiKeyId: null,
  customerRecipients: [],
  recipients: [],
  orderInstruction: null,
  invoiceCompany: null,
  costCenter: null,
  timestamp: '2026-11-20T09:00:00.000Z',
  jobs: [orderJobView({ service: 'SECURITY_SCREENING_BASIC' })],
});

const cardCalls = {
  'GET /protective-security/persons/person-1': () => ok([card()]),
  'GET /protective-security/persons/person-1/renewals': () => ok([]),
  'GET /tags/tag': () => ok([]),
};

describe('ordering for a person card', () => {
  it("sends a basic screening with the customer's options and the card shows it was sent", async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      ...cardCalls,
      'GET /protective-security/order-form': () => ok([psOrderForm()]),
      'POST /protective-security/persons/person-1/orders': () => ok([placed()]),
      'GET /protective-security/orders': () => paged([psOrderRow()], { total: 1 }),
    });
    const { router } = renderRoute('/sak/persons/person-1/order?service=SECURITY_SCREENING_BASIC', {
      session: sakSession(...MANAGER_GROUPS, ...ORDERER, ...RECIPIENT),
    });
    const form = await screen.findByRole('form', { name: 'Beställning' });
    expect(within(form).getByRole('radio', { name: 'Grundutredning bas' })).toBeChecked();
    expectTexts(within(form), [
      'Kontroll av medborgarskap',
      'Rättsliga uppgifter (domstolsregister)',
      'Personen får ett sms och ett e-postmeddelande och godkänner granskningen med BankID.',
    ]);
    expect(within(form).queryByRole('checkbox', { name: 'Verifiera utbildning' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Verifiera tidigare arbetsgivare' }));
    await user.click(within(form).getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sak/persons/person-1'));
    expect(api.callsTo('POST', '/protective-security/persons/person-1/orders')[0]?.body).toEqual({
      service: 'SECURITY_SCREENING_BASIC',
      customerRecipients: [],
      verifyFormerEmployer: true,
    });
    expect(await screen.findByText('Beställningen är skickad.')).toBeInTheDocument();
    const orders = await screen.findByRole('table', { name: 'Beställningar' });
    expectTexts(within(orders), ['Grundutredning bas', 'Inväntar godkännande (granskning)']);
    // The card's orders show the interview and the customer-facing deadline as the orders page does.
    expect(within(orders).getByRole('columnheader', { name: 'Intervju' })).toBeInTheDocument();
    expect(within(orders).getByRole('columnheader', { name: 'Beräknat klart' })).toBeInTheDocument();
  });

  it('schedules a security clearance only with a start time, and shows the server’s field message', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      ...cardCalls,
      'GET /protective-security/order-form': () => ok([psOrderForm()]),
      'POST /protective-security/persons/person-1/orders': () =>
        failure(400, 'ERROR', 'Aktiveringstiden ogiltig', {
          issues: [{ path: 'body.activationTime', message: 'Aktiveringstiden ogiltig' }],
        }),
    });
    renderRoute('/sak/persons/person-1/order?service=SECURITY_CLEARANCE', {
      session: sakSession(...MANAGER_GROUPS, ...ORDERER),
    });
    const form = await screen.findByRole('form', { name: 'Beställning' });
    await user.click(within(form).getByRole('checkbox', { name: 'Schemalägg start' }));
    await user.click(within(form).getByRole('button', { name: 'Schemalägg beställning' }));
    expect(await within(form).findByText('Ange starttid')).toBeInTheDocument();
    expect(api.callsTo('POST', '/protective-security/persons/person-1/orders')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Starttid/), '2020-01-01T08:00');
    await user.click(within(form).getByRole('button', { name: 'Schemalägg beställning' }));
    await waitFor(() =>
      expect(within(form).getAllByText('Aktiveringstiden ogiltig').length).toBeGreaterThan(0),
    );
    expect(api.callsTo('POST', '/protective-security/persons/person-1/orders')[0]?.body).toMatchObject({
      service: 'SECURITY_CLEARANCE',
    });
  });
});

describe('the orders list', () => {
  it('shows the booked interview and the customer-facing deadline, and a dash without a booking', async () => {
    stubMainApi({
      'GET /protective-security/orders': () =>
        paged(
          [
            psOrderRow({
              orderId: 'order-5',
              service: 'SECURITY_SCREENING',
              name: 'Ivar Intervju',
              currState: 'INTERVIEWING',
              // Booked Thursday 10:00; ready the Tuesday after at 17:00 (spec §4, over the weekend and Monday).
              interviewTime: '2026-12-03T09:00:00.000Z',
              deadline: '2026-12-08T16:00:00.000Z',
            }),
            psOrderRow({ orderId: 'order-6', name: 'Utan Bokning', currState: 'ANALYSING' }),
          ],
          { total: 2 },
        ),
    });
    renderRoute('/sak/orders', { session: sakSession(...RECIPIENT) });
    const table = await screen.findByRole('table', { name: 'Beställningar' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Intervju', 'Beräknat klart']));
    const interviewColumn = headers.indexOf('Intervju');
    const deadlineColumn = headers.indexOf('Beräknat klart');
    const cellsOf = (name: string) => {
      const row = within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
      return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    };
    expect(cellsOf('Ivar Intervju')[interviewColumn]).toBe('2026-12-03 10:00');
    expect(cellsOf('Ivar Intervju')[deadlineColumn]).toContain('2026-12-08');
    expect(cellsOf('Utan Bokning')[interviewColumn]).toBe('–');
  });

  it('filters by status in the address and approves a scheduled clearance', async () => {
    const user = userEvent.setup();
    const waiting = psOrderRow({
      orderId: 'order-2',
      service: 'SECURITY_CLEARANCE',
      currState: 'SCHEDULED_ORDER',
      activationTime: '2026-12-01T07:00:00.000Z',
      scheduleApproved: false,
    });
    const api = stubMainApi({
      'GET /protective-security/orders': (call) =>
        call.query.status === 'scheduled'
          ? paged([waiting], { total: 1 })
          : paged([psOrderRow()], { total: 1 }),
      'PUT /protective-security/orders/order-2/schedule-approval': () =>
        ok([{ ...waiting, currState: 'SCHEDULED', scheduleApproved: true }]),
    });
    const { router } = renderRoute('/sak/orders', {
      session: sakSession('SCScheduled', 'SCApproveActivation', ...RECIPIENT),
    });
    expect(await screen.findByRole('table', { name: 'Beställningar' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Schemalagda');
    await waitFor(() => expect(router.state.location.search).toContain('status=scheduled'));
    await user.click(await screen.findByRole('button', { name: 'Godkänn aktivering för Sara Säkerhet' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/protective-security/orders/order-2/schedule-approval')).toHaveLength(1),
    );
  });

  it('cancels a scheduled clearance after confirming', async () => {
    const user = userEvent.setup();
    const waiting = psOrderRow({
      orderId: 'order-3',
      service: 'SECURITY_CLEARANCE',
      currState: 'SCHEDULED_ORDER',
      activationTime: '2026-12-01T07:00:00.000Z',
      scheduleApproved: false,
    });
    const api = stubMainApi({
      'GET /protective-security/orders': () => paged([waiting], { total: 1 }),
      'DELETE /protective-security/orders/order-3/schedule': () => ok([waiting]),
    });
    renderRoute('/sak/orders?status=scheduled', { session: sakSession('SCScheduled', 'SCCancelActivation') });
    await user.click(await screen.findByRole('button', { name: 'Avbryt schemaläggning för Sara Säkerhet' }));
    expect(api.callsTo('DELETE', '/protective-security/orders/order-3/schedule')).toHaveLength(0);
    await clickInDialog(user, 'Avbryta säkerhetsprövningen för Sara Säkerhet?', 'Avbryt schemaläggning');
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/protective-security/orders/order-3/schedule')).toHaveLength(1),
    );
  });

  it('offers the SPI report only with SPIDownloadReport and only once it is finalized', async () => {
    const createObjectURL = vi.fn(() => 'blob:spi');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    const rows = [
      psOrderRow({ currState: 'ANALYSING', spiReportAvailable: true }),
      psOrderRow({ orderId: 'order-4', name: 'Bo Berg', currState: 'INTERVIEWING' }),
    ];
    const api = stubMainApi({
      'GET /protective-security/orders': () => paged(rows, { total: 2 }),
      'POST /protective-security/orders/order-1/spi-report': () =>
        ok([{ jobId: 'job-1', filename: 'spi-rapport-1.pdf', type: 'application/pdf', data: btoa('%PDF') }]),
    });
    renderRoute('/sak/orders', { session: sakSession(...RECIPIENT, 'SPIDownloadReport') });
    await user.click(await screen.findByRole('button', { name: 'Ladda ner SPI-rapport för Sara Säkerhet' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/protective-security/orders/order-1/spi-report')).toHaveLength(1),
    );
    expect(
      screen.queryByRole('button', { name: 'Ladda ner SPI-rapport för Bo Berg' }),
    ).not.toBeInTheDocument();
  });

  it('has no SPI report column without SPIDownloadReport', async () => {
    stubMainApi({
      'GET /protective-security/orders': () =>
        paged([psOrderRow({ currState: 'ANALYSING', spiReportAvailable: true })], { total: 1 }),
    });
    renderRoute('/sak/orders', { session: sakSession(...RECIPIENT) });
    expect(await screen.findByRole('table', { name: 'Beställningar' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'SPI-rapport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /SPI-rapporten/ })).not.toBeInTheDocument();
  });
});
