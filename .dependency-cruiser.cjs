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
  'server/proxy-grants[.]ts', // apps proxy-write
  'server/redirect-origins[.]ts', // oauth origins list / add / remove
  'server/webhooks/endpoints[.]ts', // webhooks create / list / delete
  'server/inbound-webhooks[.]ts', // inbound-webhooks create / list / delete
  'server/audit[.]ts', // audit export
  'server/connector-sync[.]ts', // connectors sync-settings
  'server/mcp-oauth/grants[.]ts', // mcp approve-code
  'server/openapi/document[.]ts', // bench:surfaces measures the API description
  'server/db/sqlite-writer[.]ts', // bench:server tells the writer thread apart by its name
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
  options: {
    doNotFollow: { path: 'node_modules' },
    // a cycle through type imports still ties the modules' meaning together: they count too
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
