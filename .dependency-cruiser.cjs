// Import boundaries (checked by tests/import-boundaries.test.ts, so `npm test` enforces them):
// engine/ is vendor-agnostic and usable in-process, so it imports nothing from the folders built on
// it; server/ and mcp/ reach the engine only through its public entry; scripts/ reach the server only
// through its declared entries; client/ stands alone (fetch only); tests/ may import anything, and
// nothing imports tests/; the plan types (engine/plan/) are a leaf; no module imports itself back in
// a cycle, type-only imports included.
/** Server modules the command line and the benches may import (everything else is internal). */
const SERVER_ENTRIES = [
  'server/main[.]ts', // serve, and opening a data folder for apps / oauth
  'server/accounts[.]ts', // apps create / grant / list / rotate / revoke
  'server/redirect-origins[.]ts', // oauth origins list / add / remove
  'server/webhooks/endpoints[.]ts', // webhooks create / list / delete
  'server/audit[.]ts', // audit export
  'server/openapi/document[.]ts', // bench:surfaces measures the API description
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-stays-alone',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: '^(server|scripts|mcp|client|tests)/' },
    },
    {
      name: 'server-uses-the-engine-entry',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^engine/', pathNot: '^engine/index[.]ts$' },
    },
    {
      name: 'mcp-uses-the-engine-entry',
      severity: 'error',
      from: { path: '^mcp/' },
      to: { path: '^(engine|server|scripts|client)/', pathNot: '^engine/index[.]ts$' },
    },
    {
      // the command line loads engine modules one by one (help stays instant), but the server's
      // internals only through the entries above
      name: 'scripts-use-the-server-entries',
      severity: 'error',
      from: { path: '^scripts/' },
      // a type names no code: only run-time imports cross this boundary
      to: {
        path: '^server/',
        pathNot: `^(${SERVER_ENTRIES.join('|')})$`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'client-stands-alone',
      severity: 'error',
      from: { path: '^client/' },
      // the typed client names the generated kind types (engine/typed.ts): types only, no code
      to: { path: '^(engine|server|scripts|mcp)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      // the generated manifest types import nothing, so the plan may name them
      name: 'plan-is-a-leaf',
      severity: 'error',
      from: { path: '^engine/plan/' },
      to: { path: '^engine/', pathNot: '^engine/(plan/|manifest/types[.]gen[.]ts$)' },
    },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
  ],
  // Edges that break a rule only through files other branches were changing when the rules came in
  // (`rule: from -> to`). This list must shrink to empty: move the type the plan names into
  // engine/plan/, or break the cycle, then delete the line.
  temporarilyAllowed: [
    // the plan names types still defined beside their code (auth/, http/, map/)
    'plan-is-a-leaf: engine/plan/plan.ts -> engine/auth/types.ts',
    'plan-is-a-leaf: engine/plan/plan.ts -> engine/http/types.ts',
    'plan-is-a-leaf: engine/plan/plan.ts -> engine/http/pace.ts',
    'plan-is-a-leaf: engine/plan/plan.ts -> engine/map/expression.ts',
    'plan-is-a-leaf: engine/plan/plan.ts -> engine/map/rules.ts',
    'plan-is-a-leaf: engine/plan/params.ts -> engine/map/expression.ts',
    // compile-sync.ts names the old Compiler (import Problems from problems.ts instead)
    'no-cycles: engine/manifest/compile-entities.ts -> engine/manifest/compile-sync.ts',
    // typed.ts names Connector and connector.ts typed.ts (define TypedConnector in connector.ts)
    'no-cycles: engine/connector.ts -> engine/typed.ts',
    // search-runner.ts names ContextStoreOptions and context-store.ts its errors (move the options type)
    'no-cycles: engine/context-store/context-store.ts -> engine/context-store/search-runner.ts',
    // a type import past the engine's entry (export FairLimits from engine/index.ts)
    'server-uses-the-engine-entry: server/fairness.ts -> engine/context-store/fair-queue.ts',
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // a cycle through type imports still ties the modules' meaning together: they count too
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
