// A compiled JSONata expression as a plan holds it (map/expression.ts compiles it).

export interface Expression {
  readonly source: string;
  /** Why this expression runs on JSONata instead of compiled JavaScript; absent when compiled. */
  readonly fallback?: string;
  evaluate(input: unknown, bindings?: Record<string, unknown>): Promise<unknown>;
}
