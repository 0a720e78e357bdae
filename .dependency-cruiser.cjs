// Import rules `npm run lint` enforces (dependency-cruiser): no cycles, layers that import one
// way, and server modules that meet only through their door (modules/<name>/index.ts). The
// README's Architecture section explains the layers; a change that breaks them fails CI.
const SERVER = '^apps/server/src/';
// Test files and the test kits that live beside them may reach inside a module to set up data.
const TEST_FILES = '(\\.test\\.ts|-test-kit\\.ts|-test-client\\.ts|test-uploads\\.ts)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only imports included: a cycle means two files cannot be read, ' +
        'tested or moved apart. Move the shared piece down or pass it in.',
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/shared/src)/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-of-the-apps',
      comment: 'packages/shared is the wire contract: the server and the web build on it.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ is pure rules (money maths, matching): no database, no modules, no app.',
      severity: 'error',
      from: { path: `${SERVER}domain/` },
      to: { path: SERVER, pathNot: `${SERVER}domain/` },
    },
    {
      name: 'infrastructure-below-modules',
      comment:
        'db/ and lib/ are infrastructure (database, outbox, idempotency, errors, clock): they ' +
        'serve the modules and must not import them or the app.',
      severity: 'error',
      from: { path: `${SERVER}(db|lib)/` },
      to: {
        path: SERVER,
        pathNot: `${SERVER}(db|lib|domain)/|${SERVER}config\\.ts$`,
      },
    },
    {
      name: 'modules-below-the-app',
      comment:
        'Modules never import the composition root (services.ts, app.ts, main.ts), nor the ' +
        'jobs, command-line tools and seed that sit on top of them.',
      severity: 'error',
      from: { path: `${SERVER}(modules|plugins)/`, pathNot: TEST_FILES },
      to: { path: `${SERVER}((services|app|main)\\.ts$|jobs/|cli/|seed/)` },
    },
    {
      name: 'module-door',
      comment:
        'A module reaches another only through its door, modules/<name>/index.ts: never its ' +
        'repository or internals. Each table is written by the module that owns it.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST_FILES },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'outside-modules-use-the-door',
      comment: 'The app, plugins, jobs, tools and seed also go through each module door.',
      severity: 'error',
      from: {
        path: `${SERVER}(app|services|main)\\.ts$|${SERVER}(plugins|jobs|cli|seed)/`,
        pathNot: TEST_FILES,
      },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'web-features-apart',
      comment: 'A web feature never imports another feature: app/ composes them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-layers',
      comment: 'components/, lib/ and config/ sit below the features and the app.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      comment: 'Features are composed by app/; they never import it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: they are cycles for a reader even when the compiler erases them.
    tsPreCompilationDeps: true,
    // One tsconfig that knows every workspace's paths (the web's @/ alias).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
  },
};
