#!/usr/bin/env node
// The command-line entry point: runs the build (dist/, made by `npm run build`, which `npm ci` runs).
// In a checkout, CONNECTOR_ENGINE_SOURCES=1 (set by `npm test`) or the lack of a build runs the
// TypeScript sources instead, through tsx (a development dependency; the package ships no sources),
// or, when CONNECTOR_ENGINE_CLI_BUNDLE names one, the sources bundled once by the test run
// (tests/support/cli-bundle.ts).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const built = new URL('../dist/scripts/cli.js', import.meta.url);
const sources = new URL('./cli.ts', import.meta.url);
const testBundle = process.env.CONNECTOR_ENGINE_CLI_BUNDLE;
if (existsSync(sources) && (process.env.CONNECTOR_ENGINE_SOURCES === '1' || !existsSync(built))) {
  if (testBundle && existsSync(testBundle)) await import(pathToFileURL(testBundle).href);
  else await runSources();
} else {
  await import(built.href);
}

async function runSources() {
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
}
