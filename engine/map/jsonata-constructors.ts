// Array and object constructors, as jsonata 2.2's evaluateUnary and evaluateGroupExpression build them.
import {
  type Compiler,
  checkKeys,
  type Frame,
  type Node,
  type Run,
  unsupported,
} from './jsonata-ast.ts';
import { objectBuilder } from './jsonata-codegen.ts';
import { append, bail } from './jsonata-values.ts';

/** The `[a, b]` constructor: values appended (sequences flattened in), nested constructors kept whole. */
export function compileArray(nodes: Node[], c: Compiler, cons = false): Run {
  const items = nodes.map((n) => ({ run: c.value(n), whole: n.value === '[' }));
  if (cons) {
    // a path's first or last step: flagged (not enumerably) so the path keeps it whole
    const build = compileArray(nodes, c);
    return (input, frame) => Object.defineProperty(build(input, frame), 'cons', { value: true });
  }
  return (input, frame) => {
    const result: unknown[] = []; // fn.append onto an array, without a copy per item
    for (const item of items) {
      const v = item.run(input, frame);
      if (v === undefined) continue;
      if (item.whole || !Array.isArray(v)) result.push(v);
      else for (const x of v) result.push(x);
    }
    return result;
  };
}

/**
 * The `{"key": value}` constructor with literal keys. JSONata groups an input sequence by key; with
 * literal keys every item falls in every group, so each value is evaluated on all items appended.
 */
export function compileObject(pairs: [Node, Node][], c: Compiler): Run {
  if (pairs.some(([key]) => key.type !== 'string' || key.predicate)) return groupObject(pairs, c);
  const byKey: Record<string, Run> = Object.create(null);
  for (const [key, value] of pairs) {
    checkKeys(key);
    const k = String(key.value);
    if (k in byKey || k === '_jsonata_lambda' || k === '_jsonata_function' || k === '__proto__')
      unsupported(`the object key "${k}"`);
    byKey[k] = c.value(value);
  }
  const keys = Object.keys(byKey); // JSONata's key order
  const build = objectBuilder(keys)(keys.map((k) => byKey[k]!));
  return (input, frame) => {
    let context = input;
    if (Array.isArray(input)) {
      if (input.length === 0) bail(); // JSONata pushes undefined into the array here
      context = input[0];
      for (let i = 1; i < input.length; i++) context = append(context, input[i]);
    }
    return build(context, frame);
  };
}

const RESERVED_KEYS = new Set(['_jsonata_lambda', '_jsonata_function', '__proto__']);

type Groups = Record<string, { data: unknown; pair: number }>;

/** Each item in the group of each key it gives (per pair). */
function gather(items: unknown[], keys: Run[], frame: Frame): Groups {
  const groups: Groups = Object.create(null);
  for (const item of items)
    for (let pair = 0; pair < keys.length; pair++) {
      const key = keys[pair]!(item, frame);
      if (key !== undefined) addToGroup(groups, key, item, pair);
    }
  return groups;
}

function addToGroup(groups: Groups, key: unknown, item: unknown, pair: number): void {
  if (typeof key !== 'string' || RESERVED_KEYS.has(key)) bail(); // T1003, D1013
  const group = groups[key as string];
  if (!group) groups[key as string] = { data: item, pair };
  else if (group.pair !== pair)
    bail(); // D1009: two pairs make the same key
  else group.data = append(group.data, item);
}

/**
 * The constructor with computed keys, as evaluateGroupExpression runs it: each input item goes to the
 * group its key names (per pair), then each group's value is evaluated on the items gathered there.
 */
function groupObject(pairs: [Node, Node][], c: Compiler): Run {
  const keys = pairs.map(([k]) => c.value(k));
  const values = pairs.map(([, v]) => c.value(v));
  return (input, frame) => {
    const items = Array.isArray(input) ? input : [input];
    if (items.length === 0) bail(); // JSONata pushes undefined into the array here
    const groups = gather(items, keys, frame);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(groups)) {
      const { data, pair } = groups[key]!;
      const v = values[pair]!(data, frame);
      if (v !== undefined) result[key] = v;
    }
    return result;
  };
}
