import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import { analystSession, failure, listItem, ok, policyApproved, stubMainApi } from '../test/analyst-api';

const jobsTable = () => screen.findByRole('table', { name: 'Mina jobb' });

describe('Mina jobb', () => {
  it('lists the analyst’s jobs with masked personal numbers, labels and highlighted deadlines', async () => {
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /jobs': () =>
        ok([
          {
            jobs: [
              listItem({ deadlineStatus: 'passed' }),
              listItem({ id: 'job-2', personName: 'Bo Berg', service: 'EXECUTIVE', deadlineStatus: 'close' }),
            ],
            nextToken: null,
          },
        ]),
    });
    renderRoute('/analyst', { session: analystSession() });
    const table = await jobsTable();
    const first = within(
      within(table).getByRole('rowheader', { name: 'Sara Samtyckesson' }).closest('tr') as HTMLElement,
    );
    expectTexts(first, ['19850412-XXXX', 'Medarbetare', 'Granskar', 'Passerad']);
    expect(within(table).getByText('Närmar sig')).toBeInTheDocument();
    expect(within(table).queryByText('19850412-0013')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bo Berg' })).toHaveAttribute('href', '/analyst/jobs/job-2');
    expect(api.calls.find((call) => call.path === '/jobs')?.query).toEqual({ queue: 'mine', pageSize: '10' });
  });

  it('pages by the server’s next token and goes back to pages already seen', async () => {
    const api = stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /jobs': (call) =>
        call.query.nextToken === 'token-2'
          ? ok([{ jobs: [listItem({ id: 'job-11', personName: 'Elva Elvasson' })], nextToken: null }])
          : ok([{ jobs: [listItem()], nextToken: 'token-2' }]),
    });
    const user = userEvent.setup();
    renderRoute('/analyst', { session: analystSession() });
    await jobsTable();
    await user.click(await screen.findByRole('button', { name: /2/ }));
    expect(await screen.findByRole('rowheader', { name: 'Elva Elvasson' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.nextToken).toBe('token-2');
    await user.click(screen.getByRole('button', { name: /1/ }));
    expect(await screen.findByRole('rowheader', { name: 'Sara Samtyckesson' })).toBeInTheDocument();
  });

  it('says when nothing is assigned, and shows the call’s message when the list fails', async () => {
    stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /jobs': () => ok([{ jobs: [], nextToken: null }]),
    });
    const { unmount } = renderRoute('/analyst', { session: analystSession() });
    expect(await screen.findByText('Inga jobb är tilldelade dig just nu.')).toBeInTheDocument();
    unmount();

    stubMainApi({
      'GET /staff/policy': () => policyApproved(),
      'GET /jobs': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod'),
    });
    renderRoute('/analyst', { session: analystSession() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ärenden kunde inte hämtas');
  });
});
