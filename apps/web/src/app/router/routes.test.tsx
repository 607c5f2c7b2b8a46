import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeIdentityClient, testSession, tokensFor } from '../../test/fake-identity-client';
import { fakeSession, fakeUser, renderRoute } from '../../test/render';

const settle = async (router: { state: { location: { pathname: string } } }, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname));

/** The portal's name in the page's main region (the header's links carry the same words). */
const portalIn = async (title: string) =>
  (await within(await screen.findByRole('main')).findAllByText(title, { exact: true }))[0];

describe('routes and guard', () => {
  it('sends a visitor without a session to login', async () => {
    const { router } = renderRoute('/admin');
    await settle(router, '/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
  });

  it('sends a customer user visiting /admin to its own landing page', async () => {
    const session = fakeSession(fakeUser(['CustomerAdmin', 'ServiceBackgroundCheck'], { custNo: 'K1' }));
    const { router } = renderRoute('/admin', { session });
    await settle(router, '/customer-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundadmin' })).toBeInTheDocument();
  });

  it('sends staff without the Analyst group from /analyst to their landing page', async () => {
    const session = fakeSession(fakeUser(['Coordinator']));
    const { router } = renderRoute('/analyst', { session });
    await settle(router, '/coordinator');
    expect(await portalIn('Koordinator')).toBeInTheDocument();
  });

  it('lets a user with the group in, sub-paths included', async () => {
    const session = fakeSession(fakeUser(['Analyst']));
    const { router } = renderRoute('/analyst/jobs/1', { session });
    expect(await portalIn('Analytiker')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/analyst/jobs/1');
  });

  it('lets any logged-in user see the account page; a user without portal groups lands there', async () => {
    const session = fakeSession(fakeUser([]));
    const { router } = renderRoute('/sak', { session });
    await settle(router, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths, logged in or not', async () => {
    const { router } = renderRoute('/no/such/page');
    await settle(router, '/404');
    expect(await screen.findByText('Sidan kunde inte hittas!')).toBeInTheDocument();
  });

  it('redirects consent/{id} to external/consent/{id} without a session', async () => {
    const { router } = renderRoute('/consent/abc');
    await settle(router, '/external/consent/abc');
    expect(await screen.findByText('Granska')).toBeInTheDocument();
  });

  it.each(['/', '/portal', '/consent'])('redirects %s to login', async (path) => {
    const { router } = renderRoute(path);
    await settle(router, '/login');
  });

  it.each(['/external/anything', '/scs/survey/1', '/spip/x', '/cre/x'])(
    'leaves %s unguarded',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByText('Granska')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each([
    ['/admin', ['UserAdmin'], 'Admin'],
    ['/coordinator', ['SPICoordinator'], 'Koordinator'],
    ['/customer-admin', ['CustomerAdmin'], 'Kundadmin'],
    ['/background-check', ['ServiceBackgroundCheck'], 'Bakgrundskontroller'],
    ['/reference-check', ['ServiceReferenceCheck'], 'Referenstagning'],
    ['/data-collector', ['DataCollector'], 'Inmatningskö'],
    ['/lfd', ['ServiceLfd'], 'LFD'],
    ['/spi', ['SPILeader'], 'SPI'],
    ['/sak', ['ServiceProtectiveSecurity'], 'SÄK'],
  ])('renders %s for %j with its title, and at most one h1', async (path, groups, title) => {
    const { router } = renderRoute(path, { session: fakeSession(fakeUser(groups)) });
    expect(await portalIn(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    // Never two h1: the portal's name above pages with their own heading is a label, not a heading.
    expect(
      within(screen.getByRole('main')).queryAllByRole('heading', { level: 1 }).length,
    ).toBeLessThanOrEqual(1);
  });

  describe('with a session stored in the browser', () => {
    it('waits for the restore, then lets the user stay on the page they opened', async () => {
      const client = fakeIdentityClient();
      let restore: (tokens: ReturnType<typeof tokensFor>) => void = () => {};
      client.restore.mockReturnValue(new Promise((resolve) => (restore = resolve)));
      const { controller } = testSession(client, { stored: true });
      const { router } = renderRoute('/lfd/archived', { sessionStore: controller });
      await waitFor(() => expect(client.restore).toHaveBeenCalled());
      expect(screen.getByLabelText('Laddar…')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/lfd/archived');
      restore(tokensFor({ groups: ['ServiceLfd'] }));
      expect(await portalIn('LFD')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/lfd/archived');
      controller.dispose();
    });

    it('sends the visitor to login when the stored session is invalid', async () => {
      const { controller } = testSession(fakeIdentityClient(), { stored: true });
      const { router } = renderRoute('/lfd', { sessionStore: controller });
      await settle(router, '/login');
      expect(router.state.location.state).toEqual({ from: '/lfd' });
      expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    });
  });
});
