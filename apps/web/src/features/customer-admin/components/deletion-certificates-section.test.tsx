import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';
import { fakeSession, fakeUser, renderRoute } from '../../../test/render';
import '../customer-admin-portal';

const customer = {
  custNo: 'K1001',
  custName: 'Exempel AB',
  custOrgNo: '556677-8899',
  billingAdress: 'Box 1, 111 22 Stockholm',
  access: ['BackgroundCheck'],
};

const certificate = {
  id: 'cert-1',
  jobId: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderId: 'o-1',
  service: 'COWORKER',
  policy: 'DELETE',
  retentionMonths: 6,
  finishedAt: '2025-03-15T10:00:00.000Z',
  deletedAt: '2025-09-16T02:00:00.000Z',
  deleted: [
    { category: 'personData', count: 1 },
    { category: 'reportFiles', count: 2 },
  ],
};

const open = () =>
  renderRoute('/customer-admin/deletion-certificates', {
    session: fakeSession(fakeUser(['CustomerAdmin'], { custNo: 'K1001' })),
  });

describe('customer admin: deletion certificates', () => {
  it('lists the certificates with what was deleted and under which policy, paged by the server, and downloads one', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /account/customer': () => ok([customer]),
      'GET /deletion-certificates': () => paged([certificate], { total: 11 }),
      'GET /deletion-certificates/cert-1': () =>
        new Response(new Blob(['%PDF-1.4']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="raderingsintyg-a1b2c3d4.pdf"',
          },
        }),
    });
    open();
    const table = within(await screen.findByRole('table', { name: 'Raderingsintyg' }));
    const row = within(table.getByRole('row', { name: /A1B2C3D4|a1b2c3d4/i }));
    expect(row.getByText('Medarbetare')).toBeInTheDocument();
    expect(row.getByText('Radera (6 månader)')).toBeInTheDocument();
    expect(row.getByText('Rapportfiler (PDF): 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raderingsintyg' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/deletion-certificates')[0]?.query).toEqual({ page: '0', size: '10' });

    const createObjectURL = vi.fn(() => 'blob:certificate');
    // jsdom has no object URLs; the browser's download is the anchor's click.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(row.getByRole('button', { name: /Ladda ner raderingsintyg för ärende/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');

    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/deletion-certificates').at(-1)?.query).toEqual({ page: '1', size: '10' }),
    );
  });

  it('says so when nothing was deleted yet, and shows the call’s message when the list cannot be read', async () => {
    stubMainApi({
      'GET /account/customer': () => ok([customer]),
      'GET /deletion-certificates': () => paged([]),
    });
    const { unmount } = open();
    expect(await screen.findByText('Inga ärenden har raderats ännu.')).toBeInTheDocument();
    unmount();

    stubMainApi({
      'GET /account/customer': () => ok([customer]),
      'GET /deletion-certificates': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod'),
    });
    open();
    expect(await screen.findByText('Raderingsintygen kunde inte hämtas')).toBeInTheDocument();
  });
});
