import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIdentityClient, testSession, tokensFor } from '../../test/fake-identity-client';
import { EMAIL, USER_ID } from '../../test/fake-user-pool';
import { IdentityError } from './identity-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('session controller', () => {
  it('does not load the identity client for a visitor without a stored session', async () => {
    const { controller, loadIdentityClient } = testSession();
    await controller.ready;
    expect(controller.getSnapshot()).toMatchObject({ user: null, restoring: false });
    expect(loadIdentityClient).not.toHaveBeenCalled();
  });

  it('restores a stored session into the user of the ID token', async () => {
    const client = fakeIdentityClient();
    client.restore.mockResolvedValue(tokensFor({ groups: ['CustomerAdmin', 'ServiceLfd'], custNo: 'K1001' }));
    const { controller } = testSession(client, { stored: true });
    expect(controller.getSnapshot().restoring).toBe(true);
    await controller.ready;
    expect(controller.getSnapshot().restoring).toBe(false);
    expect(controller.getSnapshot().user).toEqual({
      userId: USER_ID,
      email: EMAIL,
      phone: '+46701234567',
      groups: ['CustomerAdmin', 'ServiceLfd'],
      custNo: 'K1001',
    });
    controller.dispose();
  });

  it('ends restoring with nobody logged in when the stored session is invalid', async () => {
    const client = fakeIdentityClient();
    const { controller } = testSession(client, { stored: true });
    const seen = vi.fn();
    controller.subscribe(seen);
    await controller.ready;
    expect(controller.getSnapshot()).toMatchObject({ user: null, restoring: false });
    expect(seen).toHaveBeenCalled();
  });

  it('forgets a session whose ID token names nobody', async () => {
    const client = fakeIdentityClient();
    client.restore.mockResolvedValue({ idToken: 'x.e30.y', accessToken: 'x.e30.y', clockDrift: 0 });
    const { controller } = testSession(client, { stored: true });
    await controller.ready;
    expect(controller.getSnapshot().user).toBeNull();
    expect(client.signOutLocally).toHaveBeenCalled();
  });

  it('refreshes the tokens a minute before the access token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-06T09:00:00Z') });
    const client = fakeIdentityClient({ expiresIn: 600 });
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    await vi.advanceTimersByTimeAsync(538_000);
    expect(client.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(client.refresh).toHaveBeenCalledTimes(1);
    // The new tokens get their own timer.
    await vi.advanceTimersByTimeAsync(540_000);
    expect(client.refresh).toHaveBeenCalledTimes(2);
    controller.dispose();
  });

  it('gives a fresh token on demand once the access token is about to expire', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-06T09:00:00Z') });
    const client = fakeIdentityClient({ expiresIn: 600 });
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    const first = await controller.getSnapshot().getAccessToken();
    expect(client.refresh).not.toHaveBeenCalled();
    vi.setSystemTime(new Date('2026-01-06T09:09:30Z'));
    const [second, third] = await Promise.all([
      controller.getSnapshot().getAccessToken(),
      controller.getSnapshot().getAccessToken(),
    ]);
    expect(client.refresh).toHaveBeenCalledTimes(1);
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    controller.dispose();
  });

  it('ends the session when the identity provider refuses the refresh token', async () => {
    const client = fakeIdentityClient();
    client.refresh.mockRejectedValue(new IdentityError('NotAuthorizedException'));
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    expect(await controller.getSnapshot().refreshAccessToken()).toBeNull();
    expect(controller.getSnapshot().user).toBeNull();
    expect(await controller.getSnapshot().getAccessToken()).toBeNull();
    expect(client.signOutLocally).toHaveBeenCalled();
  });

  it('keeps the session when the provider cannot be reached', async () => {
    const client = fakeIdentityClient();
    client.refresh.mockRejectedValue(new IdentityError('NetworkError'));
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    expect(await controller.getSnapshot().refreshAccessToken()).toBeNull();
    expect(controller.getSnapshot().user?.email).toBe(EMAIL);
    expect(await controller.getSnapshot().getAccessToken()).toEqual(expect.any(String));
    controller.dispose();
  });

  it('signs out globally, then forgets everything here even when the provider fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = fakeIdentityClient();
    const { controller } = testSession(client);
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    await controller.getSnapshot().signOut();
    expect(client.globalSignOut).toHaveBeenCalledTimes(1);
    expect(client.signOutLocally).toHaveBeenCalled();
    expect(controller.getSnapshot().user).toBeNull();

    client.globalSignOut.mockRejectedValue(new IdentityError('NotAuthorizedException'));
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    await controller.getSnapshot().signOut();
    expect(controller.getSnapshot().user).toBeNull();
  });

  it('passes the challenges through and logs in when they are answered', async () => {
    const client = fakeIdentityClient();
    client.signIn.mockResolvedValue({ kind: 'smsCode', destination: '+*******4567' });
    const { controller } = testSession(client);
    expect(await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!')).toEqual({
      kind: 'smsCode',
      destination: '+*******4567',
    });
    expect(controller.getSnapshot().user).toBeNull();
    expect(await controller.getSnapshot().answerSmsCode('123456', { rememberBrowser: true })).toEqual({
      kind: 'signedIn',
    });
    expect(client.answerSmsCode).toHaveBeenCalledWith('123456', true);
    expect(controller.getSnapshot().user?.userId).toBe(USER_ID);
    controller.dispose();
  });

  it('rejects with the provider’s exception name', async () => {
    const client = fakeIdentityClient();
    client.signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'UserNotFoundException' }));
    const { controller } = testSession(client);
    await expect(controller.getSnapshot().signIn(EMAIL, 'x')).rejects.toMatchObject({
      code: 'UserNotFoundException',
    });
  });

  it('forgets the session when told the API refused it', async () => {
    const { controller, client } = testSession();
    await controller.getSnapshot().signIn(EMAIL, 'Åsa12345!');
    controller.getSnapshot().expire();
    expect(controller.getSnapshot().user).toBeNull();
    expect(client.signOutLocally).toHaveBeenCalled();
  });
});
