// connector-engine record <kind> <entity> <action> [params] --credentials-file F: runs the action against
// the vendor (or CONNECTOR_ENGINE_UPSTREAM_<KIND>) through a local recording proxy and appends the
// exchange to <fixtures>/<kind>/<entity>.yaml as a case: secrets replaced by placeholders (written to
// connector.yaml), answers cut to --records N objects per list, and the expected result and metadata
// those trimmed answers give when replayed, checked by replaying the case before it is written.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument, stringify } from 'yaml';
import type { KindPlan } from '../../engine/index.ts';
import type { FixtureCase } from '../../engine/replay/fixtures.ts';
import { renderTemplate } from '../../engine/request/template.ts';
import { exit, failed, upstreamsFromEnv, usage } from './io.ts';
import { folders, requireKind } from './kinds.ts';
import {
  type ConnectionOptions,
  engineFailure,
  readCredentials,
  type Schema,
  setParam,
} from './run.ts';
import { fixturesFolder } from './test.ts';
import { compactNodes, compactYaml } from './yaml-out.ts';

export interface RecordOptions extends ConnectionOptions {
  params?: string;
  param?: [string, string][];
  records: string;
  name?: string;
  fixtures?: string;
}

export async function recordCommand(
  kind: string,
  entity: string,
  action: string,
  opts: RecordOptions,
): Promise<never> {
  const records = Number(opts.records);
  if (!Number.isInteger(records) || records < 1)
    return usage(
      `--records takes a number of records (1 or more), not '${opts.records}'.`,
      'record',
    );
  let params: Record<string, unknown> = {};
  try {
    params = opts.params === undefined ? {} : (JSON.parse(opts.params) as Record<string, unknown>);
  } catch (err) {
    return usage(`--params is not JSON: ${(err as Error).message}`, 'record');
  }
  if (!params || typeof params !== 'object' || Array.isArray(params))
    return usage('--params must be a JSON object.', 'record');
  const dirs = await folders(opts.connectors, 'record');
  await requireKind(kind, dirs, 'record');
  const credentials = await readCredentials(opts, 'record');
  const config = Object.fromEntries(opts.config ?? []);
  const kindDir = join(fixturesFolder(dirs, opts.fixtures), kind);
  const connectorFile = join(kindDir, 'connector.yaml');
  const existing = existsSync(connectorFile)
    ? (parse(readFileSync(connectorFile, 'utf8')) ?? {})
    : {};

  const { createEngine } = await import('../../engine/index.ts');
  const { Placeholders, placeholderCredentials } = await import('./record/placeholders.ts');
  const { RecordingProxy } = await import('./record/proxy.ts');
  const { toFixtureExchange } = await import('./record/fixture.ts');
  const auth = opts.auth ? { auth: opts.auth } : {};
  const replication = opts.replication ? { replication: Object.fromEntries(opts.replication) } : {};
  const direct = createEngine({ connectorsDir: dirs, upstreams: upstreamsFromEnv() });
  const schema = direct
    .plan(kind)
    .entities.get(entity)
    ?.actions.get(action as 'list')?.paramsSchema as Schema | undefined;
  for (const [k, v] of opts.param ?? []) setParam(params, schema, k, v);
  const placeholder = placeholderCredentials(credentials, existing.credentials);
  const secrets = new Placeholders(credentials, placeholder);
  let vendorOrigin: string;
  try {
    // where the calls go: the override, or the origin the action's request is rendered for
    const preview = await direct
      .connector(kind, { credentials, config, ...auth, ...replication })
      .render(entity, action, params);
    vendorOrigin = upstreamsFromEnv()[kind] ?? new URL(preview.requests[0]!.url).origin;
  } catch (err) {
    return engineFailure(err);
  }
  const proxy = new RecordingProxy(
    vendorOrigin,
    upstreamsFromEnv()[kind] ? new Map() : tokenEndpoints(direct.plan(kind), config, vendorOrigin),
  );
  const proxyOrigin = await proxy.start();
  let outcome: unknown;
  try {
    const engine = createEngine({ connectorsDir: dirs, upstreams: { [kind]: proxyOrigin } });
    const connector = engine.connector(kind, {
      credentials,
      config,
      ...auth,
      ...replication,
      onCredentials: (next) => secrets.learn(next, placeholder),
    });
    outcome = await connector.execute(entity, action, params).catch((err: unknown) => ({ err }));
  } finally {
    await proxy.stop();
  }
  if (!proxy.exchanges.length)
    return outcome && typeof outcome === 'object' && 'err' in outcome
      ? engineFailure(outcome.err)
      : failed('the action sent no request: nothing to record.');
  const exchanges = proxy.exchanges.map((x) =>
    toFixtureExchange(x, secrets, [vendorOrigin, proxyOrigin], records),
  );
  const sameConfig = JSON.stringify(existing.config ?? {}) === JSON.stringify(config);
  const draft: FixtureCase = {
    name:
      opts.name ??
      `recorded ${action}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`,
    action,
    ...(Object.keys(params).length ? { params: secretsFree(params, secrets) } : {}),
    ...(existsSync(connectorFile) && !sameConfig ? { config } : {}),
    exchanges,
    expect: {},
  };
  const { expected, problems } = await expectFromReplay(kind, entity, draft, dirs, {
    credentials: placeholder,
    config,
    ...auth,
    ...replication,
  });
  draft.expect = expected;
  if (problems.length) return failed(`the recorded case does not replay:\n${problems.join('\n')}`);
  const text = stringify({ cases: [draft] });
  if (secrets.leaks(text))
    return failed(
      'a secret is left in the recording in a form that cannot be replaced: nothing written.',
    );

  mkdirSync(kindDir, { recursive: true });
  if (!existsSync(connectorFile))
    writeFileSync(
      connectorFile,
      `# placeholder credentials (connector-engine record): no real secret\n${compactYaml({ credentials: placeholder, ...(Object.keys(config).length ? { config } : {}) })}`,
    );
  const file = join(kindDir, `${entity}.yaml`);
  const doc = existsSync(file)
    ? parseDocument(readFileSync(file, 'utf8'))
    : parseDocument('cases: []\n');
  const cases = ((doc.toJSON() as { cases?: FixtureCase[] })?.cases ?? []).filter(
    (c) => c.name !== draft.name,
  );
  doc.set('cases', doc.createNode([...cases, draft]));
  compactNodes(doc);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
  const n = Array.isArray(expected.result)
    ? `${expected.result.length} record(s)`
    : expected.error
      ? `error ${expected.error.code}`
      : 'one object';
  process.stdout.write(
    `recorded '${draft.name}' to ${file}: ${exchanges.length} exchange(s), expecting ${n}\n`,
  );
  return exit(0);
}

function secretsFree(
  v: Record<string, unknown>,
  secrets: { text(s: string): string },
): Record<string, unknown> {
  return JSON.parse(secrets.text(JSON.stringify(v))) as Record<string, unknown>;
}

/** What the engine makes of the trimmed, placeholder exchanges: the case's expectation, then the case replayed. */
async function expectFromReplay(
  kind: string,
  entity: string,
  c: FixtureCase,
  dirs: string[],
  connector: Record<string, unknown>,
) {
  const { FakeUpstream } = await import('../../engine/replay/fake-upstream.ts');
  const { runCase } = await import('../../engine/replay/run-case.ts');
  const { createEngine, EngineError } = await import('../../engine/index.ts');
  const fake = new FakeUpstream();
  const origin = await fake.start();
  try {
    const engine = createEngine({
      connectorsDir: dirs,
      upstreams: { [kind]: origin },
      http: { backoffMs: 1, maxRetryAfterMs: 50 },
    });
    fake.expect(c.exchanges ?? []);
    let expected: FixtureCase['expect'];
    try {
      const out = await engine
        .connector(kind, connector as never)
        .execute(entity, c.action, c.params);
      const plain = JSON.parse(JSON.stringify(out)) as {
        result: unknown;
        connector_metadata: Record<string, unknown>;
      };
      expected = {
        result: plain.result,
        ...(Object.keys(plain.connector_metadata ?? {}).length
          ? { metadata: plain.connector_metadata }
          : {}),
      };
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      expected = { error: { status: err.status, code: err.code } };
    }
    const fixtures = { kind, connector: connector as never, files: [] };
    const problems = await runCase(engine, fake, fixtures, entity, { ...c, expect: expected });
    return { expected, problems };
  } finally {
    await fake.stop();
  }
}

/** The OAuth token endpoints of the kind on another origin than its API: path -> origin. */
function tokenEndpoints(
  plan: KindPlan,
  config: Record<string, unknown>,
  vendorOrigin: string,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const method of plan.auth.values()) {
    if (!method.oauth2) continue;
    try {
      const u = new URL(renderTemplate(method.oauth2.tokenUrl, { config, credentials: {} }));
      if (u.origin !== vendorOrigin) out.set(u.pathname, u.origin);
    } catch {
      /* a token URL that needs more than config: the call reports it */
    }
  }
  return out;
}
