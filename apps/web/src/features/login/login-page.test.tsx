import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../app/session/identity-client';
import { fakeIdentityClient, testSession } from '../../test/fake-identity-client';
import { EMAIL } from '../../test/fake-user-pool';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';
// Loaded up front, so the route's lazy import does not eat the first test's waiting time.
import './login-page';

const setup = (path = '/login', client = fakeIdentityClient()) => {
  const { controller } = testSession(client);
  const rendered = renderRoute(path, { sessionStore: controller });
  return { ...rendered, client, controller, user: userEvent.setup() };
};

const settle = async (router: { state: { location: { pathname: string } } }, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname));

const fillIn = async (user: ReturnType<typeof userEvent.setup>, email: string, password: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'E-post' }), email);
  await user.type(screen.getByLabelText(/^Lösenord/), password);
};

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('login page', () => {
  it("shows the product name, and the card's title Logga in as the page's one h1", async () => {
    renderRoute('/login');
    expect(await screen.findByText('Granska')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Logga in',
    ]);
  });

  it('has the e-mail field focused, and Tab reaches the show-password button', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    const email = await screen.findByRole('textbox', { name: 'E-post' });
    await waitFor(() => expect(email).toHaveFocus());
    await user.tab();
    expect(screen.getByLabelText(/^Lösenord/)).toHaveFocus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Visa eller dölj lösenordet' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to English and back', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByText('Svenska'));
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('granska.language')).toBe('sv');
  });

  it('logs in with Enter and goes to the landing page of the user’s groups', async () => {
    const { user, client, router } = setup('/login', fakeIdentityClient({ groups: ['ServiceLfd'] }));
    await fillIn(user, EMAIL, 'Åsa12345!{Enter}');
    await settle(router, '/lfd');
    expect(client.signIn).toHaveBeenCalledWith(EMAIL, 'Åsa12345!');
    // The LFD portal, its title above its pages' own headings.
    expect(await screen.findByText('Du har inte behörighet att se LFD-kontroller.')).toBeInTheDocument();
  });

  it('shows the button as loading while the identity provider answers', async () => {
    const client = fakeIdentityClient();
    let answer: (value: never) => void = () => {};
    client.signIn.mockReturnValue(new Promise((_resolve, reject) => (answer = reject)));
    const { user } = setup('/login', client);
    await fillIn(user, EMAIL, 'Åsa12345!');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logga in' })).toHaveAttribute('data-loading'),
    );
    answer(new IdentityError('NotAuthorizedException') as never);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fel email eller lösenord');
    expect(screen.getByRole('button', { name: 'Logga in' })).not.toHaveAttribute('data-loading');
  });

  it.each([
    ['UserNotFoundException', 'Användaren existerar inte'],
    ['NotAuthorizedException', 'Fel email eller lösenord'],
    ['TooManyRequestsException', 'För många försök. Försök igen senare'],
    ['InternalErrorException', 'Inloggning misslyckades'],
    ['NetworkError', 'Inloggning misslyckades'],
  ])('shows %s as “%s” and stays on the login page', async (code, text) => {
    const client = fakeIdentityClient();
    client.signIn.mockRejectedValue(new IdentityError(code));
    const { user, router } = setup('/login', client);
    await fillIn(user, EMAIL, 'fel{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says why the log-in failed in English in the English interface', async () => {
    const client = fakeIdentityClient();
    client.signIn.mockRejectedValue(new IdentityError('NotAuthorizedException'));
    const { user } = setup('/login', client);
    await user.click(await screen.findByText('English'));
    await screen.findByRole('heading', { name: 'Log in' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.type(screen.getByLabelText(/^Password/), 'fel{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('asks for e-mail and password before asking the identity provider', async () => {
    const { user, client } = setup();
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ange e-post och lösenord');
    expect(client.signIn).not.toHaveBeenCalled();
  });

  it('asks for the SMS code, refuses a wrong one and remembers the browser when ticked', async () => {
    const client = fakeIdentityClient({ groups: ['Analyst'] });
    client.signIn.mockResolvedValue({ kind: 'smsCode', destination: '+*******4567' });
    client.answerSmsCode.mockRejectedValueOnce(new IdentityError('CodeMismatchException'));
    const { user, router } = setup('/login', client);
    await fillIn(user, EMAIL, 'Åsa12345!{Enter}');

    const sms = within(await dialog('Verifiera SMS-kod'));
    expect(sms.getByText(/\+\*+4567/)).toBeInTheDocument();
    const submit = sms.getByRole('button', { name: 'Verifiera' });
    expect(submit).toBeDisabled();
    await user.type(sms.getByRole('textbox', { name: 'SMS-kod' }), '000000{Enter}');
    expect(await sms.findByRole('alert')).toHaveTextContent('Fel SMSkod');
    expect(client.answerSmsCode).toHaveBeenLastCalledWith('000000', false);

    await user.clear(sms.getByRole('textbox', { name: 'SMS-kod' }));
    await user.type(sms.getByRole('textbox', { name: 'SMS-kod' }), '123456');
    await user.click(sms.getByRole('checkbox', { name: /Kom ihåg den här webbläsaren/ }));
    await user.click(submit);
    await settle(router, '/analyst');
    expect(client.answerSmsCode).toHaveBeenLastCalledWith('123456', true);
  });

  it('drops the log-in when the SMS dialog is cancelled', async () => {
    const client = fakeIdentityClient();
    client.signIn.mockResolvedValue({ kind: 'smsCode', destination: null });
    const { user, router } = setup('/login', client);
    await fillIn(user, EMAIL, 'Åsa12345!{Enter}');
    await user.click(within(await dialog('Verifiera SMS-kod')).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.cancelSignIn).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('makes a first-time user choose a password by the rules of spec §5', async () => {
    const client = fakeIdentityClient({ groups: ['CustomerAdmin'] });
    client.signIn.mockResolvedValue({ kind: 'newPassword' });
    const { user, router } = setup('/login', client);
    await fillIn(user, EMAIL, 'Temp1234!{Enter}');

    const create = within(await dialog('Skapa nytt lösenord'));
    await user.type(create.getByLabelText(/^Nytt lösenord/), 'kort');
    await user.type(create.getByLabelText(/^Upprepa lösenord/), 'kort');
    await user.click(create.getByRole('button', { name: 'Spara lösenord' }));
    expect(create.getByRole('alert')).toHaveTextContent('Ogiltigt lösenord');
    expect(create.getByRole('alert')).toHaveTextContent(/8 till 99 tecken/);
    expect(client.completeNewPassword).not.toHaveBeenCalled();

    await user.clear(create.getByLabelText(/^Nytt lösenord/));
    await user.clear(create.getByLabelText(/^Upprepa lösenord/));
    await user.type(create.getByLabelText(/^Nytt lösenord/), 'Åsa12345!');
    await user.type(create.getByLabelText(/^Upprepa lösenord/), 'Åsa12345?');
    await user.click(create.getByRole('button', { name: 'Spara lösenord' }));
    expect(create.getByRole('alert')).toHaveTextContent('Lösenorden matchade inte');

    await user.clear(create.getByLabelText(/^Upprepa lösenord/));
    await user.type(create.getByLabelText(/^Upprepa lösenord/), 'Åsa12345!{Enter}');
    await settle(router, '/customer-admin');
    expect(client.completeNewPassword).toHaveBeenCalledWith('Åsa12345!');
  });

  it('resets a forgotten password with the e-mailed code and confirms the change', async () => {
    const client = fakeIdentityClient();
    client.confirmForgotPassword.mockRejectedValueOnce(new IdentityError('CodeMismatchException'));
    const { user } = setup('/login', client);
    await user.type(await screen.findByRole('textbox', { name: 'E-post' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Glömt lösenord?' }));

    const request = within(await dialog('Glömt lösenord'));
    expect(request.getByRole('textbox', { name: 'E-post' })).toHaveValue(EMAIL);
    await user.click(request.getByRole('button', { name: 'Skicka kod' }));
    expect(client.forgotPassword).toHaveBeenCalledWith(EMAIL);

    const reset = within(await dialog('Återställ lösenord'));
    expect(reset.getByText(/a\*\*\*@e\*\*\*/)).toBeInTheDocument();
    const save = reset.getByRole('button', { name: 'Spara lösenord' });
    expect(save).toBeDisabled();
    await user.type(reset.getByRole('textbox', { name: 'Verifieringskod' }), '111111');
    await user.type(reset.getByLabelText(/^Nytt lösenord/), 'Åsa12345!');
    await user.type(reset.getByLabelText(/^Upprepa lösenord/), 'Åsa12345!');
    await user.click(save);
    expect(await reset.findByRole('alert')).toHaveTextContent('Fel SMSkod');

    await user.clear(reset.getByRole('textbox', { name: 'Verifieringskod' }));
    await user.type(reset.getByRole('textbox', { name: 'Verifieringskod' }), '654321');
    await user.click(save);
    expect(client.confirmForgotPassword).toHaveBeenLastCalledWith(EMAIL, '654321', 'Åsa12345!');
    const done = await dialog('Lösenordet är ändrat');
    expect(done).toHaveTextContent('Du kan nu logga in med ditt nya lösenord.');
    await user.click(within(done).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports an unknown e-mail when a reset is asked for', async () => {
    const client = fakeIdentityClient();
    client.forgotPassword.mockRejectedValue(new IdentityError('UserNotFoundException'));
    const { user } = setup('/login', client);
    await user.click(await screen.findByRole('button', { name: 'Glömt lösenord?' }));
    const request = within(await dialog('Glömt lösenord'));
    await user.type(request.getByRole('textbox', { name: 'E-post' }), 'okand@example.se{Enter}');
    expect(await request.findByRole('alert')).toHaveTextContent('Användaren existerar inte');
  });

  it('sends a logged-in visitor to the landing page', async () => {
    const { router } = renderRoute('/login', { session: fakeSession(fakeUser(['SPILeader'])) });
    await settle(router, '/spi');
  });

  it('sends the user back to the page they tried to open', async () => {
    const { user, router } = setup('/account?tab=1', fakeIdentityClient({ groups: ['ServiceLfd'] }));
    await settle(router, '/login');
    await fillIn(user, EMAIL, 'Åsa12345!{Enter}');
    await settle(router, '/account');
    expect(router.state.location.search).toBe('?tab=1');
  });

  it('starts loading the identity client as soon as the page opens', async () => {
    const { controller } = testSession();
    const prepare = vi.spyOn(controller.getSnapshot(), 'prepare');
    renderRoute('/login', { sessionStore: controller });
    await screen.findByRole('heading', { name: 'Logga in' });
    expect(prepare).toHaveBeenCalled();
  });
});
