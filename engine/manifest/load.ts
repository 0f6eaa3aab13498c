// Reads a manifest from YAML, keeping the parsed document so that any problem found later (by the
// schema or the compiler, as a JSON path) can be reported at its file, line and column.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as JsYaml from 'js-yaml';
import type { Document, Node } from 'yaml';

// Both parsers load when first needed: a shipped manifest the build compiled clean is read from its
// parsed form (engine/catalog.ts), and the position-keeping parser only locates problems.
const require = createRequire(import.meta.url);
let yamlLib: typeof import('yaml') | undefined;
const yaml = () => (yamlLib ??= require('yaml') as typeof import('yaml'));

export type JsonPath = (string | number)[];

export interface SourceProblem {
  path: JsonPath;
  code: string;
  message: string;
  /** Point at the key of the last path element rather than its value (unknown keys). */
  atKey?: boolean;
}

export interface LoadedSource {
  file: string;
  data: unknown;
  /** YAML syntax problems; data is unusable when there are any. */
  syntaxProblems: { line: number; col: number; code: string; message: string }[];
  position(path: JsonPath, atKey?: boolean): { line: number; col: number };
}

export function loadYamlFile(file: string): LoadedSource {
  return loadYamlText(readFileSync(file, 'utf8'), file);
}

// YAML 1.2 core plus merge keys, as the precise parser reads it (no timestamps: 2024-01-01 stays a string).
let fast: { load: typeof JsYaml.load; schema: JsYaml.Schema } | undefined;
function loadFast(text: string): unknown {
  if (!fast) {
    const jsYaml = require('js-yaml') as typeof JsYaml;
    const { merge } = (jsYaml as unknown as { types: { merge: JsYaml.Type } }).types; // exported, though not in its typings
    fast = { load: jsYaml.load, schema: jsYaml.CORE_SCHEMA.extend({ implicit: [merge] }) };
  }
  return fast.load(text, { schema: fast.schema });
}

/** A YAML text's data as loadYamlText reads it (YAML 1.2 core, merge keys), without positions; throws
 *  on a syntax error. For files read whole and never reported by line (fixtures). */
export const parseYamlData = (text: string): unknown => loadFast(text);

/**
 * True when the text holds a YAML anchor (every alias needs one), as the fast parser meets them: its
 * parse listener sees each node as it closes, with the node's anchor (js-yaml's loader state, not in
 * its typings). The linter runs the position-keeping parser only for such texts. Throws on a syntax error.
 */
export function hasYamlAnchor(text: string): boolean {
  loadFast(''); // loads js-yaml once
  let anchored = false;
  fast!.load(text, {
    schema: fast!.schema,
    listener: (event, state) => {
      if (event === 'close' && (state as { anchor?: unknown }).anchor != null) anchored = true;
    },
  });
  return anchored;
}

export function loadYamlText(text: string, file = '<inline>'): LoadedSource {
  // js-yaml parses about twenty times faster than the position-keeping parser, and start-up parses
  // every manifest; source positions are only worked out when a problem has to be located.
  let data: unknown;
  try {
    data = loadFast(text);
  } catch {
    return withPositions(text, file); // a syntax error: let the precise parser say where
  }
  let precise: LoadedSource | undefined;
  return {
    file,
    data,
    syntaxProblems: [],
    position: (path, atKey) => (precise ??= withPositions(text, file)).position(path, atKey),
  };
}

function withPositions(text: string, file: string): LoadedSource {
  const { LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
    merge: true,
  });
  const syntaxProblems = [...doc.errors, ...doc.warnings].map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    return {
      line: pos.line,
      col: pos.col,
      code: 'yaml-syntax',
      message: e.message.split('\n')[0]!,
    };
  });
  return {
    file,
    data: doc.errors.length ? undefined : doc.toJS({ maxAliasCount: 1000 }),
    syntaxProblems,
    position(path, atKey = false) {
      const offset = offsetOf(doc, path, atKey);
      const pos = lineCounter.linePos(offset);
      return { line: pos.line, col: pos.col };
    },
  };
}

/** Walks the document along the path as far as it exists; the deepest node found gives the offset. */
function offsetOf(doc: Document, path: JsonPath, atKey: boolean): number {
  let at: Reached = { node: doc.contents, offset: (doc.contents as Node | null)?.range?.[0] ?? 0 };
  for (let i = 0; i < path.length; i++) {
    const next = stepInto(at, path[i]!, atKey && i === path.length - 1);
    if ('stop' in next) return next.stop;
    at = next;
  }
  return at.offset;
}

type Reached = { node: unknown; offset: number };

/** One step down a map key or a list index, or where the walk stops (the offset to report). */
function stepInto(
  { node, offset }: Reached,
  key: string | number,
  keyWanted: boolean,
): Reached | { stop: number } {
  const { isMap, isPair, isScalar } = yaml();
  if (isMap(node)) {
    const pair = node.items.find(
      (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key),
    );
    if (!pair) {
      // Inside what a $ref brought in: the problem belongs to the $ref that brought it.
      const ref = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === '$ref');
      return { stop: ref ? ((ref.value as Node | null)?.range?.[0] ?? offset) : offset };
    }
    const keyNode = pair.key as Node;
    if (keyWanted) return { stop: keyNode.range?.[0] ?? offset };
    return {
      node: pair.value,
      offset: (pair.value as Node | null)?.range?.[0] ?? keyNode.range?.[0] ?? offset,
    };
  }
  const items = (node as { items?: unknown } | null)?.items;
  const item = Array.isArray(items) ? items[Number(key)] : undefined;
  return item ? { node: item, offset: (item as Node).range?.[0] ?? offset } : { stop: offset };
}
