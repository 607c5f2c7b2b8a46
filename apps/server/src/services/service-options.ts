import type { IdentityRuntime } from '../modules/identity/identity-runtime';
import type { Config } from '../platform/config';
import type { FieldCrypto } from '../platform/crypto/field-crypto';
import type { Database } from '../platform/db/database';

/** What every service plugin is given; modules take what they need from it. */
export interface ServiceOptions {
  config: Config;
  db: Database;
  /** Field encryption and blind indexes under the master key. */
  crypto: FieldCrypto;
  /** The identity provider and the auth layer's authenticator (installAuth). */
  identity: IdentityRuntime;
}
