// What is wrong with a value a caller sent, as field errors (the value never echoed): too deep or
// too large (checked before anything recursive runs), a control character in a string (it would
// split an HTTP header or corrupt a URL on every later call), or not what a schema says. The engine
// checks credentials, config and params so; the service checks its request bodies the same way.
import type { ValidateFunction } from 'ajv';
import { EngineError, type FieldError } from '../errors.ts';
import { shapeProblem } from '../params/shape.ts';
import { SchemaCompiler } from './ajv.ts';
import { describeError, fieldErrors, listed } from './field-errors.ts';

export interface InputCheck {
  /** The value's name, prefixed to every field (none: the fields start at the value's root). */
  field?: string;
  /** Depth and size bounds: the one too_complex error when the value passes one. */
  limits?: { depth: number; nodes: number };
  /** Strings nested anywhere must hold no control character: one error per string, of this code. */
  controlCharacters?: string;
  /** A compiled validator, or a schema (with the pointer of a definition in it) compiled once here. */
  schema?: ValidateFunction | { schema: object; ref?: string };
  /** The message for a property the schema does not allow (default Ajv's wording). */
  unknown?: string;
}

/** The value's problems of the first check that finds any (limits, control characters, schema). */
export function inputErrors(value: unknown, check: InputCheck): FieldError[] {
  const field = check.field ?? '';
  const problem = check.limits && shapeProblem(value, check.limits);
  if (problem && check.limits) {
    const { depth, nodes } = check.limits;
    const details = { max_depth: depth, max_values: nodes };
    return [{ field: field || null, message: problem, error_code: 'too_complex', details }];
  }
  const unsafe = check.controlCharacters
    ? controlCharacterErrors(value, field, check.controlCharacters)
    : [];
  if (unsafe.length || !check.schema) return unsafe;
  const validate = validatorOf(check.schema);
  if (validate(value)) return [];
  return fieldErrors(
    validate.errors,
    (e) => ({
      message:
        e.keyword === 'required'
          ? 'is required'
          : e.keyword === 'additionalProperties' && check.unknown
            ? check.unknown
            : describeError(e),
      error_code: e.keyword === 'required' ? 'required' : `invalid_${e.keyword.toLowerCase()}`,
    }),
    field,
  );
}

const compiler = new SchemaCompiler('input'); // Ajv loads on the first schema checked

function validatorOf(schema: NonNullable<InputCheck['schema']>): ValidateFunction {
  if (typeof schema === 'function') return schema;
  return schema.ref
    ? compiler.compileRef(schema.schema, schema.ref)
    : compiler.compile(schema.schema);
}

const CONTROL_NAMES: Record<number, string> = {
  0: 'NUL',
  9: 'tab',
  10: 'line feed (LF)',
  13: 'carriage return (CR)',
  127: 'DEL',
};

/** The control character (U+0000-U+001F, U+007F) a string holds, named; undefined when none. */
export function controlCharacterIn(value: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const m = /[\u0000-\u001f\u007f]/.exec(value);
  if (!m) return undefined;
  const code = m[0].charCodeAt(0);
  return CONTROL_NAMES[code] ?? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function controlCharacterErrors(values: unknown, prefix: string, code: string): FieldError[] {
  const errors: FieldError[] = [];
  const stack: [unknown, string][] = [[values, prefix]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    const found = typeof value === 'string' ? controlCharacterIn(value) : undefined;
    if (found)
      errors.push({
        field: path,
        message: `must not contain control characters (found ${found})`,
        error_code: code,
      });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) stack.push([v, path ? `${path}.${k}` : k]);
  }
  return errors.reverse();
}

/** Every string of credentials or config holding a control character, as one error naming the fields. */
export function controlCharacterError(
  values: unknown,
  prefix: string,
  code: 'invalid_config' | 'invalid_credentials',
): EngineError | undefined {
  const errors = inputErrors(values, { field: prefix, controlCharacters: code });
  return errors.length ? new EngineError(code, 400, `${listed(errors)}.`, { errors }) : undefined;
}
