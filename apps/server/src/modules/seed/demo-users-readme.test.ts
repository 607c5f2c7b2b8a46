import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { landingPage } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../platform/server-root';
import { DEMO_USERS } from './demo-users';

describe('the README', () => {
  it('lists every demo user with its password and landing page', () => {
    const readme = readFileSync(join(serverRoot, '../../README.md'), 'utf8');
    for (const user of DEMO_USERS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${user.email}\` |`));
      expect(row, user.email).toBeDefined();
      expect(row).toContain(`\`${user.password}\``);
      expect(row).toContain(`\`${landingPage(user.groups)}\``);
    }
  });
});
