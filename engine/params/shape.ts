// Depth and size of caller input are checked before anything recursive runs (validation, cloning,
// serialisation): a 10 KB body nested 5,000 levels deep must be a 400, not a stack overflow.
import { EngineError } from '../errors.ts';

export const SHAPE_LIMITS = { depth: 32, nodes: 100_000 };

/** Walks the value with an explicit stack; throws invalid_params naming the limit that was passed. */
export function assertShape(value: unknown, field: string, limits = SHAPE_LIMITS): void {
  const problem = shapeProblem(value, limits);
  if (problem)
    throw new EngineError('invalid_params', 400, `${field} ${problem}.`, {
      field,
      details: { max_depth: limits.depth, max_values: limits.nodes },
    });
}

/** What is wrong with the value's shape, or undefined. */
export function shapeProblem(value: unknown, limits = SHAPE_LIMITS): string | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++nodes > limits.nodes) return `holds more than ${limits.nodes} values`;
    if (!v || typeof v !== 'object') continue;
    if (depth > limits.depth) return `nests deeper than ${limits.depth} levels`;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return undefined;
}
