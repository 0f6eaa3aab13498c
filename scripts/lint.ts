// `connector-engine lint`: every problem of every manifest, as file:line:col code message. It uses the
// engine's own loader and compiler (so the linter and the start-up check can never disagree) and
// adds what only makes sense for authors: the schema comment line, a fixture per entity action and the
// vendor API's announced sunset (a date rule belongs here, never in the start-up check: an engine that
// refused to start because a day passed would be a time bomb for operators).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Node } from 'yaml';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import type { ManifestProblem } from '../engine/engine.ts';
import { compileManifest } from '../engine/manifest/compile.ts';
import { hasYamlAnchor, loadYamlFile, parseYamlData } from '../engine/manifest/load.ts';
import { resolveRefs } from '../engine/manifest/refs.ts';
import { createAjv } from '../engine/schema/ajv.ts';

// Loaded on first use: `serve` loads this module with the CLI but never lints.
let yamlLib: typeof import('yaml') | undefined;
const yaml = () => (yamlLib ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));

const SCHEMA_COMMENT = '# yaml-language-server: $schema=../schemas/manifest.schema.json';
/** The manifest format's schema as installed with the package (what `init` points a user's file at). */
export const MANIFEST_SCHEMA = join(dirname(defaultConnectorsDir), 'schemas/manifest.schema.json');

/** Only the shipped manifests must start with the schema comment: a user's folder has no ../schemas. */
function schemaCommentProblem(file: string, text: string): string | undefined {
  if (resolve(dirname(file)) !== resolve(defaultConnectorsDir) || text.startsWith(SCHEMA_COMMENT))
    return undefined;
  return `first line must be '${SCHEMA_COMMENT}' so editors validate and complete the manifest.`;
}

export interface LintOptions {
  /** Folder holding <kind>/<entity>.yaml fixtures; default <manifest folder>/../tests/fixtures. */
  fixturesDir?: string;
  /** The day the sunset rule measures against (YYYY-MM-DD, UTC); default the real date. */
  today?: string;
}

export type Severity = 'error' | 'warning';
/** Errors make lint exit 1; warnings are printed only. */
export type LintProblem = ManifestProblem & { severity: Severity };

/** How long before a vendor API's sunset the linter starts warning. */
export const SUNSET_WARNING_DAYS = 90;
const DAY_MS = 86_400_000;

/** The sunset rule: an error once the day has passed, a warning within SUNSET_WARNING_DAYS before it. */
export function sunsetProblem(
  sunset: string,
  today: string,
  version: string,
): { severity: Severity; message: string } | undefined {
  const days = Math.round(
    (Date.parse(`${sunset}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
  if (Number.isNaN(days) || days > SUNSET_WARNING_DAYS) return undefined;
  if (days < 0)
    return {
      severity: 'error',
      message: `the vendor retired API version '${version}' on ${sunset}, ${-days} day(s) ago: calls to it fail or soon will. Move the manifest to the vendor's current version and update vendor_api.`,
    };
  return {
    severity: 'warning',
    message: `the vendor retires API version '${version}' on ${sunset}, ${days === 0 ? 'today' : `in ${days} day(s)`}. Move the manifest to the vendor's current version before then and update vendor_api.`,
  };
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function manifestFiles(paths: string[]): string[] {
  return paths.flatMap((p) => {
    if (!existsSync(p)) return [p]; // reported as unreadable by lintFiles
    if (!statSync(p).isDirectory()) return [p];
    return readdirSync(p)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f) => join(p, f));
  });
}

export function lintFiles(files: string[], opts: LintOptions = {}): LintProblem[] {
  const ajv = createAjv();
  const today = opts.today ?? todayUtc();
  const problems: LintProblem[] = [];
  const kinds = new Map<string, string>();
  for (const file of files) {
    const report = (
      line: number,
      col: number,
      code: string,
      message: string,
      severity: Severity = 'error',
    ) =>
      problems.push({
        file: relative(process.cwd(), file) || file,
        line,
        col,
        severity,
        code,
        message,
      });
    try {
      if (!existsSync(file)) {
        report(1, 1, 'file-unreadable', 'no such file or folder.');
        continue;
      }
      const comment = schemaCommentProblem(file, readFileSync(file, 'utf8'));
      if (comment) report(1, 1, 'schema-comment', comment);
      const src = loadYamlFile(file);
      for (const p of src.syntaxProblems)
        report(p.line, p.col, p.code, `${p.message} Fix the YAML syntax.`);
      if (src.data === undefined) continue;
      for (const p of anchorProblems(readFileSync(file, 'utf8')))
        report(p.line, p.col, 'yaml-anchor', p.message);
      const vendorApi = (src.data as { vendor_api?: { version?: unknown; sunset?: unknown } })
        .vendor_api;
      if (typeof vendorApi?.sunset === 'string') {
        const found = sunsetProblem(vendorApi.sunset, today, String(vendorApi.version ?? ''));
        const pos = found && src.position(['vendor_api', 'sunset']); // a position costs a precise parse
        if (found && pos)
          report(pos.line, pos.col, 'vendor-api-sunset', found.message, found.severity);
      }
      const { plan, problems: found } = compileManifest(src.data, ajv, { eager: true }); // every validator, to report any that fail
      for (const p of found) {
        const pos = src.position(p.path, p.atKey);
        report(pos.line, pos.col, p.code, p.message);
      }
      const kind = plan?.kind ?? (src.data as { kind?: unknown })?.kind;
      if (typeof kind !== 'string') continue;
      if (basename(file).replace(/\.ya?ml$/, '') !== kind) {
        const pos = src.position(['kind']);
        report(
          pos.line,
          pos.col,
          'kind-filename',
          `kind '${kind}' must match the file name (${kind}.yaml).`,
        );
      }
      if (plan && !plan.manifest.check) {
        const pos = src.position(['kind']);
        report(
          pos.line,
          pos.col,
          'check-missing',
          `no 'check': name a cheap read that proves the credentials work, e.g. check: { entity: users, action: get, params: { id: me } } (run by \`connector-engine run ${kind} check\` and by connector creation with check: true).`,
          'warning',
        );
      }
      const other = kinds.get(kind);
      if (other) report(1, 1, 'duplicate-kind', `kind '${kind}' is also defined in ${other}.`);
      kinds.set(kind, file);
      // Read entity actions from the data itself, so a manifest that does not compile yet is still told.
      const fixtures = fixtureActions(
        join(opts.fixturesDir ?? resolve(dirname(file), '../tests/fixtures'), kind),
      );
      const entities = (resolveRefs(src.data).data as { entities?: unknown }).entities;
      for (const [entity, e] of Object.entries(isObject(entities) ? entities : {})) {
        const actions = isObject(e) && isObject(e.actions) ? Object.keys(e.actions) : [];
        for (const action of actions) {
          if (fixtures.has(`${entity}.${action}`)) continue;
          const pos = src.position(['entities', entity, 'actions', action], true);
          report(
            pos.line,
            pos.col,
            'fixture-missing',
            `${entity}.${action} has no passing fixture; add a case with action: ${action} to tests/fixtures/${kind}/${entity}.yaml.`,
          );
        }
      }
    } catch (err) {
      report(1, 1, 'internal', `the linter could not check this file: ${(err as Error).message}`);
    }
  }
  return problems;
}

/** YAML anchors, aliases and merge keys: manifests share pieces through definitions and $ref instead,
 *  which are named, checked by the schema and reported where they are used. */
export function anchorProblems(text: string): { line: number; col: number; message: string }[] {
  if (!text.includes('<<') && !hasYamlAnchor(text)) return []; // the precise parse only where needed
  const { isScalar, LineCounter, parseDocument, visit } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, merge: false });
  const found: { line: number; col: number; message: string }[] = [];
  const fix =
    'Put the shared piece under definitions (definitions: { NAME: ... }) and use it with $ref: "#/definitions/NAME"; keys beside a $ref override the referenced object (deep merge).';
  const at = (node: Node | null | undefined, message: string) => {
    const pos = lineCounter.linePos(node?.range?.[0] ?? 0);
    found.push({ line: pos.line, col: pos.col, message });
  };
  visit(doc, {
    Alias: (_, node) =>
      at(node, `YAML alias *${node.source}: anchors and aliases are not used in manifests. ${fix}`),
    Pair: (_, pair) => {
      if (isScalar(pair.key) && pair.key.value === '<<')
        at(pair.key as Node, `YAML merge key <<: is not used in manifests. ${fix}`);
    },
    Node: (_, node) => {
      if ('anchor' in node && node.anchor)
        at(
          node,
          `YAML anchor &${node.anchor}: anchors and aliases are not used in manifests. ${fix}`,
        );
    },
  });
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: manifests of unknown shape, probed key by key
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
      const data = parseYamlData(readFileSync(join(kindDir, f), 'utf8')) as {
        cases?: { action?: string; expect?: { error?: unknown } }[];
      };
      for (const c of data?.cases ?? [])
        if (c?.action && !c.expect?.error) covered.add(`${f.replace(/\.yaml$/, '')}.${c.action}`);
    } catch {
      /* an unparsable fixture file covers nothing; the fixture tests report it */
    }
  }
  return covered;
}
