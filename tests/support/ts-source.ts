// A repository file as a TypeScript AST (with parent links), and a node's line: what the layout
// checks over the AST read (entry-names, long-functions, nested-hooks, spread-then-fields).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const sourceOf = (root: string, path: string): ts.SourceFile =>
  ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);

/** The 1-based line a node starts on. */
export const startLine = (src: ts.SourceFile, node: ts.Node): number =>
  src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1;
