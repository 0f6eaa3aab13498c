// The build writes each shipped kind's params validators as generated code (scripts/build.mjs through
// scripts/prebuilt-validators.mjs), and a clean kind's compile uses them instead of Ajv's compile
// (SchemaCompiler.usePrebuilt). Here, for every shipped kind: the module generated as the build does
// it, loaded as the engine loads it, must hold a validator for every schema the kind compiles, found
// by its hash, and each must answer like the one Ajv compiles now: validity, errors, and the defaults
// it fills in, over inputs made from the schema's own properties.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import * as standalone from 'ajv/dist/standalone/index.js';
import { afterAll, expect, it } from 'vitest';
import { compileText, manifestFiles } from '../engine/catalog.ts';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import { createAjv } from '../engine/schema/ajv.ts';
import { validatorsModule } from '../scripts/prebuilt-validators.mjs';

// under the repository, so that the generated code's require('ajv/...') finds node_modules
const dir = join(
  import.meta.dirname,
  '../node_modules/.cache',
  `prebuilt-validators-${process.pid}`,
);
mkdirSync(dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const require = createRequire(import.meta.url);
const standaloneCode = standalone.default.default; // CommonJS: its module.exports, whose default is itself

const WRONG = [{}, [], 'x', '', 1, -1, 1.5, true, null];

/** Inputs to try: empty, an unknown key, and each property given each kind of wrong or right value. */
function inputs(schema: { properties?: Record<string, unknown> }): unknown[] {
  const names = Object.keys(schema.properties ?? {});
  return [{}, { __unknown: 1 }, ...names.flatMap((n) => WRONG.map((v) => ({ [n]: v })))];
}

const answer = (validate: ValidateFunction, input: unknown) => {
  const data = structuredClone(input);
  const valid = validate(data);
  const errors = (validate.errors ?? []).map(({ instancePath, keyword, params }) => ({
    instancePath,
    keyword,
    params,
  }));
  return { valid, errors, data };
};

it('every shipped kind: a prebuilt validator for each schema, answering as Ajv compiles it', () => {
  let checked = 0;
  for (const file of manifestFiles(defaultConnectorsDir)) {
    const recording = createAjv({ source: true });
    const { plan } = compileText(readFileSync(file, 'utf8'), file, recording, { eager: true });
    expect(plan, file).toBeDefined();
    const kind = plan!.kind;
    const out = join(dir, `${kind}.cjs`);
    writeFileSync(out, validatorsModule(kind, recording, standaloneCode));
    const makers = require(out) as Record<string, () => ValidateFunction>;
    const compiled = [...recording.sources()];
    expect(Object.keys(makers).sort(), kind).toEqual(compiled.map((c) => c.hash).sort());
    const using = createAjv();
    using.usePrebuilt(makers);
    for (const { hash, validate } of compiled) {
      const schema = validate.schema as { properties?: Record<string, unknown> };
      const prebuilt = using.compile(schema); // found by its hash, made once
      expect(prebuilt.toString(), `${kind} ${hash}`).toBe(makers[hash]!().toString());
      expect(using.compile(schema)).toBe(prebuilt);
      for (const input of inputs(schema)) {
        expect(answer(prebuilt, input), `${kind} ${JSON.stringify(input)}`).toEqual(
          answer(validate, input),
        );
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThan(5000);
});

it('a schema the build did not see is compiled by Ajv as before', () => {
  const using = createAjv();
  using.usePrebuilt({});
  const validate = using.compile({ type: 'object', properties: { n: { type: 'integer' } } });
  expect(validate({ n: 1 })).toBe(true);
  expect(validate({ n: 'x' })).toBe(false);
});
