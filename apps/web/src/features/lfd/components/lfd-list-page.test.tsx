import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import { ALL_LFD_GROUPS, failure, lfdRow, lfdSession, paged, stubMainApi } from '../test/lfd-fixtures';
import '../lfd-portal';

const rowOf = async (tableName: string, name: string) => {
  const table = await screen.findByRole('table', { name: tableName });
  return within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
};

describe('LFD lists', () => {
  it('shows the current checks with sequence number, state label, order date and deadline', async () => {
    stubMainApi({
      'GET /order/lfd': () =>
        paged([
          lfdRow(),
          lfdRow({
            orderId: 'b-2',
            jobId: 'job-2',
            name: 'Bo Berg',
            currState: 'PENDING_CONSENT',
            deadline: null,
          }),
        ]),
    });
    renderRoute('/lfd', { session: lfdSession(...ALL_LFD_GROUPS) });
    expectTexts(await rowOf('Aktuella LFD-kontroller', 'Anna Andersson'), [
      '1',
      'Granskar',
      '2026-03-02',
      '2026-04-02 11:00',
    ]);
    expectTexts(await rowOf('Aktuella LFD-kontroller', 'Bo Berg'), ['Inväntar godkännande (granskning)']);
    // Every list the groups allow, and the order form.
    const nav = screen.getByRole('navigation', { name: 'LFD' });
    for (const name of ['Aktuella', 'Arkiverade', 'Schemalagda', 'Ny LFD-kontroll']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('searches and pages through the server', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /order/lfd': (call) =>
        call.query.search === 'anna'
          ? paged([lfdRow()], { total: 1 })
          : paged([lfdRow()], { page: Number(call.query.page ?? 0), total: 25 }),
    });
    renderRoute('/lfd', { session: lfdSession('LfdOrderer') });
    await rowOf('Aktuella LFD-kontroller', 'Anna Andersson');
    expect(screen.getByText('25 kontroller')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() => expect(api.callsTo('GET', '/order/lfd').at(-1)?.query.page).toBe('1'));
    await user.type(screen.getByRole('searchbox', { name: 'Sök LFD-kontroller' }), 'anna');
    await waitFor(() => expect(api.callsTo('GET', '/order/lfd').at(-1)?.query.search).toBe('anna'));
    expect(api.callsTo('GET', '/order/lfd').at(-1)?.query.page).toBe('0');
    expect(await screen.findByText('1 kontroll')).toBeInTheDocument();
  });

  it('tells an empty list apart from a failed one', async () => {
    stubMainApi({ 'GET /order/lfdscheduled': () => paged([]) });
    renderRoute('/lfd/scheduled', { session: lfdSession('LfdScheduled') });
    expect(await screen.findByText(/Inga schemalagda uppföljningar/)).toBeInTheDocument();

    stubMainApi({
      'GET /order/lfdarchived': () => failure(500, 'ERROR', 'Arkiverade LFD-beställningar kunde inte hämtas'),
    });
    renderRoute('/lfd/archived', { session: lfdSession('LfdArchived') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Arkiverade LFD-beställningar kunde inte hämtas',
    );
  });

  it('offers only what the groups allow: an archive reader lands on the archived list', async () => {
    const api = stubMainApi({ 'GET /order/lfdarchived': () => paged([lfdRow({ currState: 'ARCHIVED' })]) });
    const { router } = renderRoute('/lfd', { session: lfdSession('LfdArchived') });
    expectTexts(await rowOf('Arkiverade LFD-kontroller', 'Anna Andersson'), ['Arkiverad']);
    expect(router.state.location.pathname).toBe('/lfd/archived');
    expect(screen.queryByRole('navigation', { name: 'LFD' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ny LFD-kontroll' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/order/lfd')).toHaveLength(0);
  });
});
