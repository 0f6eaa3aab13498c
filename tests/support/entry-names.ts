// The names a module exports (types and values; a type and a value of one name count once), read
// from its export statements over the TypeScript AST.
import ts from 'typescript';
import { sourceOf } from './ts-source.ts';

export function exportedNames(root: string, path: string): string[] {
  const src = sourceOf(root, path);
  const names = new Set<string>();
  for (const node of src.statements) {
    if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      if (!clause) names.add(`* from ${(node.moduleSpecifier as ts.StringLiteral).text}`);
      else if (ts.isNamespaceExport(clause)) names.add(clause.name.text);
      else for (const e of clause.elements) names.add(e.name.text);
    } else if (
      ts.canHaveModifiers(node) &&
      ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations) names.add(d.name.getText(src));
      else if ('name' in node && node.name) names.add((node.name as ts.Identifier).text);
    }
  }
  return [...names];
}
