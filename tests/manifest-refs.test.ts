// Issue 10 item 1: named definitions and $ref instead of YAML anchors. Resolution (with the deep
// merge of sibling keys), problems at the use site with file:line:col through the real linter, and
// the linter's refusal of anchors, aliases and merge keys.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFolder } from '../engine/index.ts';
import { hasYamlAnchor } from '../engine/manifest/load.ts';
import { resolveRefs } from '../engine/manifest/refs.ts';
import { anchorProblems } from '../scripts/lint.ts';
import { manifestHead } from './support/manifest-head.ts';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
const lint = (dir: string) => {
  const r = spawnSync(process.execPath, [cli, 'lint', dir, '--json'], {
    encoding: 'utf8',
    cwd: join(import.meta.dirname, '..'),
  });
  return {
    status: r.status,
    problems: JSON.parse(r.stdout || '[]') as {
      line: number;
      col: number;
      code: string;
      message: string;
    }[],
  };
};

const HEAD = manifestHead('reffy', 'Reffy');

const GOOD = `${HEAD}definitions:
  id: { type: string, pattern: "^w[0-9]+$", description: Widget id. }
  paged:
    limit: { type: integer, minimum: 1, maximum: 100 }
    color: { enum: [red, blue] }
  widget_get:
    description: One widget.
    request: { path: "/widgets/{widget_id}" }
    params: { properties: { widget_id: { $ref: "#/definitions/id" } } }
    response: { result: data }
entities:
  widgets:
    actions:
      list:
        request: { path: /widgets }
        no_pagination_reason: one page
        params:
          properties:
            $ref: "#/definitions/paged"
            color: { enum: [red, green] }
            owner: { $ref: "#/definitions/id", description: Owner widget. }
      get:
        $ref: "#/definitions/widget_get"
        request: { headers: { X-Trace: t } }
`;

describe('definitions and $ref', () => {
  it('resolves refs, merging sibling keys deeply over the definition (siblings win, lists replaced)', () => {
    const { data, problems } = resolveRefs({
      definitions: { a: { x: { y: 1, z: [1, 2] }, w: 1 }, list: [1, 2] },
      use: { $ref: '#/definitions/a', x: { z: [3] }, v: 2 },
      deep: { $ref: '#/definitions/a/x' },
      items: [{ $ref: '#/definitions/list' }],
    });
    expect(problems).toEqual([]);
    expect(data).toMatchObject({
      use: { x: { y: 1, z: [3] }, w: 1, v: 2 },
      deep: { y: 1, z: [1, 2] },
      items: [[1, 2]],
    });
  });

  it('compiles a manifest using definitions: param groups, single schemas, action templates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'refs-'));
    writeFileSync(join(dir, 'reffy.yaml'), GOOD);
    const { plans, problems } = compileFolder(dir);
    expect(problems).toEqual([]);
    const widgets = plans.get('reffy')!.entities.get('widgets')!;
    expect(widgets.actions.get('list')!.paramsSchema.properties).toEqual({
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      color: { enum: ['red', 'green'] },
      owner: { type: 'string', pattern: '^w[0-9]+$', description: 'Owner widget.' },
    });
    const get = widgets.actions.get('get')!;
    expect([get.description, get.path.source, get.headers.map(([k]) => k)]).toEqual([
      'One widget.',
      '/widgets/{widget_id}',
      ['x-trace'],
    ]);
    expect(get.paramsSchema.properties!.widget_id).toEqual({
      type: 'string',
      pattern: '^w[0-9]+$',
      description: 'Widget id.',
    });
  });

  it('reports a missing name, a cycle, siblings beside a list and an unused definition at the use site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'refs-'));
    mkdirSync(join(dir, 'c'));
    const text = `${HEAD}definitions:
  loop_a: { $ref: "#/definitions/loop_b" }
  loop_b: { $ref: "#/definitions/loop_a" }
  tags: [a, b]
  spare: { type: string }
entities:
  widgets:
    actions:
      list:
        request: { path: /widgets }
        no_pagination_reason: one page
        params:
          properties:
            color: { $ref: "#/definitions/colour" }
            loop: { $ref: "#/definitions/loop_a" }
            tags: { $ref: "#/definitions/tags", description: Tags. }
`;
    writeFileSync(join(dir, 'c', 'reffy.yaml'), text);
    const { status, problems } = lint(join(dir, 'c'));
    expect(status).toBe(1);
    const at = Object.fromEntries(
      problems
        .filter((p) => p.code !== 'fixture-missing')
        .map((p) => [p.code, `${p.line}:${p.col}`]),
    );
    expect(at).toEqual({
      'ref-missing': '24:28',
      'ref-cycle': '13:19',
      'ref-siblings': '26:27',
      'definition-unused': '15:3',
      // reported in the same run: the param the cycle left empty, and widgets' checks waiting for it
      schema: '25:19',
      'checks-skipped': '17:3',
    });
    const missing = problems.find((p) => p.code === 'ref-missing')!;
    expect(missing.message).toContain("no definition 'colour'");
  });

  it('reports a schema problem inside a referenced definition at the $ref that brought it in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'refs-'));
    mkdirSync(join(dir, 'c'));
    writeFileSync(
      join(dir, 'c', 'reffy.yaml'),
      GOOD.replace('description: One widget.', 'descripton: One widget.'),
    );
    const { problems } = lint(join(dir, 'c'));
    const unknown = problems.find((p) => p.code === 'unknown-key')!;
    expect(unknown.message).toContain("Did you mean 'description'?");
    expect(`${unknown.line}:${unknown.col}`).toBe('33:15'); // the $ref of widgets.get
  });

  it('the linter refuses YAML anchors, aliases and merge keys with the fix', () => {
    const dir = mkdtempSync(join(tmpdir(), 'refs-'));
    mkdirSync(join(dir, 'c'));
    writeFileSync(
      join(dir, 'c', 'reffy.yaml'),
      GOOD.replace(
        '    color: { enum: [red, blue] }',
        '    color: &c { enum: [red, blue] }\n    other: *c\n    <<: { more: { type: string } }',
      ),
    );
    const { problems } = lint(join(dir, 'c'));
    const anchors = problems.filter((p) => p.code === 'yaml-anchor');
    expect(anchors.map((p) => p.line)).toEqual([15, 16, 17]);
    for (const p of anchors) expect(p.message).toContain('$ref: "#/definitions/NAME"');
  });

  it('finds an anchor without a merge key in the text, and none in strings holding & and *', () => {
    // the precise parse runs only when the fast parser met an anchor (or the text holds <<)
    for (const [text, lines] of [
      ['a:\n  b: &x 1\nc: *x\n', [2, 3]],
      ['a:\n  - { k: &y [1, 2] }\n', [2]],
      ['list:\n  - &z\n    k: v\n', [3]], // reported where the anchored map starts
      ['s: "a & b *c &d"\nq: data.*\nu: https://x.test/?a=1&b=2\n', []],
    ] as const) {
      expect(hasYamlAnchor(text)).toBe(lines.length > 0);
      expect(anchorProblems(text).map((p) => p.line)).toEqual(lines);
    }
  });

  it('no shipped manifest uses an anchor, an alias or a merge key', () => {
    const dir = join(import.meta.dirname, '../connectors');
    for (const f of readdirSync(dir))
      expect(anchorProblems(readFileSync(join(dir, f), 'utf8'))).toEqual([]);
  });
});
