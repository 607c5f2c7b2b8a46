import type { BillingReport } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectAlert, expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import { adminSession, customerResult, failure, ok, paged, stubMainApi } from '../test/admin-api';
import '../admin-portal';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const customer = customerResult();

const report = (overrides: Partial<BillingReport> = {}): BillingReport => ({
  customer: { id: customer.id, custNo: 'K1001', custName: 'Exempel AB' },
  period: { startDate: '2026-01-01', endDate: '2026-01-31' },
  discountPercent: 12.5,
  lines: [
    {
      jobId: '5e1f0a2b-0000-4000-8000-000000000001',
      orderId: '9a8b7c6d-0000-4000-8000-000000000001',
      service: 'COWORKER',
      orderDate: '2026-01-09T08:00:00.000Z',
      costCenter: 'Ekonomi',
      invoiceCompany: 'Fakturabolaget AB',
      cost: 12500,
      discount: 1562.5,
      amount: 10937.5,
    },
    {
      jobId: '6f2a1b3c-0000-4000-8000-000000000002',
      orderId: 'ab9c8d7e-0000-4000-8000-000000000002',
      service: 'SCREENING',
      orderDate: '2026-01-20T13:15:00.000Z',
      costCenter: null,
      invoiceCompany: null,
      cost: 949.9,
      discount: 118.74,
      amount: 831.16,
    },
  ],
  totals: { count: 2, cost: 13449.9, discount: 1681.24, amount: 11768.66 },
  currency: 'SEK',
  ...overrides,
});

const chooseCustomer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('combobox', { name: 'Kund' }));
  await user.click(await screen.findByRole('option', { name: 'K1001 – Exempel AB' }));
};

const setDate = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
};

const table = () =>
  screen.findByRole('table', {
    name: 'Faktureringsunderlag för K1001 – Exempel AB, 2026-01-01 – 2026-01-31',
  });

describe('admin billing', () => {
  it('starts at last month, fetches the chosen customer and shows the lines and totals', async () => {
    vi.useFakeTimers({ now: new Date('2026-02-10T09:00:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'POST /billing/customer': () =>
        ok([report({ referenceChecks: { count: 3, orderIds: ['a', 'b', 'c'] } })]),
    });
    renderRoute('/admin/billing', { session: adminSession() });
    expect(await screen.findByText(/Välj en kund och en period/)).toBeInTheDocument();
    expect(screen.getByLabelText('Från och med')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Till och med')).toHaveValue('2026-01-31');
    expect(screen.getByRole('button', { name: 'Visa underlag' })).toBeDisabled();

    await chooseCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Visa underlag' }));

    const lines = within(await table());
    const first = within(lines.getByRole('rowheader', { name: '5E1F0A2B' }).closest('tr') as HTMLElement);
    expectTexts(first, [
      '2026-01-09',
      '9A8B7C6D',
      'Medarbetare',
      'Ekonomi',
      '12 500',
      '1 562,50',
      '10 937,50',
    ]);
    const totals = within(
      lines.getByRole('rowheader', { name: 'Summa (2 ärenden)' }).closest('tr') as HTMLElement,
    );
    expectTexts(totals, ['13 449,90', '1 681,24', '11 768,66']);
    expect(lines.getByRole('columnheader', { name: 'Belopp (SEK)' })).toBeInTheDocument();
    expect(screen.getByText('Rabatt: 12,50 %')).toBeInTheDocument();
    expect(screen.getByText('Referenstagningar arkiverade under perioden: 3')).toBeInTheDocument();
    expect(api.callsTo('POST', '/billing/customer').map((call) => call.body)).toEqual([
      { startDate: '2026-01-01', endDate: '2026-01-31', customerID: customer.id },
    ]);
  });

  it('checks the period before asking, and asks again for another period', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'POST /billing/customer': () =>
        ok([
          report({
            period: { startDate: '2026-03-01', endDate: '2026-03-31' },
            lines: [],
            totals: { count: 0, cost: 0, discount: 0, amount: 0 },
          }),
        ]),
    });
    renderRoute('/admin/billing', { session: adminSession() });
    await chooseCustomer(user);
    await setDate(user, 'Från och med', '2026-03-01');
    await setDate(user, 'Till och med', '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Visa underlag' }));
    expect(await screen.findByText('Slutdatum är före startdatum')).toBeInTheDocument();
    expect(api.callsTo('POST', '/billing/customer')).toHaveLength(0);

    await setDate(user, 'Till och med', '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Visa underlag' }));
    expect(
      await screen.findByText('Inga debiterbara ärenden för K1001 – Exempel AB 2026-03-01 – 2026-03-31.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Slutdatum är före startdatum')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeDisabled();
    expect(api.callsTo('POST', '/billing/customer').map((call) => call.body)).toEqual([
      { startDate: '2026-03-01', endDate: '2026-03-31', customerID: customer.id },
    ]);
  });

  it('shows a loader while fetching, then the call’s message and the server’s reason', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      // The app's queries retry once, so both tries wait for the answer and fail.
      'POST /billing/customer': async () => {
        await answered;
        return failure(404, 'NOT_FOUND', 'Kunden kunde inte hämtas');
      },
    });
    renderRoute('/admin/billing', { session: adminSession() });
    await chooseCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Visa underlag' }));
    expect(await screen.findByLabelText('Hämtar faktureringsunderlaget')).toBeInTheDocument();
    answer();
    await expectAlert('Faktureringsunderlag kunde inte hämtas', 'Kunden kunde inte hämtas');
  });

  it('downloads the report as a semicolon-separated CSV with a byte-order mark', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'POST /billing/customer': () => ok([report()]),
    });
    const files: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:billing';
    });
    const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoute('/admin/billing', { session: adminSession() });
    await chooseCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Visa underlag' }));
    await table();
    await user.click(screen.getByRole('button', { name: 'Ladda ner CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(clicked[0]?.download).toBe('fakturering-K1001-2026-01-01-2026-01-31.csv');
    expect(files[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (files[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Orderdatum;Beställning;Ärende;Tjänst;Kostnadsställe;Faktureringsbolag;Kostnad (SEK);Rabatt (SEK);Belopp (SEK)',
      '2026-01-09;9a8b7c6d-0000-4000-8000-000000000001;5e1f0a2b-0000-4000-8000-000000000001;Medarbetare;Ekonomi;Fakturabolaget AB;12500;1562,50;10937,50',
      '2026-01-20;ab9c8d7e-0000-4000-8000-000000000002;6f2a1b3c-0000-4000-8000-000000000002;Screening;;;949,90;118,74;831,16',
      'Summa (2 ärenden);;;;;;13449,90;1681,24;11768,66',
      '',
    ]);
  });
});
