// Checks a connector's input before anything is stored: validation by building the engine connector
// from it, and the kind's credential check against the vendor. Apart from connectors.ts to keep it small.
import { type Engine, EngineError } from '../engine/index.ts';
import { ApiError } from './errors.ts';

export interface ConnectorInput {
  workspace_name: string;
  connector_type: string;
  name: string;
  credentials: Record<string, unknown>;
  auth_method?: 'token' | 'oauth';
  environment?: Record<string, unknown>;
  replication_config?: Record<string, unknown>;
}

type ValidatingEngine = Pick<Engine, 'kinds' | 'plan' | 'connector'>;

/**
 * The kind's credential check (manifest `check`, a cheap read) with these credentials, before
 * anything is stored: a refusal answers 422 credentials_check_failed (the vendor's status and
 * message in details); a vendor outage keeps its 502/504. Answers the credentials to store
 * (OAuth tokens the check refreshed replace the ones it spent).
 */
export async function checkCredentials(
  engine: ValidatingEngine,
  input: ConnectorInput,
): Promise<Record<string, unknown>> {
  const {
    connector_type: kind,
    environment = {},
    replication_config: replication,
    auth_method: auth,
  } = input;
  validateConnector(engine, kind, input.credentials, environment, replication, auth);
  const check = engine.plan(kind).manifest.check;
  if (!check)
    throw new ApiError(422, `${kind} names no credential check; create it without check.`, [
      {
        field: 'check',
        message: 'is not available for this connector_type',
        error_code: 'check_unavailable',
      },
    ]);
  let credentials = input.credentials;
  const opts = {
    credentials,
    config: environment,
    ...(auth ? { auth } : {}),
    ...(replication ? { replication } : {}),
    onCredentials: (next: Record<string, unknown>) => void (credentials = next),
  };
  try {
    await engine.connector(kind, opts).execute(check.entity, check.action, check.params ?? {});
  } catch (err) {
    if (
      !(err instanceof EngineError) ||
      !(
        err.code === 'upstream_unauthorized' ||
        err.code === 'connector_reauth_required' ||
        (err.status < 500 && err.status !== 429)
      )
    )
      throw err;
    const message = `The credentials check (${check.entity} ${check.action}) failed: ${err.message}`;
    throw new ApiError(422, message, [
      {
        field: 'credentials',
        message: err.message,
        error_code: 'credentials_check_failed',
        ...(err.details ? { details: err.details } : {}),
      },
    ]);
  }
  return credentials;
}

/** Validates a connector's settings by building its engine connector; answers its auth method. */
export function validateConnector(
  engine: Pick<Engine, 'kinds' | 'connector'>,
  kind: string,
  credentials: Record<string, unknown>,
  environment: Record<string, unknown>,
  replication: Record<string, unknown> | undefined,
  auth?: 'token' | 'oauth',
): string {
  const kinds = engine.kinds();
  if (!kinds.includes(kind)) {
    throw new ApiError(422, `Unknown connector_type '${kind}'. Valid: ${kinds.join(', ')}.`, [
      {
        field: 'connector_type',
        message: `must be one of: ${kinds.join(', ')}`,
        error_code: 'unknown_connector_type',
        details: { valid: kinds },
      },
    ]);
  }
  try {
    return engine.connector(kind, {
      credentials,
      config: environment,
      ...(auth ? { auth } : {}),
      ...(replication ? { replication } : {}),
    }).authMethod;
  } catch (err) {
    if (
      err instanceof EngineError &&
      (err.code === 'invalid_credentials' || err.code === 'invalid_config')
    ) {
      const errors = err.errors.map((e) => ({
        ...e,
        field: e.field?.replace(/^config\b/, 'environment') ?? null,
      }));
      throw new ApiError(422, err.message.replace(/\bconfig\b/g, 'environment'), errors);
    }
    throw err;
  }
}
