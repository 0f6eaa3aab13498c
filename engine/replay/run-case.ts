// Runs one fixture case through a real engine against the strict fake upstream and returns every
// way it differs from what the fixture expects (an empty list means it passed).
import { isDeepStrictEqual } from 'node:util';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Engine } from '../engine.ts';
import { EngineError } from '../errors.ts';
import type { Download } from '../options.ts';
import { jsonDiff } from './diff.ts';
import type { FakeUpstream } from './fake-upstream.ts';
import type { FixtureCase, KindFixtures } from './fixtures.ts';

type Outcome = { result: unknown; connector_metadata: Record<string, unknown> };
type Expected = FixtureCase['expect'];

export async function runCase(
  engine: Engine,
  fake: FakeUpstream,
  kind: KindFixtures,
  entity: string,
  c: FixtureCase,
): Promise<string[]> {
  const problems: string[] = [];
  fake.expect(c.exchanges ?? []);
  let outcome: Outcome | undefined;
  let error: unknown;
  try {
    outcome = await execute(engine, kind, entity, c);
    problems.push(...(await downloadProblems(outcome.result, c.expect.download)));
  } catch (err) {
    error = err;
  }
  problems.push(...upstreamProblems(fake));
  if (c.expect.error) return [...problems, ...errorProblems(error, c.expect.error)];
  if (error) return [...problems, `unexpected error: ${describe(error)}`];
  const { result } = outcome!;
  problems.push(...recordProblems(engine, kind.kind, entity, c.action, result));
  return [...problems, ...resultProblems(outcome!, c.expect)];
}

/** The case's call on a connector built from the kind's fixture connector, the case overriding it. */
function execute(engine: Engine, kind: KindFixtures, entity: string, c: FixtureCase) {
  const replication = c.replication ?? kind.connector.replication;
  const auth = c.auth ?? kind.connector.auth;
  const connector = engine.connector(kind.kind, {
    credentials: c.credentials ?? kind.connector.credentials,
    config: c.config ?? kind.connector.config ?? {},
    ...(replication ? { replication } : {}),
    ...(auth ? { auth } : {}),
  });
  return connector.execute(entity, c.action, c.params, c.paginate ? { paginate: c.paginate } : {});
}

async function downloadProblems(result: unknown, exp: Expected['download']): Promise<string[]> {
  if (!exp || !result || typeof result !== 'object' || !('stream' in result)) return [];
  const d = result as Download;
  const text = await new Response(d.stream).text();
  const problems: string[] = [];
  if (text !== exp.body_text)
    problems.push(
      `downloaded ${JSON.stringify(text.slice(0, 200))}, expected ${JSON.stringify(exp.body_text)}`,
    );
  if (exp.content_type && d.content_type !== exp.content_type)
    problems.push(`content_type ${d.content_type}, expected ${exp.content_type}`);
  return problems;
}

function upstreamProblems(fake: FakeUpstream): string[] {
  const problems = fake.failures.map((f) => `upstream: ${f}`);
  const left = fake.leftover();
  if (left.length)
    problems.push(
      `unused exchanges: ${left.map((e) => `${e.request.method} ${e.request.path}`).join(', ')}`,
    );
  return problems;
}

/** How the error thrown (if any) differs from the error the case expects. */
function errorProblems(error: unknown, exp: NonNullable<Expected['error']>): string[] {
  if (!(error instanceof EngineError))
    return [`expected error ${exp.code}, got ${error ? String(error) : 'success'}`];
  const problems: string[] = [];
  if (error.status !== exp.status)
    problems.push(`error status ${error.status}, expected ${exp.status} (${error.message})`);
  if (error.code !== exp.code)
    problems.push(`error code ${error.code}, expected ${exp.code} (${error.message})`);
  if (exp.field !== undefined && !error.errors.some((e) => e.field === exp.field))
    problems.push(
      `no error on field ${exp.field}; fields: ${error.errors.map((e) => e.field).join(', ')}`,
    );
  if (exp.message && !error.message.includes(exp.message))
    problems.push(`message ${JSON.stringify(error.message)} lacks ${JSON.stringify(exp.message)}`);
  return problems;
}

function describe(error: unknown): string {
  return error instanceof EngineError
    ? `${error.code} ${error.status} ${error.message}`
    : String((error as Error)?.stack ?? error);
}

/** How the answer differs from the expected result, count, subset and connector metadata. */
function resultProblems({ result, connector_metadata }: Outcome, exp: Expected): string[] {
  const problems: string[] = [];
  const got = plain(result);
  if ('result' in exp && !isDeepStrictEqual(got, exp.result))
    problems.push(`result differs (- expected, + got):\n${jsonDiff(exp.result, got)}`);
  const n = Array.isArray(result) ? result.length : -1;
  if (exp.result_count !== undefined && n !== exp.result_count)
    problems.push(`result has ${n} records, expected ${exp.result_count}`);
  if (exp.result_match !== undefined && !matches(got, exp.result_match))
    problems.push(
      `result ${JSON.stringify(result).slice(0, 400)} does not match ${JSON.stringify(exp.result_match)}`,
    );
  if (exp.metadata !== undefined && !isDeepStrictEqual(plain(connector_metadata), exp.metadata))
    problems.push(
      `connector_metadata differs (- expected, + got):\n${jsonDiff(exp.metadata, plain(connector_metadata))}`,
    );
  return problems;
}

/** JSONata results can carry extra array properties; compare their JSON form. */
function plain(v: unknown): unknown {
  return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
}

/** Subset match: objects need the given keys to match, arrays match element by element. */
export function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected))
    return Array.isArray(actual) && expected.every((e, i) => matches(actual[i], e));
  if (expected && typeof expected === 'object') {
    return (
      !!actual &&
      typeof actual === 'object' &&
      Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v))
    );
  }
  return isDeepStrictEqual(actual, expected);
}

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Records a list, get, api_search or named action (finalize, confirm: one object) answers must match the
 *  entity's record schema; create, update and delete answers vary by vendor and are not checked. */
function recordProblems(
  engine: Engine,
  kind: string,
  entity: string,
  action: string,
  result: unknown,
): string[] {
  if (
    ['create', 'update', 'delete', 'download'].includes(action) ||
    result === null ||
    result === undefined
  )
    return [];
  const record = engine.plan(kind).entities.get(entity)?.record;
  if (!record) return [];
  const key = `${kind}.${entity}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(record));
  const validate = validators.get(key)!;
  const records =
    action === 'list' || action === 'api_search'
      ? Array.isArray(result)
        ? result
        : [result]
      : [result];
  return records.flatMap((r, i) =>
    validate(plain(r))
      ? []
      : (validate.errors ?? []).map(
          (e) =>
            `record ${i} does not match the record schema of ${entity}: ${e.instancePath || '(record)'} ${e.message}`,
        ),
  );
}
