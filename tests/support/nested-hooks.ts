// Vitest hooks registered inside a test or inside another hook (`beforeAll(() => { ...; afterAll(...) })`),
// found over the TypeScript AST. Vitest never runs such a hook, so what it was to close stays open; with
// test files sharing their worker (vitest.config.ts), a fake vendor or a service then outlives its file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

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
    const src = ts.createSourceFile(
      path,
      readFileSync(join(root, path), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node, inside: string | undefined) => {
      let within = inside;
      if (ts.isCallExpression(node)) {
        const name = callee(node);
        if (name && HOOKS.has(name) && inside) {
          const line = src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1;
          found.push(`${path}:${line}: ${name} inside ${inside}`);
        }
        if (name && RUNNERS.has(name)) within = name;
      }
      ts.forEachChild(node, (child) => visit(child, within));
    };
    visit(src, undefined);
  }
  return found;
}
