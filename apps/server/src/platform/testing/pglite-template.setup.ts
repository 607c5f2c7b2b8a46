import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate } from './pglite-template';

/** Global setup of the server-pglite project (vitest.config.ts): makes the template once per run. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await ensurePgliteTemplate());
}
