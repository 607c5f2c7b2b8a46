import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeIdentityClient, testSession } from '../../test/fake-identity-client';
import { EMAIL } from '../../test/fake-user-pool';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';
// Loaded up front, so the route's lazy import does not eat the first test's waiting time.
import './app-layout';

describe('header', () => {
  it('shows the e-mail, the version and the portal links of the user’s groups in spec order', async () => {
    const session = fakeSession(fakeUser(['Analyst', 'UserAdmin', 'SPICoordinator', 'ServiceLfd']));
    renderRoute('/admin', { session });
    const nav = await screen.findByRole('navigation', { name: 'Portaler' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin', 'Koordinator', 'Analytiker', 'LFD']);
    expect(within(nav).getByRole('link', { name: 'Koordinator' })).toHaveAttribute('href', '/coordinator');
    expect(screen.getByText('anna.andersson@example.se')).toBeInTheDocument();
    expect(screen.getByText('Version 3.82.0')).toBeInTheDocument();
  });

  it('shows no portal links to a user without portal groups', async () => {
    renderRoute('/account', { session: fakeSession(fakeUser(['CustomerSuperuser'])) });
    const nav = await screen.findByRole('navigation', { name: 'Portaler' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });

  it('opens Konto from the user menu', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/admin', { session: fakeSession(fakeUser(['UserAdmin'])) });
    await user.click(await screen.findByRole('button', { name: /användarmeny/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('opens the user menu from the keyboard with nothing in it but its items', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/admin', { session: fakeSession(fakeUser(['UserAdmin'])) });
    (await screen.findByRole('button', { name: /användarmeny/i })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // A menu's children are menu items only (a focus placeholder inside was an axe-core finding).
    expect([...menu.children].map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
    // The first item has the focus (the WAI-ARIA menu pattern); the arrows move between the items.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Konto' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logga ut' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Konto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('logs out of the identity provider everywhere, forgets the session’s data, then shows login', async () => {
    const user = userEvent.setup();
    const client = fakeIdentityClient({ groups: ['UserAdmin'] });
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    const { router, queryClient } = renderRoute('/admin', { sessionStore: controller });
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    queryClient.setQueryData(['customer'], { custNo: 'K1' });
    await user.click(screen.getByRole('button', { name: /användarmeny/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(client.globalSignOut).toHaveBeenCalledTimes(1);
    expect(client.signOutLocally).toHaveBeenCalled();
    expect(router.state.location.state).toBeNull();
    expect(queryClient.getQueryData(['customer'])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
  });

  it('switches language, remembers it and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderRoute('/admin', { session: fakeSession(fakeUser(['UserAdmin', 'Coordinator'])) });
    await screen.findByRole('navigation', { name: 'Portaler' });
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('navigation', { name: 'Portals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coordinator' })).toBeInTheDocument();
    expect(window.localStorage.getItem('granska.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is not shown on the login page', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
