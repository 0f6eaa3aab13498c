// Functions of engine/ and server/ longer than a limit, found over the TypeScript AST: every
// function with a body (declarations, methods, arrows, function expressions), named `file:name`
// by its own name or the variable, property or method it is assigned to.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { sourceOf } from './ts-source.ts';

export function longFunctions(root: string, dirs: string[], maxLines: number): string[] {
  const long: string[] = [];
  for (const dir of dirs)
    for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|mts)$/.test(file) || /\.(gen\.ts|d\.mts)$/.test(file)) continue;
      const path = `${dir}/${file}`;
      const src = sourceOf(root, path);
      const visit = (node: ts.Node, outer: string) => {
        const name = nameOf(node, src) ?? outer;
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const lines = lineOf(src, node.end) - lineOf(src, node.getStart(src)) + 1;
          if (lines > maxLines) long.push(`${path}:${name} (${lines} lines)`);
        }
        ts.forEachChild(node, (child) => visit(child, name));
      };
      visit(src, '<module>');
    }
  return long;
}

const lineOf = (src: ts.SourceFile, pos: number) => src.getLineAndCharacterOfPosition(pos).line;

function nameOf(node: ts.Node, src: ts.SourceFile): string | undefined {
  if (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isClassDeclaration(node)
  )
    return node.name?.getText(src);
  return undefined;
}
