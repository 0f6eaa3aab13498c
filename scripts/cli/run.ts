// connector-engine run <kind> <entity> <action>: one action in-process against the vendor, the result
// printed as JSON. --dry-run prints the request(s) as curl commands with credentials as shell variables ($API_KEY) and
// sends nothing (no token refresh either). `run <kind> check` runs the manifest's credential check.
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PreviewRequest, RequestPreview } from '../../engine/request/preview.ts';
import { exit, failed, finish, upstreamsFromEnv, usage } from './io.ts';
import { folders, requireKind } from './kinds.ts';

export interface ConnectionOptions {
  credentialsFile?: string;
  credentialsEnv?: string;
  config?: [string, string][];
  replication?: [string, string][];
  auth?: 'token' | 'oauth';
  connectors?: string;
}

export interface RunOptions extends ConnectionOptions {
  params?: string;
  param?: [string, string][];
  paginate?: string;
  dryRun?: boolean;
  /** The SQLite file `sync` filled, for context_store_search. */
  store?: string;
  connectorId: string;
}

export type Schema = { type?: unknown; enum?: unknown[]; properties?: Record<string, Schema> };

/**
 * Credentials: a JSON object read from a file (--credentials-file) or an environment variable
 * (--credentials-env); a usage error names what is wrong (never the content).
 */
export async function readCredentials(
  opts: { credentialsFile?: string; credentialsEnv?: string },
  command: string,
): Promise<Record<string, unknown>> {
  const { credentialsFile: file, credentialsEnv: name } = opts;
  if (file && name)
    return usage('give --credentials-file or --credentials-env, not both.', command);
  if (!file && !name) return {};
  let text: string | undefined;
  if (name) {
    text = process.env[name];
    if (text === undefined)
      return usage(`--credentials-env ${name}: the variable is not set.`, command);
  } else {
    if (!existsSync(file!)) return usage(`--credentials-file ${file}: no such file.`, command);
    text = readFileSync(file!, 'utf8');
  }
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  const source = name ? `--credentials-env ${name}` : `--credentials-file ${file}`;
  return usage(
    `${source} must hold one JSON object of credential fields (see connector-engine describe KIND).`,
    command,
  );
}

/**
 * New OAuth credentials (a refreshed access token, a rotated refresh token) are written back to the
 * credentials file before use (atomically, keeping its mode), so a rotating refresh token is not lost.
 */
export function saveCredentials(
  file: string | undefined,
): ((next: Record<string, unknown>) => void) | undefined {
  if (!file) return undefined;
  return (next) => {
    const mode = statSync(file).mode & 0o777;
    writeFileSync(`${file}.tmp`, `${JSON.stringify(next, null, 2)}\n`, { mode });
    chmodSync(`${file}.tmp`, mode);
    renameSync(`${file}.tmp`, file);
    process.stderr.write(
      `connector-engine: new credentials from the token endpoint saved to ${file}\n`,
    );
  };
}

/** `k=v`, `a.b=v`: the value as text where the param's schema says string, else as JSON when it parses. */
export function setParam(
  target: Record<string, unknown>,
  schema: Schema | undefined,
  dotted: string,
  raw: string,
): void {
  const keys = dotted.split('.');
  let at = target;
  let s = schema;
  for (const [i, k] of keys.entries()) {
    s = s?.properties?.[k];
    if (i === keys.length - 1) {
      const types = [s?.type ?? (s?.enum ? s.enum.map((e) => typeof e) : [])].flat();
      let value: unknown = raw;
      if (!(types.length && types.every((t) => t === 'string'))) {
        try {
          value = JSON.parse(raw);
        } catch {
          /* text */
        }
      }
      Object.defineProperty(at, k, { value, enumerable: true, writable: true, configurable: true });
    } else {
      const next =
        Object.hasOwn(at, k) && at[k] && typeof at[k] === 'object'
          ? (at[k] as Record<string, unknown>)
          : {};
      Object.defineProperty(at, k, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      at = next;
    }
  }
}

/** A shell word: single-quoted, or double-quoted where it holds credential variables (`${NAME}`). */
function quote(s: string, names: Set<string>): string {
  const variable = /\$\{([A-Z0-9_]+)\}/g;
  if (![...s.matchAll(variable)].some((m) => names.has(m[1]!)))
    return `'${s.replace(/'/g, `'\\''`)}'`;
  let out = '';
  let at = 0;
  for (const m of s.matchAll(variable)) {
    if (!names.has(m[1]!)) continue;
    const next = s[m.index + m[0].length] ?? '';
    out += s.slice(at, m.index).replace(/[\\"$`]/g, (c) => `\\${c}`);
    out += /[A-Za-z0-9_]/.test(next) ? m[0] : `$${m[1]}`;
    at = m.index + m[0].length;
  }
  return `"${out}${s.slice(at).replace(/[\\"$`]/g, (c) => `\\${c}`)}"`;
}

/** A request as a curl command: credentials are variables (`$API_KEY`), other secrets masked. */
export function curl(r: PreviewRequest, names: Set<string>): string {
  const q = (s: string) => quote(s, names);
  const lines = [
    `curl -X ${r.method} ${q(r.url)}`,
    ...(r.user ? [`-u ${q(r.user)}`] : []),
    ...Object.entries(r.headers).map(([k, v]) => `-H ${q(`${k}: ${v}`)}`),
  ];
  if (r.body !== undefined) lines.push(`--data-raw ${q(r.body)}`);
  return lines.join(' \\\n  ');
}

/** The comment lines before a dry run's curl: which variables to set, and a token not fetched. */
export function dryRunNotes(kind: string, p: RequestPreview): string {
  const lines = p.variables.length
    ? [
        `# set these before pasting (the credential fields of ${kind}; describe ${kind} lists them):`,
        ...p.variables.map((v) => `#   export ${v.name}=...   # credentials.${v.field}`),
      ]
    : [];
  if (p.tokenFirst)
    lines.push(
      '# an access token would be fetched first (a dry run does not call the token endpoint; run does)',
    );
  return lines.map((l) => `${l}\n`).join('');
}

/** Prints an engine error (already redacted) and exits 1; anything else is rethrown. */
export async function engineFailure(err: unknown): Promise<never> {
  const { EngineError } = await import('../../engine/index.ts');
  if (!(err instanceof EngineError)) throw err;
  process.stderr.write(`connector-engine: ${err.code} (${err.status}): ${err.message}\n`);
  if (err.code === 'invalid_credentials')
    process.stderr.write(
      'Credentials are given as a JSON object with --credentials-file FILE or --credentials-env VARIABLE.\n',
    );
  if (err.details) process.stderr.write(`${JSON.stringify(err.details)}\n`);
  return exit(1);
}

export async function openConnector(kind: string, opts: ConnectionOptions, command: string) {
  const dir = await folders(opts.connectors, command);
  await requireKind(kind, dir, command);
  const credentials = await readCredentials(opts, command);
  const { createEngine } = await import('../../engine/index.ts');
  const engine = createEngine({ connectorsDir: dir, upstreams: upstreamsFromEnv() });
  const config = Object.fromEntries(opts.config ?? []);
  const replication = Object.fromEntries(opts.replication ?? []);
  const onCredentials = saveCredentials(opts.credentialsFile);
  return {
    engine,
    options: {
      credentials,
      config,
      replication,
      ...(opts.auth ? { auth: opts.auth } : {}),
      ...(onCredentials ? { onCredentials } : {}),
    },
  };
}

export async function runCommand(
  kind: string,
  entity: string,
  action: string | undefined,
  opts: RunOptions,
): Promise<never> {
  let params: Record<string, unknown> = {};
  if (opts.params !== undefined) {
    try {
      params = JSON.parse(opts.params) as Record<string, unknown>;
    } catch (err) {
      return usage(`--params is not JSON: ${(err as Error).message}`, 'run');
    }
    if (!params || typeof params !== 'object' || Array.isArray(params))
      return usage('--params must be a JSON object.', 'run');
  }
  const paginate = opts.paginate === undefined ? undefined : Number(opts.paginate);
  if (paginate !== undefined && !(Number.isInteger(paginate) && paginate > 0))
    return usage(`--paginate takes a number of pages (1 or more), not '${opts.paginate}'.`, 'run');
  const { engine, options } = await openConnector(kind, opts, 'run');
  const check = entity === 'check' && action === undefined;
  try {
    if (check) {
      const c = engine.plan(kind).manifest.check;
      if (!c) return failed(`${kind} names no credential check (manifest key 'check').`);
      [entity, action, params] = [c.entity, c.action, { ...(c.params ?? {}), ...params }];
    }
    if (!action)
      return usage(
        `run ${kind} ${entity} needs an action (list, get, ...; see connector-engine describe ${kind} ${entity}).`,
        'run',
      );
    const schema = engine
      .plan(kind)
      .entities.get(entity)
      ?.actions.get(action as 'list')?.paramsSchema as Schema | undefined;
    for (const [k, v] of opts.param ?? []) setParam(params, schema, k, v);
    if (opts.store && !existsSync(opts.store))
      return usage(`--store ${opts.store}: no such file (connector-engine sync fills one).`, 'run');
    const { ContextStore } = await import('../../engine/index.ts');
    const store = opts.store ? ContextStore.open(opts.store) : undefined;
    const connector = engine.connector(kind, {
      ...options,
      ...(store ? { contextStore: { store, connectorId: opts.connectorId } } : {}),
    });
    if (opts.dryRun) {
      const preview = await connector.render(entity, action, params);
      const names = new Set(preview.variables.map((v) => v.name));
      process.stdout.write(
        `${dryRunNotes(kind, preview)}${preview.requests.map((r) => curl(r, names)).join('\n')}\n`,
      );
      return exit(0);
    }
    const out = await connector.execute(
      entity,
      action,
      params,
      paginate ? { paginate: { max_pages: paginate } } : {},
    );
    if (check) return finish({ ok: true, kind, check: `${entity} ${action}` });
    const file = out.result as { stream?: ReadableStream<Uint8Array> } | null;
    if (file && typeof file === 'object' && file.stream instanceof ReadableStream) {
      await pipeline(
        Readable.fromWeb(file.stream as import('node:stream/web').ReadableStream),
        process.stdout,
      );
      return exit(0);
    }
    return finish(out, 2);
  } catch (err) {
    return engineFailure(err);
  }
}
