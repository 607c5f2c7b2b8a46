import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { serverRoot as realServerRoot } from './server-root';

const serverRoot = '/repo/apps/server';
const TEST_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');
const DELIVERY_ENV = {
  SMTP_URL: 'smtps://mailer:secret@smtp.example.se:465',
  SMS_GATEWAY_URL: 'https://sms.example.se/v1/messages',
  SMS_GATEWAY_TOKEN: 'token-1',
};
const BANKID_ENV = {
  BANKID_URL: 'https://appapi2.bankid.com/rp/v6.0/',
  BANKID_PFX_PATH: '/etc/granska/bankid.p12',
  BANKID_PFX_PASSPHRASE: 'secret',
  BANKID_CA_PATH: '/etc/granska/bankid-ca.pem',
};
const CREDITSAFE_ENV = {
  CREDIT_INFORMATION_PROVIDER: 'creditsafe',
  CREDITSAFE_USERNAME: 'GRANSKA01',
  CREDITSAFE_PASSWORD: 'pw-1',
  CREDITSAFE_BLOCK_BASIC: 'BAS',
  CREDITSAFE_BLOCK_CREDIT: 'KREDIT',
  CREDITSAFE_BLOCK_FULL: 'FULL',
};
const load = (env: Record<string, string | undefined>) => loadConfig(env, { serverRoot, cwd: '/somewhere' });

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(load({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/repo/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      appEnv: 'development',
      logLevel: 'info',
      userPoolId: 'eu-north-1_GranskaLocal',
      userPoolClientId: 'granska-web',
      userPoolIssuer: undefined,
      masterKey: undefined,
      signingKeyRotationDays: 90,
      webDistDir: '/repo/apps/web/dist',
      seedDemoData: true,
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'Granska <no-reply@localhost>',
      smsGatewayUrl: undefined,
      smsGatewayToken: undefined,
      smsSender: 'Granska',
      schedulerPollIntervalMs: 1000,
      outboxBodyRetentionDays: 7,
      localOutboxRetentionDays: 3,
      consentTimeoutDays: 7,
      consentReminderDays: 2,
      referenceTimeoutDays: 7,
      referenceReminderHours: 24,
      referenceReminderOfficeHours: true,
      lfdFollowUpMonthDays: undefined,
      psRenewalIntervalMonths: 60,
      bankIdUrl: undefined,
      bankIdPfxPath: undefined,
      bankIdPfxPassphrase: undefined,
      bankIdCaPath: undefined,
      bankIdLocalOrderLifetimeSeconds: 180,
      rateLimitsPerMinute: { identityProvider: 120, forgotPassword: 5, anonymous: 300, user: 300 },
      creditInformation: { provider: 'stand-in' },
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/granska',
      DATABASE_URL: 'postgres://granska@db:5432/granska',
      PUBLIC_URL: 'https://granska.example.se/',
      APP_ENV: 'production',
      LOG_LEVEL: 'warn',
      USER_POOL_ID: 'eu-north-1_Abc123',
      USER_POOL_CLIENT_ID: 'client-1',
      USER_POOL_ISSUER: 'https://cognito-idp.eu-north-1.amazonaws.com/eu-north-1_Abc123/',
      MASTER_KEY: TEST_MASTER_KEY,
      SIGNING_KEY_ROTATION_DAYS: '30',
      WEB_DIST_DIR: '/srv/web',
      SEED_DEMO_DATA: 'true',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      ...DELIVERY_ENV,
      ...BANKID_ENV,
      BANKID_LOCAL_ORDER_LIFETIME_SECONDS: '60',
      MAIL_FROM: 'Granska <noreply@granska.example.se>',
      SMS_SENDER: 'GranskaSMS',
      SCHEDULER_POLL_INTERVAL_MS: '250',
      OUTBOX_BODY_RETENTION_DAYS: '3',
      LOCAL_OUTBOX_RETENTION_DAYS: '1',
      CONSENT_TIMEOUT_DAYS: '10',
      CONSENT_REMINDER_DAYS: '0',
      REFERENCE_TIMEOUT_DAYS: '0.5',
      REFERENCE_REMINDER_HOURS: '1.5',
      REFERENCE_REMINDER_OFFICE_HOURS: 'false',
      LFD_FOLLOW_UP_MONTH_DAYS: '0.0002',
      PS_RENEWAL_INTERVAL_MONTHS: '36',
      RATE_LIMIT_IDP_PER_MINUTE: '60',
      RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: '2',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '600',
      RATE_LIMIT_USER_PER_MINUTE: '1000',
      ...CREDITSAFE_ENV,
      CREDITSAFE_URL: 'https://se-webservice-sandbox.apps.creditsafe.com/',
      CREDITSAFE_AUTH_URL: 'https://connect.creditsafe.com',
      CREDITSAFE_TIMEOUT_MS: '5000',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/granska',
      databaseUrl: 'postgres://granska@db:5432/granska',
      publicUrl: 'https://granska.example.se',
      appEnv: 'production',
      logLevel: 'warn',
      userPoolId: 'eu-north-1_Abc123',
      userPoolClientId: 'client-1',
      userPoolIssuer: 'https://cognito-idp.eu-north-1.amazonaws.com/eu-north-1_Abc123',
      masterKey: TEST_MASTER_KEY,
      signingKeyRotationDays: 30,
      webDistDir: '/srv/web',
      seedDemoData: true,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      smtpUrl: 'smtps://mailer:secret@smtp.example.se:465',
      mailFrom: 'Granska <noreply@granska.example.se>',
      smsGatewayUrl: 'https://sms.example.se/v1/messages',
      smsGatewayToken: 'token-1',
      smsSender: 'GranskaSMS',
      schedulerPollIntervalMs: 250,
      outboxBodyRetentionDays: 3,
      localOutboxRetentionDays: 1,
      consentTimeoutDays: 10,
      consentReminderDays: 0,
      referenceTimeoutDays: 0.5,
      referenceReminderHours: 1.5,
      referenceReminderOfficeHours: false,
      lfdFollowUpMonthDays: 0.0002,
      psRenewalIntervalMonths: 36,
      bankIdUrl: 'https://appapi2.bankid.com/rp/v6.0',
      bankIdPfxPath: '/etc/granska/bankid.p12',
      bankIdPfxPassphrase: 'secret',
      bankIdCaPath: '/etc/granska/bankid-ca.pem',
      bankIdLocalOrderLifetimeSeconds: 60,
      rateLimitsPerMinute: { identityProvider: 60, forgotPassword: 2, anonymous: 600, user: 1000 },
      creditInformation: {
        provider: 'creditsafe',
        creditsafe: {
          url: 'https://se-webservice-sandbox.apps.creditsafe.com',
          authUrl: 'https://connect.creditsafe.com',
          username: 'GRANSKA01',
          password: 'pw-1',
          blocks: { basic: 'BAS', credit: 'KREDIT', full: 'FULL' },
          timeoutMs: 5000,
        },
      },
    });
  });

  it('derives PUBLIC_URL from PORT and turns demo data off in production by default', () => {
    const config = load({
      PORT: '4000',
      APP_ENV: 'production',
      MASTER_KEY: TEST_MASTER_KEY,
      ...DELIVERY_ENV,
      ...BANKID_ENV,
    });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.seedDemoData).toBe(false);
  });

  it('resolves relative paths against INIT_CWD (where npm was run), else the working directory', () => {
    expect(load({ DATA_DIR: 'tmp/data', INIT_CWD: '/repo' }).dataDir).toBe('/repo/tmp/data');
    expect(load({ DATA_DIR: './d', WEB_DIST_DIR: '../web' }).dataDir).toBe('/somewhere/d');
    expect(load({ WEB_DIST_DIR: '../web' }).webDistDir).toBe('/web');
  });

  it('treats an empty variable as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads TRUST_PROXY as a flag or hop count', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      load({
        PORT: 'abc',
        APP_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'ftp://x',
        SEED_DEMO_DATA: 'maybe',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'everyone',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'APP_ENV',
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_URL',
      'SEED_DEMO_DATA',
      'TRUST_PROXY',
    ]);
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT: expected an integer from 1 to 65535');
    expect(message).toContain('APP_ENV: expected one of development, test, production');
  });

  it('refuses production without a master key, and a master key of the wrong size', () => {
    expect(() => load({ APP_ENV: 'production' })).toThrow(/MASTER_KEY: required in production/);
    expect(() => load({ MASTER_KEY: 'c2hvcnQ=' })).toThrow(/MASTER_KEY/);
  });

  it('refuses the local e-mail and SMS stand-ins in production, listing both', () => {
    const production = { APP_ENV: 'production', MASTER_KEY: TEST_MASTER_KEY };
    expect(() => load(production)).toThrow(
      /SMTP_URL: required in production[\s\S]*SMS_GATEWAY_URL: required/,
    );
    expect(() => load({ ...production, ...DELIVERY_ENV, ...BANKID_ENV, SMTP_URL: '' })).toThrow(/SMTP_URL/);
    expect(load({ ...production, ...DELIVERY_ENV, ...BANKID_ENV }).smtpUrl).toBe(DELIVERY_ENV.SMTP_URL);
  });

  it('refuses the local BankID server in production, and BankID without its certificates', () => {
    const production = { APP_ENV: 'production', MASTER_KEY: TEST_MASTER_KEY, ...DELIVERY_ENV };
    expect(() => load(production)).toThrow(/BANKID_URL: required in production/);
    expect(load({ ...production, ...BANKID_ENV }).bankIdUrl).toBe('https://appapi2.bankid.com/rp/v6.0');
    let error: unknown;
    try {
      load({ BANKID_URL: 'https://appapi2.test.bankid.com/rp/v6.0' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'BANKID_PFX_PATH: required when BANKID_URL is set (mutual TLS with BankID)',
      'BANKID_PFX_PASSPHRASE: required when BANKID_URL is set (mutual TLS with BankID)',
      'BANKID_CA_PATH: required when BANKID_URL is set (mutual TLS with BankID)',
    ]);
    expect(() => load({ ...BANKID_ENV, BANKID_URL: 'http://appapi2.bankid.com/rp/v6.0' })).toThrow(
      /BANKID_URL: expected an https/,
    );
    expect(() => load({ BANKID_LOCAL_ORDER_LIFETIME_SECONDS: '0' })).toThrow(/BANKID_LOCAL_ORDER_LIFETIME/);
    expect(load({ ...BANKID_ENV, BANKID_PFX_PATH: 'certs/rp.p12', INIT_CWD: '/repo' }).bankIdPfxPath).toBe(
      '/repo/certs/rp.p12',
    );
  });

  it('chooses the credit-information provider: the stand-in by default, none in production, Creditsafe when set', () => {
    const production = { APP_ENV: 'production', MASTER_KEY: TEST_MASTER_KEY, ...DELIVERY_ENV, ...BANKID_ENV };
    expect(load({ APP_ENV: 'test' }).creditInformation).toEqual({ provider: 'stand-in' });
    expect(load(production).creditInformation).toEqual({ provider: 'none' });
    expect(() => load({ ...production, CREDIT_INFORMATION_PROVIDER: 'stand-in' })).toThrow(
      /CREDIT_INFORMATION_PROVIDER: stand-in is refused in production/,
    );
    expect(load({ ...production, ...CREDITSAFE_ENV }).creditInformation).toMatchObject({
      provider: 'creditsafe',
      creditsafe: {
        url: 'https://se-webservice.apps.creditsafe.com',
        authUrl: 'https://connect.creditsafe.com',
        timeoutMs: 15000,
      },
    });
    let error: unknown;
    try {
      load({ CREDIT_INFORMATION_PROVIDER: 'creditsafe', CREDITSAFE_PASSWORD: 'x'.repeat(31) });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'CREDITSAFE_PASSWORD',
    ]);
    expect(() => load({ CREDIT_INFORMATION_PROVIDER: 'creditsafe' })).toThrow(
      /CREDITSAFE_USERNAME: required when CREDIT_INFORMATION_PROVIDER is creditsafe[\s\S]*CREDITSAFE_BLOCK_FULL/,
    );
    expect(() =>
      load({ ...production, ...CREDITSAFE_ENV, CREDITSAFE_URL: 'http://creditsafe.local' }),
    ).toThrow(/CREDITSAFE_URL: expected an https:\/\/ URL in production/);
    expect(() => load({ CREDIT_INFORMATION_PROVIDER: 'uc' })).toThrow(/CREDIT_INFORMATION_PROVIDER/);
    expect(() => load({ CREDITSAFE_TIMEOUT_MS: '50' })).toThrow(/CREDITSAFE_TIMEOUT_MS/);
  });

  it('checks the delivery settings', () => {
    expect(() => load({ SMS_GATEWAY_URL: 'https://sms.example.se' })).toThrow(/SMS_GATEWAY_TOKEN: required/);
    expect(() => load({ SMTP_URL: 'http://smtp.example.se' })).toThrow(/SMTP_URL: expected an smtp/);
    expect(() => load({ SCHEDULER_POLL_INTERVAL_MS: '10' })).toThrow(/SCHEDULER_POLL_INTERVAL_MS/);
    expect(() => load({ OUTBOX_BODY_RETENTION_DAYS: '-1' })).toThrow(/OUTBOX_BODY_RETENTION_DAYS/);
    expect(() => load({ LOCAL_OUTBOX_RETENTION_DAYS: '1.5' })).toThrow(/LOCAL_OUTBOX_RETENTION_DAYS/);
  });

  it('checks the rate limits: whole numbers of requests per minute, at least one', () => {
    for (const name of [
      'RATE_LIMIT_IDP_PER_MINUTE',
      'RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE',
      'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
      'RATE_LIMIT_USER_PER_MINUTE',
    ]) {
      for (const value of ['0', '1.5', '-3', 'many', '1000001']) {
        expect(() => load({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
      }
    }
    expect(load({ RATE_LIMIT_USER_PER_MINUTE: '1' }).rateLimitsPerMinute.user).toBe(1);
  });

  it('rejects an out-of-range port', () => {
    expect(() => load({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('documents every variable it reads', () => {
    const documented = CONFIG_VARIABLES.map((variable) => variable.name).sort();
    expect(documented).toEqual(
      [
        'APP_ENV',
        'DATABASE_URL',
        'DATA_DIR',
        'HOST',
        'LFD_FOLLOW_UP_MONTH_DAYS',
        'PS_RENEWAL_INTERVAL_MONTHS',
        'LOG_LEVEL',
        'MASTER_KEY',
        'PORT',
        'PUBLIC_URL',
        'SEED_DEMO_DATA',
        'SIGNING_KEY_ROTATION_DAYS',
        'TRUST_PROXY',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
        'USER_POOL_ISSUER',
        'WEB_DIST_DIR',
        'SMTP_URL',
        'MAIL_FROM',
        'SMS_GATEWAY_URL',
        'SMS_GATEWAY_TOKEN',
        'SMS_SENDER',
        'SCHEDULER_POLL_INTERVAL_MS',
        'OUTBOX_BODY_RETENTION_DAYS',
        'LOCAL_OUTBOX_RETENTION_DAYS',
        'CONSENT_TIMEOUT_DAYS',
        'CONSENT_REMINDER_DAYS',
        'REFERENCE_TIMEOUT_DAYS',
        'REFERENCE_REMINDER_HOURS',
        'REFERENCE_REMINDER_OFFICE_HOURS',
        'BANKID_URL',
        'BANKID_PFX_PATH',
        'BANKID_PFX_PASSPHRASE',
        'BANKID_CA_PATH',
        'BANKID_LOCAL_ORDER_LIFETIME_SECONDS',
        'RATE_LIMIT_IDP_PER_MINUTE',
        'RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE',
        'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
        'RATE_LIMIT_USER_PER_MINUTE',
        'CREDIT_INFORMATION_PROVIDER',
        'CREDITSAFE_URL',
        'CREDITSAFE_AUTH_URL',
        'CREDITSAFE_USERNAME',
        'CREDITSAFE_PASSWORD',
        'CREDITSAFE_BLOCK_BASIC',
        'CREDITSAFE_BLOCK_CREDIT',
        'CREDITSAFE_BLOCK_FULL',
        'CREDITSAFE_TIMEOUT_MS',
      ].sort(),
    );
    for (const variable of CONFIG_VARIABLES) expect(variable.description.length).toBeGreaterThan(10);
  });
});

describe('the README', () => {
  it('lists every configuration variable with its default', () => {
    const readme = readFileSync(join(realServerRoot, '../../README.md'), 'utf8');
    for (const variable of CONFIG_VARIABLES) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${variable.name}\` |`));
      expect(row, variable.name).toBeDefined();
      const defaultValue = variable.default.split(' ')[0]?.replace('<repo>/', '') ?? '';
      expect(row, variable.name).toContain(defaultValue);
    }
  });
});
