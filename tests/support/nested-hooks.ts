// Vitest hooks registered inside a test or inside another hook (`beforeAll(() => { ...; afterAll(...) })`),
// found over the TypeScript AST. Vitest never runs such a hook, so what it was to close stays open; with
// test files sharing their worker (vitest.config.ts), a fake vendor or a service then outlives its file.
import ts from 'typescript';
import { sourceOf, startLine } from './ts-source.ts';

const HOOKS = new Set(['beforeAll', 'beforeEach', 'afterAll', 'afterEach']);
const RUNNERS = new Set(['it', 'test', ...HOOKS]);

/** The name a call is made by: `it`, `it.each(...)`'s `it`, `test.skip`'s `test`. */
function callee(node: ts.CallExpression): string | undefined {
  let e: ts.Expression = node.expression;
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e))
    e = ts.isCallExpression(e) ? e.expression : e.expression;
  return ts.isIdentifier(e) ? e.text : undefined;
}

export function nestedHooks(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const path of files) {
    const src = sourceOf(root, path);
    const visit = (node: ts.Node, inside: string | undefined) => {
      let within = inside;
      if (ts.isCallExpression(node)) {
        const name = callee(node);
        if (name && HOOKS.has(name) && inside) {
          found.push(`${path}:${startLine(src, node)}: ${name} inside ${inside}`);
        }
        if (name && RUNNERS.has(name)) within = name;
      }
      ts.forEachChild(node, (child) => visit(child, within));
    };
    visit(src, undefined);
  }
  return found;
}
