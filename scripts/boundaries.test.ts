import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

// Each folder in boundaries-fixtures is a small tree laid out like the repository, holding one kind
// of import that .dependency-cruiser.mjs forbids (docs/decisions/module-boundaries.md).
const config = fileURLToPath(new URL('../.dependency-cruiser.mjs', import.meta.url));
const fixtures = fileURLToPath(new URL('./boundaries-fixtures/', import.meta.url));

/** The names of the rules the sample breaks, each once. */
const brokenRules = async (sample: string): Promise<string[]> => {
  const baseDir = `${fixtures}${sample}`;
  const options = await extractDepcruiseOptions(config);
  const roots = ['apps', 'packages'].filter((root) => existsSync(`${baseDir}/${root}`));
  const { output } = await cruise(
    roots,
    { ...options, baseDir },
    {
      extensions: ['.ts', '.tsx'],
    },
  );
  const result = output as ICruiseResult;
  if (result.summary.totalCruised === 0) throw new Error(`nothing cruised in ${baseDir}`);
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))].sort();
};

describe('npm run check holds the module boundaries', () => {
  it('passes a sample where every import goes an allowed way', async () => {
    expect(await brokenRules('clean')).toEqual([]);
  });

  it.each([
    ['module-cycle', ['server-no-module-cycle']],
    ['file-cycle', ['server-no-file-cycle-across-modules', 'server-no-module-cycle']],
    ['repository-import', ['server-module-through-index']],
    ['platform-imports-module', ['server-platform-not-modules']],
    ['web-cross-feature', ['web-feature-not-other-feature']],
    ['web-component-imports-feature', ['web-components-not-features-or-app']],
    ['web-feature-imports-app', ['web-feature-not-app']],
    ['production-imports-test', ['production-not-test-code']],
    ['domain-imports-app', ['domain-not-apps']],
  ])('fails %s on %j', async (sample, rules) => {
    expect(await brokenRules(sample)).toEqual(rules);
  });
});
