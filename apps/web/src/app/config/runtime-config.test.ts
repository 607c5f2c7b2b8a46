import { ClientConfig } from '@granska/domain';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/test-config';
import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_KEYS,
  RuntimeConfigError,
} from './runtime-config';

const config = {
  ...testConfig,
  userPoolId: 'eu-north-1_Local',
  clientId: 'client',
  environment: 'production' as const,
};

describe('runtime config', () => {
  it('reads every setting from /config.json', async () => {
    const fetchFn = vi.fn(async () => Response.json({ ...config, extra: 'ignored' }));
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(config);
    // Exactly the URL index.html preloads, with nothing that would keep the preload from answering it.
    expect(fetchFn).toHaveBeenCalledWith('/config.json');
  });

  it('fails on a non-2xx answer', async () => {
    const fetchFn = vi.fn(async () => new Response('nope', { status: 500 }));
    await expect(loadRuntimeConfig(fetchFn)).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('names the missing or wrong settings', () => {
    const { clientId: _clientId, ...partial } = config;
    expect(() => parseRuntimeConfig({ ...partial, environment: 'staging' })).toThrow(
      'config.json is invalid at clientId, environment',
    );
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('checks exactly what the domain’s ClientConfig schema checks', () => {
    expect([...RUNTIME_CONFIG_KEYS].sort()).toEqual(Object.keys(ClientConfig.shape).sort());
    expect(parseRuntimeConfig(config)).toEqual(ClientConfig.parse(config));
    for (const key of RUNTIME_CONFIG_KEYS) {
      const broken = { ...config, [key]: 42 };
      expect(() => parseRuntimeConfig(broken), key).toThrow();
      expect(ClientConfig.safeParse(broken).success, key).toBe(false);
    }
  });
});
