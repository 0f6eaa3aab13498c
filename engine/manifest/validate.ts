// Checks a parsed manifest against schemas/manifest.schema.json and turns Ajv's errors into
// problems with a stable code and a message that says how to fix them.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closest } from '../errors.ts';
import { decodePointer } from '../schema/field-errors.ts';
import type { JsonPath, SourceProblem } from './load.ts';
import { manifestValidator } from './schema.ts';

let validator: ValidateFunction | undefined; // made on first use

export function schemaProblems(data: unknown): SourceProblem[] {
  const validate = (validator ??= manifestValidator());
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  // A failed oneOf also reports each branch's failure; keep only the summary of the oneOf.
  const oneOfPaths = new Set(
    errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const problems: SourceProblem[] = [];
  for (const e of errors) {
    if (e.keyword !== 'oneOf' && oneOfPaths.has(e.instancePath) && e.schemaPath.includes('/oneOf/'))
      continue;
    if (e.keyword !== 'propertyNames' && e.schemaPath.includes('/propertyNames/')) continue; // its summary names the key
    problems.push(toProblem(e));
  }
  return dedupe(problems);
}

function toProblem(e: ErrorObject): SourceProblem {
  const path = decodePointer(e.instancePath);
  const where = path.length ? path.join('.') : 'the manifest';
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(e.params.additionalProperty);
      const allowed = Object.keys(subSchemaProperties(e.parentSchema));
      const hint = closest(key, allowed);
      return {
        path: [...path, key],
        atKey: true,
        code: 'unknown-key',
        message: `unknown key '${key}' in ${where}.${hint ? ` Did you mean '${hint}'?` : ''}${allowed.length ? ` Allowed: ${allowed.join(', ')}.` : ''}`,
      };
    }
    case 'required':
      return missingKey(e, path, where);
    case 'enum':
      return notAllowed(e, path, where);
    case 'const':
      return {
        path,
        code: 'invalid-value',
        message: `${where} must be '${e.params.allowedValue}'.`,
      };
    case 'discriminator':
      return {
        path,
        code: 'invalid-value',
        message: `${where}: pagination type must be one of cursor, page, offset, link_header, next_url.`,
      };
    case 'oneOf':
      return {
        path,
        code: 'invalid-value',
        message: `${where} does not match any allowed form (see the schema's description of this key).`,
      };
    case 'propertyNames': {
      const name =
        e.params.propertyName === undefined ? '' : ` ('${String(e.params.propertyName)}')`;
      return {
        path,
        code: 'invalid-name',
        message: `${where} has a name${name} that is not lower-case snake_case (letters, digits, _), or is reserved (an action may not be named context_store_search).`,
      };
    }
    default:
      return { path, code: 'schema', message: `${where} ${humanWording(e)}.` };
  }
}

/** A missing key, reported at its own path (its position is its parent's): what it hides is judged by it. */
function missingKey(e: ErrorObject, path: JsonPath, where: string): SourceProblem {
  const key = String(e.params.missingProperty);
  return {
    path: [...path, key],
    code: 'missing-key',
    message: `${path.length ? `${where}.` : ''}${key} is required.`,
  };
}

/** A value not among the allowed ones, with the one it is closest to. */
function notAllowed(e: ErrorObject, path: JsonPath, where: string): SourceProblem {
  const allowed = (e.params.allowedValues as unknown[]).map(String);
  const hint = typeof e.data === 'string' ? closest(e.data, allowed) : undefined;
  return {
    path,
    code: 'invalid-value',
    message: `${where} must be one of: ${allowed.join(', ')}.${hint ? ` Did you mean '${hint}'?` : ''}`,
  };
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : t === 'null' ? 'null' : `a ${t}`);

/** What a failed keyword asks for, in words (Ajv's own wording is terse and shouty). */
function humanWording(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const bound = (what: string) =>
    `must have ${e.keyword.startsWith('min') ? 'at least' : 'at most'} ${p.limit} ${what}`;
  switch (e.keyword) {
    case 'type':
      return `must be ${String(p.type).split(',').map(article).join(' or ')}`;
    case 'minLength':
    case 'maxLength':
      return bound('characters');
    case 'minItems':
    case 'maxItems':
      return bound('items');
    case 'minProperties':
    case 'maxProperties':
      return bound('keys');
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${p.comparison} ${p.limit}`;
    case 'pattern':
      return `must match the pattern ${p.pattern}`;
    case 'format':
      return `must be ${article(String(p.format))}`;
    case 'anyOf':
      return "does not match any allowed form (see the schema's description of this key)";
    default:
      return e.message ?? 'is invalid';
  }
}

function subSchemaProperties(parent: unknown): Record<string, unknown> {
  const p = parent as { properties?: Record<string, unknown> } | undefined;
  return p?.properties ?? {};
}

function dedupe(problems: SourceProblem[]): SourceProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.path.join('/')}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
