import { z } from 'zod';

/** GET {apiBaseUrl}/version: the single result item. Public. */
export const VersionInfo = z.object({
  version: z.string(),
  environment: z.enum(['development', 'test', 'production']),
});
export type VersionInfo = z.infer<typeof VersionInfo>;
