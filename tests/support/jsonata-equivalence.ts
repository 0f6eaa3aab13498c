// Runs one JSONata expression through both the compiled subset (engine/map/jsonata-compile.ts) and
// real JSONata on the same input and bindings, and says whether they agree: the same value (deeply,
// undefined and null kept apart, keys in the same order, sequence flags alike), or JSONata throwing
// where the compiled path bails. Each side gets its own copy of the input.
import jsonata from 'jsonata';
import { BAIL, compileJsonata } from '../../engine/map/jsonata-compile.ts';

export type Outcome = { value: unknown } | { error: unknown } | { bailed: true };

export interface Comparison {
  source: string;
  jsonata: Outcome;
  compiled: Outcome;
  /** Where the two first differ (a path into the value), or undefined when they agree. */
  difference?: string;
}

export async function compareWithJsonata(
  source: string,
  input: unknown,
  bindings: Record<string, unknown> = {},
): Promise<Comparison> {
  const parsed = jsonata(source);
  const compiled = compileJsonata(parsed.ast());
  if (!compiled.ok) throw new Error(`${source}: not compiled (${compiled.reason})`);
  let expected: Outcome;
  try {
    expected = { value: await parsed.evaluate(structuredClone(input), structuredClone(bindings)) };
  } catch (error) {
    expected = { error };
  }
  let actual: Outcome;
  try {
    actual = { value: compiled.run(structuredClone(input), structuredClone(bindings)) };
  } catch (error) {
    actual = error === BAIL ? { bailed: true } : { error };
  }
  const comparison: Comparison = { source, jsonata: expected, compiled: actual };
  if ('error' in actual)
    comparison.difference = `compiled threw ${String((actual.error as Error)?.stack ?? actual.error)}`;
  else if ('value' in actual && 'error' in expected)
    comparison.difference = 'JSONata threw but the compiled path returned a value';
  else if ('value' in actual && 'value' in expected)
    comparison.difference = differs(expected.value, actual.value, '$');
  return comparison;
}

/** The first place two values differ, or undefined. Prototypes are not compared (JSONata's objects have none). */
export function differs(a: unknown, b: unknown, at: string): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${at}: ${show(a)} vs ${show(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${at}: array vs non-array`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('\u0000') !== kb.join('\u0000')) return `${at}: keys [${ka}] vs [${kb}]`;
  for (const k of ka) {
    const d = differs(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${at}.${k}`,
    );
    if (d) return d;
  }
  return undefined;
}

function show(v: unknown): string {
  return v === undefined
    ? 'undefined'
    : typeof v === 'number' && !Number.isFinite(v)
      ? String(v)
      : JSON.stringify(v);
}

/** A small seeded random generator (mulberry32), so a failing random case can be replayed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
