// schemas/manifest.schema.json serves two readers. Editors validate the manifest as written, where a
// `{ $ref: "#/definitions/NAME" }` may stand in for an object, so the file allows $ref there (and
// asks for an object's required keys only when it has no $ref). The engine validates after the
// loader resolved every $ref, so it reads the schema without that allowance: no $ref can slip
// through, and required keys are plainly required (clear errors). The generated types read it so too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Ajv, ValidateFunction } from 'ajv';
import { newAjv } from '../params/ajv.ts';

const REF_ALLOWANCE = '#/definitions/definitionRef';

export function loadManifestSchema(): Record<string, unknown> {
  return withoutRefAllowance(
    JSON.parse(
      readFileSync(new URL('../../schemas/manifest.schema.json', import.meta.url), 'utf8'),
    ),
  );
}

/** The Ajv that checks manifests; `source` keeps the generated code (the build's standalone validator). */
export function manifestAjv(opts: { source?: boolean } = {}): Ajv {
  const ajv = newAjv({
    allErrors: true,
    strict: false,
    discriminator: true,
    verbose: true,
    ...(opts.source ? { code: { source: true } } : {}),
  });
  // Editors' annotation of which variables an expression or template field sees (shown in descriptions).
  ajv.addKeyword({
    keyword: 'x-bindings',
    metaSchema: { type: 'array', items: { type: 'string' } },
  });
  return ajv;
}

/** Where the build (scripts/build.mjs) writes the validator as generated code, beside this module. */
export const STANDALONE_VALIDATOR = './manifest-validator.cjs';

/** The manifest-schema validator: generated code in the build (dist/), compiled here from the sources. */
export function manifestValidator(): ValidateFunction {
  if (!import.meta.url.endsWith('.ts'))
    return createRequire(import.meta.url)(STANDALONE_VALIDATOR) as ValidateFunction;
  return manifestAjv().compile(loadManifestSchema());
}

// biome-ignore lint/suspicious/noExplicitAny: walks any JSON Schema value
function withoutRefAllowance(v: any): any {
  if (Array.isArray(v)) return v.map(withoutRefAllowance);
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === '$ref' && typeof x === 'object' && (x as { $ref?: string })?.$ref === REF_ALLOWANCE)
      continue; // a property named $ref
    if (k === 'if' && JSON.stringify(x) === '{"required":["$ref"]}') continue;
    if (k === 'else' && v.if && JSON.stringify(v.if) === '{"required":["$ref"]}') {
      out.required = (x as { required: string[] }).required;
      continue;
    }
    out[k] = withoutRefAllowance(x);
  }
  if (v.definitions?.definitionRef)
    delete (out.definitions as Record<string, unknown>).definitionRef;
  return out;
}
