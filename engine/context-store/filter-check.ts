// Checks on a search filter that run before anything recursive does: its depth and size, walked with
// an explicit stack (a filter nested 100,000 levels deep is refused, not a stack overflow), and
// field paths that name an object's machinery instead of a field.
import { EngineError } from '../errors.ts';

export const FILTER_LIMITS = { depth: 8, conditions: 200, branches: 50, fieldsPerOp: 20 };
/** Path steps that would reach Object.prototype or a constructor instead of a record's own data. */
export const RESERVED_STEPS = ['__proto__', 'prototype', 'constructor'];

export const filterError = (field: string, message: string, code = 'invalid_filter'): never => {
  throw new EngineError(
    'invalid_params',
    400,
    `Invalid context_store_search: ${field} ${message}.`,
    { errors: [{ field, message, error_code: code }] },
  );
};

/** 400 when a dotted field path has a reserved step. */
export function checkPathSteps(path: string, at: string): void {
  const step = path.split('.').find((s) => RESERVED_STEPS.includes(s));
  if (step !== undefined)
    filterError(
      at,
      `uses '${step}' as a path step; ${RESERVED_STEPS.join(', ')} are never field names`,
      'invalid_field',
    );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Refuses a filter that nests deeper than FILTER_LIMITS.depth operators (and, or, not, any; the
 * conditions of a top-level and count as one level down too) or holds more than
 * FILTER_LIMITS.conditions conditions (each and, or and not, each field an operator compares). Shapes it does not
 * understand are left to the compiler, which names what is wrong; this walk only bounds the work.
 */
export function checkFilterSize(filter: unknown, at = 'query.filter'): void {
  const stack: Visit[] = [{ node: filter, at, depth: 0 }];
  let conditions = 0;
  while (stack.length) {
    const { node, at, depth } = stack.pop()!;
    if (depth > FILTER_LIMITS.depth)
      filterError(at, `nests deeper than ${FILTER_LIMITS.depth} levels`, 'too_deep');
    if (!isObject(node)) continue;
    for (const op of Object.keys(node)) {
      const { counted, below } = underOperator(op, node[op], `${at}.${op}`, depth);
      for (const where of counted)
        if (++conditions > FILTER_LIMITS.conditions)
          filterError(
            where,
            `makes the filter larger than ${FILTER_LIMITS.conditions} conditions`,
            'too_large',
          );
      stack.push(...below);
    }
  }
}

type Visit = { node: unknown; at: string; depth: number };

/** What one operator adds: the conditions it counts (where each is written) and the nodes below it to walk. */
function underOperator(
  op: string,
  operand: unknown,
  here: string,
  depth: number,
): { counted: string[]; below: Visit[] } {
  if (op === 'not')
    return { counted: [here], below: [{ node: operand, at: here, depth: depth + 1 }] };
  if (op === 'and' || op === 'or') {
    if (!Array.isArray(operand)) return { counted: [here], below: [] };
    if (operand.length > FILTER_LIMITS.branches)
      filterError(here, `must be a list of 1 to ${FILTER_LIMITS.branches} conditions`);
    const below = operand.map((n, i) => ({ node: n, at: `${here}.${i}`, depth: depth + 1 }));
    return { counted: [here], below };
  }
  if (!isObject(operand)) return { counted: [here], below: [] };
  const fields = Object.keys(operand);
  if (fields.length > FILTER_LIMITS.fieldsPerOp)
    filterError(here, `must name 1 to ${FILTER_LIMITS.fieldsPerOp} fields`);
  const counted = fields.map((f) => `${here}.${f}`);
  if (op === 'any')
    return {
      counted,
      below: fields.map((f, i) => ({ node: operand[f], at: counted[i]!, depth: depth + 1 })),
    };
  for (const [i, f] of fields.entries()) checkNoNul(operand[f], counted[i]!);
  return { counted, below: [] };
}

/** 400 when a compared value (a string, or one in a list) holds U+0000. */
function checkNoNul(value: unknown, at: string): void {
  const values = Array.isArray(value) ? value : [value];
  if (values.some((v) => typeof v === 'string' && v.includes('\u0000')))
    filterError(
      at,
      'contains a NUL character (U+0000), which no stored value can hold; remove it',
      'invalid_value',
    );
}

/**
 * Refuses params nested deeper than `depth` JSON levels or holding more than `nodes` values, walked
 * with an explicit stack: the params are copied (structuredClone) and validated recursively next.
 * Cycles (in-process callers) end at the node count.
 */
export function checkJsonShape(
  value: unknown,
  at: string,
  limits = { depth: 64, nodes: 100_000 },
): void {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++nodes > limits.nodes)
      filterError(at, `holds more than ${limits.nodes} values`, 'too_large');
    if (!v || typeof v !== 'object') continue;
    if (depth >= limits.depth)
      filterError(at, `nests deeper than ${limits.depth} levels`, 'too_deep');
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
}
