// Which credential method a connector uses, and how bad credentials or config are reported: the
// field named, the value never echoed.
import { EngineError } from '../errors.ts';
import type { ConnectorOptions } from '../options.ts';
import type { AuthPlan, KindPlan } from '../plan/plan.ts';
import { schemaError } from '../schema/field-errors.ts';
import { controlCharacterError } from '../schema/input.ts';

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
