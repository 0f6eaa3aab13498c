// Start-up reads manifests with the fast parser and only locates problems with the precise one:
// both must read every shipped manifest (and the tricky scalars) the same way.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadYamlText } from '../engine/manifest/load.ts';

const dir = join(import.meta.dirname, '../connectors');

it.each(readdirSync(dir).filter((f) => f.endsWith('.yaml')))(
  '%s reads the same with both parsers',
  (f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    expect(loadYamlText(text).data).toEqual(parse(text, { merge: true, maxAliasCount: -1 }));
  },
);

it('keeps dates as strings, applies merge keys and points at lines', () => {
  const src = loadYamlText('a: 2024-01-01\nb: &x { c: 1 }\nd:\n  <<: *x\n  e: 2\n');
  expect(src.data).toEqual({ a: '2024-01-01', b: { c: 1 }, d: { c: 1, e: 2 } });
  expect(src.position(['d', 'e'])).toEqual({ line: 5, col: 6 });
});

it('reports a syntax error with its position', () => {
  const src = loadYamlText('a: [1, 2\nb: 3\n');
  expect(src.data).toBeUndefined();
  expect(src.syntaxProblems[0]).toMatchObject({ code: 'yaml-syntax', line: expect.any(Number) });
});
