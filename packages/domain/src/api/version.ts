import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';

/** GET {apiBaseUrl}/version: the single result item. Public. */
export const VersionInfo = z.object({
  version: z.string(),
  environment: z.enum(['development', 'test', 'production']),
});
export type VersionInfo = z.infer<typeof VersionInfo>;

export const versionEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/version',
  response: okEnvelope(VersionInfo),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /version'],
  summary: 'Version and environment of the server',
});
