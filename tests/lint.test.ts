// The linter CLI over real files: clean on the shipped connectors, and each kind of mistake reported
// at its file, line and column with a stable code.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: join(import.meta.dirname, '..'),
  });

const BROKEN = `# yaml-language-server: $schema=../schemas/manifest.schema.json
kind: broken
name: Broken
version: 1.0.0
base_url: https://{config.host}.example.com
auth:
  token:
    fields: { properties: { key: { type: string } }, required: [key] }
    apply: { bearer: "{credentials.token}" }
pagination:
  pages: { type: cursor, next: "paging ? paging.next", param: cursor }
entities:
  widgets:
    actions:
      list:
        request: { path: /widgets, methd: GET }
        params:
          properties:
            color: { type: string, in: body }
      get:
        request: { path: "/widgets/{widget.id}" }
        response: { result: "data[" }
  gadgets:
    actions:
      list:
        request: { path: /gadgets }
        pagination: pagez
      api_search:
        request: { path: /gadgets/search }
        pagination: pages
vendor_api: { version: v2, docs: "https://docs.example.com/api" }
`;

describe('connector-engine lint', () => {
  it('is clean on the shipped connectors', () => {
    const r = run('lint');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('reports every mistake with file:line:col, code and a fix, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-'));
    mkdirSync(join(dir, 'connectors'));
    writeFileSync(join(dir, 'connectors', 'broken.yaml'), BROKEN);
    const r = run('lint', join(dir, 'connectors'), '--json');
    expect(r.status).toBe(1);
    const problems = JSON.parse(r.stdout) as {
      line: number;
      col: number;
      code: string;
      message: string;
    }[];
    const at = (code: string) =>
      problems.filter((p) => p.code === code).map((p) => `${p.line}:${p.col}`);
    // One run reports every independent problem: the unknown key hides only the checks of its
    // entity (widgets, said by checks-skipped); the kind and gadgets are checked all the same.
    expect(at('unknown-key')).toEqual(['16:36']);
    expect(problems.find((p) => p.code === 'unknown-key')!.message).toContain(
      "Did you mean 'method'?",
    );
    expect(problems.map((p) => `${p.code}@${p.line}`).sort()).toEqual(
      [
        'unknown-key@16',
        'checks-skipped@13', // widgets waits for its unknown key
        'template-unknown-var@5',
        'template-unknown-var@9',
        'pagination-unknown@27',
        'pagination-stop-in-next@11',
        'fixture-missing@15',
        'fixture-missing@20',
        'fixture-missing@25',
        'fixture-missing@28',
      ].sort(),
    );

    writeFileSync(
      join(dir, 'connectors', 'broken.yaml'),
      BROKEN.replace('methd: GET', 'method: GET'),
    );
    const r2 = run('lint', join(dir, 'connectors'), '--json');
    expect(r2.status).toBe(1);
    const found = JSON.parse(r2.stdout) as {
      line: number;
      col: number;
      code: string;
      message: string;
    }[];
    const codes = found.map((p) => `${p.code}@${p.line}`).sort();
    expect(codes).toEqual(
      [
        'template-unknown-var@5', // {config.host} is not a declared config variable
        'template-unknown-var@9', // {credentials.token}: the field is called key
        'param-unused@19', // a body param on a GET
        'list-no-pagination@15',
        'template-unknown-var@21', // {widget.id}: a path placeholder names a param, not a dotted variable
        'jsonata-syntax@22',
        'pagination-unknown@27',
        'pagination-stop-in-next@11', // a stop rule hidden in a conditional
        'fixture-missing@15',
        'fixture-missing@20',
        'fixture-missing@25',
        'fixture-missing@28',
      ].sort(),
    );
    for (const p of found) expect(p.message.length).toBeGreaterThan(20);
  });

  it('reports YAML syntax errors instead of crashing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-'));
    writeFileSync(
      join(dir, 'bad.yaml'),
      '# yaml-language-server: $schema=../schemas/manifest.schema.json\nkind: bad\nentities: [unclosed\n',
    );
    const r = run('lint', dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/bad\.yaml:\d+:\d+ {2}error {2}yaml-syntax {2}/);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it('prints a plain-text line per problem and exits 2 on a usage error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-'));
    writeFileSync(join(dir, 'nocomment.yaml'), 'kind: x\n');
    const r = run('lint', dir);
    expect(r.stdout).toMatch(/nocomment\.yaml:1:1 {2}error {2}missing-key {2}name is required/);
    // a user's folder has no ../schemas: the schema comment is asked for in the shipped folder only
    expect(r.stdout).not.toContain('schema-comment');
    expect(run('lint', '--nope').status).toBe(2);
  });
});

describe('connector-engine describe', () => {
  it('lists entities, actions and params of a kind', () => {
    const r = run('describe', 'stripe', 'customers');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/list +.*limit:integer.*\[paged\]/);
    expect(r.stdout).toMatch(/get +id\*:string/);
  });

  it('answers an unknown kind with the valid ones', () => {
    const r = run('describe', 'strpe');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('stripe');
  });
});

describe('lint wording', () => {
  it('says what is required and suggests the enum value meant, one line per problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-'));
    writeFileSync(
      join(dir, 'worded.yaml'),
      `# yaml-language-server: $schema=../schemas/manifest.schema.json
kind: worded
name: Worded
version: 1.0.0
vendor_api: { version: v1, docs: "https://docs.example.com" }
base_url: https://{config.regoin}.example.com
config: { properties: { region: { enum: [eu, us] } } }
auth:
  token:
    fields: { properties: { key: { type: string } }, required: [key] }
    apply: { bearer: "{credentials.key}" }
entities:
  things:
    actions:
      get: { request: { path: "/things/{id}", method: GTE } }
  others: { description: no actions }
`,
    );
    const r = run('lint', dir);
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines.find((l) => l.includes('missing-key'))).toMatch(
      / entities\.others\.actions is required\.$/,
    );
    expect(lines.find((l) => l.includes('invalid-value'))).toContain("Did you mean 'GET'?");
    // a mistyped template name: the declared one it is closest to (checked in the same run)
    expect(lines.find((l) => l.includes('template-unknown-var'))).toContain(
      'Did you mean {config.region}?',
    );
    for (const l of lines) expect(l).toMatch(/^\S+:\d+:\d+ {2}(error|warning) {2}[a-z-]+ {2}\S/);
  });
});
