import type { JSONWebKeySet, JWK } from 'jose';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import {
  deleteSigningKeys,
  insertSigningKey,
  listSigningKeys,
  retireSigningKeys,
} from './identity.repository';
import type { SigningKeyRow } from './identity.schema';
import {
  buildJwks,
  generateSigningKey,
  type KeyRing,
  type SigningKeyRecord,
  TOKEN_LIFETIME_SECONDS,
} from './tokens';

// Another process may have rotated: re-read the table this often, and at once for an unknown kid.
const RELOAD_INTERVAL_MS = 5 * 60 * 1000;
const FORCED_RELOAD_MIN_MS = 10_000;
// A retired key stays published this long after retiring: its last token has then expired.
const RETIRED_KEY_KEEP_MS = (TOKEN_LIFETIME_SECONDS + 5 * 60) * 1000;

const keyContext = (kid: string) => `idp_signing_keys.private_jwk:${kid}`;

const toRecord = (crypto: FieldCrypto, row: SigningKeyRow): SigningKeyRecord => ({
  kid: row.kid,
  privateJwk: JSON.parse(crypto.decryptField(row.privateJwk, keyContext(row.kid))) as JWK,
  publicJwk: row.publicJwk,
  createdAt: row.created.getTime(),
  ...(row.retiredAt ? { retiredAt: row.retiredAt.getTime() } : {}),
});

export interface SigningKeyStoreOptions {
  db: Database;
  crypto: FieldCrypto;
  rotationMs: number;
  now?: () => Date;
}

/**
 * The provider's signing keys, kept in the database (private JWKs encrypted) and cached in memory.
 * A key older than `rotationMs` is replaced; the old one keeps verifying (and stays in the JWKS)
 * until every token it signed has expired, so rotation logs nobody out.
 */
export class SigningKeyStore {
  private ring: KeyRing | undefined;
  private ringJwks: JSONWebKeySet | undefined;
  private loadedAt = 0;
  private forcedReloadAt = 0;
  private loading: Promise<KeyRing> | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: SigningKeyStoreOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** The ring, creating the first key or rotating an old one when needed. */
  async keyRing(): Promise<KeyRing> {
    const now = this.now().getTime();
    const current = this.ring?.current;
    const fresh = now - this.loadedAt < RELOAD_INTERVAL_MS;
    if (this.ring && current && fresh && now - current.createdAt < this.options.rotationMs) return this.ring;
    return this.reload();
  }

  async signingKey(): Promise<SigningKeyRecord> {
    return (await this.keyRing()).current;
  }

  /** The published keys; the same object until the ring changes (verifiers cache per object). */
  async jwks(): Promise<JSONWebKeySet> {
    await this.keyRing();
    return this.ringJwks ?? { keys: [] };
  }

  /** The JWKS, re-read from the database first when `kid` is not in the cached one. */
  async jwksFor(kid: string | undefined): Promise<JSONWebKeySet> {
    const ring = await this.keyRing();
    const known = this.keysOf(ring).some((key) => key.kid === kid);
    // Unknown kids are cheap to send: re-read for them at most every few seconds.
    const now = this.now().getTime();
    if (!known && now - this.forcedReloadAt >= FORCED_RELOAD_MIN_MS) {
      this.forcedReloadAt = now;
      await this.reload();
    }
    return this.ringJwks ?? { keys: [] };
  }

  reload(): Promise<KeyRing> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private keysOf(ring: KeyRing): SigningKeyRecord[] {
    return [ring.current, ...ring.previous];
  }

  private async load(): Promise<KeyRing> {
    const { db, crypto, rotationMs } = this.options;
    const now = this.now();
    let rows = await listSigningKeys(db);
    const expired = rows.filter(
      (row) => row.retiredAt && now.getTime() - row.retiredAt.getTime() >= RETIRED_KEY_KEEP_MS,
    );
    await deleteSigningKeys(
      db,
      expired.map((row) => row.kid),
    );
    rows = rows.filter((row) => !expired.includes(row));

    const active = rows.filter((row) => !row.retiredAt);
    const newest = active.at(-1);
    if (!newest || now.getTime() - newest.created.getTime() >= rotationMs) {
      const next = await generateSigningKey(now.getTime());
      // A plain transaction: a key rotation is the server's own housekeeping, audited nowhere.
      await db.transaction(async (tx) => {
        await insertSigningKey(tx, {
          kid: next.kid,
          privateJwk: crypto.encryptField(JSON.stringify(next.privateJwk), keyContext(next.kid)),
          publicJwk: next.publicJwk,
          created: now,
        });
        await retireSigningKeys(
          tx,
          active.map((row) => row.kid),
          now,
        );
      });
      rows = await listSigningKeys(db);
    }

    const records = rows.map((row) => toRecord(crypto, row));
    // Newest unretired key signs; two processes rotating at once both stay published.
    const current = records.filter((key) => key.retiredAt === undefined).at(-1) ?? records.at(-1);
    if (!current) throw new Error('no signing key');
    const ring: KeyRing = { current, previous: records.filter((key) => key !== current).reverse() };
    const kids = (keys: SigningKeyRecord[]) => keys.map((key) => key.kid).join();
    if (!this.ring || kids(this.keysOf(this.ring)) !== kids(this.keysOf(ring))) {
      this.ringJwks = buildJwks(this.keysOf(ring));
    }
    this.ring = ring;
    this.loadedAt = this.now().getTime();
    return this.ring;
  }
}
