// Action params are checked by an Ajv validator compiled once per action. Every failure is reported
// (not just the first) with its dotted field path and what was expected; an unknown param gets the
// closest valid name as a suggestion. Defaults from the schema are filled in.
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { closest, EngineError, type FieldError } from '../errors.ts';
import type { ParamsValidator } from '../plan/params.ts';
import { newAjv } from './ajv.ts';

export type { ParamsValidator };

/**
 * The Ajv of a catalog's params, made on its first compile. Many actions share a params schema (every
 * `get by id` of a kind): each distinct one compiles once.
 */
export class SchemaCompiler {
  private ajv: Ajv | undefined;
  private readonly compiled = new Map<string, ValidateFunction>();

  compile(schema: object): ValidateFunction {
    const key = JSON.stringify(schema);
    let fn = this.compiled.get(key);
    if (!fn) this.compiled.set(key, (fn = (this.ajv ??= paramsAjv()).compile(schema)));
    return fn;
  }
}

export function createAjv(): SchemaCompiler {
  return new SchemaCompiler();
}

function paramsAjv(): Ajv {
  // Compile speed matters (every action at start-up): no code optimisation pass, no source kept, no
  // messages (describeError writes them), no `verbose` (suggestions read the schema by schemaPath).
  // The manifest schema already checks every keyword, so no meta-validation either.
  return newAjv({
    allErrors: true,
    useDefaults: true,
    strict: false,
    messages: false,
    code: { optimize: false, source: false, lines: false },
    validateSchema: false,
    coerceTypes: false,
  });
}

export function compileSchema(ajv: SchemaCompiler, schema: object, lazy = false): ValidateFunction {
  return lazy ? lazily(() => ajv.compile(schema)) : ajv.compile(schema);
}

/**
 * A validator compiled on its first use (still once). Start-up then costs the same however many
 * actions the catalog has; the linter compiles every validator eagerly to report any that fail.
 */
function lazily(compile: () => ValidateFunction): ValidateFunction {
  let real: ValidateFunction | undefined;
  const fn = ((data: unknown) => {
    real ??= compile();
    const ok = real(data);
    fn.errors = real.errors;
    return ok;
  }) as ValidateFunction;
  return fn;
}

export function compileParamsValidator(
  ajv: SchemaCompiler,
  schema: object,
  where: string,
  lazy = false,
): ParamsValidator {
  const validate = compileSchema(ajv, schema, lazy);
  return (input) => {
    const params = input === undefined || input === null ? {} : input;
    if (typeof params !== 'object' || Array.isArray(params)) {
      throw new EngineError('invalid_params', 400, `params of ${where} must be an object.`, {
        field: 'params',
      });
    }
    const copy = structuredClone(params) as Record<string, unknown>; // defaults are filled into the copy
    if (validate(copy)) return copy;
    const errors = (validate.errors ?? []).map((e) => toFieldError(e, schema));
    throw new EngineError(
      'invalid_params',
      400,
      `Invalid params for ${where}: ${errors.map((e) => (e.field ? `${e.field} ${e.message}` : e.message)).join('; ')}.`,
      { errors },
    );
  };
}

function toFieldError(e: ErrorObject, rootSchema: object): FieldError {
  const base = e.instancePath
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const join = (parts: string[]) => parts.join('.') || null;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      const valid = Object.keys(
        (schemaAt(rootSchema, e.schemaPath) as { properties?: object })?.properties ?? {},
      );
      const hint = closest(name, valid);
      return {
        field: join([...base, name]),
        message: `is not a known param${hint ? `; did you mean '${hint}'?` : ''} Valid: ${valid.join(', ') || 'none'}`,
        error_code: 'unknown_param',
        details: { valid, ...(hint ? { suggestion: hint } : {}) },
      };
    }
    case 'required':
      return {
        field: join([...base, String(e.params.missingProperty)]),
        message: 'is required',
        error_code: 'required',
      };
    case 'type':
      return {
        field: join(base),
        message: `must be ${e.params.type}`,
        error_code: 'invalid_type',
        details: { expected: e.params.type },
      };
    case 'enum':
      return {
        field: join(base),
        message: `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`,
        error_code: 'invalid_enum',
        details: { allowed: e.params.allowedValues },
      };
    default:
      return {
        field: join(base),
        message: describeError(e),
        error_code: `invalid_${e.keyword.toLowerCase()}`,
        details: e.params,
      };
  }
}

/** Ajv's own wording, written here because Ajv's message generation slows compiling. */
export function describeError(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const more = (what: string) =>
    `must NOT have ${e.keyword.startsWith('max') ? 'more' : 'fewer'} than ${p.limit} ${what}`;
  switch (e.keyword) {
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return `must be ${p.comparison} ${p.limit}`;
    case 'maxLength':
    case 'minLength':
      return more('characters');
    case 'maxItems':
    case 'minItems':
      return more('items');
    case 'maxProperties':
    case 'minProperties':
      return more('properties');
    case 'pattern':
      return `must match pattern "${p.pattern}"`;
    case 'format':
      return `must match format "${p.format}"`;
    case 'const':
      return 'must be equal to constant';
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `must be ${p.type}`;
    case 'required':
      return `must have required property '${p.missingProperty}'`;
    case 'uniqueItems':
      return `must NOT have duplicate items (items ## ${p.j} and ${p.i} are identical)`;
    case 'multipleOf':
      return `must be multiple of ${p.multipleOf}`;
    case 'anyOf':
      return 'must match a schema in anyOf';
    case 'oneOf':
      return 'must match exactly one schema in oneOf';
    case 'not':
      return 'must NOT be valid';
    case 'additionalProperties':
      return 'must NOT have additional properties';
    default:
      return e.message ?? 'is invalid';
  }
}

/** The schema object that holds the failing keyword, e.g. '#/properties/created/additionalProperties'. */
function schemaAt(root: object, schemaPath: string): unknown {
  const steps = schemaPath.replace(/^#\//, '').split('/').slice(0, -1);
  let node: unknown = root;
  for (const step of steps)
    node =
      node && typeof node === 'object'
        ? (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
  return node;
}
