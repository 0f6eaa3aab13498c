// Reads a manifest from YAML, keeping the parsed document so that any problem found later (by the
// schema or the compiler, as a JSON path) can be reported at its file, line and column.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as jsYaml from 'js-yaml';
import type { Document, Node } from 'yaml';

// The position-keeping parser loads only when a problem has to be located (start-up does not need it).
let yamlLib: typeof import('yaml') | undefined;
const yaml = () => (yamlLib ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));

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
const { merge } = (jsYaml as unknown as { types: { merge: jsYaml.Type } }).types; // exported, though not in its typings
const FAST_SCHEMA = jsYaml.CORE_SCHEMA.extend({ implicit: [merge] });
const loadFast = (text: string) => jsYaml.load(text, { schema: FAST_SCHEMA });

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
  const { isMap, isPair, isScalar } = yaml();
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key),
      );
      if (!pair) {
        // Inside what a $ref brought in: the problem belongs to the $ref that brought it.
        const ref = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === '$ref');
        if (ref) offset = (ref.value as Node | null)?.range?.[0] ?? offset;
        break;
      }
      const last = i === path.length - 1;
      const keyNode = pair.key as Node;
      if (last && atKey) return keyNode.range?.[0] ?? offset;
      node = pair.value;
      offset = (pair.value as Node | null)?.range?.[0] ?? keyNode.range?.[0] ?? offset;
    } else if (
      node &&
      typeof node === 'object' &&
      'items' in node &&
      Array.isArray((node as { items: unknown[] }).items)
    ) {
      const item = (node as { items: unknown[] }).items[Number(key)];
      if (!item) break;
      node = item;
      offset = (item as Node).range?.[0] ?? offset;
    } else break;
  }
  return offset;
}
