// The AST of jsonata 2.2 as the compiled subset sees it: node shapes, the keys each node type may
// carry, and the compile-time refusal that sends an expression back to JSONata.

/** An AST node as jsonata's parser leaves it (after its processAST pass). */
export interface Node {
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: jsonata's parser leaves a literal, a name or a node here
  value?: any;
  steps?: Node[];
  stages?: Node[];
  predicate?: Node[];
  expr?: Node;
  // biome-ignore lint/suspicious/noExplicitAny: a node, or a list of pairs for object constructors
  lhs?: any;
  rhs?: Node;
  expression?: Node;
  expressions?: Node[];
  condition?: Node;
  then?: Node;
  else?: Node;
  arguments?: Node[];
  procedure?: Node;
  body?: Node;
  thunk?: boolean;
  consarray?: boolean;
}
const UNDEFINED = Symbol('bound to undefined');
/**
 * Variables as JSONata's createFrame keeps them: own bindings (one bound to undefined hides an outer
 * one), then the enclosing frame's. Frames link by a field, not by prototype: V8 makes every object
 * used as a prototype a slow one, and a frame per lambda call made each variable read and bind slow.
 */
export class Frame {
  private readonly vars: Record<string, unknown> = Object.create(null);
  constructor(private readonly parent?: Frame) {}
  lookup(name: string): unknown {
    for (let f: Frame | undefined = this; f; f = f.parent) {
      const v = f.vars[name];
      if (v !== undefined) return v === UNDEFINED ? undefined : v;
    }
    return undefined;
  }
  bind(name: string, value: unknown): unknown {
    this.vars[name] = value === undefined ? UNDEFINED : value;
    return value;
  }
}
export type Run = (input: unknown, frame: Frame) => unknown;

/** Compiles a node as evaluate() runs it; `stepKeys` are keys allowed because it is a path step. */
export interface Compiler {
  node(node: Node, stepKeys?: string[]): Run;
  /** A node whose value an operator, constructor or function consumes: a function value there is left to JSONata. */
  value(node: Node): Run;
  /** A function call node's raw result, before evaluate()'s unwrapping (a tail call returns it so). */
  call(node: Node): Run;
  /** Whether the expression can make function values (lambdas, built-ins named as values). */
  functions: boolean;
  /** The built-in functions the expression calls (a binding of the same name would replace them). */
  used: Set<string>;
}

export class Unsupported extends Error {}
export const unsupported = (reason: string): never => {
  throw new Unsupported(reason);
};

// Every name JSONata binds as a function (and the engine's $uuid): as a value, or rebound with :=, it is left to JSONata.
export const JSONATA_FUNCTIONS = new Set(
  (
    'sum count max min average string substring substringBefore substringAfter lowercase uppercase length trim pad match contains replace ' +
    'split join formatNumber formatBase formatInteger parseInteger number floor ceil round abs sqrt power random boolean not map zip filter ' +
    'single reduce sift keys lookup append exists spread merge reverse each error assert type sort shuffle distinct base64encode base64decode ' +
    'encodeUrlComponent encodeUrl decodeUrlComponent decodeUrl eval toMillis fromMillis clone now millis uuid'
  ).split(' '),
);

// The keys each node type may carry; any other (keepArray, consarray, group, tuple, focus, ...) is a
// feature outside the subset.
const KEYS: Record<string, string[]> = {
  path: ['steps'],
  name: ['value', 'predicate'],
  string: ['value', 'predicate'],
  number: ['value', 'predicate'],
  value: ['value', 'predicate'],
  variable: ['value', 'predicate'],
  wildcard: ['value', 'predicate'],
  binary: ['value', 'lhs', 'rhs', 'predicate'],
  unary: ['value', 'expressions', 'lhs', 'expression', 'predicate', 'consarray'],
  condition: ['condition', 'then', 'else', 'predicate'],
  block: ['expressions', 'predicate'],
  bind: ['value', 'lhs', 'rhs', 'predicate'],
  function: ['value', 'name', 'arguments', 'procedure', 'predicate'],
  lambda: ['arguments', 'body', 'thunk'],
};

export function checkKeys(node: Node, extra: string[] = []): void {
  const allowed =
    KEYS[node.type] ??
    unsupported(node.type === 'regex' ? 'a regex outside $contains' : `${node.type} expressions`);
  for (const [k, v] of Object.entries(node)) {
    if (
      v !== undefined &&
      k !== 'type' &&
      k !== 'position' &&
      !allowed.includes(k) &&
      !extra.includes(k)
    )
      unsupported(`the ${k} flag on a ${node.type} node`);
  }
}
