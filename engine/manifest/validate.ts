// Checks a parsed manifest against schemas/manifest.schema.json and turns Ajv's errors into
// problems with a stable code and a message that says how to fix them.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closest } from '../errors.ts';
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
  const path = pointerToPath(e.instancePath);
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
      return {
        path,
        code: 'missing-key',
        message: `${where} needs '${e.params.missingProperty}'.`,
      };
    case 'enum':
      return {
        path,
        code: 'invalid-value',
        message: `${where} must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}.`,
      };
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
      return { path, code: 'schema', message: `${where} ${e.message ?? 'is invalid'}.` };
  }
}

function subSchemaProperties(parent: unknown): Record<string, unknown> {
  const p = parent as { properties?: Record<string, unknown> } | undefined;
  return p?.properties ?? {};
}

export function pointerToPath(pointer: string): JsonPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
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
