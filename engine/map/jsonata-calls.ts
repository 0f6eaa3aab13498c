// Calls and function names, as jsonata 2.2's evaluateFunction resolves them: a built-in (the
// registries of jsonata-functions.ts, jsonata-hof.ts and jsonata-strings.ts), a built-in named as a
// value ($reduce(a, $append)), or a function value held in a variable.
import {
  type Compiler,
  JSONATA_FUNCTIONS,
  type Node,
  type Run,
  unsupported,
  variableReader,
} from './jsonata-ast.ts';
import { BUILTINS, type Builtin, Matcher } from './jsonata-functions.ts';
import { HOFS } from './jsonata-hof.ts';
import { compileVariableCall, fnValue } from './jsonata-lambdas.ts';
import { STRING_FUNCTIONS } from './jsonata-strings.ts';
import type { Sequence } from './jsonata-values.ts';

const FUNCTIONS: Record<string, Builtin> = { ...BUILTINS, ...HOFS, ...STRING_FUNCTIONS };
const builtinNamed = (name: string) =>
  Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;

export function compileVariable(name: string, c: Compiler): Run {
  if (name === '')
    return (input) => (input && (input as Sequence).outerWrapper ? (input as Sequence)[0] : input);
  if (JSONATA_FUNCTIONS.has(name)) {
    const builtin = builtinNamed(name);
    if (builtin?.valueArity === undefined) return unsupported(`$${name} as a value`);
    c.used.add(name);
    const value = fnValue(builtin.call, builtin.valueArity);
    return () => value;
  }
  const read = variableReader(c.scope, name);
  return (_input, frame) => read(frame);
}

/** A call of a built-in, or of a function value held in a variable; the raw result (compileNode unwraps it). */
export function compileCall(node: Node, c: Compiler): Run {
  const proc = node.procedure!;
  const name = String(proc.value);
  if (
    proc.type !== 'variable' ||
    Object.keys(proc).some((k) => !['type', 'value', 'position'].includes(k))
  )
    unsupported('calling a computed function');
  const argNodes = node.arguments!;
  if (!JSONATA_FUNCTIONS.has(name))
    return compileVariableCall(
      name,
      argNodes.map((a) => c.node(a)),
      c,
    );
  const builtin = builtinNamed(name) ?? unsupported(`$${name}`);
  if (!builtin.arities.includes(argNodes.length))
    unsupported(`$${name} with ${argNodes.length} argument(s)`);
  c.used.add(name);
  const args = argNodes.map((a, i): Run => {
    if (builtin.functionArgs?.includes(i)) return c.node(a);
    if (a.type !== 'regex' || !builtin.regexArgs?.includes(i)) return c.value(a);
    if (Object.keys(a).some((k) => !['type', 'value', 'position'].includes(k)))
      unsupported('a regex with a predicate');
    const matcher = new Matcher(a.value as RegExp);
    return () => matcher;
  });
  const [first, second, third] = args;
  if (args.length === 0) return () => builtin.call();
  if (args.length === 1) return (input, frame) => builtin.call(first!(input, frame));
  if (args.length === 2)
    return (input, frame) => builtin.call(first!(input, frame), second!(input, frame));
  return (input, frame) =>
    builtin.call(first!(input, frame), second!(input, frame), third!(input, frame));
}
