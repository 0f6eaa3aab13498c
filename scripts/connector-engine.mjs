#!/usr/bin/env node
// The command-line entry point: runs the build (dist/, made by `npm run build`, which `npm ci` runs).
// In a checkout, CONNECTOR_ENGINE_SOURCES=1 (set by `npm test`) or the lack of a build runs the
// TypeScript sources instead, through tsx (a development dependency; the package ships no sources).
import { existsSync } from 'node:fs';

const built = new URL('../dist/scripts/cli.js', import.meta.url);
const sources = new URL('./cli.ts', import.meta.url);
if (existsSync(sources) && (process.env.CONNECTOR_ENGINE_SOURCES === '1' || !existsSync(built))) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
} else {
  await import(built.href);
}
