// The manifests of a folder as an engine uses them, each compiled once. A manifest that this build
// already compiled without a problem (scripts/build.mjs records the SHA-256 of each shipped manifest
// that compiles clean, with its kind) is compiled on first use, without repeating the schema check
// (the build made it on the same text): a start only reads and hashes it, and the first use reads
// the document the build parsed from that text, $refs resolved (JSON: a fraction of the YAML parse).
// Every other manifest (the sources run from TypeScript, an edited or added file) is compiled at
// once, so that any problem still stops the start with all problems listed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { ValidateFunction } from 'ajv';
import { compileManifest } from './manifest/compile.ts';
import { loadYamlText } from './manifest/load.ts';
import { resolveRefs } from './manifest/refs.ts';
import type { KindPlan } from './plan/plan.ts';
import { createAjv, type SchemaCompiler } from './schema/ajv.ts';

export interface ManifestProblem {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
}

/** Where the build writes the hashes of the shipped manifests it compiled clean, beside this module. */
export const CLEAN_MANIFESTS = './clean-manifests.json';
export const manifestHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex');

export function manifestFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => join(dir, f));
}

/** Loads and compiles one manifest's text; problems are returned, not thrown. */
export function compileText(
  text: string,
  file: string,
  ajv: SchemaCompiler,
  opts: { eager?: boolean; validated?: boolean } = {},
): { plan?: KindPlan; problems: ManifestProblem[] } {
  const src = loadYamlText(text, file);
  const problems: ManifestProblem[] = src.syntaxProblems.map((p) => ({ file, ...p }));
  if (src.syntaxProblems.length && src.data === undefined) return { problems };
  const { plan, problems: found } = compileManifest(src.data, ajv, opts);
  problems.push(
    ...found.map((p) => ({
      file,
      ...src.position(p.path, p.atKey),
      code: p.code,
      message: p.message,
    })),
  );
  return plan ? { plan, problems } : { problems };
}

function cleanManifests(): Map<string, string> {
  const file = new URL(CLEAN_MANIFESTS, import.meta.url);
  if (import.meta.url.endsWith('.ts') || !existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

export interface Catalog {
  /** Kinds in file-name order. */
  kinds: string[];
  problems: ManifestProblem[];
  plan(kind: string): KindPlan | undefined;
}

/**
 * Each manifest file's last compile in this process, kept while its text is the same: another engine
 * on the same folders (a test, a service's second engine) does not compile the catalog again. A plan
 * is not changed after its compile, so engines can share it.
 */
type Compiled = { hash: string; plan?: KindPlan | undefined; problems: ManifestProblem[] };
const compiled = new Map<string, Compiled>();
/** Files remembered at most (the oldest forgotten first): folders that come and go stay bounded. */
const COMPILED_FILES = 1000;
function remember(file: string, entry: Compiled) {
  compiled.delete(file);
  compiled.set(file, entry);
  if (compiled.size > COMPILED_FILES) compiled.delete(compiled.keys().next().value!);
}

/**
 * The manifests of the folders, in order: a kind in a later folder replaces the same kind of an earlier
 * one (your folder beside the shipped one wins); one kind twice in one folder is refused (duplicate-kind).
 */
export function openCatalog(dirs: string[]): Catalog {
  const clean = cleanManifests();
  let ajv: SchemaCompiler | undefined;
  const plans = new Map<string, KindPlan>();
  const pending = new Map<string, CleanSource>(); // compiled on first use
  const problems: ManifestProblem[] = [];
  const kinds: string[] = [];
  const fileOf = new Map<string, string>();
  const add = (kind: string, file: string) => {
    const earlier = fileOf.get(kind);
    fileOf.set(kind, file);
    if (!kinds.includes(kind)) kinds.push(kind);
    else if (earlier && dirname(earlier) === dirname(file))
      problems.push({
        file,
        line: 1,
        col: 1,
        code: 'duplicate-kind',
        message: `kind '${kind}' is already defined by ${earlier} in the same folder.`,
      });
    plans.delete(kind);
    pending.delete(kind);
  };
  for (const file of dirs.flatMap((dir) => manifestFiles(dir))) {
    const text = readFileSync(file, 'utf8');
    const hash = manifestHash(text);
    const kind = clean.get(hash);
    if (kind) {
      add(kind, file);
      pending.set(kind, { text, file, hash });
      continue;
    }
    const earlier = compiled.get(file);
    const { plan, problems: found } =
      earlier?.hash === hash ? earlier : compileText(text, file, (ajv ??= createAjv()));
    remember(file, { hash, plan, problems: found });
    problems.push(...found);
    if (!plan) continue;
    add(plan.kind, file);
    plans.set(plan.kind, plan);
  }
  return {
    kinds,
    problems,
    plan(kind) {
      const waiting = pending.get(kind);
      if (waiting) {
        const earlier = compiled.get(waiting.file);
        const plan =
          earlier?.hash === waiting.hash && earlier.plan
            ? earlier.plan
            : compileClean(kind, waiting, (ajv ??= createAjv()));
        remember(waiting.file, { hash: waiting.hash, plan, problems: [] });
        plans.set(kind, plan);
        pending.delete(kind);
      }
      return plans.get(kind);
    },
  };
}

type CleanSource = { text: string; file: string; hash: string };

/**
 * A manifest whose text the build compiled clean, schema check included: that check is not repeated,
 * the document is the one the build parsed from the same text, and the params validators the build
 * generated for the kind are used instead of compiled.
 */
function compileClean(kind: string, m: CleanSource, ajv: SchemaCompiler): KindPlan {
  ajv.usePrebuilt(prebuiltValidators(kind));
  const parsed = parsedManifest(m.hash);
  const { plan, problems } =
    parsed === undefined
      ? compileText(m.text, m.file, ajv, { validated: true })
      : compileParsed(parsed, ajv);
  if (!plan)
    throw new Error(
      `${m.file} compiled clean at build time but not now: ${problems.map((p) => p.message).join('; ')}`,
    );
  return plan;
}

/**
 * Where the build writes the document of each clean manifest ($refs resolved) as JSON, named by the
 * SHA-256 of the text it was parsed from.
 */
export const PARSED_MANIFESTS = './parsed/';

/**
 * The document the build ships for a clean manifest's text: parsed, $refs resolved, as JSON; none
 * where JSON would not hold it exactly (YAML's .inf and .nan).
 */
export function parsedDocument(text: string): string | undefined {
  const { data } = resolveRefs(loadYamlText(text).data);
  const json = JSON.stringify(data);
  return isDeepStrictEqual(JSON.parse(json), data) ? json : undefined;
}

/** Compiles a document of `parsedDocument` (the manifest it came from compiled clean). */
export const compileParsed = (json: string, ajv: SchemaCompiler) =>
  compileManifest(JSON.parse(json), ajv, { validated: true, resolved: true });

function parsedManifest(hash: string): string | undefined {
  const file = new URL(`${PARSED_MANIFESTS}${hash}.json`, import.meta.url);
  if (!/^[0-9a-f]{64}$/.test(hash) || !existsSync(file)) return undefined;
  return readFileSync(file, 'utf8');
}

/** Where the build writes each clean kind's params validators as generated code (`KIND.cjs`). */
export const PREBUILT_VALIDATORS = './validators/';

function prebuiltValidators(kind: string): Record<string, () => ValidateFunction> {
  const file = new URL(`${PREBUILT_VALIDATORS}${kind}.cjs`, import.meta.url);
  if (!/^[a-z0-9-]+$/.test(kind) || !existsSync(file)) return {};
  return createRequire(import.meta.url)(fileURLToPath(file)) as Record<
    string,
    () => ValidateFunction
  >;
}
