// Kind names from the manifest folders without compiling anything (a kind's file is <kind>.yaml), so a
// mistyped kind is answered at once, with the closest one.
import { existsSync, readdirSync } from 'node:fs';
import { connectorFolders } from '../../engine/connector-folders.ts';
import { closest } from '../../engine/errors.ts';
import { usage } from './io.ts';

/** The folders of --connectors (else CONNECTOR_ENGINE_CONNECTORS_DIR, else the shipped ones); exit 2 when one is missing. */
export async function folders(spec: string | undefined, command: string): Promise<string[]> {
  try {
    return connectorFolders(spec);
  } catch (err) {
    return usage((err as Error).message.replace(/^connectorsDir/, '--connectors'), command);
  }
}

export function kindNames(dirs: string[]): string[] {
  const names = dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => f.replace(/\.ya?ml$/, ''))
      : [],
  );
  return [...new Set(names)].sort();
}

/** Exits 2 with a suggestion when `kind` has no manifest in the folders. */
export async function requireKind(kind: string, dirs: string[], command: string): Promise<void> {
  const kinds = kindNames(dirs);
  if (kinds.includes(kind)) return;
  const hint = closest(kind, kinds);
  await usage(
    `unknown kind '${kind}'.${hint ? ` Did you mean '${hint}'?` : ''} Kinds: ${kinds.join(', ')}`,
    command,
  );
}
