// Which manifest folders an engine reads. One spelling everywhere (createEngine's connectorsDir, the
// service's and the commands' CONNECTOR_ENGINE_CONNECTORS_DIR, --connectors, MCP's connectors_dir): a
// folder, or a list of folders separated by the platform's path delimiter (':' or ';'), where the word
// `shipped` stands for the package's own connectors/. `./mine` reads only your manifests;
// `shipped:./mine` reads both, and a kind in a later folder replaces the same kind of an earlier one.
// Imports nothing of the engine, so a command can resolve folders without loading it.
import { existsSync, statSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's connectors/: beside engine/ in the sources, one level further up from dist/engine/. */
export const defaultConnectorsDir = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? '../connectors/' : '../../connectors/',
    import.meta.url,
  ),
);

export const SHIPPED = 'shipped';
export const CONNECTORS_ENV = 'CONNECTOR_ENGINE_CONNECTORS_DIR';

/**
 * The folders, in order, from an explicit spec or else the environment (else the shipped folder).
 * A folder that does not exist is an error naming it and where it came from.
 */
export function connectorFolders(
  spec?: string | string[],
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const fromEnv = spec === undefined && env[CONNECTORS_ENV] ? CONNECTORS_ENV : undefined;
  const given = spec ?? env[CONNECTORS_ENV] ?? SHIPPED;
  const list = (Array.isArray(given) ? given : given.split(delimiter)).filter((s) => s !== '');
  if (!list.length) throw new Error(`${fromEnv ?? 'connectorsDir'} names no folder.`);
  const dirs = list.map((d) => (d === SHIPPED ? defaultConnectorsDir : resolve(d)));
  for (const [i, d] of dirs.entries())
    if (!existsSync(d) || !statSync(d).isDirectory())
      throw new Error(
        `${fromEnv ?? 'connectorsDir'}: '${list[i]}' is not a folder of manifests (from ${resolve('.')}).`,
      );
  return [...new Set(dirs)];
}
