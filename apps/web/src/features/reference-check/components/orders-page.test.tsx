import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAlert, expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  bundle,
  draftOrder,
  orderView,
  portalSession,
  type ReferenceApiCall,
  referenceView,
  refFailure,
  refOk,
  refPaged,
  settingsView,
  stubReferenceApi,
} from '../test/reference-check-fixtures';

const ordersTable = () => screen.findByRole('table', { name: 'Beställningar' });
const rowOf = async (position: string) => {
  const table = await ordersTable();
  return within(within(table).getByRole('rowheader', { name: position }).closest('tr') as HTMLElement);
};
const lastBody = (calls: ReferenceApiCall[]) => calls.at(-1)?.body;

const surveying = bundle({
  references: [
    referenceView({ id: 'ref-1', state: 'DONE' }),
    referenceView({ id: 'ref-2', state: 'PENDING' }),
    referenceView({ id: 'ref-3', state: 'DECLINED', shadowed: true }),
  ],
});
const ordered = bundle({
  order: orderView({
    id: 'b2c3d4e5-0000-4000-8000-000000000002',
    state: 'ORDERED',
    position: 'Ekonomichef',
    company: 'Bygg & Co',
    orderDate: '2026-03-05T10:00:00.000Z',
  }),
  references: [],
});

describe('reference-check orders list', () => {
  it('shows the pending group first, with the spec’s labels, the order date and answered references', async () => {
    const api = stubReferenceApi({ '/order/list': () => refPaged([surveying, ordered]) });
    renderRoute('/reference-check', { session: portalSession('RTRecipient') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beställningar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Beställningar – Granska'));
    expect(screen.getByRole('tab', { name: 'Pågående' })).toHaveAttribute('aria-selected', 'true');

    expectTexts(await rowOf('Backend-utvecklare'), [
      'A1B2C3D4',
      'Rekryteramera AB',
      'Referenser granskar',
      '2026-03-02',
      // The replaced (shadowed) referee does not count.
      '1 av 2 besvarade',
    ]);
    expectTexts(await rowOf('Ekonomichef'), [
      'B2C3D4E5',
      'Bygg & Co',
      'Kandidaten granskar',
      '2026-03-05',
      '–',
    ]);
    expect(
      within(await ordersTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Befattning', 'Beställning', 'Bolag', 'Status', 'Beställningsdatum', 'Referenser']);
    expect(lastBody(api.callsTo('/order/list'))).toEqual({ group: 'pending', search: '', page: 0, size: 10 });
    expect(screen.getByText('2 beställningar')).toBeInTheDocument();
  });

  it('switches groups by tab, keeping the group in the address', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/order/list': (call) =>
        refPaged((call.body as { group: string }).group === 'saved' ? [bundle({ order: draftOrder() })] : []),
    });
    const { router } = renderRoute('/reference-check', { session: portalSession('RTOrderer') });
    expect(await screen.findByText('Inga pågående beställningar.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sparade' }));
    expectTexts(await rowOf('Backend-utvecklare'), ['Sparad', 'D7A1F000']);
    expect(router.state.location.search).toBe('?group=saved');
    expect(lastBody(api.callsTo('/order/list'))).toMatchObject({ group: 'saved', page: 0 });

    await user.click(screen.getByRole('tab', { name: 'Klara' }));
    expect(await screen.findByText('Inga klara beställningar.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?group=done');
  });

  it('searches by what is typed (not in the address) from the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/order/list': (call) => {
        const { search, page } = call.body as { search: string; page: number };
        if (search === 'zzz') return refPaged([]);
        return refPaged([surveying], { page, total: 25 });
      },
    });
    const { router } = renderRoute('/reference-check?page=2', { session: portalSession('RTOrderer') });
    await rowOf('Backend-utvecklare');
    expect(lastBody(api.callsTo('/order/list'))).toMatchObject({ page: 1 });

    await user.type(screen.getByRole('searchbox', { name: 'Sök beställningar' }), 'zzz');
    expect(await screen.findByText('Inga beställningar matchar sökningen.')).toBeInTheDocument();
    expect(lastBody(api.callsTo('/order/list'))).toMatchObject({ search: 'zzz', page: 0 });
    expect(router.state.location.search).toBe('');
  });

  it('pages with the pager, the page in the address', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/order/list': (call) =>
        refPaged([surveying], { page: (call.body as { page: number }).page, total: 25 }),
    });
    const { router } = renderRoute('/reference-check', { session: portalSession('RTOrderer') });
    await rowOf('Backend-utvecklare');
    expect(screen.getByText('25 beställningar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sida 3' }));
    await waitFor(() => expect(lastBody(api.callsTo('/order/list'))).toMatchObject({ page: 2 }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows the call’s message when the list cannot be fetched', async () => {
    stubReferenceApi({ '/order/list': () => refFailure(500, '') });
    renderRoute('/reference-check', { session: portalSession('RTOrderer') });
    await expectAlert('Misslyckades att hämta beställningar');
  });

  it('offers the portal’s sections by what the user may do', async () => {
    stubReferenceApi({ '/order/list': () => refPaged([]) });
    renderRoute('/reference-check', {
      session: portalSession('RTOrderer', 'RTQuestionnaireCreator', 'CustomerAdmin'),
    });
    const nav = await screen.findByRole('navigation', { name: 'Referenstagningens sidor' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Beställningar', 'Ny beställning', 'Frågebatterier', 'Inställningar']);
    expect(within(nav).getByRole('link', { name: 'Beställningar' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no sections to a recipient, who only reads orders', async () => {
    stubReferenceApi({ '/order/list': () => refPaged([]) });
    renderRoute('/reference-check', { session: portalSession('RTRecipient') });
    expect(await screen.findByText('Inga pågående beställningar.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Referenstagningens sidor' })).not.toBeInTheDocument();
  });

  it('reads in English for an English reader', async () => {
    stubReferenceApi({ '/order/list': () => refPaged([surveying]) });
    renderRoute('/reference-check', { session: portalSession('RTOrderer'), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Saved',
      'In progress',
      'Done',
    ]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(
      within(table).getByRole('rowheader', { name: 'Backend-utvecklare' }).closest('tr') as HTMLElement,
    );
    expectTexts(row, ['Referees answering', '1 of 2 answered']);
  });

  it('takes a customer admin without a reference-check group to the settings', async () => {
    stubReferenceApi({ '/customer/settings/populate': () => refOk([settingsView()]) });
    const { router } = renderRoute('/reference-check', { session: portalSession('CustomerAdmin') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reference-check/settings'));
  });
});
