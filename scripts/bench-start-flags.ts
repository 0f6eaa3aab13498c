// The Node flags a build's `npm start` puts before its entry (package.json scripts.start): the benches
// start each build's service as its own `npm start` does, so a V8 setting the service ships with is
// measured, and an older build without it is measured as it shipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A baseline's flags: `override` (a bench's --baseline-flags) when given, else its own `npm start`'s. */
export function baselineFlags(packageRoot: string, override: string): string[] {
  return override ? override.split(/\s+/).filter(Boolean) : startFlags(packageRoot);
}

export function startFlags(packageRoot: string): string[] {
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  const start = String(pkg.scripts?.start ?? '');
  const flags = /\bnode\s+((?:--\S+\s+)*)dist\/scripts\/cli\.js\b/.exec(start)?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}
