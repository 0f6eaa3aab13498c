// Which credential method a connector uses, and how bad credentials or config are reported: the
// field named, the value never echoed.
import type { ErrorObject } from 'ajv';
import { EngineError } from '../errors.ts';
import type { ConnectorOptions } from '../options.ts';
import { describeError } from '../params/validate.ts';
import type { AuthPlan, KindPlan } from '../plan/plan.ts';

/** Ajv errors of config, replication or credentials as field errors; the values are never echoed. */
export function schemaError(
  code: 'invalid_config' | 'invalid_credentials',
  what: string,
  prefix: string,
  errors: ErrorObject[] | null | undefined,
  unknownMessage: string,
): EngineError {
  const errs = (errors ?? []).map((e) => ({
    field: `${prefix}${e.instancePath.replace(/\//g, '.')}${e.keyword === 'required' ? `.${e.params.missingProperty}` : e.keyword === 'additionalProperties' ? `.${e.params.additionalProperty}` : ''}`,
    message: e.keyword === 'additionalProperties' ? unknownMessage : describeError(e),
    error_code: code,
  }));
  return new EngineError(
    code,
    400,
    `${what}: ${errs.map((e) => `${e.field} ${e.message}`).join('; ')}.`,
    { errors: errs },
  );
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

/**
 * Every string of credentials or config (nested too) that holds a control character, as one error
 * naming the fields: such values would split an HTTP header or corrupt a URL on every later call.
 * The value is never echoed.
 */
export function controlCharacterError(
  values: unknown,
  prefix: string,
  code: 'invalid_config' | 'invalid_credentials',
): EngineError | undefined {
  const errors: { field: string; message: string; error_code: string }[] = [];
  const stack: [unknown, string][] = [[values, prefix]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const found = controlCharacterIn(value);
      if (found)
        errors.push({
          field: path,
          message: `must not contain control characters (found ${found})`,
          error_code: code,
        });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push([v, `${path}.${k}`]);
    }
  }
  if (!errors.length) return undefined;
  errors.reverse();
  return new EngineError(code, 400, `${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`, {
    errors,
  });
}

/** The method asked for, or the first whose credential fields validate. */
export function chooseAuth(
  plan: KindPlan,
  opts: ConnectorOptions & { credentials: Record<string, unknown> },
): AuthPlan {
  const methods = [...plan.auth.values()];
  const credentials = opts.credentials;
  if (!credentials || typeof credentials !== 'object' || Array.isArray(credentials)) {
    throw new EngineError('invalid_credentials', 400, `credentials must be an object.`, {
      field: 'credentials',
    });
  }
  const unsafe =
    controlCharacterError(credentials, 'credentials', 'invalid_credentials') ??
    controlCharacterError(opts.config ?? {}, 'config', 'invalid_config') ??
    controlCharacterError(opts.replication ?? {}, 'replication_config', 'invalid_config');
  if (unsafe) throw unsafe;
  const candidates = opts.auth ? methods.filter((m) => m.name === opts.auth) : methods;
  if (!candidates.length) {
    throw new EngineError(
      'invalid_credentials',
      400,
      `${plan.kind} has no '${opts.auth}' credential method; it has ${methods.map((m) => m.name).join(', ')}.`,
      { field: 'auth' },
    );
  }
  for (const m of candidates) if (m.validateFields(credentials)) return m;
  // Report against the method the caller most likely meant: the one sharing most field names.
  const given = new Set(Object.keys(credentials));
  const best = candidates
    .map((m) => ({
      m,
      score: Object.keys(m.fieldsSchema.properties ?? {}).filter((k) => given.has(k)).length,
    }))
    .sort((a, b) => b.score - a.score)[0]!.m;
  best.validateFields(credentials);
  const shapes = methods
    .map((m) => `${m.name}: ${(m.fieldsSchema.required ?? []).join(', ')}`)
    .join('; ');
  throw schemaError(
    'invalid_credentials',
    `Invalid credentials for ${plan.kind} (required fields by method: ${shapes})`,
    'credentials',
    best.validateFields.errors,
    'is not a credential field of this method',
  );
}
