import type { Config } from '../platform/config';
import type { Database } from '../platform/db/database';

/** What every service plugin is given; modules take what they need from it. */
export interface ServiceOptions {
  config: Config;
  db: Database;
}
