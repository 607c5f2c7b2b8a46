import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, DatabaseConnection } from '../../platform/db/database';
import type { Authenticator } from '../../platform/http/auth';
import { createAuthenticator } from './authenticator';
import { AUTH_CHANGES_CHANNEL, CallerCache } from './caller-cache';
import type { IdentityProviderContext } from './identity-provider.service';
import { SigningKeyStore } from './signing-keys.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's identity provider and authenticator (tests and admin tooling reach it here). */
    identityRuntime: IdentityRuntime;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The built-in provider's issuer: `<PUBLIC_URL>/idp/<USER_POOL_ID>`. */
export const embeddedIssuer = (config: Pick<Config, 'publicUrl' | 'userPoolId'>): string =>
  `${config.publicUrl}/idp/${config.userPoolId}`;

export interface IdentityRuntime {
  /** For the /idp endpoint and the user admin service. */
  provider: IdentityProviderContext;
  /** For the auth layer of every guarded prefix. */
  authenticate: Authenticator;
  /**
   * Lets the authenticator cache callers while the database's change notifications reach this app;
   * resolves once listening, with the function that stops. Without it every call reads the database.
   */
  followAuthChanges(connection: Pick<DatabaseConnection, 'listen'>): Promise<() => void>;
}

/**
 * Wires the identity provider for one app: its signing keys and the main API's authenticator, local
 * or against a hosted pool.
 */
export const createIdentityRuntime = ({
  config,
  db,
  crypto,
  now,
}: {
  config: Config;
  db: Database;
  crypto: FieldCrypto;
  now?: () => Date;
}): IdentityRuntime => {
  const keys = new SigningKeyStore({
    db,
    crypto,
    rotationMs: config.signingKeyRotationDays * DAY_MS,
    ...(now ? { now } : {}),
  });
  const issuer = embeddedIssuer(config);
  const provider: IdentityProviderContext = {
    db,
    crypto,
    keys,
    userPoolId: config.userPoolId,
    clientId: config.userPoolClientId,
    issuer,
    ...(now ? { now } : {}),
  };
  const hosted = config.userPoolIssuer !== undefined && config.userPoolIssuer !== issuer;
  const callers = new CallerCache();
  const authenticate = createAuthenticator({
    db,
    issuer: hosted ? (config.userPoolIssuer as string) : issuer,
    clientId: config.userPoolClientId,
    keySource: hosted
      ? { kind: 'remote', jwksUrl: new URL(`${config.userPoolIssuer}/.well-known/jwks.json`) }
      : { kind: 'local', keys },
    callers,
    ...(now ? { now } : {}),
  });
  return {
    provider,
    authenticate,
    followAuthChanges: (connection) =>
      connection.listen(AUTH_CHANGES_CHANNEL, {
        notified: (userId) => callers.forget(userId),
        listening: (on) => callers.setListening(on),
      }),
  };
};
