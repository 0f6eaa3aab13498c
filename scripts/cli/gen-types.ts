// connector-engine gen-types [DIR] [--out FILE]: TypeScript types of a folder's kinds for typed calls
// (engine.connector(kind).execute and connector-engine/client), augmenting the package's KindTypes.
// It needs json-schema-to-typescript, a development tool the package does not install for everyone.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exit, failed, usage } from './io.ts';

export async function genTypesCommand(dir: string, opts: { out: string }): Promise<never> {
  const folder = resolve(dir);
  if (!existsSync(folder)) return usage(`${dir} is not a folder of manifests.`, 'gen-types');
  try {
    await import('json-schema-to-typescript');
  } catch {
    return failed(
      'gen-types needs json-schema-to-typescript: npm install --save-dev json-schema-to-typescript@16',
    );
  }
  const { renderKindTypes } = await import('../gen-kind-types.ts');
  let text: string;
  try {
    text = await renderKindTypes(folder, 'connector-engine');
  } catch (err) {
    return failed(`${dir}: ${(err as Error).message}`);
  }
  writeFileSync(resolve(opts.out), text);
  process.stderr.write(
    `wrote ${opts.out}: the types of the kinds in ${dir}; include it in your TypeScript project.\n`,
  );
  return exit(0);
}
