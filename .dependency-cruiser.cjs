// Import boundaries (checked by tests/import-boundaries.test.ts, so `npm test` enforces them):
// engine/ is vendor-agnostic and usable in-process, so it imports nothing from server/ or scripts/;
// server/ reaches the engine only through its public entry; no module imports itself back in a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-stays-alone',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: '^(server|scripts)/' },
    },
    {
      name: 'server-uses-the-engine-entry',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^engine/', pathNot: '^engine/index[.]ts$' },
    },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // type-only imports vanish at run time: a cycle through them is no cycle
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
