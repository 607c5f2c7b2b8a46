import { USERS_PAGE_SIZE, type UserView, VALIDATION_MESSAGES } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clickInDialog, expectAlert, expectTexts } from '../../test/expect-texts';
import { mergedLocale } from '../../test/locales';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';
import './customer-admin-portal';

const ME = '6f1c2a9e-0000-4000-8000-000000000001';

const customer = {
  custNo: 'K1001',
  custName: 'Exempel AB',
  custOrgNo: '556677-8899',
  billingAdress: 'Box 1, 111 22 Stockholm',
  access: ['BackgroundCheck', 'ReferenceCheck'],
};

const groupsOf = (...names: string[]) => names.map((name) => ({ userGroupId: name, description: name }));

const userView = (email: string, overrides: Partial<UserView> = {}): UserView => ({
  userId: `id-${email.split('@')[0]}`,
  userEmail: email,
  userPhonenumber: '+46701112233',
  custNo: 'K1001',
  costCenter: 'CC1',
  userGroups: [],
  userStatus: 'CONFIRMED',
  userEnabled: true,
  userCreated: '2026-01-01T00:00:00.000Z',
  userUpdated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const admin = userView('anna.andersson@example.se', {
  userId: ME,
  userGroups: groupsOf('CustomerAdmin', 'ServiceBackgroundCheck', 'BKOrderer'),
});
const orderer = userView('bo.berg@example.se', {
  userGroups: groupsOf('ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererCoworker', 'BKRecipient'),
});
const invited = userView('cecilia@example.se', {
  userStatus: 'FORCE_CHANGE_PASSWORD',
  costCenter: undefined,
});
const disabled = userView('david@example.se', { userEnabled: false, userPhonenumber: undefined });

const ok = (result: unknown[], extra: object = {}) =>
  Response.json({ status: 'OK', message: 'OK', result, ...extra });
const refused = (message: string, status = 403) =>
  Response.json({ status: 'FORBIDDEN', message, result: [] }, { status });

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * The main API as the customer admin's server answers it: GET /users pages the given users (the
 * server has already limited them to the caller's customer); `answer` may override any call.
 */
const stubApi = (
  users: UserView[],
  answer: (call: Call) => Response | undefined | Promise<Response | undefined> = () => undefined,
) => {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const given = await answer(call);
    if (given) return given;
    const key = `${call.method} ${call.path}`;
    const byId = (body: unknown) => users.find((user) => user.userId === (body as { userId: string }).userId);
    switch (key) {
      case 'GET /account/customer':
        return ok([customer]);
      case 'GET /users': {
        const page = Number(call.query.get('page') ?? 0);
        const size = Number(call.query.get('size') ?? USERS_PAGE_SIZE);
        const search = call.query.get('search') ?? '';
        const matching = users.filter((user) => user.userEmail.includes(search));
        return ok(matching.slice(page * size, (page + 1) * size), {
          paging: { page, size, total: matching.length },
        });
      }
      case 'POST /user/populate':
        return ok([byId(call.body)]);
      case 'POST /user': {
        const body = call.body as { userId?: string; userEmail?: string };
        const saved = body.userId ? byId(body) : userView(body.userEmail ?? '');
        return ok([{ ...saved, userStatus: body.userId ? saved?.userStatus : 'FORCE_CHANGE_PASSWORD' }]);
      }
      case 'POST /user/reset':
      case 'POST /user/delete':
        return ok([]);
      default:
        throw new Error(`unexpected call ${key}`);
    }
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
};

const customerAdmin = fakeUser(['CustomerAdmin', 'ServiceBackgroundCheck', 'BKOrderer'], { custNo: 'K1001' });
const open = () => renderRoute('/customer-admin', { session: fakeSession(customerAdmin) });

const usersTable = async () => within(await screen.findByRole('table', { name: 'Användare' }));
const rowOf = async (email: string) => {
  const table = await usersTable();
  const row = table.getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};
const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('customer admin portal', () => {
  it('lists the customer’s users with their status and permissions', async () => {
    const calls = stubApi([admin, orderer, invited, disabled]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundadmin' })).toBeInTheDocument();
    const table = await usersTable();
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'E-post',
      'Mobil',
      'Kostnadsställe',
      'Status',
      'Behörigheter',
      'Åtgärder',
    ]);
    const bo = await rowOf('bo.berg@example.se');
    expectTexts(bo, ['+46701112233', 'CC1', 'Aktiv', 'Bakgrundskontroll']);
    expect(
      (await rowOf('anna.andersson@example.se')).getByText('Kundadmin, Bakgrundskontroll'),
    ).toBeInTheDocument();
    expect((await rowOf('cecilia@example.se')).getByText('Väntar på första inloggning')).toBeInTheDocument();
    expect((await rowOf('david@example.se')).getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.getByText('4 användare')).toBeInTheDocument();
    expect(await screen.findByText('Exempel AB (K1001)')).toBeInTheDocument();
    // The server limits the list to the caller's customer: the page asks for no other.
    const list = callsTo(calls, 'GET', '/users')[0];
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ page: '0', size: '10' });
  });

  it('shows a loader while the list is on its way', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi([orderer], async (call) => {
      if (call.path === '/users') await held;
      return undefined;
    });
    open();
    expect(await screen.findByLabelText('Hämtar användare…')).toBeInTheDocument();
    release();
    await rowOf('bo.berg@example.se');
    expect(screen.queryByLabelText('Hämtar användare…')).not.toBeInTheDocument();
  });

  it('pages through the server’s pages and searches by e-mail', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      userView(`user${String(index).padStart(2, '0')}@example.se`),
    );
    const calls = stubApi(many);
    open();
    await rowOf('user00@example.se');
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await rowOf('user10@example.se');
    expect(screen.queryByText('user00@example.se')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/users').at(-1)?.query.get('page')).toBe('1');
    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), 'user03');
    // The search is sent once typing pauses, from the first page.
    await waitFor(() => expect(callsTo(calls, 'GET', '/users').at(-1)?.query.get('search')).toBe('user03'));
    expect(callsTo(calls, 'GET', '/users').at(-1)?.query.get('page')).toBe('0');
    await waitFor(() => expect(screen.queryByText('user00@example.se')).not.toBeInTheDocument());
    await rowOf('user03@example.se');
    await user.clear(screen.getByRole('searchbox', { name: 'Sök användare' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), 'nobody');
    expect(await screen.findByText('Inga användare matchar sökningen.')).toBeInTheDocument();
  });

  it('says so when the customer has no users, and shows the call’s message when the list fails', async () => {
    stubApi([]);
    const { unmount } = open();
    expect(await screen.findByText('Kunden har inga användare ännu.')).toBeInTheDocument();
    unmount();
    stubApi([], (call) => (call.path === '/users' ? refused('Något', 500) : undefined));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Användarna kunde inte hämtas');
  });

  it('invites a user with a subset of the customer’s permissions', async () => {
    const user = userEvent.setup();
    const calls = stubApi([admin]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Bjud in användare' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bjud in användare' }));
    const permissions = within(await dialog.findByRole('group', { name: 'Behörigheter' }));
    await user.type(dialog.getByRole('textbox', { name: 'E-post' }), 'eva.ek@example.se');
    await user.type(dialog.getByRole('textbox', { name: 'Mobilnummer' }), '0701234567');
    await user.type(dialog.getByRole('textbox', { name: 'Kostnadsställe' }), 'CC9');
    const service = within(permissions.getByRole('group', { name: 'Bakgrundskontroll' }));
    await user.click(service.getByRole('checkbox', { name: 'Beställare' }));
    await user.click(
      within(service.getByRole('group', { name: 'Beställare' })).getByRole('checkbox', { name: 'Chef' }),
    );
    await user.click(
      within(permissions.getByRole('group', { name: 'Referenstagning' })).getByRole('checkbox', {
        name: 'Mottagare',
      }),
    );

    await user.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(dialog.getByText('Telefonnummer ogiltigt')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/user')).toHaveLength(0);
    await user.clear(dialog.getByRole('textbox', { name: 'Mobilnummer' }));
    await user.type(dialog.getByRole('textbox', { name: 'Mobilnummer' }), '+46701234567');
    await user.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));

    expect(
      await screen.findByText(
        'En inbjudan med ett tillfälligt lösenord har skickats till eva.ek@example.se.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Klart!' })).toBeInTheDocument();
    const [save] = callsTo(calls, 'POST', '/user');
    expect(save?.body).toEqual({
      userEmail: 'eva.ek@example.se',
      userPhonenumber: '+46701234567',
      costCenter: 'CC9',
      groups: [
        'ServiceBackgroundCheck',
        'BKOrderer',
        'BKOrdererScreen',
        'ScreeningExtraServices',
        'BKOrdererCoworker',
        'BKOrdererSpecialist',
        'ServiceReferenceCheck',
        'RTRecipient',
      ],
    });
    // The list is fetched again after the save.
    await waitFor(() => expect(callsTo(calls, 'GET', '/users')).toHaveLength(2));
  });

  it('offers only the customer’s branches, never staff groups', async () => {
    const user = userEvent.setup();
    stubApi([admin]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Bjud in användare' }));
    const permissions = within(await screen.findByRole('group', { name: 'Behörigheter' }));
    const topLevel = ['Kundadmin', 'Superuser', 'Bakgrundskontroll', 'Referenstagning'];
    for (const name of topLevel) expect(permissions.getByRole('checkbox', { name })).toBeInTheDocument();
    for (const name of ['LFD', 'SÄK', 'Grundutredning', 'USÄK', 'Admin', 'Koordinator', 'Analytiker']) {
      expect(permissions.queryByRole('checkbox', { name })).not.toBeInTheDocument();
    }
  });

  it('shows the call’s message and the server’s reason when an invitation is refused', async () => {
    const user = userEvent.setup();
    const reason = 'Behörigheten LFD ingår inte i kundens tjänster';
    stubApi([admin], (call) =>
      call.method === 'POST' && call.path === '/user' ? refused(reason) : undefined,
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Bjud in användare' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bjud in användare' }));
    await dialog.findByRole('group', { name: 'Behörigheter' });
    await user.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(dialog.getByText('E-postadress saknas')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'E-post' }), 'eva.ek@example.se');
    await user.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Kontot kunde inte skapas');
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole('dialog', { name: 'Bjud in användare' })).toBeInTheDocument();
  });

  it('edits a user’s permissions, starting from the server’s copy', async () => {
    const user = userEvent.setup();
    const calls = stubApi([admin, orderer]);
    open();
    await user.click(
      (await rowOf('bo.berg@example.se')).getByRole('button', { name: 'Redigera bo.berg@example.se' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera användare' }));
    const permissions = within(await dialog.findByRole('group', { name: 'Behörigheter' }));
    expect(callsTo(calls, 'POST', '/user/populate')[0]?.body).toEqual({ userId: orderer.userId });
    expect(dialog.getByRole('textbox', { name: 'E-post' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveValue('bo.berg@example.se');
    const service = within(permissions.getByRole('group', { name: 'Bakgrundskontroll' }));
    expect(service.getByRole('checkbox', { name: 'Beställare' })).toBePartiallyChecked();
    expect(service.getByRole('checkbox', { name: 'Mottagare' })).toBeChecked();
    await user.click(service.getByRole('checkbox', { name: 'Mottagare' }));
    await user.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ändringarna för bo.berg@example.se har sparats.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/user')[0]?.body).toEqual({
      userId: orderer.userId,
      userPhonenumber: '+46701112233',
      costCenter: 'CC1',
      groups: ['ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererCoworker'],
    });
  });

  it('asks before deleting, and deletes only on Radera', async () => {
    const user = userEvent.setup();
    const calls = stubApi([admin, orderer]);
    open();
    const row = await rowOf('bo.berg@example.se');
    await user.click(row.getByRole('button', { name: 'Radera bo.berg@example.se' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Radera användare' }));
    expect(
      dialog.getByText('Vill du radera bo.berg@example.se? Det går inte att ångra.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Radera användare' })).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'POST', '/user/delete')).toHaveLength(0);

    await user.click(row.getByRole('button', { name: 'Radera bo.berg@example.se' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Radera användare' }));
    await user.click(dialog.getByRole('button', { name: 'Radera' }));
    expect(await screen.findByText('bo.berg@example.se är raderad.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/user/delete')[0]?.body).toEqual({ userId: orderer.userId });
  });

  it('resets a password after confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubApi([admin, orderer]);
    open();
    await user.click(
      (await rowOf('bo.berg@example.se')).getByRole('button', {
        name: 'Återställ lösenord för bo.berg@example.se',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Återställ lösenord' }));
    await user.click(dialog.getByRole('button', { name: 'Bekräfta' }));
    expect(
      await screen.findByText('Ett nytt tillfälligt lösenord har skickats till bo.berg@example.se.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/user/reset')[0]?.body).toEqual({ userId: orderer.userId });
  });

  it('disables after confirmation and enables at once; never offers to disable or delete oneself', async () => {
    const user = userEvent.setup();
    const calls = stubApi([admin, orderer, disabled]);
    open();
    const self = await rowOf('anna.andersson@example.se');
    expect(self.getByRole('button', { name: 'Radera anna.andersson@example.se' })).toBeDisabled();
    expect(self.getByRole('button', { name: 'Inaktivera anna.andersson@example.se' })).toBeDisabled();

    await user.click(
      (await rowOf('bo.berg@example.se')).getByRole('button', { name: 'Inaktivera bo.berg@example.se' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Inaktivera användare' }));
    await user.click(dialog.getByRole('button', { name: 'Inaktivera' }));
    expect(await screen.findByText('bo.berg@example.se är inaktiverad.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/user')[0]?.body).toEqual({ userId: orderer.userId, userEnabled: false });

    await user.click(
      (await rowOf('david@example.se')).getByRole('button', { name: 'Aktivera david@example.se' }),
    );
    expect(await screen.findByText('david@example.se är aktiverad.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/user')[1]?.body).toEqual({ userId: disabled.userId, userEnabled: true });
  });

  it('shows a refused action’s message and reason on the page', async () => {
    const user = userEvent.setup();
    stubApi([admin, orderer], (call) =>
      call.path === '/user/delete' ? refused('Du kan bara hantera användare hos din egen kund') : undefined,
    );
    open();
    await user.click(
      (await rowOf('bo.berg@example.se')).getByRole('button', { name: 'Radera bo.berg@example.se' }),
    );
    await clickInDialog(user, 'Radera användare', 'Radera');
    await expectAlert('Kontot kunde inte raderas', 'Du kan bara hantera användare hos din egen kund');
  });

  it('uses the spec’s Swedish text for an invalid phone number', () => {
    const sv = mergedLocale('sv') as { customerAdmin: { form: { errors: { phoneInvalid: string } } } };
    expect(sv.customerAdmin.form.errors.phoneInvalid).toBe(VALIDATION_MESSAGES.phoneInvalid);
  });
});
