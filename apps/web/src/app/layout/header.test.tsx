import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';

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
    await user.click(await screen.findByRole('button', { name: 'Användarmeny' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('logs out, forgets the session’s data and then goes to login', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    const { router, queryClient } = renderRoute('/admin', {
      session: fakeSession(fakeUser(['UserAdmin']), { signOut }),
    });
    queryClient.setQueryData(['customer'], { custNo: 'K1' });
    await user.click(await screen.findByRole('button', { name: 'Användarmeny' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryData(['customer'])).toBeUndefined();
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
