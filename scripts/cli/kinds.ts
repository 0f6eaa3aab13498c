// Kind names from the manifest folder without compiling anything (a kind's file is <kind>.yaml), so a
// mistyped kind is answered at once, with the closest one.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closest } from '../../engine/errors.ts';
import { usage } from './io.ts';

// connectors/ sits at the package root: two folders up from the sources, three from the build
export const shippedConnectors = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? '../../connectors/' : '../../../connectors/',
    import.meta.url,
  ),
);

export function kindNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => f.replace(/\.ya?ml$/, ''))
    .sort();
}

/** Exits 2 with a suggestion when `kind` has no manifest in the folder. */
export async function requireKind(kind: string, dir: string, command: string): Promise<void> {
  const kinds = kindNames(dir);
  if (kinds.includes(kind)) return;
  const hint = closest(kind, kinds);
  await usage(
    `unknown kind '${kind}'.${hint ? ` Did you mean '${hint}'?` : ''} Kinds: ${kinds.join(', ')}`,
    command,
  );
}
