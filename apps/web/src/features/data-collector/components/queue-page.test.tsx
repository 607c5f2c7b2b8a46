import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import { collectorSession, failure, paged, queueItem, stubMainApi } from '../test/data-collector-api';

const queueTable = () => screen.findByRole('table', { name: 'Att samla in' });
const rowOf = async (linkName: string) => {
  const table = await queueTable();
  return within(within(table).getByRole('link', { name: linkName }).closest('tr') as HTMLElement);
};

const waiting = queueItem({ deadlineStatus: 'passed' });
const started = queueItem({
  id: 'rec-2',
  jobId: 'b2c3d4e5-0000-4000-8000-000000000002',
  status: 'SAVED',
  jobType: 'EXECUTIVE',
  customerName: 'Demoföretaget AB',
  topics: ['debtHistory', 'citizenship'],
  deadline: '2026-03-06T16:00:00.000Z',
  deadlineStatus: 'close',
  dataCollectorEmail: 'inmatare@granska.test',
});
const noDeadline = queueItem({
  id: 'rec-3',
  jobId: 'c3d4e5f6-0000-4000-8000-000000000003',
  deadline: null,
  deadlineStatus: null,
});

describe('the Inmatningskö', () => {
  it('lists each record with its customer, service, topics, status label and deadline in words', async () => {
    const api = stubMainApi({ 'GET /collecteddata/': () => paged([waiting, started, noDeadline]) });
    renderRoute('/data-collector', { session: collectorSession() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Att samla in' })).toBeInTheDocument();
    const first = await rowOf('Öppna uppdrag A1B2C3D4');
    expectTexts(first, [
      'Bygg & Bevakning i Norr AB',
      'Medarbetare',
      'Utbildning',
      'Ej påbörjad',
      // Stockholm time (UTC+1 in March) and, besides the colour, the word.
      '2026-03-05 10:30',
      'Passerad',
    ]);

    const second = await rowOf('Öppna uppdrag B2C3D4E5');
    expectTexts(second, ['Påbörjad', 'Skuldhistorik, Medborgarskap', 'Närmar sig', 'inmatare@granska.test']);

    const third = await rowOf('Öppna uppdrag C3D4E5F6');
    expect(third.queryByText('Passerad')).not.toBeInTheDocument();
    expect(third.queryByText('Närmar sig')).not.toBeInTheDocument();

    expect(
      within(await queueTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Uppdrag', 'Kund', 'Tjänst', 'Att samla in', 'Status', 'Deadline', 'Inmatare']);
    expect(api.callsTo('GET', '/collecteddata/').at(-1)?.query).toEqual({ page: '0', size: '10' });
  });

  it('opens a record from its row', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /collecteddata/': () => paged([waiting]),
      'GET /staff/policy': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod'),
    });
    const { router } = renderRoute('/data-collector', { session: collectorSession() });
    await user.click(await screen.findByRole('link', { name: 'Öppna uppdrag A1B2C3D4' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-collector/rec-1'));
  });

  it('filters by status and pages with the server, keeping both in the address', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'GET /collecteddata/': () => paged([waiting], { total: 25 }) });
    const { router } = renderRoute('/data-collector', { session: collectorSession() });
    expect(await screen.findByText('25 uppdrag')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/collecteddata/').at(-1)?.query).toEqual({ page: '1', size: '10' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Påbörjad');
    await waitFor(() =>
      expect(api.callsTo('GET', '/collecteddata/').at(-1)?.query).toEqual({
        page: '0',
        size: '10',
        status: 'SAVED',
      }),
    );
    expect(router.state.location.search).toBe('?status=SAVED');
  });

  it('says so when there is nothing to collect', async () => {
    stubMainApi({ 'GET /collecteddata/': () => paged([]) });
    renderRoute('/data-collector', { session: collectorSession() });
    expect(
      await screen.findByText('Inmatningskön är tom: det finns inget att samla in just nu.'),
    ).toBeInTheDocument();
  });

  it('shows a failed fetch with the call’s Swedish message', async () => {
    stubMainApi({ 'GET /collecteddata/': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod') });
    renderRoute('/data-collector', { session: collectorSession() });
    // One retry first (the app's query default).
    expect(await screen.findByRole('alert')).toHaveTextContent('Inmatningskön kunde inte hämtas');
  });
});
