import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../testing/test-app';

let database: TestDatabase;
let development: TestApp;
let production: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Both apps share the database, so they share the key its encrypted rows were written with.
  const MASTER_KEY = Buffer.alloc(32, 7).toString('base64');
  development = await createTestApp({ database, env: { APP_ENV: 'development', MASTER_KEY } });
  production = await createTestApp({
    database,
    env: {
      APP_ENV: 'production',
      // Production refuses the local stand-ins and a generated master key.
      MASTER_KEY,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      SMS_GATEWAY_TOKEN: 'token',
      BANKID_URL: 'https://127.0.0.1:9/rp/v6.0',
      BANKID_PFX_PATH: '/nonexistent/bankid.p12',
      BANKID_PFX_PASSPHRASE: 'x',
      BANKID_CA_PATH: '/nonexistent/bankid-ca.pem',
    },
  });
});

afterAll(async () => {
  await development.close();
  await production.close();
  await database.dispose();
});

describe('security headers', () => {
  it('are on API responses, errors included', async () => {
    for (const url of ['/api/version', '/api/missing', '/health']) {
      const response = await development.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('leave out HSTS outside production', async () => {
    const response = await development.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('include HSTS in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
