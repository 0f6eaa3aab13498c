// Object literals with a spread followed by more fields (`{ ...a, b }`, `{ ...a, ...b }`), found over
// the TypeScript AST. On Node 20 (V8 11.3) each such literal takes a slow path, about 1.2 µs plus
// 0.8 µs a field, against some 0.1 µs for Object.assign or named fields (docs/development.md).
import ts from 'typescript';
import { sourceOf, startLine } from './ts-source.ts';

export function spreadsThenFields(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const path of files) {
    const src = sourceOf(root, path);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const first = node.properties.findIndex(ts.isSpreadAssignment);
        if (first >= 0 && first < node.properties.length - 1) {
          found.push(
            `${path}:${startLine(src, node)}: ${node.getText(src).replace(/\s+/g, ' ').slice(0, 80)}`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return found;
}
