// Global setup of both test runs (vitest.config.ts): the command line's TypeScript sources bundled once
// (esbuild, as tsx transforms them, packages left to node_modules), so that the tests' CLI processes
// start in about a third of a second instead of two seconds through tsx's loader (about 500 modules,
// each resolved and transformed). Each module's `import.meta.url` stays its source file's URL, so it
// reads its schemas, migrations and workers where the sources do and takes the same `.ts` branches.
// scripts/connector-engine.mjs runs the bundle when CONNECTOR_ENGINE_SOURCES=1 and
// CONNECTOR_ENGINE_CLI_BUNDLE names it; the test workers inherit the variable.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '../..');
const out = join(root, 'node_modules/.cache/connector-engine-tests', `cli-${process.pid}`);
let users = 0;
let built: Promise<void> | undefined;

export default async function setup() {
  users++;
  built ??= bundle();
  await built;
  process.env.CONNECTOR_ENGINE_CLI_BUNDLE = join(out, 'cli.js');
  return () => {
    if (--users === 0) rmSync(out, { recursive: true, force: true });
  };
}

async function bundle(): Promise<void> {
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [join(root, 'scripts/cli.ts')],
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'source-urls',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, (a) => ({
            contents: readFileSync(a.path, 'utf8').replace(
              /\bimport\.meta\.(url|dirname|filename)\b/g,
              (_, p: string) =>
                JSON.stringify(
                  p === 'url'
                    ? pathToFileURL(a.path).href
                    : p === 'dirname'
                      ? join(a.path, '..')
                      : a.path,
                ),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
}
