import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../app/session/identity-client';
import { expectTexts } from '../../test/expect-texts';
import { fakeIdentityClient, testSession } from '../../test/fake-identity-client';
import { EMAIL } from '../../test/fake-user-pool';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';
import './account-page';

const customer = {
  custNo: 'K1001',
  custName: 'Exempel AB',
  custOrgNo: '556677-8899',
  billingAdress: 'Box 1, 111 22 Stockholm',
  access: ['BackgroundCheck'],
};

const answer = (body: unknown, status = 200) => Response.json(body, { status });

/** `fetch` for the main API: the customer call answers with `respond`. */
const stubApi = (respond: () => Response | Promise<Response>) => {
  const fetchFn = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === '/api/account/customer') return respond();
    throw new Error(`unexpected call ${String(input)}`);
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
};

const customerUser = fakeUser(
  ['CustomerAdmin', 'ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererScreen', 'BKRecipient'],
  {
    custNo: 'K1001',
  },
);

const permissionLabels = () => {
  const list = screen.getByRole('list', { name: 'Behörigheter' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);
};

describe('account page', () => {
  it('shows the short id, e-mail and mobile number of the user', async () => {
    stubApi(() => answer({ status: 'OK', message: '', result: [customer] }));
    renderRoute('/account', { session: fakeSession(customerUser) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
    const user = within(screen.getByRole('region', { name: 'Användare' }));
    expectTexts(user, ['6F1C2A9E', 'anna.andersson@example.se', '+46701234567']);
  });

  it('tells a user whose roles open no portal (a Superuser) what the page offers and whom to ask', async () => {
    stubApi(() => answer({ status: 'OK', message: '', result: [customer] }));
    renderRoute('/account', { session: fakeSession(fakeUser(['CustomerSuperuser'], { custNo: 'K1001' })) });
    expect(await screen.findByText('Du har ingen portal')).toBeInTheDocument();
    expect(
      screen.getByText(/be din organisations kundadministratör om den behörigheten/),
    ).toBeInTheDocument();
  });

  it('says nothing of that to a user with a portal', async () => {
    stubApi(() => answer({ status: 'OK', message: '', result: [customer] }));
    renderRoute('/account', { session: fakeSession(customerUser) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
    expect(screen.queryByText('Du har ingen portal')).not.toBeInTheDocument();
  });

  it('fetches the customer with the bearer token, showing a loader meanwhile', async () => {
    let release: () => void = () => {};
    const fetchFn = stubApi(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(answer({ status: 'OK', message: '', result: [customer] }));
        }),
    );
    renderRoute('/account', {
      session: fakeSession(customerUser, { getAccessToken: async () => 'token-1' }),
    });
    expect(await screen.findByLabelText('Hämtar kund…')).toBeInTheDocument();
    release();
    const box = within(await screen.findByRole('region', { name: 'Kund' }));
    expect(await box.findByText('Exempel AB')).toBeInTheDocument();
    expectTexts(box, ['K1001', '556677-8899', 'Box 1, 111 22 Stockholm', 'Organisationsnummer']);
    expect(screen.queryByLabelText('Hämtar kund…')).not.toBeInTheDocument();
    expect(fetchFn.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('shows Kunden kunde inte hämtas when the customer cannot be fetched', async () => {
    stubApi(() => answer({ status: 'ERROR', message: 'Kunden kunde inte hämtas', result: [] }, 404));
    renderRoute('/account', { session: fakeSession(customerUser) });
    const box = within(await screen.findByRole('region', { name: 'Kund' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Kunden kunde inte hämtas');
  });

  it('shows no customer box to a user without a customer', async () => {
    const fetchFn = stubApi(() => answer({ status: 'OK', message: '', result: [] }));
    renderRoute('/account', { session: fakeSession(fakeUser(['Coordinator'])) });
    await screen.findByRole('heading', { level: 1, name: 'Konto' });
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Kund' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Hämtar kund…')).not.toBeInTheDocument();
  });

  it('lists only the user’s groups, nested as in the permission tree, with Swedish labels', async () => {
    stubApi(() => answer({ status: 'OK', message: '', result: [customer] }));
    renderRoute('/account', { session: fakeSession(customerUser) });
    await screen.findByRole('heading', { level: 1, name: 'Konto' });
    expect(permissionLabels()).toEqual([
      'Kundadmin',
      'Bakgrundskontroll',
      'Beställare',
      'Screening',
      'Mottagare',
    ]);
    const orderer = screen.getByRole('button', { name: 'Beställare', expanded: true });
    expect(within(orderer.closest('li') as HTMLElement).getByText('Screening')).toBeInTheDocument();
  });

  it('collapses and expands a group', async () => {
    const user = userEvent.setup();
    stubApi(() => answer({ status: 'OK', message: '', result: [customer] }));
    renderRoute('/account', { session: fakeSession(customerUser) });
    const service = await screen.findByRole('button', { name: 'Bakgrundskontroll', expanded: true });
    await user.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(permissionLabels()).toEqual(['Kundadmin', 'Bakgrundskontroll']);
    await user.click(service);
    expect(permissionLabels()).toContain('Screening');
  });

  it('shows a staff user’s staff groups under their labels, and English labels in English', async () => {
    stubApi(() => answer({ status: 'OK', message: '', result: [] }));
    const session = fakeSession(fakeUser(['SPILeader', 'Coordinator', 'NoSuchGroup']));
    renderRoute('/account', { session });
    await screen.findByRole('heading', { level: 1, name: 'Konto' });
    expect(permissionLabels()).toEqual(['Koordinator', 'SPI - Ledare']);
    await userEvent.setup().click(screen.getByText('English'));
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(
      within(screen.getByRole('list', { name: 'Permissions' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Coordinator', 'SPI - Leader']);
  });

  it('changes the password with the current one and confirms it', async () => {
    const user = userEvent.setup();
    stubApi(() => answer({ status: 'OK', message: '', result: [customer] }));
    const changePassword = vi
      .fn()
      .mockRejectedValueOnce(new IdentityError('NotAuthorizedException'))
      .mockResolvedValueOnce(undefined);
    renderRoute('/account', { session: fakeSession(customerUser, { changePassword }) });
    await user.click(await screen.findByRole('button', { name: 'Byt lösenord' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Byt lösenord' }));
    const save = dialog.getByRole('button', { name: 'Spara lösenord' });
    expect(save).toBeDisabled();
    await user.type(dialog.getByLabelText(/^Nuvarande lösenord/), 'Fel12345!');
    await user.type(dialog.getByLabelText(/^Nytt lösenord/), 'Åsa12345!');
    await user.type(dialog.getByLabelText(/^Upprepa lösenord/), 'Åsa12345!');
    await user.click(save);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Fel email eller lösenord');
    await user.clear(dialog.getByLabelText(/^Nuvarande lösenord/));
    await user.type(dialog.getByLabelText(/^Nuvarande lösenord/), 'Gammal1!');
    await user.click(save);
    expect(changePassword).toHaveBeenLastCalledWith('Gammal1!', 'Åsa12345!');
    expect(await screen.findByRole('dialog', { name: 'Lösenordet är ändrat' })).toBeInTheDocument();
  });

  it('ends a session the main API refuses even after a refresh, and goes to login', async () => {
    const client = fakeIdentityClient({ groups: ['CustomerAdmin'], custNo: 'K1001' });
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    const fetchFn = stubApi(() => answer({ status: 'ERROR', message: 'Unauthorized' }, 401));
    const { router, queryClient } = renderRoute('/account', { sessionStore: controller });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(client.refresh).toHaveBeenCalledTimes(1);
    expect(client.signOutLocally).toHaveBeenCalled();
    expect(controller.getSnapshot().user).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
