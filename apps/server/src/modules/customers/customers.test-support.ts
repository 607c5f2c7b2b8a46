import type { TestApp } from '../../platform/testing/test-app';
import { openSession } from '../identity/identity-provider.service';
import { createUser } from '../identity/user-admin.service';

/** A real user of the built-in identity provider and an access token for it, as a log-in would give. */
export const accessTokenFor = async (
  testApp: TestApp,
  user: { email: string; custNo: string | null; groups?: string[] },
): Promise<{ token: string; userId: string }> => {
  const { provider } = testApp.app.identityRuntime;
  const created = await createUser(
    { db: provider.db, crypto: provider.crypto, userPoolId: provider.userPoolId },
    { email: user.email, custNo: user.custNo, groups: user.groups ?? [] },
    { sendTemporaryPassword: false },
  );
  const { AccessToken: accessToken } = await openSession(provider, created.userId);
  return { token: accessToken, userId: created.userId };
};

/** The three kinds of caller every admin call is tried with. */
export const adminAndOthers = async (testApp: TestApp, tag: string) => ({
  admin: await accessTokenFor(testApp, {
    email: `admin.${tag}@granska.example`,
    custNo: null,
    groups: ['UserAdmin'],
  }),
  customerAdmin: await accessTokenFor(testApp, {
    email: `kundadmin.${tag}@demoforetaget.example`,
    custNo: '1001',
    groups: ['CustomerAdmin'],
  }),
  orderer: await accessTokenFor(testApp, {
    email: `orderer.${tag}@demoforetaget.example`,
    custNo: '1001',
    groups: ['ServiceBackgroundCheck', 'BKOrderer'],
  }),
});
