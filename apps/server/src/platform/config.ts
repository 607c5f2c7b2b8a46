import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot as defaultServerRoot } from './server-root';

/**
 * Every environment variable the server reads. The README's configuration table is this list;
 * nothing else in the server reads process.env.
 */
export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description:
      "Folder for the embedded database, keys and stored files, Granska's alone: at start it is made " +
      "private to the server's user (folders 0700, files 0600), or the server refuses to start. A " +
      'relative path is resolved against the directory npm was started from (INIT_CWD), else the working ' +
      'directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR/pglite.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Address users reach the portal at; used in links sent by e-mail and SMS.',
  },
  {
    name: 'APP_ENV',
    default: 'development',
    description: 'development, test or production. Production turns on HSTS and refuses the local stand-ins.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'USER_POOL_ID',
    default: 'eu-north-1_GranskaLocal',
    description: 'User pool id the web app logs in against (the built-in identity provider by default).',
  },
  { name: 'USER_POOL_CLIENT_ID', default: 'granska-web', description: 'App client id of the web app.' },
  {
    name: 'USER_POOL_ISSUER',
    default: '(unset)',
    description:
      'Token issuer the main API trusts. Unset: the built-in identity provider (PUBLIC_URL/idp/USER_POOL_ID, ' +
      'keys in process). Set (e.g. https://cognito-idp.<region>.amazonaws.com/<pool id>): a hosted pool, ' +
      'keys fetched from <issuer>/.well-known/jwks.json.',
  },
  {
    name: 'MASTER_KEY',
    default: '(unset)',
    description:
      'Base64 of 32 random bytes; encrypts personal data, signing keys and log-in secrets at rest. Required ' +
      'in production; elsewhere, when unset, generated once into DATA_DIR/master.key (mode 0600).',
  },
  {
    name: 'SIGNING_KEY_ROTATION_DAYS',
    default: '90',
    description:
      'Age in days after which the identity provider signs with a new key; the old one stays published ' +
      'until its last token has expired.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description:
      'Built web app to serve. A relative path is resolved like DATA_DIR. The server starts without it.',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true (false in production)',
    description: 'Insert the demo customers at start. Idempotent: existing rows are left alone.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-* headers: true, false, a hop count, or a comma-separated list of proxy ' +
      'addresses/CIDRs. Set it when running behind a load balancer so client addresses are right.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for e-mail, e.g. smtps://user:password@smtp.example.se:465. Unset: e-mail stays in the ' +
      'local outbox (/dev/outbox); refused in production.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Granska <no-reply@localhost>',
    description: 'Sender of e-mail sent over SMTP.',
  },
  {
    name: 'SMS_GATEWAY_URL',
    default: '(unset)',
    description:
      'HTTP SMS gateway: a JSON POST {from, to, message} with a bearer token (docs/decisions/notifications.md). ' +
      'Unset: SMS stays in the local outbox; refused in production.',
  },
  {
    name: 'SMS_GATEWAY_TOKEN',
    default: '(unset)',
    description: 'Bearer token for SMS_GATEWAY_URL; required with it.',
  },
  {
    name: 'SMS_SENDER',
    default: 'Granska',
    description: 'Sender name or number of SMS sent through the gateway.',
  },
  {
    name: 'SCHEDULER_POLL_INTERVAL_MS',
    default: '1000',
    description: 'How often each server process looks for due scheduled work (outbox delivery and others).',
  },
  {
    name: 'OUTBOX_BODY_RETENTION_DAYS',
    default: '7',
    description:
      'Days the recipient, subject and body of an e-mail or SMS are kept (encrypted) after a real adapter ' +
      'delivered it or it failed for good; then they are cleared.',
  },
  {
    name: 'LOCAL_OUTBOX_RETENTION_DAYS',
    default: '3',
    description:
      'As OUTBOX_BODY_RETENTION_DAYS, for messages that only went to the local outbox (no SMTP_URL or ' +
      'SMS_GATEWAY_URL): days /dev/outbox shows them before they are cleared.',
  },
  {
    name: 'CONSENT_TIMEOUT_DAYS',
    default: '7',
    description:
      'Days (fractions allowed) a person has to answer a consent request before the job ends as TIMED_OUT.',
  },
  {
    name: 'CONSENT_REMINDER_DAYS',
    default: '2',
    description: 'Days before the consent time-out that an unanswered person is reminded (0: no reminder).',
  },
  {
    name: 'REFERENCE_TIMEOUT_DAYS',
    default: '7',
    description:
      'Days (fractions allowed) a reference check waits in each step: the candidate nominating referees, ' +
      'then the referees answering. Past it the order ends (TIMEOUT, or DONE when enough referees answered).',
  },
  {
    name: 'REFERENCE_REMINDER_HOURS',
    default: '24',
    description:
      'Hours (fractions allowed) after which a candidate who has not nominated, or a referee who has not ' +
      'answered, is reminded with a new link; twice at most (0: no reminders).',
  },
  {
    name: 'REFERENCE_REMINDER_OFFICE_HOURS',
    default: 'true',
    description:
      'Send reference-check reminders only on weekdays 08–17 Stockholm time (a reminder due outside waits ' +
      'for the next such hour); false sends them at any hour (a test installation with short intervals).',
  },
  {
    name: 'LFD_FOLLOW_UP_MONTH_DAYS',
    default: '(unset)',
    description:
      "Days (fractions allowed) that one month of a customer's LFD follow-up interval lasts. Unset: " +
      'calendar months, the follow-up starting at 08:00 Stockholm time; a test installation sets seconds.',
  },
  {
    name: 'PS_RENEWAL_INTERVAL_MONTHS',
    default: '60',
    description:
      'Months after a security-class placement is cleared that the clearance is due for renewal, for ' +
      'customers who follow up security screenings (psConfig.followUpGu; security-clearance-renewal.md).',
  },
  {
    name: 'BANKID_URL',
    default: '(unset)',
    description:
      "BankID's relying-party API v6.0 base, e.g. https://appapi2.test.bankid.com/rp/v6.0 (test) or " +
      'https://appapi2.bankid.com/rp/v6.0, reached over mutual TLS. Unset: the local BankID test server ' +
      '(/dev/bankid); refused in production.',
  },
  {
    name: 'BANKID_PFX_PATH',
    default: '(unset)',
    description:
      "The relying party's PKCS#12 client certificate (.p12/.pfx); required with BANKID_URL. Relative " +
      'paths as for DATA_DIR.',
  },
  {
    name: 'BANKID_PFX_PASSPHRASE',
    default: '(unset)',
    description: 'Passphrase of BANKID_PFX_PATH; required with BANKID_URL.',
  },
  {
    name: 'BANKID_CA_PATH',
    default: '(unset)',
    description:
      "BankID's CA certificate (PEM) the server's certificate is checked against; required with BANKID_URL.",
  },
  {
    name: 'BANKID_LOCAL_ORDER_LIFETIME_SECONDS',
    default: '180',
    description:
      'Local BankID test server: seconds an unanswered order stays pending before it fails (startFailed if ' +
      'the app was never started, else expiredTransaction).',
  },
  {
    name: 'RATE_LIMIT_IDP_PER_MINUTE',
    default: '120',
    description:
      'Requests one client address may make to the identity provider (/idp) per minute; more are answered ' +
      '429 TooManyRequestsException. Counted in each server process (docs/decisions/rate-limits.md).',
  },
  {
    name: 'RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE',
    default: '5',
    description:
      'ForgotPassword calls (a reset code by e-mail) one client address may make per minute, on top of ' +
      'RATE_LIMIT_IDP_PER_MINUTE.',
  },
  {
    name: 'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
    default: '300',
    description:
      'Requests one client address may make per minute without a log-in under /api, /ref, /security-screening, /tags and ' +
      '/documents (consent and BankID calls of external persons, refused tokens); more are answered 429.',
  },
  {
    name: 'RATE_LIMIT_USER_PER_MINUTE',
    default: '300',
    description:
      'Requests one logged-in user or API key may make per minute under /api, /ref, /security-screening, /tags and ' +
      '/documents together, from any address; more are answered 429.',
  },
  {
    name: 'CREDIT_INFORMATION_PROVIDER',
    default: 'stand-in (unset in production)',
    description:
      "Where the analyst's credit information comes from: stand-in (invented test data, labelled so) or " +
      'creditsafe (Creditsafe Sweden GetData, docs/decisions/credit-information.md). Unset in production: ' +
      'the lookup answers 503; stand-in is refused there.',
  },
  {
    name: 'CREDITSAFE_URL',
    default: 'https://se-webservice.apps.creditsafe.com',
    description:
      'Base of the Creditsafe Sweden REST APIs (GetData); the sandbox is ' +
      'https://se-webservice-sandbox.apps.creditsafe.com. https in production.',
  },
  {
    name: 'CREDITSAFE_AUTH_URL',
    default: 'https://connect.creditsafe.com',
    description: 'Base of CONNECT Authenticate (POST /v1/authenticate), which gives the bearer token.',
  },
  {
    name: 'CREDITSAFE_USERNAME',
    default: '(unset)',
    description: 'The User Key Creditsafe gave for the API (not a website e-mail); required with creditsafe.',
  },
  {
    name: 'CREDITSAFE_PASSWORD',
    default: '(unset)',
    description: 'Password of CREDITSAFE_USERNAME; required with creditsafe. Never logged.',
  },
  {
    name: 'CREDITSAFE_BLOCK_BASIC',
    default: '(unset)',
    description:
      'GetData block for level BASIC (identity, address, status; no letter of disclosure); required with ' +
      "creditsafe. Blocks are set up on the account by Creditsafe's integration team.",
  },
  {
    name: 'CREDITSAFE_BLOCK_CREDIT',
    default: '(unset)',
    description:
      'GetData block for level CREDIT (a credit block: the person is sent a letter of disclosure).',
  },
  {
    name: 'CREDITSAFE_BLOCK_FULL',
    default: '(unset)',
    description: 'GetData block for level FULL (the credit block plus every list); required with creditsafe.',
  },
  {
    name: 'CREDITSAFE_TIMEOUT_MS',
    default: '15000',
    description: 'Milliseconds each Creditsafe call may take before the lookup answers 503.',
  },
];

export const APP_ENVS = ['development', 'test', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type TrustProxy = boolean | number | string[];

/** The GetData block (configured on the account by Creditsafe) for each credit-information level. */
export interface CreditsafeBlocks {
  basic: string;
  credit: string;
  full: string;
}

export interface CreditsafeSettings {
  /** Base of the Sweden REST APIs (GetData). */
  url: string;
  /** Base of CONNECT Authenticate. */
  authUrl: string;
  username: string;
  password: string;
  blocks: CreditsafeBlocks;
  timeoutMs: number;
}

/** `none`: no provider (production without one): the lookup answers 503. */
export type CreditInformationConfig =
  | { provider: 'stand-in' }
  | { provider: 'none' }
  | { provider: 'creditsafe'; creditsafe: CreditsafeSettings };

export interface RateLimitsPerMinute {
  /** Per client address, every request under /idp. */
  identityProvider: number;
  /** Per client address, ForgotPassword on /idp (also counted in identityProvider). */
  forgotPassword: number;
  /** Per client address, requests without a logged-in caller under the guarded prefixes. */
  anonymous: number;
  /** Per user or API key, requests under the guarded prefixes together. */
  user: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appEnv: AppEnv;
  logLevel: LogLevel;
  userPoolId: string;
  userPoolClientId: string;
  /** Set for a hosted pool; undefined for the built-in identity provider. */
  userPoolIssuer: string | undefined;
  masterKey: string | undefined;
  signingKeyRotationDays: number;
  webDistDir: string;
  seedDemoData: boolean;
  trustProxy: TrustProxy;
  /** Unset: the local outbox stand-in delivers e-mail (never in production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: the local outbox stand-in delivers SMS (never in production). */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsSender: string;
  schedulerPollIntervalMs: number;
  outboxBodyRetentionDays: number;
  localOutboxRetentionDays: number;
  consentTimeoutDays: number;
  consentReminderDays: number;
  referenceTimeoutDays: number;
  referenceReminderHours: number;
  referenceReminderOfficeHours: boolean;
  /** Unset: an LFD follow-up interval counts calendar months (lfd.md). */
  lfdFollowUpMonthDays: number | undefined;
  /** Months from a cleared security-class placement to its renewal (security-clearance-renewal.md). */
  psRenewalIntervalMonths: number;
  /** Unset: the local BankID test server (never in production). */
  bankIdUrl: string | undefined;
  bankIdPfxPath: string | undefined;
  bankIdPfxPassphrase: string | undefined;
  bankIdCaPath: string | undefined;
  bankIdLocalOrderLifetimeSeconds: number;
  /** Requests per minute per client address or per caller (docs/decisions/rate-limits.md). */
  rateLimitsPerMinute: RateLimitsPerMinute;
  creditInformation: CreditInformationConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// An empty variable (FOO=) means "unset", as it does for most tools.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const REQUESTS_PER_MINUTE_ERROR = { error: 'expected a whole number of requests from 1 to 1000000' };
const requestsPerMinute = z.coerce
  .number(REQUESTS_PER_MINUTE_ERROR)
  .int(REQUESTS_PER_MINUTE_ERROR)
  .min(1, REQUESTS_PER_MINUTE_ERROR)
  .max(1_000_000, REQUESTS_PER_MINUTE_ERROR);

const CREDIT_INFORMATION_PROVIDERS = ['stand-in', 'creditsafe'] as const;

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const CREDITSAFE_DEFAULT_URL = 'https://se-webservice.apps.creditsafe.com';
const CREDITSAFE_DEFAULT_AUTH_URL = 'https://connect.creditsafe.com';

const CREDITSAFE_REQUIRED = [
  'CREDITSAFE_USERNAME',
  'CREDITSAFE_PASSWORD',
  'CREDITSAFE_BLOCK_BASIC',
  'CREDITSAFE_BLOCK_CREDIT',
  'CREDITSAFE_BLOCK_FULL',
] as const;

const EnvSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'expected an integer from 1 to 65535' })
      .int({ error: 'expected an integer from 1 to 65535' })
      .min(1, { error: 'expected an integer from 1 to 65535' })
      .max(65535, { error: 'expected an integer from 1 to 65535' }),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: 'expected a postgres:// or postgresql:// URL' }),
  ),
  PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  APP_ENV: optional(z.enum(APP_ENVS, { error: `expected one of ${APP_ENVS.join(', ')}` })),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
  USER_POOL_ID: optional(
    z.string().regex(/^[\w-]+_[0-9a-zA-Z]+$/, { error: 'expected <region>_<id>, e.g. eu-north-1_Abc123' }),
  ),
  USER_POOL_CLIENT_ID: optional(z.string()),
  USER_POOL_ISSUER: optional(
    z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  MASTER_KEY: optional(
    z.string().refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value.trim()), {
      error: 'expected base64 of 32 bytes (openssl rand -base64 32)',
    }),
  ),
  SIGNING_KEY_ROTATION_DAYS: optional(
    z.coerce
      .number({ error: 'expected a whole number of days from 1 to 3650' })
      .int({ error: 'expected a whole number of days from 1 to 3650' })
      .min(1, { error: 'expected a whole number of days from 1 to 3650' })
      .max(3650, { error: 'expected a whole number of days from 1 to 3650' }),
  ),
  WEB_DIST_DIR: optional(z.string()),
  SEED_DEMO_DATA: optional(booleanFlag),
  TRUST_PROXY: optional(
    z.string().transform((value, context): TrustProxy => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.length === 0 || addresses.some((address) => !/^[\d.:a-fA-F/]+$/.test(address))) {
        context.addIssue({ code: 'custom', message: 'expected true, false, a hop count or addresses/CIDRs' });
        return z.NEVER;
      }
      return addresses;
    }),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string()),
  SMS_GATEWAY_URL: optional(z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })),
  SMS_GATEWAY_TOKEN: optional(z.string()),
  SMS_SENDER: optional(z.string().max(15, { error: 'expected at most 15 characters' })),
  SCHEDULER_POLL_INTERVAL_MS: optional(
    z.coerce
      .number({ error: 'expected an integer from 50 to 3600000' })
      .int({ error: 'expected an integer from 50 to 3600000' })
      .min(50, { error: 'expected an integer from 50 to 3600000' })
      .max(3_600_000, { error: 'expected an integer from 50 to 3600000' }),
  ),
  OUTBOX_BODY_RETENTION_DAYS: optional(
    z.coerce
      .number({ error: 'expected a whole number of days from 0 to 365' })
      .int({ error: 'expected a whole number of days from 0 to 365' })
      .min(0, { error: 'expected a whole number of days from 0 to 365' })
      .max(365, { error: 'expected a whole number of days from 0 to 365' }),
  ),
  LOCAL_OUTBOX_RETENTION_DAYS: optional(
    z.coerce
      .number({ error: 'expected a whole number of days from 0 to 365' })
      .int({ error: 'expected a whole number of days from 0 to 365' })
      .min(0, { error: 'expected a whole number of days from 0 to 365' })
      .max(365, { error: 'expected a whole number of days from 0 to 365' }),
  ),
  // Fractions are allowed so a test installation can time consents out in seconds.
  CONSENT_TIMEOUT_DAYS: optional(
    z.coerce
      .number({ error: 'expected a number of days above 0 and at most 90' })
      .gt(0, { error: 'expected a number of days above 0 and at most 90' })
      .max(90, { error: 'expected a number of days above 0 and at most 90' }),
  ),
  CONSENT_REMINDER_DAYS: optional(
    z.coerce
      .number({ error: 'expected a number of days from 0 to 89' })
      .min(0, { error: 'expected a number of days from 0 to 89' })
      .max(89, { error: 'expected a number of days from 0 to 89' }),
  ),
  // Fractions are allowed so a test installation can remind and time out in seconds.
  REFERENCE_TIMEOUT_DAYS: optional(
    z.coerce
      .number({ error: 'expected a number of days above 0 and at most 90' })
      .gt(0, { error: 'expected a number of days above 0 and at most 90' })
      .max(90, { error: 'expected a number of days above 0 and at most 90' }),
  ),
  REFERENCE_REMINDER_HOURS: optional(
    z.coerce
      .number({ error: 'expected a number of hours from 0 to 720' })
      .min(0, { error: 'expected a number of hours from 0 to 720' })
      .max(720, { error: 'expected a number of hours from 0 to 720' }),
  ),
  REFERENCE_REMINDER_OFFICE_HOURS: optional(booleanFlag),
  LFD_FOLLOW_UP_MONTH_DAYS: optional(
    z.coerce
      .number({ error: 'expected a number of days above 0 and at most 31' })
      .gt(0, { error: 'expected a number of days above 0 and at most 31' })
      .max(31, { error: 'expected a number of days above 0 and at most 31' }),
  ),
  PS_RENEWAL_INTERVAL_MONTHS: optional(
    z.coerce
      .number({ error: 'expected a whole number of months from 1 to 120' })
      .int({ error: 'expected a whole number of months from 1 to 120' })
      .min(1, { error: 'expected a whole number of months from 1 to 120' })
      .max(120, { error: 'expected a whole number of months from 1 to 120' }),
  ),
  BANKID_URL: optional(
    z
      .url({ protocol: /^https$/, error: 'expected an https:// URL' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  BANKID_PFX_PATH: optional(z.string()),
  BANKID_PFX_PASSPHRASE: optional(z.string()),
  BANKID_CA_PATH: optional(z.string()),
  BANKID_LOCAL_ORDER_LIFETIME_SECONDS: optional(
    z.coerce
      .number({ error: 'expected a whole number of seconds from 1 to 3600' })
      .int({ error: 'expected a whole number of seconds from 1 to 3600' })
      .min(1, { error: 'expected a whole number of seconds from 1 to 3600' })
      .max(3600, { error: 'expected a whole number of seconds from 1 to 3600' }),
  ),
  RATE_LIMIT_IDP_PER_MINUTE: optional(requestsPerMinute),
  RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: optional(requestsPerMinute),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: optional(requestsPerMinute),
  RATE_LIMIT_USER_PER_MINUTE: optional(requestsPerMinute),
  CREDIT_INFORMATION_PROVIDER: optional(
    z.enum(CREDIT_INFORMATION_PROVIDERS, {
      error: `expected one of ${CREDIT_INFORMATION_PROVIDERS.join(', ')}`,
    }),
  ),
  CREDITSAFE_URL: optional(httpUrl),
  CREDITSAFE_AUTH_URL: optional(httpUrl),
  // CONNECT Authenticate takes at most 30 characters of each.
  CREDITSAFE_USERNAME: optional(z.string().max(30, { error: 'expected at most 30 characters' })),
  CREDITSAFE_PASSWORD: optional(z.string().max(30, { error: 'expected at most 30 characters' })),
  CREDITSAFE_BLOCK_BASIC: optional(z.string()),
  CREDITSAFE_BLOCK_CREDIT: optional(z.string()),
  CREDITSAFE_BLOCK_FULL: optional(z.string()),
  CREDITSAFE_TIMEOUT_MS: optional(
    z.coerce
      .number({ error: 'expected an integer from 100 to 120000' })
      .int({ error: 'expected an integer from 100 to 120000' })
      .min(100, { error: 'expected an integer from 100 to 120000' })
      .max(120_000, { error: 'expected an integer from 100 to 120000' }),
  ),
});

/** Settings that are valid one by one but not together; production refuses the local stand-ins. */
const crossCheck = (vars: z.infer<typeof EnvSchema>): string[] => {
  const problems: string[] = [];
  const production = (vars.APP_ENV ?? 'development') === 'production';
  if (production && !vars.SMTP_URL) {
    problems.push('SMTP_URL: required in production (the local e-mail outbox is a test service)');
  }
  if (production && !vars.SMS_GATEWAY_URL) {
    problems.push('SMS_GATEWAY_URL: required in production (the local SMS outbox is a test service)');
  }
  if (production && !vars.MASTER_KEY) {
    problems.push(
      'MASTER_KEY: required in production (base64 of 32 bytes; a generated key file is for development)',
    );
  }
  if (vars.SMS_GATEWAY_URL && !vars.SMS_GATEWAY_TOKEN) {
    problems.push('SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set');
  }
  if (production && !vars.BANKID_URL) {
    problems.push('BANKID_URL: required in production (the local BankID server is a test service)');
  }
  if (vars.BANKID_URL) {
    for (const name of ['BANKID_PFX_PATH', 'BANKID_PFX_PASSPHRASE', 'BANKID_CA_PATH'] as const) {
      if (!vars[name]) problems.push(`${name}: required when BANKID_URL is set (mutual TLS with BankID)`);
    }
  }
  problems.push(...creditInformationProblems(vars, production));
  return problems;
};

const creditInformationProblems = (vars: z.infer<typeof EnvSchema>, production: boolean): string[] => {
  const problems: string[] = [];
  if (production && vars.CREDIT_INFORMATION_PROVIDER === 'stand-in') {
    problems.push('CREDIT_INFORMATION_PROVIDER: stand-in is refused in production (invented test data)');
  }
  if (vars.CREDIT_INFORMATION_PROVIDER !== 'creditsafe') return problems;
  for (const name of CREDITSAFE_REQUIRED) {
    if (!vars[name]) problems.push(`${name}: required when CREDIT_INFORMATION_PROVIDER is creditsafe`);
  }
  if (production) {
    for (const name of ['CREDITSAFE_URL', 'CREDITSAFE_AUTH_URL'] as const) {
      if (vars[name]?.startsWith('http:')) problems.push(`${name}: expected an https:// URL in production`);
    }
  }
  return problems;
};

const creditInformationConfig = (
  vars: z.infer<typeof EnvSchema>,
  appEnv: AppEnv,
): CreditInformationConfig => {
  const provider = vars.CREDIT_INFORMATION_PROVIDER ?? (appEnv === 'production' ? undefined : 'stand-in');
  if (provider === 'stand-in') return { provider };
  if (provider !== 'creditsafe') return { provider: 'none' };
  return {
    provider,
    creditsafe: {
      url: vars.CREDITSAFE_URL ?? CREDITSAFE_DEFAULT_URL,
      authUrl: vars.CREDITSAFE_AUTH_URL ?? CREDITSAFE_DEFAULT_AUTH_URL,
      // Present: crossCheck requires them with creditsafe.
      username: vars.CREDITSAFE_USERNAME ?? '',
      password: vars.CREDITSAFE_PASSWORD ?? '',
      blocks: {
        basic: vars.CREDITSAFE_BLOCK_BASIC ?? '',
        credit: vars.CREDITSAFE_BLOCK_CREDIT ?? '',
        full: vars.CREDITSAFE_BLOCK_FULL ?? '',
      },
      timeoutMs: vars.CREDITSAFE_TIMEOUT_MS ?? 15_000,
    },
  };
};

export interface LoadConfigOptions {
  /** Folder of the @granska/server package; defaults to the real one. */
  serverRoot?: string;
  /** Working directory used when INIT_CWD is not set; defaults to process.cwd(). */
  cwd?: string;
}

/**
 * Parses the environment into a Config, or throws a ConfigError naming every bad variable.
 * Pure apart from the default working directory: pass `env` (and `cwd`) to test it.
 */
export const loadConfig = (
  env: Readonly<Record<string, string | undefined>>,
  options: LoadConfigOptions = {},
): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const problems = crossCheck(vars);
  if (problems.length > 0) throw new ConfigError(problems);
  const serverRoot = options.serverRoot ?? defaultServerRoot;
  const repoRoot = resolve(serverRoot, '..', '..');
  // npm runs the server's start script inside apps/server; INIT_CWD is where the user typed the command.
  const invokedFrom = env.INIT_CWD || options.cwd || process.cwd();
  const fromInvocation = (path: string) => (isAbsolute(path) ? path : resolve(invokedFrom, path));

  const port = vars.PORT ?? 3000;
  const appEnv = vars.APP_ENV ?? 'development';
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: vars.DATA_DIR ? fromInvocation(vars.DATA_DIR) : join(repoRoot, 'data'),
    databaseUrl: vars.DATABASE_URL,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${port}`,
    appEnv,
    logLevel: vars.LOG_LEVEL ?? 'info',
    userPoolId: vars.USER_POOL_ID ?? 'eu-north-1_GranskaLocal',
    userPoolClientId: vars.USER_POOL_CLIENT_ID ?? 'granska-web',
    userPoolIssuer: vars.USER_POOL_ISSUER,
    masterKey: vars.MASTER_KEY?.trim(),
    signingKeyRotationDays: vars.SIGNING_KEY_ROTATION_DAYS ?? 90,
    webDistDir: vars.WEB_DIST_DIR
      ? fromInvocation(vars.WEB_DIST_DIR)
      : resolve(serverRoot, '..', 'web', 'dist'),
    seedDemoData: vars.SEED_DEMO_DATA ?? appEnv !== 'production',
    trustProxy: vars.TRUST_PROXY ?? false,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? 'Granska <no-reply@localhost>',
    smsGatewayUrl: vars.SMS_GATEWAY_URL,
    smsGatewayToken: vars.SMS_GATEWAY_TOKEN,
    smsSender: vars.SMS_SENDER ?? 'Granska',
    schedulerPollIntervalMs: vars.SCHEDULER_POLL_INTERVAL_MS ?? 1000,
    outboxBodyRetentionDays: vars.OUTBOX_BODY_RETENTION_DAYS ?? 7,
    localOutboxRetentionDays: vars.LOCAL_OUTBOX_RETENTION_DAYS ?? 3,
    consentTimeoutDays: vars.CONSENT_TIMEOUT_DAYS ?? 7,
    consentReminderDays: vars.CONSENT_REMINDER_DAYS ?? 2,
    referenceTimeoutDays: vars.REFERENCE_TIMEOUT_DAYS ?? 7,
    referenceReminderHours: vars.REFERENCE_REMINDER_HOURS ?? 24,
    referenceReminderOfficeHours: vars.REFERENCE_REMINDER_OFFICE_HOURS ?? true,
    lfdFollowUpMonthDays: vars.LFD_FOLLOW_UP_MONTH_DAYS,
    psRenewalIntervalMonths: vars.PS_RENEWAL_INTERVAL_MONTHS ?? 60,
    bankIdUrl: vars.BANKID_URL,
    bankIdPfxPath: vars.BANKID_PFX_PATH ? fromInvocation(vars.BANKID_PFX_PATH) : undefined,
    bankIdPfxPassphrase: vars.BANKID_PFX_PASSPHRASE,
    bankIdCaPath: vars.BANKID_CA_PATH ? fromInvocation(vars.BANKID_CA_PATH) : undefined,
    bankIdLocalOrderLifetimeSeconds: vars.BANKID_LOCAL_ORDER_LIFETIME_SECONDS ?? 180,
    rateLimitsPerMinute: {
      identityProvider: vars.RATE_LIMIT_IDP_PER_MINUTE ?? 120,
      forgotPassword: vars.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE ?? 5,
      anonymous: vars.RATE_LIMIT_ANONYMOUS_PER_MINUTE ?? 300,
      user: vars.RATE_LIMIT_USER_PER_MINUTE ?? 300,
    },
    creditInformation: creditInformationConfig(vars, appEnv),
  };
};

/** The running process's configuration. The only place that reads process.env. */
export const readConfig = (): Config => loadConfig(process.env);

export interface TestDatabaseSettings {
  kind: 'pglite' | 'postgres';
  /** Server to create per-test-file databases on (TEST_DATABASE_URL), when kind is postgres. */
  url: string | undefined;
}

/** For the test helpers: which database the vitest project runs against (TEST_DB, TEST_DATABASE_URL). */
export const readTestDatabaseSettings = (): TestDatabaseSettings => ({
  kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
  url: process.env.TEST_DATABASE_URL,
});
