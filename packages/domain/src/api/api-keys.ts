import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { CUSTOMERS_PAGE_SIZE, USER_ADMIN_ACCESS } from './customers';
import { okEnvelope } from './envelopes';
import { pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * Customers' API keys (spec §7 POST /customer/createapikey, and the list and revoke beside it): admins
 * create, list and revoke them (docs/decisions/api-keys.md). The first calls written as endpoint
 * contracts (docs/decisions/endpoint-contracts.md).
 */

const Id = z.string().trim().min(1).max(100);

/** POST /customer/createapikey. */
export const CreateApiKeyRequest = z.object({
  customerId: Id,
  keyName: z.string().trim().min(1, 'Namn saknas').max(100),
  keyDescription: z.string().trim().max(500).optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** A key's public facts; the secret is never answered again after creation. */
export const ApiKeyInfo = z.object({
  id: z.string(),
  /** The first characters of the key (`gsk_` + 8), enough to recognise it. */
  prefix: z.string(),
  keyName: z.string(),
  keyDescription: z.string(),
  customerId: z.string(),
  created: z.string(),
  lastUsed: z.string().nullable(),
  revoked: z.string().nullable(),
});
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>;

/**
 * The POST /customer/createapikey answer: the key record of spec §3 (key, keyName, keyDescription,
 * customerId) plus id, prefix and created. `key` is the secret, shown this once; so is `webhookSecret`,
 * which signs the webhooks of the key's orders (`whsec_…`, docs/decisions/webhooks.md).
 */
export const CreatedApiKey = z.object({
  id: z.string(),
  key: z.string(),
  webhookSecret: z.string(),
  keyName: z.string(),
  keyDescription: z.string(),
  prefix: z.string(),
  customerId: z.string(),
  created: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** GET /customer/apikeys?customerId&page&size: the customer's keys, newest first, revoked ones too. */
export const ListApiKeysQuery = z.object({
  customerId: Id,
  ...pageQueryFields(CUSTOMERS_PAGE_SIZE),
});
export type ListApiKeysQuery = z.output<typeof ListApiKeysQuery>;

export const ApiKeysPage = pagedOkEnvelope(ApiKeyInfo);
export type ApiKeysPage = z.infer<typeof ApiKeysPage>;

/** POST /customer/apikey/revoke `{id}` (the key's id); answers the revoked key's ApiKeyInfo. */
export const RevokeApiKeyRequest = z.object({ id: Id });
export type RevokeApiKeyRequest = z.infer<typeof RevokeApiKeyRequest>;

/** The header an integration sends its key in. */
export const API_KEY_HEADER = 'x-api-key';

export const createApiKeyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/customer/createapikey',
  body: CreateApiKeyRequest,
  response: okEnvelope(CreatedApiKey),
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /customer/createapikey'],
  summary: 'Create an API key for a customer; the answer is the only time the key is shown',
});

export const listApiKeysEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/customer/apikeys',
  query: ListApiKeysQuery,
  response: ApiKeysPage,
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /customer/apikeys'],
  summary: "A page of a customer's API keys: prefix, name, created, last used, revoked",
});

export const revokeApiKeyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/customer/apikey/revoke',
  body: RevokeApiKeyRequest,
  response: okEnvelope(ApiKeyInfo),
  access: USER_ADMIN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /customer/apikey/revoke'],
  summary: 'Revoke an API key at once',
});
