import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAlert, expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  type ApiCall,
  failure,
  initView,
  jobView,
  ok,
  ordererGroups,
  orderView,
  paged,
  portalSession,
  stubMainApi,
} from '../test/background-check-api';
import '../background-check-portal';

const ordersTable = () => screen.findByRole('table', { name: 'Beställningar' });
const rowOf = async (name: string) => {
  const table = await ordersTable();
  return within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
};
const lastQuery = (calls: ApiCall[]) => calls.at(-1)?.query;

const analysing = orderView({
  jobs: [jobView({ deadline: '2026-03-05T09:30:00.000Z', deadlineStatus: 'passed' })],
});
const awaitingConsent = orderView({
  id: 'b2c3d4e5-0000-4000-8000-000000000002',
  service: 'SPECIALIST',
  jobs: [
    jobView({
      id: 'job-2',
      name: 'Bo Berg',
      service: 'SPECIALIST',
      position: null,
      currState: 'PENDING_CONSENT',
      consents: [
        {
          id: 'consent-2',
          consentType: 'JobStart',
          state: 'CsntPendingAnswer',
          createTime: '2026-03-04T10:00:00.000Z',
          time: null,
        },
      ],
      orderDate: '2026-03-04T10:00:00.000Z',
      deadline: null,
      deadlineStatus: null,
    }),
  ],
});
const closeToDeadline = orderView({
  id: 'c3d4e5f6-0000-4000-8000-000000000003',
  jobs: [
    jobView({
      id: 'job-3',
      name: 'Cecilia Ek',
      deadline: '2026-03-06T16:00:00.000Z',
      deadlineStatus: 'close',
      consents: [
        {
          id: 'consent-3',
          consentType: 'JobStart',
          state: 'CsntTimedOut',
          createTime: '2026-03-04T10:00:00.000Z',
          time: '2026-03-11T10:00:00.000Z',
        },
      ],
    }),
  ],
});

describe('background-check orders list', () => {
  it('shows one row per job with the spec’s state and consent labels and the deadline in words', async () => {
    const api = stubMainApi({ 'GET /orders': () => paged([analysing, awaitingConsent, closeToDeadline]) });
    renderRoute('/background-check', { session: portalSession(...ordererGroups) });
    // The list's own heading is the page's one h1 and names the browser tab.
    expect(await screen.findByRole('heading', { level: 1, name: 'Beställningar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Beställningar – Granska'));

    const anna = await rowOf('Anna Andersson');
    expectTexts(anna, [
      'A1B2C3D4',
      'Medarbetare',
      'Ekonomichef',
      'Granskar',
      'Godkänd',
      '2026-03-03',
      // Stockholm time (UTC+1 in March) and, besides the colour, the word.
      '2026-03-05 10:30',
      'Passerad',
    ]);

    const bo = await rowOf('Bo Berg');
    expect(bo.getByText('Inväntar godkännande (granskning)')).toBeInTheDocument();
    expect(bo.getByText('Skickad')).toBeInTheDocument();
    expect(bo.queryByText('Passerad')).not.toBeInTheDocument();
    expect(bo.queryByText('Närmar sig')).not.toBeInTheDocument();

    const cecilia = await rowOf('Cecilia Ek');
    expect(cecilia.getByText('Närmar sig')).toBeInTheDocument();
    expect(cecilia.getByText('Samtycke timeout')).toBeInTheDocument();

    expect(
      within(await ordersTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Beställning',
      'Namn',
      'Tjänst',
      'Befattning',
      'Status',
      'Samtycke',
      'Beställningsdatum',
      'Deadline',
    ]);
    expect(lastQuery(api.callsTo('GET', '/orders'))).toEqual({ page: '0', size: '10' });
  });

  it('opens an order from the person’s name', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /orders': () => paged([analysing]),
      'POST /order/populate': () => ok([analysing]),
      'POST /order/init': () => failure(403, 'FORBIDDEN', 'Åtkomst nekad'),
    });
    const { router } = renderRoute('/background-check', { session: portalSession('BKRecipient') });
    await user.click(await screen.findByRole('link', { name: 'Anna Andersson' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/background-check/orders/${analysing.id}`),
    );
    expect(await screen.findByRole('heading', { name: 'Beställning A1B2C3D4' })).toBeInTheDocument();
  });

  it('opens the order clicked while the search still waits for typing to pause (no bounce back to the list)', async () => {
    stubMainApi({
      'GET /orders': () => paged([analysing]),
      'POST /order/populate': () => ok([analysing]),
      'POST /order/init': () => failure(403, 'FORBIDDEN', 'Åtkomst nekad'),
    });
    const { router } = renderRoute('/background-check', { session: portalSession('BKRecipient') });
    const link = await screen.findByRole('link', { name: 'Anna Andersson' });
    // The user types the name and clicks the row the list already shows; the search's pause (300 ms)
    // ends before the order's page is on screen. Fake timers put that moment there every time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Sök beställningar' }), {
        target: { value: 'Anna' },
      });
      act(() => {
        fireEvent.click(link);
        vi.advanceTimersByTime(1_000);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/background-check/orders/${analysing.id}`),
    );
    expect(await screen.findByRole('heading', { name: 'Beställning A1B2C3D4' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/background-check/orders/${analysing.id}`);
  });

  it('searches after typing stops, filters by state group and service, and pages with the server', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'GET /orders': () => paged([analysing], { total: 25 }) });
    renderRoute('/background-check', { session: portalSession(...ordererGroups) });
    await ordersTable();

    const search = screen.getByRole('searchbox', { name: 'Sök beställningar' });
    expect(search).toHaveAttribute('placeholder', 'Sök på id, namn, befattning eller personnummer');
    await user.type(search, 'anna');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/orders'))).toEqual({ search: 'anna', page: '0', size: '10' }),
    );
    // Debounced: not one request per key press.
    expect(api.callsTo('GET', '/orders').filter((call) => call.query.search !== undefined)).toHaveLength(1);

    const group = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alla', 'Sparade', 'Väntar på samtycke', 'Pågående', 'Klara', 'Avbrutna']);
    await user.selectOptions(group, 'Pågående');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/orders'))).toEqual({
        search: 'anna',
        group: 'ongoing',
        page: '0',
        size: '10',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tjänst' }), 'Specialist');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/orders'))).toEqual({
        search: 'anna',
        group: 'ongoing',
        service: 'SPECIALIST',
        page: '0',
        size: '10',
      }),
    );

    const pager = await screen.findByRole('navigation', { name: 'Sidnavigering' });
    expect(within(pager).getAllByRole('button', { name: /^Sida / })).toHaveLength(3);
    await user.click(within(pager).getByRole('button', { name: 'Sida 3' }));
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/orders'))).toEqual({
        search: 'anna',
        group: 'ongoing',
        service: 'SPECIALIST',
        page: '2',
        size: '10',
      }),
    );
    expect(screen.getByText('25 beställningar')).toBeInTheDocument();
  });

  it('keeps the search and filters when coming back from an order, the search out of the address', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /orders': () => paged([analysing]),
      'POST /order/populate': () => ok([analysing]),
      'POST /order/init': () => ok([initView()]),
    });
    const { router } = renderRoute('/background-check', { session: portalSession(...ordererGroups) });
    await ordersTable();
    await user.type(screen.getByRole('searchbox', { name: 'Sök beställningar' }), '19900101-1239');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tjänst' }), 'Medarbetare');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/orders'))).toEqual({
        search: '19900101-1239',
        service: 'COWORKER',
        page: '0',
        size: '10',
      }),
    );
    expect(router.state.location.search).toBe('?service=COWORKER');

    await user.click(screen.getByRole('link', { name: 'Anna Andersson' }));
    await screen.findByRole('heading', { name: 'Beställning A1B2C3D4' });
    await router.navigate(-1);
    expect(await screen.findByRole('searchbox', { name: 'Sök beställningar' })).toHaveValue('19900101-1239');
    expect(screen.getByRole('combobox', { name: 'Tjänst' })).toHaveValue('COWORKER');
    await ordersTable();
    expect(lastQuery(api.callsTo('GET', '/orders'))).toMatchObject({ search: '19900101-1239' });
  });

  it('with a state group chosen shows only that group’s jobs of an order', async () => {
    const user = userEvent.setup();
    const mixed = orderView({
      jobs: [
        jobView(),
        jobView({ id: 'job-x', name: 'Dora Dahl', currState: 'DECLINED', consents: [], deadline: null }),
      ],
    });
    stubMainApi({ 'GET /orders': () => paged([mixed]) });
    renderRoute('/background-check', { session: portalSession(...ordererGroups) });
    expect(await rowOf('Dora Dahl')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Avbrutna');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Anna Andersson')).not.toBeInTheDocument(),
    );
    expect((await rowOf('Dora Dahl')).getByText('Godkännande nekat')).toBeInTheDocument();
  });

  it('says there are no orders yet and offers a new one to an orderer only', async () => {
    stubMainApi({ 'GET /orders': () => paged([]) });
    const { router } = renderRoute('/background-check', { session: portalSession(...ordererGroups) });
    expect(await screen.findByText('Inga beställningar ännu')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ny beställning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/background-check/new'));
  });

  it('offers no new order to a recipient', async () => {
    stubMainApi({ 'GET /orders': () => paged([]) });
    renderRoute('/background-check', { session: portalSession('BKRecipient') });
    expect(await screen.findByText('Inga beställningar ännu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ny beställning' })).not.toBeInTheDocument();
  });

  it('shows the call’s Swedish message when the list cannot be fetched, never the server’s internals', async () => {
    stubMainApi({
      'GET /orders': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod. Försök igen senare'),
    });
    renderRoute('/background-check', { session: portalSession(...ordererGroups) });
    const alert = await expectAlert('Beställningar kunde inte hämtas');
    expect(alert).not.toHaveTextContent('internt');
  });

  it('asks nothing of the server for a user who may not read orders', async () => {
    const api = stubMainApi({});
    renderRoute('/background-check', { session: portalSession() });
    expect(await screen.findByText(/Du har inte behörighet att se beställningar/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
