// connector-engine init <kind> [--from-openapi FILE] [--tag T ...] [--dir DIR] [--force]: writes
// DIR/<kind>.yaml, scaffolded from a vendor's OpenAPI 3.x description (JSON or YAML, local $refs) or,
// without one, a small commented skeleton; then lints it and prints what could not be inferred.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { MANIFEST_SCHEMA } from '../lint.ts';
import { exit, failed, usage } from './io.ts';
import { compactYaml } from './yaml-out.ts';

export interface InitOptions {
  fromOpenapi?: string;
  tag?: string[];
  dir: string;
  force?: boolean;
}

/** The schema comment, pointing at the installed package's schema from the folder written to. */
const head = (dir: string) =>
  `# yaml-language-server: $schema=${relative(resolve(dir), MANIFEST_SCHEMA).split(sep).join('/')}`;

const skeleton = (kind: string, dir: string) => `${head(dir)}
# A skeleton: replace every example.* value with the vendor's, then \`connector-engine record\` a call
# per action and \`connector-engine test ${kind}\`. Reference: docs/writing-a-connector.md.
kind: ${kind}
name: ${kind}
description: What ${kind} holds, in one sentence.
version: 0.1.0
vendor_api: { version: "v1", docs: "https://${kind}.example/docs/api" }  # the vendor API version targeted
base_url: https://api.${kind}.example/v1
check: { entity: items, action: list, params: { limit: 1 } }  # a cheap read proving the credentials work
auth:
  token:
    fields: { properties: { api_key: { type: string, minLength: 1 } }, required: [api_key] }
    apply: { bearer: "{credentials.api_key}" }   # or basic, header, query
pagination:
  cursor: { type: cursor, next: next_cursor, has_more: has_more, param: cursor }
entities:
  items:
    description: The vendor's items.
    record:
      type: object
      required: [id]
      properties: { id: { type: string }, name: { type: [string, "null"] } }
    actions:
      list:
        pagination: cursor
        request: { path: /items }
        params: { properties: { limit: { type: integer, minimum: 1, maximum: 100 } } }
        response: { result: data, metadata: [has_more, next_cursor] }
      get: { request: { path: "/items/{item_id}" } }
`;

export async function initCommand(kind: string, opts: InitOptions): Promise<never> {
  if (!/^[a-z][a-z0-9-]*$/.test(kind))
    return usage(
      `kind '${kind}' must be lower-case letters, digits and -, starting with a letter.`,
      'init',
    );
  const file = join(opts.dir, `${kind}.yaml`);
  if (existsSync(file) && !opts.force) return usage(`${file} exists; --force replaces it.`, 'init');
  let text = skeleton(kind, opts.dir);
  let notes: string[] = ['a skeleton: every example.* value is a placeholder to replace.'];
  if (opts.fromOpenapi) {
    if (!existsSync(opts.fromOpenapi))
      return usage(`--from-openapi ${opts.fromOpenapi}: no such file.`, 'init');
    const { scaffold } = await import('./openapi/scaffold.ts');
    try {
      const doc = parse(readFileSync(opts.fromOpenapi, 'utf8')) as Record<string, unknown>;
      const out = scaffold(doc && typeof doc === 'object' ? doc : {}, kind, opts.tag ?? []);
      notes = out.notes;
      text = [
        head(opts.dir),
        `# Scaffolded by connector-engine init from ${opts.fromOpenapi}. Left to check by hand:`,
        ...notes.map((n) => `#  - ${n}`),
        compactYaml(out.manifest),
      ].join('\n');
    } catch (err) {
      return failed(`--from-openapi ${opts.fromOpenapi}: ${(err as Error).message}`);
    }
  }
  mkdirSync(opts.dir, { recursive: true });
  writeFileSync(file, text);
  const { lintFiles } = await import('../lint.ts');
  const problems = lintFiles([file]);
  const missing = problems.filter((p) => p.code === 'fixture-missing');
  const others = problems.filter((p) => p.code !== 'fixture-missing');
  process.stdout.write(`wrote ${relative('.', file) || file}\n`);
  for (const n of notes) process.stdout.write(`  check: ${n}\n`);
  for (const p of others)
    process.stdout.write(
      `  ${p.file}:${p.line}:${p.col}  ${p.severity}  ${p.code}  ${p.message}\n`,
    );
  if (missing.length)
    process.stdout.write(
      `next: record a fixture for each of ${missing.length} action(s) (connector-engine record ${kind} ENTITY ACTION ...), then connector-engine test ${kind}.\n`,
    );
  return exit(others.some((p) => p.severity === 'error') ? 1 : 0);
}
