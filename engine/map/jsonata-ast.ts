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
 * one), then the enclosing frame's. Which names a frame can hold is known when the expression
 * compiles (its Scope), so a frame is an array of slots and a variable read goes straight to the
 * slots that may hold it; only the root's caller bindings ($params, $config, $) are looked up by name.
 * A slot left undefined is a variable not bound yet there, and the read goes on outwards, as
 * JSONata's lookup does.
 */
export class Frame {
  readonly slots: unknown[];
  constructor(
    readonly parent: Frame | undefined,
    size: number,
    readonly vars?: Record<string, unknown>,
  ) {
    this.slots = new Array(size);
  }
}

/** At compile time, the frame a block or lambda makes: the names it may bind, each with its slot. */
export class Scope {
  readonly slots = new Map<string, number>();
  constructor(
    readonly parent: Scope | undefined,
    names: Iterable<string>,
  ) {
    for (const name of names) if (!this.slots.has(name)) this.slots.set(name, this.slots.size);
  }
}

export const bindSlot = (frame: Frame, slot: number, value: unknown): unknown => {
  frame.slots[slot] = value === undefined ? UNDEFINED : value;
  return value;
};

/** Reads `$name` in a frame of `scope`: each enclosing frame that may bind it, innermost first, then the root's bindings. */
export function variableReader(scope: Scope, name: string): (frame: Frame) => unknown {
  const hops: number[] = [];
  const slots: number[] = [];
  let depth = 0;
  for (let s: Scope | undefined = scope; s; s = s.parent, depth++) {
    const slot = s.slots.get(name);
    if (slot !== undefined) {
      hops.push(depth);
      slots.push(slot);
    }
  }
  const root = depth - 1;
  const found = (v: unknown) => (v === UNDEFINED ? undefined : v);
  if (hops.length === 1 && hops[0] === 0) {
    // the usual case: a lambda's parameter or a block's own variable, else the caller's binding
    const slot = slots[0]!;
    return (frame) => {
      const v = frame.slots[slot];
      if (v !== undefined) return found(v);
      let f = frame;
      for (let i = 0; i < root; i++) f = f.parent!;
      return found(f.vars![name]);
    };
  }
  return (frame) => {
    let f = frame;
    let at = 0;
    for (let k = 0; k < hops.length; k++) {
      for (; at < hops[k]!; at++) f = f.parent!;
      const v = f.slots[slots[k]!];
      if (v !== undefined) return found(v);
    }
    for (; at < root; at++) f = f.parent!;
    return found(f.vars![name]);
  };
}

/**
 * The names `:=` binds in the frame a node runs in: not inside a block or lambda (each has its own
 * frame), but inside a tail call's thunk, which runs in the caller's frame here.
 */
export function boundNames(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const n of node) boundNames(n, into);
    return into;
  }
  if (!node || typeof node !== 'object') return into;
  const n = node as Node;
  if (n.type === 'block' || (n.type === 'lambda' && !n.thunk)) return into;
  if (n.type === 'bind' && n.lhs?.type === 'variable') into.push(String(n.lhs.value));
  for (const [k, v] of Object.entries(n)) if (k !== 'type' && k !== 'position') boundNames(v, into);
  return into;
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
  /** The frame the node being compiled runs in. */
  scope: Scope;
  /** Compiles inside a block's or lambda's own frame. */
  within<T>(scope: Scope, compile: () => T): T;
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
