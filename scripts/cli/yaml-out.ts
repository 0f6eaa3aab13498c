// YAML as the repository writes manifests and fixtures: every short map or list on one line.
import { Document, type ParsedNode, visit } from 'yaml';

export function compactNodes(doc: Document | Document.Parsed<ParsedNode>): void {
  visit(doc, {
    Map(_, node) {
      if (JSON.stringify(node.toJSON()).length <= 90) node.flow = true;
    },
    Seq(_, node) {
      if (JSON.stringify(node.toJSON()).length <= 90) node.flow = true;
    },
  });
}

export function compactYaml(value: unknown): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  compactNodes(doc);
  return doc.toString({ lineWidth: 0 });
}
