import type { RuntimeConfig } from '../app/config/runtime-config';

/** The runtime config of the web tests: every service below this origin. */
export const testConfig: RuntimeConfig = {
  apiBaseUrl: '/api',
  referenceBaseUrl: '/ref',
  identityProviderUrl: '/idp',
  securityScreeningBaseUrl: '/security-screening',
  tagsBaseUrl: '/tags',
  documentsBaseUrl: '/documents',
  userPoolId: 'eu-north-1_Test',
  clientId: 'test-client',
  version: '3.82.0',
  environment: 'test',
};
