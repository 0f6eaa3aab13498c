// A shipped manifest whose text the build compiled clean is compiled on first use without repeating
// the manifest-schema check, from the document the build parsed and resolved (catalog.ts). The schema
// fills no defaults and JSON holds the document exactly, so the plan must be the same as with the
// check from the YAML: compared here for every shipped kind, Maps and Sets by their entries.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { compileParsed, compileText, manifestFiles, parsedDocument } from '../engine/catalog.ts';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import { createAjv } from '../engine/schema/ajv.ts';

const shape = (plan: unknown) =>
  JSON.stringify(plan, (_key, v: unknown) =>
    v instanceof Map
      ? { map: [...v] }
      : v instanceof Set
        ? { set: [...v] }
        : typeof v === 'function'
          ? `fn:${v.name}`
          : v,
  );

it('a validated manifest compiles to the same plan as a checked one, for every shipped kind', () => {
  const files = manifestFiles(defaultConnectorsDir);
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const checked = compileText(text, file, createAjv());
    const validated = compileText(text, file, createAjv(), { validated: true });
    expect(checked.problems, file).toEqual([]);
    expect(validated.problems, file).toEqual([]);
    expect(shape(checked.plan).length, file).toBeGreaterThan(1000);
    expect(shape(validated.plan), file).toBe(shape(checked.plan));
    const json = parsedDocument(text);
    expect(json, file).toBeDefined();
    const parsed = compileParsed(json!, createAjv());
    expect(parsed.problems, file).toEqual([]);
    expect(shape(parsed.plan), file).toBe(shape(checked.plan));
  }
});

it('a document JSON cannot hold exactly is not shipped parsed', () => {
  expect(parsedDocument('kind: x\nlimit: .inf\n')).toBeUndefined();
  expect(parsedDocument('kind: x\nlimit: 10\n')).toBe('{"kind":"x","limit":10}');
});

it('a text that breaks the schema is still refused when checked', () => {
  const file = `${defaultConnectorsDir}/stripe.yaml`;
  const text = readFileSync(file, 'utf8').replace(/^name:/m, 'nme:');
  expect(compileText(text, file, createAjv()).problems.map((p) => p.code)).toContain('unknown-key');
});
