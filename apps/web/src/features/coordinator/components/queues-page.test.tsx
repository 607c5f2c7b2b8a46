import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAlert, expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import { approvedPolicy, failure, listItem, ok, staffSession, stubMainApi } from '../test/coordinator-api';
import '../coordinator-portal';

const counts = () => ok([{ unassigned: 2, ordered: 14, created: 0, mine: 0, archived: 3 }]);
// The portal is a lazy chunk: the first render of a file may take a moment.
const jobsTable = () => screen.findByRole('table', { name: 'Arbetsköer' });

describe('the coordinator’s work queues', () => {
  it('shows the queue’s jobs with masked personal numbers, the analyst and the deadline in words and colour', async () => {
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'GET /jobs/counts': counts,
      'GET /jobs': () =>
        ok([
          {
            jobs: [
              listItem({ deadlineStatus: 'passed' }),
              listItem({
                id: 'b2c3d4e5-0000-4000-8000-000000000002',
                personName: 'Bo Berg',
                maskedSSN: '19850412-XXXX',
                currState: 'PENDING_CONSENT',
                deadline: null,
                analystEmail: 'analytiker@granska.test',
              }),
            ],
            nextToken: null,
          },
        ]),
    });
    renderRoute('/coordinator', { session: staffSession('Coordinator') });
    const table = await jobsTable();
    const anna = within(
      within(table)
        .getByRole('link', { name: /Anna Andersson/ })
        .closest('tr') as HTMLElement,
    );
    expectTexts(anna, ['A1B2C3D4', '19900101-XXXX', 'Granskar', 'Ej tilldelad', 'Passerad']);
    const bo = within(
      within(table)
        .getByRole('link', { name: /Bo Berg/ })
        .closest('tr') as HTMLElement,
    );
    expect(bo.getByText('analytiker@granska.test')).toBeInTheDocument();
    expect(bo.getByText('Inväntar godkännande (granskning)')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: /Ej tilldelade/, selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('14 jobb')).toBeInTheDocument();
    expect(api.callsTo('GET', '/jobs')[0]?.query).toMatchObject({ queue: 'unassigned', pageSize: '10' });
    expect(screen.queryByRole('navigation', { name: 'Sidnavigering' })).not.toBeInTheDocument();
  });

  it('switches queue by tab and searches from the first page', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'GET /jobs/counts': counts,
      'GET /jobs': () => ok([{ jobs: [listItem()], nextToken: null }]),
    });
    renderRoute('/coordinator', { session: staffSession('Coordinator') });
    await jobsTable();
    await user.click(screen.getByRole('tab', { name: /Arkiverade/ }));
    await waitFor(() => expect(api.callsTo('GET', '/jobs').at(-1)?.query.queue).toBe('archived'));
    await user.type(screen.getByRole('searchbox', { name: 'Sök jobb' }), 'a1b2');
    await waitFor(() =>
      expect(api.callsTo('GET', '/jobs').at(-1)?.query).toMatchObject({ queue: 'archived', search: 'a1b2' }),
    );
    expect(api.callsTo('GET', '/jobs').at(-1)?.query.nextToken).toBeUndefined();
  });

  it('shows when each job of the scheduled queue activates, in Stockholm time', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'GET /jobs/counts': counts,
      'GET /jobs': (call) =>
        ok([
          {
            jobs:
              call.query.queue === 'scheduled'
                ? [listItem({ currState: 'SCHEDULED_ORDER', activationTime: '2030-05-02T08:00:00.000Z' })]
                : [listItem()],
            nextToken: null,
          },
        ]),
    });
    renderRoute('/coordinator', { session: staffSession('Coordinator') });
    await jobsTable();
    expect(screen.queryByRole('columnheader', { name: 'Aktiveras' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Schemalagda/ }));
    expect(await screen.findByRole('columnheader', { name: 'Aktiveras' })).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /2030-05-02 10:00/ }));
    expect(row.getByText('Schemalagd')).toBeInTheDocument();
  });

  it('pages forward with the server’s token and back again', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'GET /jobs/counts': counts,
      'GET /jobs': (call) =>
        call.query.nextToken === 'token-2'
          ? ok([
              {
                jobs: [listItem({ id: 'c3d4e5f6-0000-4000-8000-000000000003', personName: 'Cecilia Ek' })],
                nextToken: null,
              },
            ])
          : ok([{ jobs: [listItem()], nextToken: 'token-2' }]),
    });
    renderRoute('/coordinator?queue=ordered', { session: staffSession('Coordinator') });
    await jobsTable();
    const pager = screen.getByRole('navigation', { name: 'Sidnavigering' });
    expect(within(pager).getByRole('button', { name: 'Föregående sida' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Nästa sida' }));
    expect(await screen.findByRole('link', { name: /Cecilia Ek/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/jobs').at(-1)?.query).toMatchObject({
      queue: 'ordered',
      nextToken: 'token-2',
    });
    expect(within(pager).getByText('Sida 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Nästa sida' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Föregående sida' }));
    expect(await screen.findByRole('link', { name: /Anna Andersson/ })).toBeInTheDocument();
  });

  it('says when a queue is empty and shows the server’s refusal', async () => {
    stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'GET /jobs/counts': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod. Försök igen senare'),
      'GET /jobs': (call) =>
        call.query.queue === 'archived'
          ? failure(403, 'FORBIDDEN', 'Du saknar behörighet till denna arbetskö')
          : ok([{ jobs: [], nextToken: null }]),
    });
    const { router } = renderRoute('/coordinator', { session: staffSession('Coordinator') });
    expect(await screen.findByText('Inga jobb i den här kön.')).toBeInTheDocument();
    expect(await screen.findByText('Antalet jobb per kö kunde inte hämtas.')).toBeInTheDocument();
    await router.navigate('/coordinator?queue=archived');
    // A failed query is tried once more before it shows.
    await expectAlert('Ärenden kunde inte hämtas', 'Du saknar behörighet till denna arbetskö');
  });

  it('shows the security policy instead of the queues until it is approved', async () => {
    const user = userEvent.setup();
    let approved = false;
    const api = stubMainApi({
      'GET /staff/policy': () => ok([{ version: '2026-1', approved, approvedAt: null }]),
      'POST /staff/policy/approve': () => {
        approved = true;
        return ok([{ version: '2026-1', approved: true, approvedAt: '2026-03-05T08:00:00.000Z' }]);
      },
      'GET /jobs/counts': counts,
      'GET /jobs': () => ok([{ jobs: [listItem()], nextToken: null }]),
    });
    renderRoute('/coordinator', { session: staffSession('Coordinator') });
    const dialog = await screen.findByRole('dialog', { name: 'Säkerhetspolicy' });
    expect(api.callsTo('GET', '/jobs')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    expect(await jobsTable()).toBeInTheDocument();
    expect(api.callsTo('POST', '/staff/policy/approve')[0]?.body).toEqual({ version: '2026-1' });
  });
});
