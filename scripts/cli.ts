// connector-engine <command>: lint manifests, describe a kind. (serve, apps and oauth come with the server.)
import { parseArgs } from 'node:util';
import { compileFolder, describeKind, formatProblem } from '../engine/index.ts';
import { defaultConnectorsDir } from '../engine/engine.ts';
import { lintFiles, manifestFiles } from './lint.ts';

const USAGE = `Usage:
  connector-engine serve                                         start the hosted service (PORT, DATA_DIR, ...)
  connector-engine apps create --org NAME                        new API application; prints its secret once
  connector-engine apps grant --client-id ID --org NAME          let an application act for another organisation
  connector-engine apps list [--org NAME]                        applications, their organisations and dates (no secrets)
  connector-engine apps rotate --client-id ID                    new secret, printed once; the old one and its tokens stop
  connector-engine apps revoke --client-id ID                    the secret and every token stop working at once
  connector-engine oauth origins list --org NAME                 the organisation's allowed OAuth redirect origins
  connector-engine oauth origins add|remove --org NAME ORIGIN    allow or stop an origin (scheme://host[:port])
  connector-engine lint [paths...] [--json] [--fixtures DIR] [--today YYYY-MM-DD]
                                                                 check manifests (default: connectors/); --today sets the day the sunset rule measures against
  connector-engine describe <kind> [entity] [--json]             entities, actions and params of a kind
  connector-engine mcp [--connector NAME=KIND:CREDS.json]... [--config FILE] [--connectors DIR]
                                                                 MCP server over stdio for agents (see README "For agents: MCP")`;

const [command, ...rest] = process.argv.slice(2);
// A reader that stops early (`| head`) is not an error of ours: end quietly, without a stack trace.
for (const stream of [process.stdout, process.stderr]) stream.on('error', (err: NodeJS.ErrnoException) => process.exit(err.code === 'EPIPE' ? 0 : 1));

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** Bad flags are a usage error (exit 2), not a stack trace. */
function args<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    fail((err as Error).message);
  }
}

/** Runs a change on DATA_DIR's database; a string answer is an error message. */
async function withData<T>(work: (db: import('../server/db/open.ts').Db) => T): Promise<T> {
  const { configFromEnv, openDataDir } = await import('../server/main.ts');
  let data: ReturnType<typeof openDataDir>;
  try {
    data = openDataDir(configFromEnv());
  } catch (err) {
    process.stderr.write(`connector-engine: ${(err as Error).message}\n`);
    process.exit(1);
  }
  try {
    return work(data.db);
  } finally {
    data.close();
  }
}

/** Exits once stdout and stderr are drained: output piped to another program is never cut. */
async function exit(code: number): Promise<never> {
  await Promise.all([process.stdout, process.stderr].map((s) => new Promise<void>((r) => s.write('', () => r()))));
  process.exit(code);
}

/** Prints a result as JSON (exit 0), or an error message (exit 1). */
async function finish(out: unknown): Promise<never> {
  if (typeof out === 'string') {
    process.stderr.write(`connector-engine: ${out}\n`);
    return exit(1);
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
  return exit(0);
}

switch (command) {
  case 'serve': {
    const { startServer } = await import('../server/main.ts');
    try {
      const running = await startServer();
      // The first signal stops gracefully; a second one stops at once.
      const stop = () => {
        process.once('SIGINT', () => process.exit(1));
        process.once('SIGTERM', () => process.exit(1));
        void running.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    } catch (err) {
      process.stderr.write(`connector-engine: ${(err as Error).message}\n`);
      process.exit(1);
    }
    break;
  }
  case 'apps': {
    const [sub, ...more] = rest;
    const { values } = args(() => parseArgs({ args: more, allowPositionals: false, options: { org: { type: 'string' }, 'client-id': { type: 'string' } } }));
    const org = values.org as string | undefined;
    const clientId = values['client-id'] as string | undefined;
    const needs = { create: !!org, grant: !!org && !!clientId, list: true, rotate: !!clientId, revoke: !!clientId } as Record<string, boolean>;
    if (!sub || !needs[sub]) fail('apps create --org NAME | apps grant --client-id ID --org NAME | apps list [--org NAME] | apps rotate --client-id ID | apps revoke --client-id ID');
    const accounts = await import('../server/accounts.ts');
    const out = await withData((db) => {
      if (sub === 'create') return accounts.createApplication(db, org!);
      if (sub === 'list') return accounts.listApplications(db, org) ?? `no organisation '${org}'`;
      const found =
        sub === 'grant' ? accounts.grantOrganization(db, clientId!, org!) : sub === 'revoke' ? accounts.revokeApplication(db, clientId!) : accounts.rotateApplication(db, clientId!);
      if (found === 'revoked') return `application '${clientId}' is revoked; create a new one`;
      return found ?? `no application '${clientId}'`;
    });
    await finish(out);
  }
  case 'oauth': {
    const [what, sub, ...more] = rest;
    const { values, positionals } = args(() => parseArgs({ args: more, allowPositionals: true, options: { org: { type: 'string' } } }));
    const org = values.org as string | undefined;
    const [origin] = positionals;
    const ok = what === 'origins' && org && positionals.length <= 1 && (sub === 'list' ? !origin : (sub === 'add' || sub === 'remove') && !!origin);
    if (!ok) fail('oauth origins list --org NAME | oauth origins add --org NAME ORIGIN | oauth origins remove --org NAME ORIGIN');
    const { findOrganization } = await import('../server/accounts.ts');
    const { parseOrigin, RedirectOrigins } = await import('../server/redirect-origins.ts');
    const parsed = origin ? parseOrigin(origin) : undefined;
    if (parsed && 'problem' in parsed) fail(`origin ${parsed.problem}.`);
    const out = await withData((db) => {
      const organizationId = findOrganization(db, org!);
      if (!organizationId) return `no organisation '${org}'`;
      const origins = new RedirectOrigins(db, []);
      const normalised = parsed && 'origin' in parsed ? parsed.origin : '';
      if (sub === 'add') origins.add(organizationId, normalised);
      if (sub === 'remove' && !origins.remove(organizationId, normalised)) return `'${normalised}' is not in the list of '${org}'`;
      return origins.list(organizationId);
    });
    await finish(out);
  }
  case 'lint': {
    const { values, positionals } = args(() => parseArgs({ args: rest, allowPositionals: true, options: { json: { type: 'boolean' }, fixtures: { type: 'string' }, today: { type: 'string' } } }));
    const today = values.today === undefined ? undefined : String(values.today);
    if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) fail(`--today must be a date as YYYY-MM-DD, not '${today}'.`);
    const files = manifestFiles(positionals.length ? positionals : ['connectors']);
    const problems = lintFiles(files, { ...(values.fixtures ? { fixturesDir: String(values.fixtures) } : {}), ...(today ? { today } : {}) });
    const errors = problems.filter((p) => p.severity === 'error').length;
    if (values.json) process.stdout.write(`${JSON.stringify(problems, null, 2)}\n`);
    else {
      for (const p of problems) process.stdout.write(`${p.file}:${p.line}:${p.col}  ${p.severity}  ${p.code}  ${p.message}\n`);
      const warnings = problems.length - errors;
      process.stderr.write(problems.length ? `${errors} error(s), ${warnings} warning(s) in ${files.length} manifest(s)\n` : `${files.length} manifest(s) clean\n`);
    }
    await exit(errors ? 1 : 0);
  }
  case 'describe': {
    const { values, positionals } = args(() => parseArgs({ args: rest, allowPositionals: true, options: { json: { type: 'boolean' }, connectors: { type: 'string' } } }));
    const [kind, entity] = positionals;
    if (!kind) fail('describe needs a connector kind.');
    const { plans, problems } = compileFolder(values.connectors ? String(values.connectors) : defaultConnectorsDir);
    const plan = plans.get(kind);
    if (!plan) {
      if (problems.length) process.stderr.write(`${problems.map(formatProblem).join('\n')}\n`);
      fail(`unknown kind '${kind}'. Kinds: ${[...plans.keys()].join(', ')}`);
    }
    const d = describeKind(plan);
    const entities = entity ? d.entities.filter((e) => e.name === entity) : d.entities;
    if (entity && !entities.length) fail(`${kind} has no entity '${entity}'. Entities: ${d.entities.map((e) => e.name).join(', ')}`);
    if (values.json) {
      process.stdout.write(`${JSON.stringify(entity ? entities[0] : d, null, 2)}\n`);
      await exit(0);
    }
    const out: string[] = [`${d.connector_type} (${d.name} ${d.version})${d.description ? `: ${d.description}` : ''}`];
    out.push(`  vendor API: ${d.vendor_api.version}${d.vendor_api.sunset ? ` (sunset ${d.vendor_api.sunset})` : ''}, ${d.vendor_api.docs}`);
    out.push(`  auth: ${d.auth_methods.map((a) => `${a.method} [${((a.credentials as { required?: string[] }).required ?? []).join(', ')}]`).join('; ')}`);
    const cfg = Object.keys((d.config as { properties?: object }).properties ?? {});
    if (cfg.length) out.push(`  config: ${cfg.join(', ')}`);
    for (const e of entities) {
      out.push(`  ${e.name}${e.description ? ` - ${e.description}` : ''}`);
      for (const a of e.actions) {
        const schema = a.params as { properties?: Record<string, { type?: unknown; enum?: unknown[] }>; required?: string[] };
        const params = Object.entries(schema.properties ?? {}).map(([n, s]) => {
          const type = s.enum ? s.enum.join('|') : Array.isArray(s.type) ? s.type.join('|') : (s.type ?? 'any');
          return `${n}${schema.required?.includes(n) ? '*' : ''}:${type}`;
        });
        out.push(`    ${a.action.padEnd(11)} ${params.join(' ') || '(no params)'}${a.paginated ? '  [paged]' : ''}`);
      }
      if (Object.keys(e.searchable_fields).length) out.push(`    searchable  ${Object.keys(e.searchable_fields).join(', ')}`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
    await exit(0);
  }
  case 'mcp': // MCP server over stdio (scripts/mcp.ts)
    await (await import('./mcp.ts')).runMcp(rest);
    break;
  case undefined:
  case 'help':
  case '--help':
    process.stdout.write(`${USAGE}\n`);
    await exit(0);
  default:
    fail(`unknown command '${command}'.`);
}
