// Compiles JSONata to plain JavaScript closures, by walking the AST that jsonata(src).ast() gives, so
// that mappings skip JSONata's async evaluator. Each node compiles to what jsonata 2.2's evaluate()
// would return for it (sequences, singleton unwrapping, flattening path steps, predicates, group-by
// object constructors, lambdas and tail calls all follow jsonata.js); every expression of the catalog
// compiles (tests/jsonata-fixtures.test.ts). Anything
// outside the subset (a node type, an AST flag, a function, an argument count) is refused at compile
// time with the reason, and the caller keeps JSONata for that expression; a value the subset does not
// decide at run time throws BAIL, and the caller evaluates that call with JSONata.
import {
  bindSlot,
  boundNames,
  type Compiler,
  checkKeys,
  Frame,
  JSONATA_FUNCTIONS,
  type Node,
  type Run,
  Scope,
  Unsupported,
  unsupported,
} from './jsonata-ast.ts';
import { compileCall, compileVariable } from './jsonata-calls.ts';
import { compileArray, compileObject } from './jsonata-constructors.ts';
import {
  compileLambda,
  guarded,
  hasTailThunk,
  isFn,
  usesFunctionValues,
} from './jsonata-lambdas.ts';
import { compileFilter, compilePath, wildcard } from './jsonata-paths.ts';
import { evaluationClock } from './jsonata-strings.ts';
import {
  BINARY,
  bail,
  boolean,
  isNumeric,
  isSequence,
  lookup,
  type Sequence,
  sequenceOf,
  unwrap,
} from './jsonata-values.ts';

export { BAIL } from './jsonata-values.ts';

export type CompiledJsonata =
  | { ok: true; run: (input: unknown, bindings?: Record<string, unknown>) => unknown }
  | { ok: false; reason: string };

export function compileJsonata(ast: unknown): CompiledJsonata {
  const used = new Set<string>();
  const functions = usesFunctionValues(ast);
  const rootScope = new Scope(undefined, boundNames(ast));
  const compiler: Compiler = {
    used,
    functions,
    scope: rootScope,
    within(scope, compile) {
      const outer = compiler.scope;
      compiler.scope = scope;
      try {
        return compile();
      } finally {
        compiler.scope = outer;
      }
    },
    node: (node, stepKeys) => compileNode(node, compiler, stepKeys),
    value: (node) => guarded(compileNode(node, compiler), node, functions),
    call: (node) => compileCall(node, compiler),
  };
  let root: Run;
  try {
    root = compiler.node(ast as Node);
  } catch (err) {
    if (err instanceof Unsupported) return { ok: false, reason: err.message };
    throw err;
  }
  const called = [...used];
  const rootSize = rootScope.slots.size;
  const clock = used.has('millis');
  const result = guarded(root, ast as Node, functions);
  return {
    ok: true,
    run(input, bindings = {}) {
      // A binding named like a function called here would replace that function: JSONata's business.
      for (const name of called)
        if (Object.prototype.propertyIsEnumerable.call(bindings, name)) bail();
      const vars: Record<string, unknown> = Object.create(null);
      for (const k of Object.keys(bindings)) vars[k] = isFn(bindings[k]) ? bail() : bindings[k];
      if (clock) evaluationClock.now = Date.now(); // one instant per evaluation, as JSONata's $millis()
      vars.$ = input;
      const frame = new Frame(undefined, rootSize, vars);
      let context = input;
      if (Array.isArray(input) && !isSequence(input)) {
        context = sequenceOf(input); // JSONata treats a top-level array as one input
        (context as Sequence).outerWrapper = true;
      }
      return result(context, frame);
    },
  };
}

// Node types whose value is never a sequence (constructors build plain arrays and objects; operators
// and conditions return values already unwrapped), so evaluate()'s unwrapping has nothing to do.
// A path unwraps its own result (compilePath).
const NO_SEQUENCE = new Set([
  'string',
  'number',
  'value',
  'binary',
  'unary',
  'condition',
  'block',
  'bind',
  'path',
  'lambda', // a function value, or a tail call's raw result (jsonata-lambdas.ts)
]);

/** A node as evaluate() returns it: its value, its predicates applied, a sequence unwrapped. */
function compileNode(node: Node, c: Compiler, stepKeys: string[] = []): Run {
  checkKeys(node, stepKeys);
  if ((node.predicate || node.stages) && hasTailThunk(node))
    unsupported('a predicate on a tail call');
  const core = compileCore(node, c);
  const filters = (node.predicate ?? []).map((p) => compileFilter(p, c));
  if (!filters.length && NO_SEQUENCE.has(node.type)) return core;
  if (!filters.length) return (input, frame) => unwrap(core(input, frame));
  return (input, frame) => {
    let result = core(input, frame);
    for (const f of filters) result = f(result, frame);
    return unwrap(result);
  };
}

function compileCore(node: Node, c: Compiler): Run {
  switch (node.type) {
    case 'path':
      return compilePath(node.steps!, c);
    case 'name': {
      const key = String(node.value);
      return (input) => lookup(input, key);
    }
    case 'string':
    case 'number':
    case 'value': {
      const value = node.value;
      return () => value;
    }
    case 'variable':
      return compileVariable(String(node.value), c);
    case 'wildcard':
      return wildcard;
    case 'binary':
      return compileBinary(node, c);
    case 'unary':
      return compileUnary(node, c);
    case 'condition':
      return compileCondition(node, c);
    case 'block':
      return compileBlock(node, c);
    case 'bind':
      return compileBind(node, c);
    case 'function':
      return compileCall(node, c);
    case 'lambda':
      return compileLambda(node, c);
    default:
      return unsupported(`${node.type} expressions`);
  }
}

/** Negation, or an array or object constructor. */
function compileUnary(node: Node, c: Compiler): Run {
  if (node.value === '-') {
    const operand = c.node(node.expression!);
    return (input, frame) => {
      const v = operand(input, frame);
      return v === undefined ? undefined : isNumeric(v) ? -v : bail();
    };
  }
  if (node.value === '[') return compileArray(node.expressions!, c, !!node.consarray);
  if (node.value === '{') return compileObject(node.lhs as [Node, Node][], c);
  return unsupported(`unary ${node.value}`);
}

function compileCondition(node: Node, c: Compiler): Run {
  const condition = c.value(node.condition!);
  const then = c.node(node.then!);
  const otherwise = node.else ? c.node(node.else) : undefined;
  return (input, frame) =>
    boolean(condition(input, frame)) ? then(input, frame) : otherwise?.(input, frame);
}

function compileBlock(node: Node, c: Compiler): Run {
  const names = boundNames(node.expressions);
  const run = (parts: Run[]): Run =>
    parts.length === 1
      ? parts[0]!
      : (input, frame) => {
          let result: unknown;
          for (const part of parts) result = part(input, frame);
          return result;
        };
  // a block that binds nothing needs no frame of its own
  if (!names.length) return run(node.expressions!.map((e) => c.node(e)));
  const scope = new Scope(c.scope, names);
  const inner = run(c.within(scope, () => node.expressions!.map((e) => c.node(e))));
  const size = scope.slots.size;
  return (input, frame) => inner(input, new Frame(frame, size)); // variables bound inside stay inside
}

/** `$name := value`: binds in the current frame (a JSONata function's name cannot be rebound here). */
function compileBind(node: Node, c: Compiler): Run {
  const lhs = node.lhs as Node;
  if (lhs.type !== 'variable' || JSONATA_FUNCTIONS.has(lhs.value))
    unsupported(`binding $${lhs.value}`);
  const slot = c.scope.slots.get(String(lhs.value))!; // boundNames gave the scope this name
  const rhs = c.node(node.rhs!);
  return (input, frame) => bindSlot(frame, slot, rhs(input, frame));
}

function compileBinary(node: Node, c: Compiler): Run {
  const op = String(node.value);
  const lhs = c.value(node.lhs as Node);
  const rhs = c.value(node.rhs!);
  const truth = (v: unknown) => boolean(v) ?? false;
  if (op === 'and') return (input, frame) => truth(lhs(input, frame)) && truth(rhs(input, frame));
  if (op === 'or') return (input, frame) => truth(lhs(input, frame)) || truth(rhs(input, frame));
  const apply = BINARY[op] ?? unsupported(`the ${op} operator`);
  return (input, frame) => {
    const l = lhs(input, frame);
    return apply(l, rhs(input, frame));
  };
}
