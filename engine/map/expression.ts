// JSONata expressions, compiled once. The subset the catalog uses (paths, constructors, conditionals,
// operators, lambdas and higher-order functions, the string, regex and date functions) becomes plain
// JavaScript at manifest compile time (jsonata-compile.ts): JSONata's async evaluator costs
// milliseconds per page on mapped lists.
// Whatever falls outside the subset, at compile time or for one input at run time, is evaluated
// by JSONata itself, so results never differ.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type jsonata from 'jsonata';
import type { Expression } from '../plan/expression.ts';
import { compileJsonata } from './jsonata-compile.ts';

export type { Expression };

export class ExpressionSyntaxError extends Error {
  constructor(
    readonly source: string,
    readonly position: number,
    message: string,
  ) {
    super(message);
  }
}

export function compileExpression(source: string): Expression {
  const parsed = parse(source);
  const viaJsonata = (input: unknown, bindings?: Record<string, unknown>) =>
    parsed.evaluate(input, bindings) as Promise<unknown>;
  const compiled = compileJsonata(parsed.ast());
  if (!compiled.ok) return { source, fallback: compiled.reason, evaluate: viaJsonata };
  const run = compiled.run;
  return {
    source,
    evaluate(input, bindings) {
      try {
        return Promise.resolve(run(input, bindings));
      } catch {
        return viaJsonata(input, bindings); // an input the compiled subset does not decide (or a type error JSONata reports)
      }
    },
  };
}

// Loaded on first use: a start whose manifests compile on first use (catalog.ts) needs no parser.
let parser: typeof jsonata | undefined;

function parse(source: string): jsonata.Expression {
  try {
    const parsed = (parser ??= createRequire(import.meta.url)('jsonata') as typeof jsonata)(source);
    parsed.registerFunction('uuid', randomUUID, '<:s>'); // the engine's one addition (jsonata-functions.ts)
    return parsed;
  } catch (err) {
    const e = err as { message?: string; position?: number };
    throw new ExpressionSyntaxError(source, e.position ?? 0, e.message ?? 'does not parse');
  }
}
