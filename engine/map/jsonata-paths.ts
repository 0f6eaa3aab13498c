// Path steps, predicates and wildcards, as jsonata 2.2's evaluatePath, evaluateStep and
// evaluateFilter run them: each step maps over the sequence the previous step left and flattens the
// results one level, `[n]` picks by index and `[cond]` keeps the items it holds for. A path of plain
// field names over objects is a direct read.
import { type Compiler, type Frame, type Node, type Run, unsupported } from './jsonata-ast.ts';
import { fieldReader } from './jsonata-codegen.ts';
import {
  append,
  boolean,
  flatten,
  isNumeric,
  isSequence,
  type Sequence,
  sequence,
  sequenceOf,
  unwrap,
} from './jsonata-values.ts';

type Filter = (input: unknown, frame: Frame) => unknown[];

/** evaluatePath, then evaluate()'s unwrapping: each step maps over the sequence the previous one left. */
export function compilePath(nodes: Node[], c: Compiler): Run {
  const steps = nodes.map((s, i) =>
    i === 0 && s.consarray ? constructorStep(s, c) : compileStep(s, i === nodes.length - 1, c),
  );
  const fromVariable = nodes[0]!.type === 'variable';
  const walk: Run = (input, frame) => {
    let items = Array.isArray(input) && !fromVariable ? input : sequenceOf(input);
    let result: unknown[] | undefined = items;
    for (const step of steps) {
      result = step(items, frame);
      if (result === undefined || result.length === 0) break;
      items = result;
    }
    return result;
  };
  const general: Run = (input, frame) => unwrap(walk(input, frame));
  return plainWalk(nodes, c, general) ?? general;
}

/**
 * A path of plain field names (after an optional variable) over objects is a direct read; the first
 * array met hands the whole path to the general walk, which maps and flattens as JSONata does.
 */
function plainWalk(nodes: Node[], c: Compiler, general: Run): Run | undefined {
  const first = nodes[0]!;
  const rest = first.type === 'variable' ? nodes.slice(1) : nodes;
  if (
    !rest.length ||
    first.stages ||
    first.predicate ||
    rest.some((s) => s.type !== 'name' || s.stages || s.predicate)
  )
    return undefined;
  const start = first.type === 'variable' ? c.value(first) : undefined;
  const names = rest.map((s) => String(s.value));
  if (!start && names.length === 1) return fieldReader(names[0]!, general, isSequence);
  return (input, frame) => {
    let v = start ? start(input, frame) : input;
    for (const name of names) {
      if (Array.isArray(v)) return general(input, frame);
      if (v === null || typeof v !== 'object' || !Object.hasOwn(v, name)) return undefined;
      v = (v as Record<string, unknown>)[name];
    }
    return isSequence(v) ? general(input, frame) : v;
  };
}

/** A first step that constructs an array (`[0..n].x`): evaluated once, on the whole input sequence. */
function constructorStep(node: Node, c: Compiler) {
  if (node.stages) unsupported('stages on a constructed first step');
  const run = c.node(node);
  return (items: unknown[], frame: Frame) => run(items, frame) as unknown[] | undefined;
}

/** evaluateStep: the step on each item, its stage filters, then the results flattened one level. */
function compileStep(
  node: Node,
  last: boolean,
  c: Compiler,
): (items: unknown[], frame: Frame) => unknown[] {
  const run = c.node(node, ['stages']);
  const filters = (node.stages ?? []).map((s) => compileFilter(s, c));
  return (items, frame) => {
    const results = sequence();
    for (const item of items) {
      let res = run(item, frame);
      for (const f of filters) res = f(res, frame);
      if (res !== undefined) results.push(res);
    }
    return flattenStep(results, last);
  };
}

/** A step's results flattened one level (a lone array of the last step kept as it is). */
function flattenStep(results: unknown[], last: boolean): unknown[] {
  if (last && results.length === 1 && Array.isArray(results[0]) && !isSequence(results[0]))
    return results[0];
  const flat = sequence();
  for (const res of results) {
    if (!Array.isArray(res) || (res as Sequence).cons) flat.push(res);
    else for (const v of res) flat.push(v);
  }
  return flat;
}

/** evaluateFilter: `[n]` picks by index (negative from the end); `[cond]` keeps items it holds for. */
export function compileFilter(stage: Node, c: Compiler): Filter {
  if (
    stage.type !== 'filter' ||
    Object.keys(stage).some((k) => !['type', 'expr', 'position'].includes(k))
  )
    unsupported(`a ${stage.type} stage`);
  const expr = stage.expr!;
  if (expr.type === 'number') return indexFilter(Math.floor(expr.value as number));
  const predicate = c.value(expr);
  if (contextFree(expr)) return onceFilter(predicate);
  return (input, frame) => {
    const results = sequence();
    const items = Array.isArray(input) ? input : sequenceOf(input);
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      const times = keepCount(predicate(item, frame), index, items.length);
      for (let k = 0; k < times; k++) results.push(item);
    }
    return results;
  };
}

/** `[n]`: the item at n (negative from the end). */
function indexFilter(at: number): Filter {
  return (input) => {
    const items = Array.isArray(input) ? input : sequenceOf(input);
    const item = items[at < 0 ? items.length + at : at];
    if (item === undefined) return sequence();
    return Array.isArray(item) ? item : sequenceOf(item);
  };
}

/**
 * How many times a predicate's value keeps the item at `index`: numbers pick positions (negative from
 * the end; once per number that names it), any other value by its truth.
 */
function keepCount(res: unknown, index: number, length: number): number {
  const picks = isNumeric(res) ? [res] : res;
  if (!Array.isArray(picks) || !picks.every((v) => isNumeric(v))) return boolean(res) ? 1 : 0;
  return (picks as number[]).filter((n) => {
    const i = Math.floor(n);
    return (i < 0 ? length + i : i) === index;
  }).length;
}

const FREE = new Set(['variable', 'number', 'string', 'value', 'binary', 'unary', 'condition']);
/** Whether an expression reads no context: only variables ($ aside), literals and operators on them. */
function contextFree(node: Node | undefined): boolean {
  if (!node) return true;
  if (!FREE.has(node.type) || node.predicate || node.value === '[' || node.value === '{')
    return false;
  if (node.type === 'variable') return node.value !== '';
  return [node.lhs as Node, node.rhs, node.expression, node.condition, node.then, node.else].every(
    contextFree,
  );
}

/**
 * A predicate that reads no context (`$x[$i]`) has one value for every item: evaluated once, a number
 * picks its item directly, instead of JSONata's test of every item (the same result, in order).
 */
function onceFilter(predicate: Run): Filter {
  return (input, frame) => {
    const items = Array.isArray(input) ? input : sequenceOf(input);
    if (items.length === 0) return sequence();
    const res = predicate(items[0], frame);
    return isNumeric(res) ? picked(items, Math.floor(res)) : kept(items, res);
  };
}

/** The item at i (negative from the end), alone, or none. */
function picked(items: unknown[], i: number): unknown[] {
  const at = i < 0 ? items.length + i : i;
  return at >= 0 && at < items.length ? sequenceOf(items[at]) : sequence();
}

/** Every item the one predicate value keeps, in order. */
function kept(items: unknown[], res: unknown): unknown[] {
  const results = sequence();
  for (let index = 0; index < items.length; index++)
    for (let k = keepCount(res, index, items.length); k > 0; k--) results.push(items[index]);
  return results;
}

/** evaluateWildcard: every value of an object, arrays flattened in. */
export function wildcard(input: unknown): unknown {
  let results: unknown[] = sequence();
  const value =
    Array.isArray(input) && (input as Sequence).outerWrapper && input.length > 0 ? input[0] : input;
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[key];
      if (Array.isArray(v)) results = append(results, flatten(v)) as unknown[];
      else results.push(v);
    }
  }
  return results;
}
