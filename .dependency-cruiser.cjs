/**
 * The layout rules of docs/architecture.md, checked by `npm run check`. Each rule names the
 * convention it keeps; a failure prints the offending import.
 */
const server = '^apps/server/src/';
const web = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Import cycles hide which module depends on which; break them by moving the shared piece down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-lower-layers-import-no-feature',
      comment: 'db/ and platform/ sit below the features: they serve every feature and know none.',
      severity: 'error',
      from: { path: `${server}(db|platform|config)/` },
      to: { path: `${server}features/` },
    },
    {
      name: 'server-feature-through-its-public-module',
      comment: "A feature uses another only through that feature's index.ts; its queries, services and schemas stay private.",
      severity: 'error',
      from: { path: `${server}features/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}features/([^/]+)/`, pathNot: [`${server}features/$1/`, `${server}features/[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-routes-call-services',
      comment: 'A route is the HTTP edge: it calls a service, which holds the rules and calls the queries.',
      severity: 'error',
      from: { path: `${server}features/[^/]+/[^/]+\\.routes\\.ts$` },
      to: { path: '\\.queries\\.ts$' },
    },
    {
      name: 'server-public-module-exports-no-queries',
      comment: "A feature's index.ts offers services (and types); its queries stay behind them.",
      severity: 'error',
      from: { path: `${server}features/[^/]+/index\\.ts$` },
      to: { path: '\\.queries\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-features-do-not-import-demo-or-tests',
      comment: 'Demo data and test helpers sit above the features and may use them, never the other way round.',
      severity: 'error',
      from: { path: `${server}features/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}(demo|test)/` },
    },
    {
      name: 'web-shared-code-imports-no-app',
      comment: 'app/ assembles the features; features, components and lib must not reach up into it.',
      severity: 'error',
      from: { path: `${web}(features|components|lib)/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-feature-through-its-public-module',
      comment: "A web feature uses another only through that feature's index.ts (its screens, hooks and texts stay private).",
      severity: 'error',
      from: { path: `${web}features/([^/]+)/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${web}features/([^/]+)/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-components-and-lib-import-no-feature',
      comment: 'components/ and lib/ are shared by every feature and know none of them.',
      severity: 'error',
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'core-test-records-only-in-tests',
      comment: '@saji/core/testing holds sample records for tests; the product never ships them.',
      severity: 'error',
      from: { pathNot: ['\\.test\\.tsx?$', `${web}test/`, '^packages/core/src/testing\\.ts$'] },
      to: { path: ['^packages/core/src/testing\\.ts$', '^@saji/core/testing$'] },
    },
    {
      name: 'core-imports-no-app',
      comment: 'packages/core is shared by server and web and depends on neither.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
