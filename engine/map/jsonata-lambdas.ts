// Lambdas and calls of functions held in variables, as jsonata 2.2 runs them (evaluateLambda,
// applyProcedure, the tail-call thunks of its parser). A lambda is a JavaScript function carrying
// JSONata's arity (what the higher-order functions pass it: value, index, array); its body runs on
// the input it was defined on, in a frame over the one it was defined in. A tail call the parser
// marked as a thunk returns the callee's raw result, as JSONata's trampoline does, without the
// unwrapping an ordinary call gets.
import {
  bindSlot,
  boundNames,
  type Compiler,
  Frame,
  JSONATA_FUNCTIONS,
  type Node,
  type Run,
  Scope,
  unsupported,
  variableReader,
} from './jsonata-ast.ts';
import { bail } from './jsonata-values.ts';

/** A function value: a compiled lambda, or a built-in passed as a value ($append). */
export type Fn = ((...args: unknown[]) => unknown) & { arity: number };

export const isFn = (v: unknown): v is Fn => typeof v === 'function';

export function fnValue(call: (...args: unknown[]) => unknown, arity: number): Fn {
  return Object.assign((...args: unknown[]) => call(...args), { arity });
}

/** A `function($a, $b) { body }` node: evaluates to a function value closing over input and frame. */
export function compileLambda(node: Node, c: Compiler): Run {
  if (node.thunk) return compileTailCall(node.body as Node, c);
  const params = (node.arguments ?? []).map((p) => {
    if (p.type !== 'variable' || JSONATA_FUNCTIONS.has(p.value) || p.value === '')
      unsupported(`a lambda parameter $${p.value}`);
    return String(p.value);
  });
  const scope = new Scope(c.scope, [...params, ...boundNames(node.body)]);
  const body = c.within(scope, () => c.node(node.body as Node));
  const size = scope.slots.size;
  const slots = params.map((p) => scope.slots.get(p)!);
  return (input, frame) =>
    Object.assign(
      (...args: unknown[]) => {
        const own = new Frame(frame, size);
        for (let i = 0; i < slots.length; i++) bindSlot(own, slots[i]!, args[i]);
        return body(input, own);
      },
      { arity: params.length },
    );
}

/** A thunk: the tail call, its result as the callee returned it. */
function compileTailCall(call: Node, c: Compiler): Run {
  if (call.type !== 'function' || call.predicate) unsupported('a tail call thunk');
  return c.call(call);
}

/** Whether a tail position of this node is a thunk (a predicate on it would apply to JSONata's thunk object). */
export function hasTailThunk(node: Node): boolean {
  if (node.type === 'lambda') return !!node.thunk;
  if (node.type === 'condition')
    return hasTailThunk(node.then!) || (!!node.else && hasTailThunk(node.else));
  if (node.type === 'block') return hasTailThunk(node.expressions!.at(-1)!);
  return false;
}

/** A call of a function held in a variable (a lambda bound with := or passed as an argument). */
export function compileVariableCall(name: string, args: Run[], c: Compiler): Run {
  const read = variableReader(c.scope, name);
  return (input, frame) => {
    const fn = read(frame);
    if (!isFn(fn)) return bail(); // not a function: JSONata's error T1006
    const values = args.map((a) => a(input, frame));
    return fn(...values);
  };
}

/**
 * Whether an expression can make function values (a lambda, a built-in named as a value): only then
 * are the guards compiled in that hand JSONata an operator, constructor or function given one.
 */
export function usesFunctionValues(ast: unknown): boolean {
  if (!ast || typeof ast !== 'object') return false;
  const node = ast as Node;
  if (node.type === 'lambda') return true;
  if (node.type === 'variable' && JSONATA_FUNCTIONS.has(node.value)) return true;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'procedure') continue; // the called function's name is not a value
    if (Array.isArray(v) ? v.some(usesFunctionValues) : usesFunctionValues(v)) return true;
  }
  return false;
}

/**
 * Whether a node can evaluate to a function: a lambda, a variable, a call of a lambda or of a
 * higher-order built-in (a singleton sequence unwraps to its item), or a block, condition, bind or
 * path that ends in one. Operators, constructors (their items are guarded) and other built-ins cannot.
 */
export function mayYieldFunction(node: Node): boolean {
  switch (node.type) {
    case 'lambda':
      return true;
    case 'variable':
      return node.value !== '' && node.value !== '$';
    case 'block':
      return mayYieldFunction(node.expressions!.at(-1)!);
    case 'condition':
      return mayYieldFunction(node.then!) || (!!node.else && mayYieldFunction(node.else));
    case 'bind':
      return mayYieldFunction(node.rhs!);
    case 'path':
      return mayYieldFunction(node.steps!.at(-1)!);
    case 'function':
      return (
        !JSONATA_FUNCTIONS.has(node.procedure?.value) || HIGHER_ORDER.has(node.procedure?.value)
      );
    default:
      return false;
  }
}
const HIGHER_ORDER = new Set([
  'map',
  'filter',
  'reduce',
  'each',
  'sort',
  'single',
  'sift',
  'lookup',
]);

/** The run, or where it may give a function value, the run refusing (BAIL) one. */
export function guarded(run: Run, node: Node, functions: boolean): Run {
  if (!functions || !mayYieldFunction(node)) return run;
  return (input, frame) => {
    const v = run(input, frame);
    return isFn(v) ? bail() : v;
  };
}
