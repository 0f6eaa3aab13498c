// JSONata expressions, compiled once. A plain dotted path (`data`, `paging.next.after`) is read
// directly: most manifests use only those, and direct reads are far cheaper than JSONata's
// sequence machinery on large pages.
import jsonata from 'jsonata';

export interface Expression {
  readonly source: string;
  evaluate(input: unknown, bindings?: Record<string, unknown>): Promise<unknown>;
}

export class ExpressionSyntaxError extends Error {
  constructor(readonly source: string, readonly position: number, message: string) {
    super(message);
  }
}

const SIMPLE_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const RESERVED = new Set(['and', 'or', 'in', 'true', 'false', 'null', 'function']);

export function compileExpression(source: string): Expression {
  const steps = source.split('.');
  if (SIMPLE_PATH.test(source) && !steps.some((s) => RESERVED.has(s))) return simplePath(source, steps);
  const compiled = parse(source);
  return { source, evaluate: (input, bindings) => compiled.evaluate(input, bindings) as Promise<unknown> };
}

function parse(source: string): jsonata.Expression {
  try {
    return jsonata(source);
  } catch (err) {
    const e = err as { message?: string; position?: number };
    throw new ExpressionSyntaxError(source, e.position ?? 0, e.message ?? 'does not parse');
  }
}

/** Reads a dotted path directly; hands over to JSONata (parsed on first need) when it meets an array. */
function simplePath(source: string, steps: string[]): Expression {
  let full: jsonata.Expression | undefined;
  return {
    source,
    evaluate(input, bindings) {
      let value: unknown = input;
      for (const step of steps) {
        if (value === null || value === undefined) return Promise.resolve(undefined);
        if (Array.isArray(value)) return (full ??= parse(source)).evaluate(input, bindings) as Promise<unknown>; // JSONata maps over arrays
        if (typeof value !== 'object') return Promise.resolve(undefined);
        value = (value as Record<string, unknown>)[step];
      }
      return Promise.resolve(value);
    },
  };
}
