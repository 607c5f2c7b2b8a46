import { z } from 'zod';

/**
 * GET /config.json: every deployment setting the web app needs, read once at start. Base URLs may be
 * relative ('/api') to the page's origin or absolute ('https://ref.example.se') when a service runs
 * elsewhere.
 */
export const ClientConfig = z.object({
  apiBaseUrl: z.string(),
  referenceBaseUrl: z.string(),
  identityProviderUrl: z.string(),
  securityScreeningBaseUrl: z.string(),
  tagsBaseUrl: z.string(),
  documentsBaseUrl: z.string(),
  userPoolId: z.string(),
  clientId: z.string(),
  version: z.string(),
  environment: z.enum(['development', 'test', 'production']),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
