// Ajv's errors as field errors: the field a dotted path (JSON-pointer steps decoded, plus the property
// a `required` or `additionalProperties` error names), the message in Ajv's wording or the caller's,
// never the value.
import type { ErrorObject } from 'ajv';
import { EngineError, type FieldError } from '../errors.ts';

/** '/a/b~1c' -> ['a', 'b/c'] (RFC 6901). */
export function decodePointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Where an error points: its instance path's steps, then the property it names when it names one. */
export function errorSteps(e: ErrorObject): string[] {
  const steps = decodePointer(e.instancePath);
  if (e.keyword === 'required') steps.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') steps.push(String(e.params.additionalProperty));
  return steps;
}

/** Each error as a field error under `prefix`; `describe` words it (the field is null for the root). */
export function fieldErrors(
  errors: ErrorObject[] | null | undefined,
  describe: (e: ErrorObject) => Omit<FieldError, 'field'>,
  prefix = '',
): FieldError[] {
  return (errors ?? []).map((e) => ({
    field: [prefix, ...errorSteps(e)].filter(Boolean).join('.') || null,
    ...describe(e),
  }));
}

/** Ajv errors of config, replication or credentials as one error; the values are never echoed. */
export function schemaError(
  code: 'invalid_config' | 'invalid_credentials',
  what: string,
  prefix: string,
  errors: ErrorObject[] | null | undefined,
  unknownMessage: string,
): EngineError {
  const errs = fieldErrors(
    errors,
    (e) => ({
      message: e.keyword === 'additionalProperties' ? unknownMessage : describeError(e),
      error_code: code,
    }),
    prefix,
  );
  return new EngineError(code, 400, `${what}: ${listed(errs)}.`, { errors: errs });
}

export const listed = (errors: FieldError[]) =>
  errors.map((e) => `${e.field ?? 'body'} ${e.message}`).join('; ');

const LIMIT_NOUNS: Record<string, string> = {
  Length: 'characters',
  Items: 'items',
  Properties: 'properties',
};

/** Ajv's own wording, written here because Ajv's message generation slows compiling. */
export function describeError(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const limit = /^(max|min)(Length|Items|Properties)$/.exec(e.keyword);
  if (limit)
    return `must NOT have ${limit[1] === 'max' ? 'more' : 'fewer'} than ${p.limit} ${LIMIT_NOUNS[limit[2]!]}`;
  if (COMPARISONS.has(e.keyword)) return `must be ${p.comparison} ${p.limit}`;
  return WORDING.get(e.keyword)?.(p) ?? e.message ?? 'is invalid';
}

const COMPARISONS = new Set(['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum']);

const WORDING = new Map<string, (p: Record<string, unknown>) => string>(
  Object.entries({
    pattern: (p) => `must match pattern "${p.pattern}"`,
    format: (p) => `must match format "${p.format}"`,
    const: () => 'must be equal to constant',
    enum: (p) => `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`,
    type: (p) => `must be ${p.type}`,
    required: (p) => `must have required property '${p.missingProperty}'`,
    uniqueItems: (p) => `must NOT have duplicate items (items ## ${p.j} and ${p.i} are identical)`,
    multipleOf: (p) => `must be multiple of ${p.multipleOf}`,
    anyOf: () => 'must match a schema in anyOf',
    oneOf: () => 'must match exactly one schema in oneOf',
    not: () => 'must NOT be valid',
    additionalProperties: () => 'must NOT have additional properties',
  }),
);
