import type { IdentityRuntime } from '../modules/identity/identity-runtime';
import type { Config } from '../platform/config';
import type { FieldCrypto } from '../platform/crypto/field-crypto';
import type { Database } from '../platform/db/database';
import type { RateLimits } from '../platform/http/rate-limits';

/** What every service plugin is given; modules take what they need from it. */
export interface ServiceOptions {
  config: Config;
  db: Database;
  /** Field encryption and blind indexes under the master key. */
  crypto: FieldCrypto;
  /** The identity provider and the auth layer's authenticator (installAuth). */
  identity: IdentityRuntime;
  /** Request limits per address and per caller; each prefix counts its requests in them. */
  rateLimits: RateLimits;
}
