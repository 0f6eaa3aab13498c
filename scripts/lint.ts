// `connector-engine lint`: every problem of every manifest, as file:line:col code message. It uses the
// engine's own loader and compiler (so the linter and the start-up check can never disagree) and
// adds what only makes sense for authors: the schema comment line and a fixture per entity action.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { compileManifest } from '../engine/manifest/compile.ts';
import { loadYamlFile } from '../engine/manifest/load.ts';
import type { ManifestProblem } from '../engine/engine.ts';
import { createAjv } from '../engine/params/validate.ts';

const SCHEMA_COMMENT = '# yaml-language-server: $schema=../schemas/manifest.schema.json';

export interface LintOptions {
  /** Folder holding <kind>/<entity>.yaml fixtures; default <manifest folder>/../tests/fixtures. */
  fixturesDir?: string;
}

export function manifestFiles(paths: string[]): string[] {
  return paths.flatMap((p) => {
    if (!existsSync(p)) return [p]; // reported as unreadable by lintFiles
    if (!statSync(p).isDirectory()) return [p];
    return readdirSync(p).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => join(p, f));
  });
}

export function lintFiles(files: string[], opts: LintOptions = {}): ManifestProblem[] {
  const ajv = createAjv();
  const problems: ManifestProblem[] = [];
  const kinds = new Map<string, string>();
  for (const file of files) {
    const report = (line: number, col: number, code: string, message: string) => problems.push({ file: relative(process.cwd(), file) || file, line, col, code, message });
    try {
      if (!existsSync(file)) {
        report(1, 1, 'file-unreadable', 'no such file or folder.');
        continue;
      }
      if (!readFileSync(file, 'utf8').startsWith(SCHEMA_COMMENT)) {
        report(1, 1, 'schema-comment', `first line must be '${SCHEMA_COMMENT}' so editors validate and complete the manifest.`);
      }
      const src = loadYamlFile(file);
      for (const p of src.syntaxProblems) report(p.line, p.col, p.code, `${p.message} Fix the YAML syntax.`);
      if (src.data === undefined) continue;
      const { plan, problems: found } = compileManifest(src.data, ajv, { eager: true }); // every validator, to report any that fail
      for (const p of found) {
        const pos = src.position(p.path, p.atKey);
        report(pos.line, pos.col, p.code, p.message);
      }
      const kind = plan?.kind ?? (src.data as { kind?: unknown })?.kind;
      if (typeof kind !== 'string') continue;
      if (basename(file).replace(/\.ya?ml$/, '') !== kind) {
        const pos = src.position(['kind']);
        report(pos.line, pos.col, 'kind-filename', `kind '${kind}' must match the file name (${kind}.yaml).`);
      }
      const other = kinds.get(kind);
      if (other) report(1, 1, 'duplicate-kind', `kind '${kind}' is also defined in ${other}.`);
      kinds.set(kind, file);
      // Read entity actions from the data itself, so a manifest that does not compile yet is still told.
      const fixtures = fixtureActions(join(opts.fixturesDir ?? resolve(dirname(file), '../tests/fixtures'), kind));
      const entities = (src.data as { entities?: unknown }).entities;
      for (const [entity, e] of Object.entries(isObject(entities) ? entities : {})) {
        const actions = isObject(e) && isObject(e.actions) ? Object.keys(e.actions) : [];
        for (const action of actions) {
          if (fixtures.has(`${entity}.${action}`)) continue;
          const pos = src.position(['entities', entity, 'actions', action], true);
          report(pos.line, pos.col, 'fixture-missing', `${entity}.${action} has no passing fixture; add a case with action: ${action} to tests/fixtures/${kind}/${entity}.yaml.`);
        }
      }
    } catch (err) {
      report(1, 1, 'internal', `the linter could not check this file: ${(err as Error).message}`);
    }
  }
  return problems;
}

function isObject(v: unknown): v is Record<string, any> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** entity.action pairs that have at least one success case (a case without expect.error). */
function fixtureActions(kindDir: string): Set<string> {
  const covered = new Set<string>();
  if (!existsSync(kindDir)) return covered;
  for (const f of readdirSync(kindDir)) {
    if (!f.endsWith('.yaml') || f === 'connector.yaml') continue;
    try {
      const data = parse(readFileSync(join(kindDir, f), 'utf8'), { merge: true }) as { cases?: { action?: string; expect?: { error?: unknown } }[] };
      for (const c of data?.cases ?? []) if (c?.action && !c.expect?.error) covered.add(`${f.replace(/\.yaml$/, '')}.${c.action}`);
    } catch {
      /* an unparsable fixture file covers nothing; the fixture tests report it */
    }
  }
  return covered;
}
