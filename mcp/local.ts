// The stdio MCP server's connectors: an in-process engine and connectors named on the command line
// (`--connector NAME=KIND:SOURCE`, SOURCE a JSON file of credentials or env:VAR holding that JSON) or
// in a JSON config file ({ "connectors": { NAME: { kind, credentials, config?, replication? } } },
// where a credential value { "env": "VAR" } is read from the environment). Every connector is built
// at start, so bad credentials or config stop the start with the engine's message.
import { readFileSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { type Connector, createEngine, EngineError, type EngineOptions } from '../engine/index.ts';
import { type McpBackend, type McpConnectorInfo, ToolError } from './backend.ts';

export interface LocalConnectorSpec {
  kind: string;
  credentials: Record<string, unknown>;
  config?: Record<string, unknown>;
  replication?: Record<string, unknown>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Parses `NAME=KIND:SOURCE`; SOURCE is a path to a JSON file or env:VAR. */
export function parseConnectorFlag(
  flag: string,
  env: NodeJS.ProcessEnv = process.env,
): [string, LocalConnectorSpec] {
  const m = /^([^=]+)=([a-z0-9-]+):(.+)$/.exec(flag);
  if (!m)
    throw new Error(
      `--connector '${flag}' must be NAME=KIND:CREDENTIALS.json or NAME=KIND:env:VAR.`,
    );
  const [, name, kind, source] = m as unknown as [string, string, string, string];
  const text = source.startsWith('env:') ? env[source.slice(4)] : readJson(source);
  if (text === undefined)
    throw new Error(`--connector ${name}: environment variable ${source.slice(4)} is not set.`);
  return [
    checkName(name),
    { kind, credentials: object(parse(text, source), `--connector ${name}: the credentials`) },
  ];
}

/** Reads a config file: { connectors: { NAME: { kind, credentials, config?, replication? } }, connectors_dir? }. */
export function readConfigFile(
  path: string,
  env: NodeJS.ProcessEnv = process.env,
): { connectors: [string, LocalConnectorSpec][]; connectorsDir?: string } {
  const file = object(parse(readJson(path), path), path);
  const list = object(file.connectors ?? {}, `${path}: connectors`);
  const connectors = Object.entries(list).map(([name, raw]): [string, LocalConnectorSpec] => {
    const c = object(raw, `${path}: connectors.${name}`);
    if (typeof c.kind !== 'string')
      throw new Error(`${path}: connectors.${name}.kind must be a connector kind.`);
    const credentials = Object.fromEntries(
      Object.entries(object(c.credentials ?? {}, `${path}: connectors.${name}.credentials`)).map(
        ([k, v]) => [k, fromEnv(v, `${name}.credentials.${k}`, env)],
      ),
    );
    return [
      checkName(name),
      {
        kind: c.kind,
        credentials,
        ...(c.config ? { config: object(c.config, `${path}: connectors.${name}.config`) } : {}),
        ...(c.replication
          ? { replication: object(c.replication, `${path}: connectors.${name}.replication`) }
          : {}),
      },
    ];
  });
  // folders relative to the config file; `shipped` stays the package's own (connector-folders.ts)
  const dir =
    typeof file.connectors_dir === 'string'
      ? file.connectors_dir
          .split(delimiter)
          .map((d) => (d === 'shipped' ? d : resolve(dirname(path), d)))
          .join(delimiter)
      : undefined;
  return { connectors, ...(dir ? { connectorsDir: dir } : {}) };
}

export function localBackend(
  specs: [string, LocalConnectorSpec][],
  engineOptions: EngineOptions = {},
): McpBackend {
  const engine = createEngine(engineOptions);
  const connectors = new Map<string, { connector: Connector; info: McpConnectorInfo }>();
  for (const [name, s] of specs) {
    if (connectors.has(name)) throw new Error(`connector '${name}' is named twice.`);
    try {
      const connector = engine.connector(s.kind, {
        credentials: s.credentials,
        ...(s.config ? { config: s.config } : {}),
        ...(s.replication ? { replication: s.replication } : {}),
      });
      connectors.set(name, { connector, info: { id: name, name, connector_type: s.kind } });
    } catch (err) {
      if (err instanceof EngineError) throw new Error(`connector '${name}': ${err.message}`);
      throw err;
    }
  }
  return {
    list: () => [...connectors.values()].map((c) => c.info),
    open(id) {
      const found = connectors.get(id);
      const valid = [...connectors.keys()];
      if (!found)
        throw new ToolError(
          `No connector '${id}'. Valid: ${valid.join(', ') || 'none configured'}.`,
          'connector_id',
          'not_found',
          { valid },
        );
      return found;
    },
    kinds: () => engine.kinds(),
    plan: (kind) => engine.plan(kind),
  };
}

function checkName(name: string): string {
  if (!NAME.test(name))
    throw new Error(
      `connector name '${name}' must be letters, digits, '_', '.' or '-' (at most 64).`,
    );
  return name;
}

function readJson(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(
      `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}

function parse(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(
      `${where.startsWith('env:') ? `environment variable ${where.slice(4)}` : where} is not valid JSON.`,
    ); // the text may be a secret: never echoed
  }
}

function object(v: unknown, what: string): Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new Error(`${what} must be a JSON object.`);
  return v as Record<string, unknown>;
}

function fromEnv(v: unknown, where: string, env: NodeJS.ProcessEnv): unknown {
  if (
    !v ||
    typeof v !== 'object' ||
    Array.isArray(v) ||
    typeof (v as { env?: unknown }).env !== 'string'
  )
    return v;
  const name = (v as { env: string }).env;
  const value = env[name];
  if (value === undefined) throw new Error(`${where}: environment variable ${name} is not set.`);
  return value;
}
