import { describe, expect, it } from 'vitest';
// The check is a plain .mjs script, run by npm run lint:paths.
import { callPatterns, findPathLiterals, knownCallPaths, pathLiteralsIn } from './path-literals.mjs';

const patterns = callPatterns(knownCallPaths());
const found = (source: string, file = 'apps/web/src/features/x/api/x.ts') =>
  pathLiteralsIn(source, file, patterns).map(({ value }: { value: string }) => value);

describe('npm run lint:paths refuses a main-API path outside the endpoint contracts', () => {
  it('finds a call path as a string, with the /api prefix, with a query, and with its parameters filled in', () => {
    expect(found("api.request({ method: 'GET', path: '/orders', errorMessage: 'x' });")).toEqual(['/orders']);
    expect(found("fetch('/api/order/populate', { method: 'POST' });")).toEqual(['/api/order/populate']);
    expect(found("const url = '/orders?page=1';")).toEqual(['/orders?page=1']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template literal
    expect(found('const url = `/jobs/${id}/risc`;')).toEqual(['/jobs/x/risc']);
    expect(found('const Page = () => <a href="/customer/apikeys">keys</a>;', 'apps/web/src/x.tsx')).toEqual([
      '/customer/apikeys',
    ]);
  });

  it('leaves the web app’s own pages and other strings alone', () => {
    expect(
      found("navigate('/background-check/orders'); const x = '/admin/customers'; const y = 'orders';"),
    ).toEqual([]);
    expect(found("import { x } from '/orders';")).toEqual([]);
  });

  it('finds none in the repository', () => {
    expect(findPathLiterals()).toEqual([]);
  });
});
