// connector-engine <command>: the command line (commander). Help and --version are instant: every
// command loads the engine, the manifests or the server only inside its action (scripts/cli/*.ts).
import { existsSync, readFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { collectPair, exit } from './cli/io.ts';

// package.json sits one folder up from the sources and two from the build (dist/scripts/cli.js)
const manifestUrl = [
  new URL('../package.json', import.meta.url),
  new URL('../../package.json', import.meta.url),
].find((u) => existsSync(u))!;
const { version, peerDependencies: peers = {} } = JSON.parse(readFileSync(manifestUrl, 'utf8')) as {
  version: string;
  peerDependencies?: Record<string, string>;
};

/** The optional packages each command needs beyond the library's (package.json peerDependencies). */
const NEEDS: Record<string, (name: string) => boolean> = {
  serve: (n) => !n.startsWith('@types/') && n !== 'json-schema-to-typescript',
  apps: (n) => ['better-sqlite3', 'drizzle-orm', 'pg'].includes(n),
  oauth: (n) => ['better-sqlite3', 'drizzle-orm', 'pg'].includes(n),
  webhooks: (n) => ['better-sqlite3', 'drizzle-orm', 'pg'].includes(n),
  'inbound-webhooks': (n) => ['better-sqlite3', 'drizzle-orm', 'pg'].includes(n),
  mcp: (n) => ['@modelcontextprotocol/sdk', 'zod'].includes(n),
  sync: (n) => n === 'better-sqlite3',
};

/** A missing optional package: say which, and the one install line that gives the command all it needs. */
function missingPeer(err: unknown): string | undefined {
  const e = err as NodeJS.ErrnoException;
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' && e?.code !== 'MODULE_NOT_FOUND') return undefined;
  const name = Object.keys(peers).find((p) => e.message.includes(`'${p}'`));
  if (!name) return undefined;
  const command = process.argv[2] ?? '';
  const wanted = Object.keys(peers).filter(NEEDS[command] ?? ((n) => n === name));
  return `connector-engine ${command} needs ${name}, which a library install leaves out. Install what it needs: npm install ${wanted.map((p) => `${p}@${peers[p]}`).join(' ')}`;
}

const ENVIRONMENT = `
Environment (the service reads all of them; the commands read DATA_DIR, DATABASE_URL, the master key and the upstream overrides):
  DATA_DIR                                   data folder of the service, apps and oauth (default ./data)
  DATABASE_URL                               postgres://... : the service's tables in PostgreSQL (else SQLite in DATA_DIR)
  DATABASE_POOL_SIZE                         PostgreSQL connections per process (default 10)
  DATABASE_SEARCH_POOL_SIZE                  PostgreSQL connections per process for context-store searches (default 2)
  CONNECTOR_ENGINE_MASTER_KEY                32-byte key sealing credentials (else DATA_DIR/master.key)
  CONNECTOR_ENGINE_UPSTREAM_<KIND>           replaces scheme, host and port of a kind's vendor URLs (run, sync, serve)
  CONNECTOR_ENGINE_CONNECTORS_DIR            manifest folders: DIR (only yours), shipped:DIR (yours beside the shipped; yours win)
  PORT, HOST                                 where serve listens (default 8080 on 127.0.0.1)
  PUBLIC_URL                                 the service's address as browsers reach it (OAuth redirects)
  LOG_LEVEL                                  fatal, error, warn, info (default), debug, trace, silent
  CONNECTOR_ENGINE_OAUTH_<KIND>_CLIENT_ID, CONNECTOR_ENGINE_OAUTH_<KIND>_CLIENT_SECRET
                                             the service's default OAuth application of a kind
  CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS    origins every organisation's OAuth flows may return to
  CONNECTOR_ENGINE_TOKEN_FAILURES_PER_CLIENT, CONNECTOR_ENGINE_TOKEN_FAILURES_PER_ADDRESS,
  CONNECTOR_ENGINE_TOKEN_FAILURE_WINDOW_SECONDS
                                             failed sign-ins allowed at the token endpoint (10, 50 per 60 s)
  CONNECTOR_ENGINE_TRUST_PROXY               client address from X-Forwarded-For, counted from the right:
                                             true (1 proxy), a hop count, or the proxies' CIDR ranges
  CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS     re-sync interval of every connector (default 3600; 0 = off)
  CONNECTOR_ENGINE_SYNC_ON_CREATE            false: no first sync when a connector is created
  CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS       longest sync run (default 3600; 0 = no budget)
  CONNECTOR_ENGINE_SYNC_LEASE_SECONDS        how soon another process takes over a dead process's sync (default 30)
  CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS         time budget of one context_store_search (default 2000)
  CONNECTOR_ENGINE_SEARCH_WORKERS            SQLite search worker threads per process (default 2)
  CONNECTOR_ENGINE_SEARCHES_PER_ORG          searches one organisation may have running or waiting (default 4)
  CONNECTOR_ENGINE_SEARCH_QUEUE_MS           how long a search may wait for a slot before 429 (default 2000)
  CONNECTOR_ENGINE_CALLS_PER_SECOND, CONNECTOR_ENGINE_CALL_BURST
                                             execute requests and MCP tool calls per organisation (100 a second)
  CONNECTOR_ENGINE_MAX_VENDOR_CALLS_PER_REQUEST  vendor pages one request may ask for (default 1000)
  CONNECTOR_ENGINE_SHUTDOWN_GRACE_SECONDS    how long in-flight requests may finish on SIGTERM (default 30)
  CONNECTOR_ENGINE_METRICS_TOKEN             bearer token GET /metrics requires when set
  CONNECTOR_ENGINE_MAX_RESPONSE_BYTES        largest vendor answer read, every kind (default 50 MiB)
  CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE     private addresses or CIDR ranges webhook endpoints may use (http too)
  CONNECTOR_ENGINE_WEBHOOK_RETRY_BASE_SECONDS  delay before a webhook's second attempt, doubling after (default 30)
  CONNECTOR_ENGINE_WEBHOOK_MAX_ATTEMPTS      attempts before a webhook delivery is marked failed (default 12)
  CONNECTOR_ENGINE_EXECUTION_LOG             off: no execution log (default on)
  CONNECTOR_ENGINE_EXECUTION_LOG_RETENTION_DAYS  days execution log rows are kept (default 30)
  CONNECTOR_ENGINE_EXECUTION_LOG_PARAM_VALUES  true: also record parameter values, redacted
  OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS, OTEL_EXPORTER_OTLP_TRACES_HEADERS,
  OTEL_SERVICE_NAME, OTEL_TRACES_EXPORTER, OTEL_SDK_DISABLED, OTEL_BSP_SCHEDULE_DELAY
                                             traces of hosted calls over OTLP/HTTP JSON (docs/operations.md)`;

const CONNECTORS_HELP =
  'manifest folders: DIR (only yours) or shipped:DIR (yours beside the shipped kinds, yours win on a name); default CONNECTOR_ENGINE_CONNECTORS_DIR, else the shipped kinds';
const pair = (value: string, previous?: [string, string][]) => {
  try {
    return collectPair(value, previous);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
};

const program = new Command('connector-engine')
  .description(
    'Declarative connector engine: run, sync, lint and describe connector kinds; serve the hosted API.',
  )
  .version(version, '-V, --version', 'print the version')
  .helpOption('-h, --help', 'show help')
  .showSuggestionAfterError()
  .exitOverride((err) => {
    throw err;
  })
  .addHelpText('after', ENVIRONMENT);

program
  .command('serve')
  .description(
    'start the hosted service (PORT, HOST, DATA_DIR, ...; a fresh data folder is initialised)',
  )
  .addHelpText('after', ENVIRONMENT)
  .action(async () => {
    const { serveCommand } = await import('./cli/serve.ts');
    await serveCommand();
  });

const apps = program.command('apps').description('API applications of the data folder (DATA_DIR)');
const appsAction =
  (sub: 'create' | 'grant' | 'list' | 'rotate' | 'revoke') =>
  async (opts: { org?: string; clientId?: string; init?: boolean; createOrg?: boolean }) => {
    const { appsCommand } = await import('./cli/data.ts');
    await appsCommand(sub, opts);
  };
apps
  .command('create')
  .description('new API application; prints its secret once')
  .requiredOption('--org <name>', 'its home organisation (created on first use)')
  .option(
    '--init',
    'create a new data folder (database, and a master key without CONNECTOR_ENGINE_MASTER_KEY) if DATA_DIR has none',
  )
  .action(appsAction('create'));
apps
  .command('grant')
  .description(
    'let an application act for another organisation (its home organisation stays the default)',
  )
  .requiredOption('--client-id <id>', 'the application')
  .requiredOption('--org <name>', 'an existing organisation')
  .option('--create-org', 'create the organisation when there is none of that name')
  .action(appsAction('grant'));
apps
  .command('list')
  .description('applications, their organisations and dates (never secrets)')
  .option('--org <name>', 'only those of this organisation')
  .action(appsAction('list'));
apps
  .command('proxy-write')
  .description(
    "let an application send write methods (POST, PUT, PATCH, DELETE) through the passthrough proxy in an organisation, where the kind's manifest allows them",
  )
  .requiredOption('--client-id <id>', 'the application')
  .requiredOption('--org <name>', 'an organisation the application is granted')
  .option('--off', 'take the grant back')
  .action(async (opts: { clientId: string; org: string; off?: boolean }) => {
    const { proxyWriteCommand } = await import('./cli/data.ts');
    await proxyWriteCommand(opts);
  });
apps
  .command('rotate')
  .description('new secret, printed once; the old one and its tokens stop working')
  .requiredOption('--client-id <id>', 'the application')
  .action(appsAction('rotate'));
apps
  .command('revoke')
  .description('the secret and every token stop working at once')
  .requiredOption('--client-id <id>', 'the application')
  .action(appsAction('revoke'));

program
  .command('audit')
  .description(
    "an organisation's audit trail (admin changes: applications, connectors, OAuth apps, origins)",
  )
  .command('export')
  .description('every row, oldest first, on stdout')
  .requiredOption('--org <name>', 'the organisation')
  .option('--format <format>', 'jsonl or csv', 'jsonl')
  .option('--since <date>', 'rows at or after this UTC date-time')
  .option('--until <date>', 'rows at or before this UTC date-time')
  .action(async (opts: { org: string; format: string; since?: string; until?: string }) => {
    const { auditCommand } = await import('./cli/data.ts');
    await auditCommand(opts);
  });

const origins = program
  .command('oauth')
  .description("OAuth settings of the data folder's organisations")
  .command('origins')
  .description("an organisation's allowed OAuth redirect origins");
for (const sub of ['list', 'add', 'remove'] as const) {
  const c = origins.command(sub).requiredOption('--org <name>', 'the organisation');
  if (sub === 'list') c.description('the allowed origins');
  else
    c.argument('<origin>', 'scheme://host[:port]').description(
      sub === 'add'
        ? 'allow an origin'
        : 'stop allowing an origin (flows already started towards it end too)',
    );
  c.action(async (...args: unknown[]) => {
    const { originsCommand } = await import('./cli/data.ts');
    const [origin, opts] = sub === 'list' ? [undefined, args[0]] : [args[0], args[1]];
    await originsCommand(sub, origin as string | undefined, opts as { org: string });
  });
}

program
  .command('connectors')
  .description('stored connectors of the data folder (DATA_DIR): their own sync settings')
  .command('sync-settings')
  .description(
    "a connector's interval, pause, entities and reconciliation (as PATCH .../connectors/{id} with sync); prints them",
  )
  .argument('<id>', 'the connector (conn_...)')
  .requiredOption('--org <name>', 'the organisation')
  .option('--interval <seconds>', 'seconds between its syncs (60 to 2592000), or default')
  .option('--pause', 'stop its syncs (a manual sync answers 409)')
  .option('--resume', 'let its syncs run again')
  .option('--entities <names>', 'comma-separated entities that sync, or all')
  .option('--reconcile-every <seconds>', 'full walk of incremental entities this often, or default')
  .action(async (id: string, opts) => {
    const { syncSettingsCommand } = await import('./cli/connectors.ts');
    await syncSettingsCommand(id, opts);
  });

const webhooks = program
  .command('webhooks')
  .description("an organisation's webhook endpoints (outbound events, docs/webhooks.md)");
const webhooksAction =
  (sub: 'create' | 'list' | 'delete') =>
  async (...args: unknown[]) => {
    const { webhooksCommand } = await import('./cli/webhooks.ts');
    const opts = (sub === 'delete' ? args[1] : args[0]) as { org: string };
    await webhooksCommand(sub, { ...opts, ...(sub === 'delete' ? { id: args[0] as string } : {}) });
  };
webhooks
  .command('create')
  .description('new endpoint; prints its signing secret once')
  .requiredOption('--org <name>', 'the organisation')
  .requiredOption('--url <url>', 'https URL that receives the events')
  .option('--description <text>', 'a note for you')
  .option('--events <types>', 'comma-separated event types (default: all)')
  .action(webhooksAction('create'));
webhooks
  .command('list')
  .description('the endpoints (never their secrets)')
  .requiredOption('--org <name>', 'the organisation')
  .action(webhooksAction('list'));
webhooks
  .command('delete')
  .description('remove an endpoint and its delivery log')
  .argument('<id>', 'the endpoint (whk_...)')
  .requiredOption('--org <name>', 'the organisation')
  .action(webhooksAction('delete'));

const inbound = program
  .command('inbound-webhooks')
  .description("a connector's inbound endpoints for vendor webhooks (docs/inbound-webhooks.md)");
const inboundAction =
  (sub: 'create' | 'list' | 'delete') =>
  async (...args: unknown[]) => {
    const { inboundWebhooksCommand } = await import('./cli/inbound-webhooks.ts');
    const opts = (sub === 'delete' ? args[1] : args[0]) as { org: string; connector: string };
    await inboundWebhooksCommand(sub, {
      ...opts,
      ...(sub === 'delete' ? { id: args[0] as string } : {}),
    });
  };
inbound
  .command('create')
  .description('new endpoint; prints its path, and a generated secret once')
  .requiredOption('--org <name>', 'the organisation')
  .requiredOption('--connector <id>', 'the connector (conn_...)')
  .option(
    '--secret-file <path>',
    "a file holding the vendor's signing secret (else INBOUND_WEBHOOK_SECRET)",
  )
  .action(inboundAction('create'));
inbound
  .command('list')
  .description("the connector's endpoints (never their secrets)")
  .requiredOption('--org <name>', 'the organisation')
  .requiredOption('--connector <id>', 'the connector (conn_...)')
  .action(inboundAction('list'));
inbound
  .command('delete')
  .description('remove an endpoint')
  .argument('<id>', 'the endpoint (inh_...)')
  .requiredOption('--org <name>', 'the organisation')
  .requiredOption('--connector <id>', 'the connector (conn_...)')
  .action(inboundAction('delete'));

program
  .command('lint')
  .description(
    'check manifests (default connectors/): file:line:col  severity  code  message; exit 1 on any error',
  )
  .argument('[paths...]', 'manifest files or folders')
  .option('--json', 'the problems as JSON')
  .option(
    '--fixtures [dir]',
    "also replay the kinds' fixtures (as connector-engine test); dir: the fixtures folder (default: tests/fixtures beside the manifests)",
  )
  .option(
    '--today <YYYY-MM-DD>',
    'the day the vendor-api-sunset rule measures from (default today, UTC)',
  )
  .action(async (paths: string[], opts) => {
    const { lintCommand } = await import('./cli/lint.ts');
    await lintCommand(paths, opts);
  });

program
  .command('init')
  .description(
    'write a new manifest: scaffolded from an OpenAPI 3.x description, or a small commented skeleton; lints it and names what could not be inferred',
  )
  .argument('<kind>', 'the new kind (lower-case, e.g. bookshelf)')
  .option('--from-openapi <file>', "the vendor's OpenAPI 3.x description (JSON or YAML)")
  .option(
    '--tag <tag>',
    'only operations with this tag; repeatable',
    (v: string, all: string[]) => [...all, v],
    [] as string[],
  )
  .option('--dir <folder>', 'where to write <kind>.yaml', 'connectors')
  .option('--force', 'replace an existing manifest')
  .action(async (kind: string, opts) => {
    const { initCommand } = await import('./cli/init.ts');
    await initCommand(kind, opts);
  });

program
  .command('test')
  .description(
    "replay kinds' fixture cases against a strict local fake vendor; a diff per failing case; exit 1 on any failure",
  )
  .argument('[kinds...]', 'only these kinds (default: every kind of the folders that has fixtures)')
  .option('--connectors <dirs>', CONNECTORS_HELP)
  .option(
    '--fixtures <dir>',
    'fixtures folder (default: tests/fixtures beside the manifest folder)',
  )
  .option('--quiet', 'print failing cases only')
  .action(async (kinds: string[], opts) => {
    const { testCommand } = await import('./cli/test.ts');
    await testCommand(kinds, opts);
  });

program
  .command('gen-types')
  .description(
    'TypeScript types of your kinds (params and records per entity and action) for typed engine and client calls',
  )
  .argument('[dir]', 'the folder of your manifests', 'connectors')
  .option('--out <file>', 'where to write them', 'connector-kinds.gen.ts')
  .action(async (dir: string, opts) => {
    const { genTypesCommand } = await import('./cli/gen-types.ts');
    await genTypesCommand(dir, opts);
  });

program
  .command('describe')
  .description('entities, actions and params of a kind')
  .argument('<kind>', 'a connector kind (stripe, jira, ...)')
  .argument('[entity]', 'only this entity')
  .option('--json', 'as JSON')
  .option('--connectors <dirs>', CONNECTORS_HELP)
  .action(async (kind: string, entity: string | undefined, opts) => {
    const { describeCommand } = await import('./cli/describe.ts');
    await describeCommand(kind, entity, opts);
  });

const connectionOptions = (c: Command) =>
  c
    .option(
      '--credentials-file <file>',
      'JSON object of credential fields (OAuth tokens refreshed by a call are written back to it)',
    )
    .option(
      '--credentials-env <variable>',
      'an environment variable holding that JSON object (refreshed tokens are not kept)',
    )
    .option('--config <name=value>', 'a config variable (subdomain, region, ...); repeatable', pair)
    .option(
      '--replication <name=value>',
      'a replication setting (replication_start_date=2026-01-01T00:00:00Z); repeatable',
      pair,
    )
    .addOption(
      new Option(
        '--auth <method>',
        'credential method (default: inferred from the fields)',
      ).choices(['token', 'oauth']),
    )
    .option('--connectors <dirs>', CONNECTORS_HELP);

connectionOptions(
  program
    .command('run')
    .description(
      "run one action against the vendor and print {result, connector_metadata} as JSON; `run KIND check` runs the kind's credential check",
    )
    .argument('<kind>', 'a connector kind')
    .argument('<entity>', "an entity, or 'check'")
    .argument(
      '[action]',
      'list, get, create, update, delete, api_search, download, or a named action (describe KIND lists them)',
    ),
)
  .option('--params <json>', 'the params as one JSON object')
  .option(
    '--param <name=value>',
    'one param (a.b=value nests; JSON unless the param is a string); repeatable',
    pair,
  )
  .option('--paginate <pages>', 'follow up to this many pages of a list')
  .option('--dry-run', 'print the request(s) as curl commands, secrets masked, and send nothing')
  .option('--store <file>', 'for context_store_search: the SQLite file `sync` filled')
  .option('--connector-id <id>', 'the id the copy is kept under in that file', 'default')
  .addHelpText(
    'after',
    '\nThe vendor origin of a kind can be replaced with CONNECTOR_ENGINE_UPSTREAM_<KIND> (a sandbox or a fake).',
  )
  .action(async (kind: string, entity: string, action: string | undefined, opts) => {
    const { runCommand } = await import('./cli/run.ts');
    await runCommand(kind, entity, action, opts);
  });

connectionOptions(
  program
    .command('sync')
    .description(
      'copy records into a local context store (resumable, incremental where the kind allows); progress per entity',
    )
    .argument('<kind>', 'a connector kind')
    .argument(
      '[entities...]',
      'only these entities (default: every entity with a context-store copy)',
    ),
)
  .requiredOption('--store <file>', 'the SQLite file of the copy (created if missing)')
  .option('--connector-id <id>', 'the id the copy is kept under in that file', 'default')
  .option('--json', "no progress; print the entities' states as JSON at the end")
  .option(
    '--reconcile-every <seconds>',
    'walk incremental entities in full (marking what the vendor deleted) when the last full walk is older',
  )
  .action(async (kind: string, entities: string[], opts) => {
    const { syncCommand } = await import('./cli/sync.ts');
    await syncCommand(kind, entities, opts);
  });

connectionOptions(
  program
    .command('record')
    .description(
      'run one action against the vendor and append it as a fixture case: secrets replaced by placeholders, lists cut to --records, the expected result taken from the run',
    )
    .argument('<kind>', 'a connector kind')
    .argument('<entity>', 'an entity')
    .argument('<action>', 'an action of it'),
)
  .option('--params <json>', 'the params as one JSON object')
  .option('--param <name=value>', 'one param (a.b=value nests); repeatable', pair)
  .option('--records <n>', 'objects kept per list in the recorded answers', '3')
  .option('--name <name>', 'the case name (a case of that name is replaced)')
  .option(
    '--fixtures <dir>',
    'fixtures folder (default: tests/fixtures beside the manifest folder)',
  )
  .action(async (kind: string, entity: string, action: string, opts) => {
    const { recordCommand } = await import('./cli/record.ts');
    await recordCommand(kind, entity, action, opts);
  });

program
  .command('mcp')
  .description(
    'MCP server over stdio with an in-process engine (tools: list, describe, execute, search, dry run)',
  )
  .option(
    '--connector <spec>',
    'NAME=KIND:CREDENTIALS.json or NAME=KIND:env:VAR (repeatable)',
    (v: string, all: string[]) => [...all, v],
    [] as string[],
  )
  .option('--config <file>', 'a JSON file naming connectors (kind, credentials, config)')
  .option('--connectors <dirs>', CONNECTORS_HELP)
  .action(async (opts: { connector: string[]; config?: string; connectors?: string }) => {
    const { runMcp } = await import('./mcp.ts');
    await runMcp([
      ...opts.connector.flatMap((c) => ['--connector', c]),
      ...(opts.config ? ['--config', opts.config] : []),
      ...(opts.connectors ? ['--connectors', opts.connectors] : []),
    ]);
  });

program.commands
  .find((c) => c.name() === 'mcp')!
  .command('approve-code')
  .description(
    "a one-time code (10 minutes) to approve an agent host's MCP access to an organisation (docs/mcp.md)",
  )
  .requiredOption('--org <name>', 'the organisation the agent will act for')
  .option('--read-only', 'grant connectors:read only (default: read and write)')
  .action(async (opts: { org: string; readOnly?: boolean }) => {
    const { mcpApproveCommand } = await import('./cli/mcp-approve.ts');
    await mcpApproveCommand(opts);
  });

// A reader that stops early (`| head`) is not an error of ours: end quietly, without a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (err: NodeJS.ErrnoException) => process.exit(err.code === 'EPIPE' ? 0 : 1));

if (process.argv.length <= 2) {
  program.outputHelp();
  await exit(0);
}
try {
  await program.parseAsync(process.argv);
} catch (err) {
  const missing = missingPeer(err);
  if (missing) {
    process.stderr.write(`${missing}\n`);
    await exit(1);
  }
  if (!(err instanceof CommanderError)) throw err;
  await exit(err.exitCode === 0 ? 0 : 2); // help and --version: 0; usage errors: 2
}
