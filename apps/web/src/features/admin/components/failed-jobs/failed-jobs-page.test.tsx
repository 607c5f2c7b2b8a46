import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render';
import { adminSession, failure, paged, stubMainApi } from '../../test/admin-api';
import '../../admin-portal';

const webhook = {
  id: 'j-1',
  kind: 'webhook.deliver',
  error: 'Error: 503 from https://hooks.example',
  attempts: 15,
  createdAt: '2026-01-05T08:00:00.000Z',
  failedAt: '2026-01-06T09:30:00.000Z',
};

describe('admin failed background jobs', () => {
  it('lists the work given up with its kind, error and attempts, and pages with the server', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'GET /scheduled-jobs/failed': () => paged([webhook], { total: 12 }) });
    renderRoute('/admin/failed-jobs', { session: adminSession() });
    const row = within(await screen.findByRole('row', { name: /webhook\.deliver/ }));
    expect(row.getByText('Error: 503 from https://hooks.example')).toBeInTheDocument();
    expect(row.getByText('15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Misslyckade jobb' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/scheduled-jobs/failed')[0]?.query).toEqual({
      page: '0',
      size: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/scheduled-jobs/failed').at(-1)?.query).toEqual({
        page: '1',
        size: '10',
      }),
    );
  });

  it('says so when nothing failed, and shows the call’s message when the list cannot be read', async () => {
    stubMainApi({ 'GET /scheduled-jobs/failed': () => paged([]) });
    const { unmount } = renderRoute('/admin/failed-jobs', { session: adminSession() });
    expect(await screen.findByText('Inga misslyckade jobb.')).toBeInTheDocument();
    unmount();

    stubMainApi({
      'GET /scheduled-jobs/failed': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod'),
    });
    renderRoute('/admin/failed-jobs', { session: adminSession() });
    expect(await screen.findByText('Misslyckade bakgrundsjobb kunde inte hämtas')).toBeInTheDocument();
  });
});
