import type { ClientConfig } from '@granska/domain';

/**
 * The deployment's settings, fetched from `GET /config.json` before the app renders: nothing about a
 * deployment is baked into the build. The contract is the domain's ClientConfig schema; this start-up
 * check mirrors it without zod so that zod stays out of the login route's bundle
 * (docs/decisions/web-bundle.md). A test holds the two together.
 */
export type RuntimeConfig = ClientConfig;

const STRING_KEYS = {
  apiBaseUrl: true,
  referenceBaseUrl: true,
  identityProviderUrl: true,
  securityScreeningBaseUrl: true,
  tagsBaseUrl: true,
  documentsBaseUrl: true,
  userPoolId: true,
  clientId: true,
  version: true,
} as const satisfies Record<Exclude<keyof ClientConfig, 'environment'>, true>;

const ENVIRONMENTS = {
  development: true,
  test: true,
  production: true,
} as const satisfies Record<ClientConfig['environment'], true>;

export const RUNTIME_CONFIG_KEYS = [...Object.keys(STRING_KEYS), 'environment'] as (keyof ClientConfig)[];

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export const parseRuntimeConfig = (value: unknown): RuntimeConfig => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeConfigError('config.json is invalid at root');
  }
  const record = value as Record<string, unknown>;
  const invalid = RUNTIME_CONFIG_KEYS.filter((key) =>
    key === 'environment'
      ? !Object.hasOwn(ENVIRONMENTS, String(record[key]))
      : typeof record[key] !== 'string',
  );
  if (invalid.length > 0) {
    throw new RuntimeConfigError(`config.json is invalid at ${invalid.join(', ')}`);
  }
  return Object.fromEntries(RUNTIME_CONFIG_KEYS.map((key) => [key, record[key]])) as RuntimeConfig;
};

/**
 * The server sends it with `no-cache`. The request has no headers or cache mode of its own, so that it
 * is answered by index.html's preload of the same URL (vite-plugin-locales.ts).
 */
export const loadRuntimeConfig = async (fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> => {
  const response = await fetchFn('/config.json');
  if (!response.ok) {
    throw new RuntimeConfigError(`config.json answered ${response.status}`);
  }
  return parseRuntimeConfig(await response.json());
};
