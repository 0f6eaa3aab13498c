// Array and object constructors, as jsonata 2.2's evaluateUnary and evaluateGroupExpression build them.
import { type Compiler, checkKeys, type Node, type Run, unsupported } from './jsonata-ast.ts';
import { objectBuilder } from './jsonata-codegen.ts';
import { append, bail } from './jsonata-values.ts';

/** The `[a, b]` constructor: values appended (sequences flattened in), nested constructors kept whole. */
export function compileArray(nodes: Node[], c: Compiler): Run {
  const items = nodes.map((n) => ({ run: c.node(n), whole: n.value === '[' }));
  return (input, frame) => {
    let result: unknown = [];
    for (const item of items) {
      const v = item.run(input, frame);
      if (v === undefined) continue;
      if (item.whole) (result as unknown[]).push(v);
      else result = append(result, v);
    }
    return result;
  };
}

/**
 * The `{"key": value}` constructor with literal keys. JSONata groups an input sequence by key; with
 * literal keys every item falls in every group, so each value is evaluated on all items appended.
 */
export function compileObject(pairs: [Node, Node][], c: Compiler): Run {
  const byKey: Record<string, Run> = Object.create(null);
  for (const [key, value] of pairs) {
    if (key.type !== 'string' || key.predicate) unsupported('a computed object key');
    checkKeys(key);
    const k = String(key.value);
    if (k in byKey || k === '_jsonata_lambda' || k === '_jsonata_function' || k === '__proto__')
      unsupported(`the object key "${k}"`);
    byKey[k] = c.node(value);
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
