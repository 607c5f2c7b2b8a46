import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ApiKeyInfo,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  CUSTOMER_MESSAGES,
  type ListApiKeysQuery,
  type Paging,
  WEBHOOK_SECRET_PREFIX,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type ApiKeyAuthenticator, AuthenticationError } from '../../platform/http/auth';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import { findCustomer } from '../customers';
import {
  findApiKeyByHash,
  findApiKeyById,
  insertApiKey,
  listApiKeyRows,
  markApiKeyRevoked,
  touchApiKey,
} from './api-keys.repository';
import type { ApiKeyRow } from './api-keys.schema';

/** `gsk_` + 8 characters shown to people + `_` + 32 random bytes (base64url): 56 characters. */
const KEY_PATTERN = /^gsk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 'gsk_'.length + 8;
/** The blind-index purpose whose HMAC key hashes API keys. */
const HASH_PURPOSE = 'api-key';
/** last_used_at is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

const newKey = (): string =>
  `gsk_${randomBytes(6).toString('base64url')}_${randomBytes(32).toString('base64url')}`;

export const hashApiKey = (crypto: FieldCrypto, key: string): string => crypto.blindIndex(HASH_PURPOSE, key);

/** `whsec_` + 32 random bytes (base64url): signs the webhooks of the key's orders. */
const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

const webhookSecretContext = (keyId: string) => `api_keys.webhook_secret:${keyId}`;

const toInfo = (row: ApiKeyRow): ApiKeyInfo => ({
  id: row.id,
  prefix: row.prefix,
  keyName: row.keyName,
  keyDescription: row.keyDescription,
  customerId: row.customerId,
  created: row.created.toISOString(),
  lastUsed: row.lastUsedAt?.toISOString() ?? null,
  revoked: row.revokedAt?.toISOString() ?? null,
});

/**
 * Creates a key and its webhook signing secret for a customer; the answer is the only time either is
 * seen. The key is stored as a hash, the secret encrypted (signing needs it back).
 */
export const createApiKey = async (
  db: Database,
  crypto: FieldCrypto,
  context: RequestContext,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> =>
  runCommand(db, context, async (tx) => {
    const customer = await findCustomer(tx, input.customerId);
    if (!customer) throw AppError.notFound(CUSTOMER_MESSAGES.apiKeyFailed);
    const key = newKey();
    const webhookSecret = newWebhookSecret();
    const id = randomUUID();
    const row = await insertApiKey(tx, {
      id,
      customerId: customer.id,
      prefix: key.slice(0, PREFIX_LENGTH),
      hash: hashApiKey(crypto, key),
      keyName: input.keyName,
      keyDescription: input.keyDescription ?? '',
      createdBy: context.caller.userId,
      webhookSecretEnc: crypto.encryptField(webhookSecret, webhookSecretContext(id)),
    });
    const { lastUsed: _lastUsed, revoked: _revoked, ...info } = toInfo(row);
    return {
      result: { ...info, key, webhookSecret },
      audit: {
        action: 'apiKey.create',
        entity: 'apiKey',
        entityId: row.id,
        details: { customerId: customer.id, prefix: row.prefix },
      },
    };
  });

/**
 * The secret that signs webhooks of the key's orders, for the delivery job; null for an unknown key or
 * one made before webhooks (it never had a secret the customer could know).
 */
export const webhookSigningSecret = async (
  db: Database | Transaction,
  crypto: FieldCrypto,
  apiKeyId: string,
): Promise<string | null> => {
  const row = await findApiKeyById(db, apiKeyId);
  if (!row?.webhookSecretEnc) return null;
  return crypto.decryptField(row.webhookSecretEnc, webhookSecretContext(row.id));
};

/** A page of a customer's keys (never the keys themselves). */
export const listApiKeys = async (
  db: Database | Transaction,
  query: ListApiKeysQuery,
): Promise<{ result: ApiKeyInfo[]; paging: Paging }> => {
  if (!(await findCustomer(db, query.customerId))) throw AppError.notFound(CUSTOMER_MESSAGES.apiKeyFailed);
  const { page, size } = query;
  const { rows, total } = await listApiKeyRows(db, {
    customerId: query.customerId,
    limit: size,
    offset: page * size,
  });
  return { result: rows.map(toInfo), paging: { page, size, total } };
};

/** Revokes a key at once; revoking a revoked key changes nothing and answers it as it is. */
export const revokeApiKey = async (db: Database, context: RequestContext, id: string): Promise<ApiKeyInfo> =>
  runCommand(db, context, async (tx) => {
    const revoked = await markApiKeyRevoked(tx, id, context.now);
    if (!revoked) {
      const existing = await findApiKeyById(tx, id);
      if (!existing) throw AppError.notFound(CUSTOMER_MESSAGES.apiKeyNotFound);
      return { result: toInfo(existing), audit: [] };
    }
    return {
      result: toInfo(revoked),
      audit: {
        action: 'apiKey.revoke',
        entity: 'apiKey',
        entityId: revoked.id,
        details: { customerId: revoked.customerId, prefix: revoked.prefix },
      },
    };
  });

/**
 * The auth layer's look-up of `x-api-key`: by its hash; unknown or revoked keys are refused. The caller
 * acts for the key's customer only, in no group.
 */
export const createApiKeyAuthenticator = ({
  db,
  crypto,
  now = () => new Date(),
}: {
  db: Database;
  crypto: FieldCrypto;
  now?: () => Date;
}): ApiKeyAuthenticator => {
  return async (key) => {
    if (!KEY_PATTERN.test(key)) throw new AuthenticationError('invalid', 'malformed api key');
    const found = await findApiKeyByHash(db, hashApiKey(crypto, key));
    if (!found || found.key.revokedAt !== null) throw new AuthenticationError('invalid', 'unknown api key');
    const at = now();
    const { lastUsedAt } = found.key;
    if (lastUsedAt === null || at.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchApiKey(db, found.key.id, at, new Date(at.getTime() - TOUCH_INTERVAL_MS));
    }
    return {
      kind: 'apiKey',
      userId: `apiKey:${found.key.id}`,
      email: '',
      groups: [],
      custNo: found.custNo,
      costCenter: null,
      apiKeyId: found.key.id,
      customerId: found.key.customerId,
    } satisfies Caller;
  };
};
