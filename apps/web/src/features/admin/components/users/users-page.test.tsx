import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickInDialog, expectTexts } from '../../../../test/expect-texts';
import { renderRoute } from '../../../../test/render';
import {
  type ApiCall,
  adminSession,
  customerResult,
  failure,
  ok,
  paged,
  stubMainApi,
  userView,
} from '../../test/admin-api';
import '../../admin-portal';

const anna = userView({
  userId: 'u-2',
  userEmail: 'anna.admin@granska.test',
  userPhonenumber: undefined,
  custNo: undefined,
  userGroups: [{ userGroupId: 'Coordinator', description: 'Koordinator' }],
  userStatus: 'FORCE_CHANGE_PASSWORD',
});
const kalle = userView();
const customers = [
  customerResult(),
  customerResult({
    id: 'b2-2',
    custNo: 'K2002',
    custName: 'Trygg Region',
    access: ['ProtectiveSecurity'],
  }),
];

const usersTable = () => screen.findByRole('table', { name: /^Användare, sida/ });
const rowOf = async (email: string) => {
  const table = await usersTable();
  return within(within(table).getByRole('rowheader', { name: email }).closest('tr') as HTMLElement);
};
const lastQuery = (calls: ApiCall[]) => calls.at(-1)?.query;

describe('admin users', () => {
  it('lists the users with Swedish group labels and status, asking for the first page of 10', async () => {
    const api = stubMainApi({ 'GET /users': () => paged([kalle, anna]) });
    renderRoute('/admin', { session: adminSession() });
    const table = await usersTable();
    expect(within(table).getByRole('rowheader', { name: 'kalle.kund@exempel.se' })).toBeInTheDocument();
    const annaRow = await rowOf('anna.admin@granska.test');
    expectTexts(annaRow, ['Koordinator', 'Inaktiv', 'Måste byta lösenord']);
    const kalleRow = await rowOf('kalle.kund@exempel.se');
    expectTexts(kalleRow, ['Kundadmin', 'Aktiv', 'K1001']);
    expect(lastQuery(api.callsTo('GET', '/users'))).toEqual({ page: '0', size: '10' });
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Sidnavigering' })).not.toBeInTheDocument();
  });

  it('searches by e-mail, filters by role and pages with the server, keeping the other two', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'GET /users': () => paged([kalle], { total: 25 }) });
    renderRoute('/admin', { session: adminSession() });
    await usersTable();
    await user.type(screen.getByLabelText('Sök e-post'), 'kalle');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/users'))).toEqual({ search: 'kalle', page: '0', size: '10' }),
    );
    await user.selectOptions(screen.getByLabelText('Roll'), 'Kundadmin');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/users'))).toEqual({
        role: 'CustomerAdmin',
        search: 'kalle',
        page: '0',
        size: '10',
      }),
    );
    const pager = await screen.findByRole('navigation', { name: 'Sidnavigering' });
    expect(within(pager).getAllByRole('button', { name: /^Sida / })).toHaveLength(3);
    await user.click(within(pager).getByRole('button', { name: 'Sida 2' }));
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/users'))).toEqual({
        role: 'CustomerAdmin',
        search: 'kalle',
        page: '1',
        size: '10',
      }),
    );
  });

  it('offers the role filter with every group under its Swedish label', async () => {
    stubMainApi({ 'GET /users': () => paged([]) });
    renderRoute('/admin', { session: adminSession() });
    const role = await screen.findByLabelText('Roll');
    const labels = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.slice(0, 7)).toEqual([
      'Alla roller',
      'Admin',
      'Koordinator',
      'Analytiker',
      'SPI - Koordinator',
      'SPI - Ledare',
      'Inmatare',
    ]);
    expect(labels).toContain('Säkerhetschef');
  });

  it('says so when no user matches, and shows the call’s message when the list fails', async () => {
    let answer: () => Response | Record<string, unknown> = () => paged([]);
    stubMainApi({ 'GET /users': () => answer() });
    renderRoute('/admin', { session: adminSession() });
    expect(await screen.findByText('Inga användare hittades.')).toBeInTheDocument();
    answer = () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod. Försök igen senare');
    await userEvent.setup().type(screen.getByLabelText('Sök e-post'), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Användarna kunde inte hämtas');
    expect(screen.getByRole('alert')).not.toHaveTextContent('internt');
  });

  it('creates a customer admin: checks the phone number, offers the customer’s permissions, confirms', async () => {
    const user = userEvent.setup();
    const created = userView({ userId: 'u-9', userEmail: 'ny.admin@exempel.se' });
    const api = stubMainApi({
      'GET /users': () => paged([]),
      'GET /customers': () => paged(customers, { size: 100 }),
      'POST /user': () => ok([created]),
    });
    renderRoute('/admin', { session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Ny användare' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ny användare' }));
    // Staff groups until a customer is chosen.
    expect(dialog.getByRole('checkbox', { name: 'Koordinator' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^E-post/), 'ny.admin@exempel.se');
    await user.type(dialog.getByLabelText(/^Mobilnummer/), '0701234567');
    await user.click(dialog.getByRole('combobox', { name: 'Kund' }));
    await user.click(await screen.findByRole('option', { name: 'K1001 – Exempel AB' }));
    const groups = within(dialog.getByRole('group', { name: 'Grupper' }));
    expect(groups.queryByRole('checkbox', { name: 'Koordinator' })).not.toBeInTheDocument();
    expect(groups.getByRole('checkbox', { name: 'Bakgrundskontroll' })).toBeInTheDocument();
    expect(groups.queryByRole('checkbox', { name: 'SÄK' })).not.toBeInTheDocument();
    await user.click(groups.getByRole('checkbox', { name: 'Kundadmin' }));
    await user.type(dialog.getByLabelText('Kostnadsställe'), 'Ekonomi');
    await user.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await dialog.findByText('Telefonnummer ogiltigt')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user')).toHaveLength(0);
    await user.clear(dialog.getByLabelText(/^Mobilnummer/));
    await user.type(dialog.getByLabelText(/^Mobilnummer/), '+46 70-123 45 67');
    await user.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('dialog', { name: 'Kontot är skapat' })).toHaveTextContent(
      'Ett tillfälligt lösenord har skickats till ny.admin@exempel.se.',
    );
    expect(api.callsTo('POST', '/user').map((call) => call.body)).toEqual([
      {
        userEmail: 'ny.admin@exempel.se',
        userPhonenumber: '+46701234567',
        custNo: 'K1001',
        costCenter: 'Ekonomi',
        groups: ['CustomerAdmin'],
        userEnabled: true,
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Ny användare' })).not.toBeInTheDocument();
  });

  it('keeps the form open with the call’s and the server’s message when the save is refused', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /users': () => paged([]),
      'GET /customers': () => paged(customers, { size: 100 }),
      'POST /user': () => failure(409, 'CONFLICT', 'Det finns redan en användare med den e-postadressen'),
    });
    renderRoute('/admin', { session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Ny användare' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ny användare' }));
    await user.type(dialog.getByLabelText(/^E-post/), 'finns@exempel.se');
    await user.click(dialog.getByRole('checkbox', { name: 'Analytiker' }));
    await user.click(dialog.getByRole('button', { name: 'Spara' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Kontot kunde inte skapas');
    expect(alert).toHaveTextContent('Det finns redan en användare med den e-postadressen');
    expect(dialog.getByLabelText(/^E-post/)).toHaveValue('finns@exempel.se');
  });

  it('edits a staff user from the server’s copy: groups and the active switch', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /users': () => paged([anna]),
      'GET /customers': () => paged(customers, { size: 100 }),
      'POST /user/populate': () => ok([anna]),
      'POST /user': () => ok([{ ...anna, userEnabled: false }]),
    });
    renderRoute('/admin', { session: adminSession() });
    await user.click((await rowOf('anna.admin@granska.test')).getByRole('button', { name: 'Redigera' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera användare' }));
    expect(await dialog.findByRole('checkbox', { name: 'Koordinator' })).toBeChecked();
    expect(dialog.getByLabelText(/^E-post/)).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Analytiker' }));
    await user.click(dialog.getByRole('switch', { name: 'Aktiv' }));
    await user.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('dialog', { name: 'Användaren är sparad' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/populate').map((call) => call.body)).toEqual([{ userId: 'u-2' }]);
    expect(api.callsTo('POST', '/user').map((call) => call.body)).toEqual([
      {
        userId: 'u-2',
        userPhonenumber: null,
        custNo: null,
        costCenter: null,
        groups: ['Coordinator', 'Analyst'],
        userEnabled: false,
      },
    ]);
  });

  it('deletes a user only after the danger dialog’s Radera', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /users': () => paged([kalle, anna]),
      'POST /user/delete': () => ok([]),
    });
    renderRoute('/admin', { session: adminSession() });
    await user.click((await rowOf('kalle.kund@exempel.se')).getByRole('button', { name: 'Radera' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Radera användare' }));
    expect(dialog.getByText(/kalle\.kund@exempel\.se/)).toBeInTheDocument();
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['Radera', 'Avbryt']);
    await user.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/user/delete')).toHaveLength(0);

    await user.click((await rowOf('kalle.kund@exempel.se')).getByRole('button', { name: 'Radera' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Radera användare' }));
    await user.click(dialog.getByRole('button', { name: 'Radera' }));
    expect(await screen.findByRole('dialog', { name: 'Användaren är raderad' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/delete').map((call) => call.body)).toEqual([{ userId: 'u-1' }]);
    // The list is asked again.
    await waitFor(() => expect(api.callsTo('GET', '/users').length).toBeGreaterThan(1));
  });

  it('resets a password after Bekräfta, and shows a refused reset’s message', async () => {
    const user = userEvent.setup();
    let resetAnswer: () => Response | Record<string, unknown> = () => ok([]);
    const api = stubMainApi({
      'GET /users': () => paged([kalle]),
      'POST /user/reset': () => resetAnswer(),
    });
    renderRoute('/admin', { session: adminSession() });
    await user.click(
      (await rowOf('kalle.kund@exempel.se')).getByRole('button', { name: 'Återställ lösenord' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Återställ lösenord' }));
    await user.click(dialog.getByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByRole('dialog', { name: 'Lösenordet är återställt' })).toHaveTextContent(
      'kalle.kund@exempel.se',
    );
    expect(api.callsTo('POST', '/user/reset').map((call) => call.body)).toEqual([{ userId: 'u-1' }]);

    resetAnswer = () => failure(404, 'NOT_FOUND', 'Användaren finns inte');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      (await rowOf('kalle.kund@exempel.se')).getByRole('button', { name: 'Återställ lösenord' }),
    );
    await clickInDialog(user, 'Återställ lösenord', 'Bekräfta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Lösenordet kunde inte återställas');
  });

  it('disables after confirming and enables at once', async () => {
    const user = userEvent.setup();
    const disabled = userView({ userId: 'u-3', userEmail: 'av.stangd@exempel.se', userEnabled: false });
    const api = stubMainApi({
      'GET /users': () => paged([kalle, disabled]),
      'POST /user': ({ body }) =>
        ok([{ ...kalle, userEnabled: (body as { userEnabled: boolean }).userEnabled }]),
    });
    renderRoute('/admin', { session: adminSession() });
    await user.click((await rowOf('kalle.kund@exempel.se')).getByRole('button', { name: 'Inaktivera' }));
    await clickInDialog(user, 'Inaktivera konto', 'Bekräfta');
    expect(await screen.findByRole('dialog', { name: 'Kontot är inaktiverat' })).toBeInTheDocument();
    await user.click((await rowOf('av.stangd@exempel.se')).getByRole('button', { name: 'Aktivera' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/user').map((call) => call.body)).toEqual([
        { userId: 'u-1', userEnabled: false },
        { userId: 'u-3', userEnabled: true },
      ]),
    );
  });
});
