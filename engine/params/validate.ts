// Action params are checked by an Ajv validator compiled once per action. Every failure is reported
// (not just the first) with its dotted field path and what was expected; an unknown param gets the
// closest valid name as a suggestion. Defaults from the schema are filled in.
import type { ErrorObject } from 'ajv';
import { closest, EngineError, type FieldError } from '../errors.ts';
import type { ParamsValidator } from '../plan/params.ts';
import { compileSchema, type SchemaCompiler } from '../schema/ajv.ts';
import { decodePointer, describeError, fieldErrors } from '../schema/field-errors.ts';

export type { ParamsValidator };

/** Why a top-level param is required, by name: said in place of a bare 'is required'. */
export type RequiredReasons = Record<string, Omit<FieldError, 'field'>>;

export function compileParamsValidator(
  ajv: SchemaCompiler,
  schema: object,
  where: string,
  lazy = false,
  reasons: RequiredReasons = {},
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
    const errors = fieldErrors(
      validate.errors,
      (e) => requiredReason(e, reasons) ?? paramError(e, schema),
    );
    throw new EngineError(
      'invalid_params',
      400,
      `Invalid params for ${where}: ${errors.map((e) => (e.field ? `${e.field} ${e.message}` : e.message)).join('; ')}.`,
      { errors },
    );
  };
}

/** A missing top-level param the action says why it needs (the parent entity that feeds it). */
function requiredReason(e: ErrorObject, reasons: RequiredReasons) {
  if (e.keyword !== 'required' || e.instancePath !== '') return undefined;
  const name = String(e.params.missingProperty);
  return Object.hasOwn(reasons, name) ? reasons[name] : undefined;
}

/** How a failed param is worded: an unknown one with the closest valid name. */
function paramError(e: ErrorObject, rootSchema: object): Omit<FieldError, 'field'> {
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      const valid = Object.keys(
        (schemaAt(rootSchema, e.schemaPath) as { properties?: object })?.properties ?? {},
      );
      const hint = closest(name, valid);
      return {
        message: `is not a known param${hint ? `; did you mean '${hint}'?` : ''} Valid: ${valid.join(', ') || 'none'}`,
        error_code: 'unknown_param',
        details: { valid, ...(hint ? { suggestion: hint } : {}) },
      };
    }
    case 'required':
      return { message: 'is required', error_code: 'required' };
    case 'type':
      return {
        message: `must be ${e.params.type}`,
        error_code: 'invalid_type',
        details: { expected: e.params.type },
      };
    case 'enum':
      return {
        message: `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`,
        error_code: 'invalid_enum',
        details: { allowed: e.params.allowedValues },
      };
    default:
      return {
        message: describeError(e),
        error_code: `invalid_${e.keyword.toLowerCase()}`,
        details: e.params,
      };
  }
}

/** The schema object that holds the failing keyword, e.g. '#/properties/created/additionalProperties'. */
function schemaAt(root: object, schemaPath: string): unknown {
  let node: unknown = root;
  for (const step of decodePointer(schemaPath.slice(1)).slice(0, -1))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
  return node;
}
