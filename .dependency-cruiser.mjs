// Module boundaries that `npm run check` holds (docs/decisions/module-boundaries.md).
// Existing violations are listed in .dependency-cruiser-known-violations.json; any other one fails.

// Tests and their support code. They are not followed: their own imports are free (a test may set up
// data through another module), but production code importing one of them is caught.
const testCode = '(\\.test\\.tsx?$|\\.test-support\\.tsx?$|(^|/)test/|^apps/server/src/platform/testing/)';
const serverModule = '^apps/server/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'server-no-file-cycle-across-modules',
      comment: 'A cycle of files that leaves its module: modules depend on each other one way.',
      severity: 'error',
      from: { path: serverModule },
      to: { circular: true, viaSomeNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'server-no-module-cycle',
      comment:
        'Module A imports module B and B, through any files, imports A: modules depend on each other one way.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/([^/]+)' },
      to: { circular: true, path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1(/|$)' },
    },
    {
      name: 'server-module-through-index',
      comment:
        "A module reaches another module only through that module's index.ts, never its repository, " +
        'tables, services or routes.',
      severity: 'error',
      from: { path: serverModule, pathNot: testCode },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-platform-not-modules',
      comment:
        'The platform sits under the modules: it never imports a module or the app that composes them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: testCode },
      to: { path: '^apps/server/src/(modules/|services/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'web-feature-not-other-feature',
      comment:
        'A web feature never imports another feature; what two share moves down to components/ or domain.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-components-not-features-or-app',
      comment: 'Shared components sit under the features and the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-not-app',
      comment: 'Features sit under the app shell; only its session and runtime config are theirs to use.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/', pathNot: '^apps/web/src/app/(session|config)/' },
    },
    {
      name: 'domain-not-apps',
      comment: 'The domain package is shared by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'production-not-test-code',
      comment: 'Production code never imports tests or test support.',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: testCode },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: ['node_modules', testCode] },
    exclude: { path: ['node_modules', '/dist/'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    baseline: { staleEntriesSeverity: 'error' },
  },
};
