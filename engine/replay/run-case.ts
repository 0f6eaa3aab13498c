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

export async function runCase(
  engine: Engine,
  fake: FakeUpstream,
  kind: KindFixtures,
  entity: string,
  c: FixtureCase,
): Promise<string[]> {
  const problems: string[] = [];
  fake.expect(c.exchanges ?? []);
  let outcome: { result: unknown; connector_metadata: Record<string, unknown> } | undefined;
  let error: unknown;
  try {
    const connector = engine.connector(kind.kind, {
      credentials: c.credentials ?? kind.connector.credentials,
      config: c.config ?? kind.connector.config ?? {},
      ...((c.replication ?? kind.connector.replication)
        ? { replication: c.replication ?? kind.connector.replication }
        : {}),
      ...((c.auth ?? kind.connector.auth) ? { auth: c.auth ?? kind.connector.auth } : {}),
    });
    outcome = await connector.execute(
      entity,
      c.action,
      c.params,
      c.paginate ? { paginate: c.paginate } : {},
    );
    if (
      c.expect.download &&
      outcome.result &&
      typeof outcome.result === 'object' &&
      'stream' in outcome.result
    ) {
      const d = outcome.result as Download;
      const text = await new Response(d.stream).text();
      if (text !== c.expect.download.body_text)
        problems.push(
          `downloaded ${JSON.stringify(text.slice(0, 200))}, expected ${JSON.stringify(c.expect.download.body_text)}`,
        );
      if (c.expect.download.content_type && d.content_type !== c.expect.download.content_type)
        problems.push(`content_type ${d.content_type}, expected ${c.expect.download.content_type}`);
    }
  } catch (err) {
    error = err;
  }
  problems.push(...fake.failures.map((f) => `upstream: ${f}`));
  if (fake.leftover().length)
    problems.push(
      `unused exchanges: ${fake
        .leftover()
        .map((e) => `${e.request.method} ${e.request.path}`)
        .join(', ')}`,
    );

  const exp = c.expect;
  if (exp.error) {
    if (!(error instanceof EngineError))
      return [
        ...problems,
        `expected error ${exp.error.code}, got ${error ? String(error) : 'success'}`,
      ];
    if (error.status !== exp.error.status)
      problems.push(
        `error status ${error.status}, expected ${exp.error.status} (${error.message})`,
      );
    if (error.code !== exp.error.code)
      problems.push(`error code ${error.code}, expected ${exp.error.code} (${error.message})`);
    if (exp.error.field !== undefined && !error.errors.some((e) => e.field === exp.error!.field)) {
      problems.push(
        `no error on field ${exp.error.field}; fields: ${error.errors.map((e) => e.field).join(', ')}`,
      );
    }
    if (exp.error.message && !error.message.includes(exp.error.message))
      problems.push(
        `message ${JSON.stringify(error.message)} lacks ${JSON.stringify(exp.error.message)}`,
      );
    return problems;
  }
  if (error)
    return [
      ...problems,
      `unexpected error: ${error instanceof EngineError ? `${error.code} ${error.status} ${error.message}` : String((error as Error)?.stack ?? error)}`,
    ];
  const { result, connector_metadata } = outcome!;
  problems.push(...recordProblems(engine, kind.kind, entity, c.action, result));
  if ('result' in exp && !isDeepStrictEqual(plain(result), exp.result))
    problems.push(`result differs (- expected, + got):\n${jsonDiff(exp.result, plain(result))}`);
  if (exp.result_count !== undefined) {
    const n = Array.isArray(result) ? result.length : -1;
    if (n !== exp.result_count)
      problems.push(`result has ${n} records, expected ${exp.result_count}`);
  }
  if (exp.result_match !== undefined && !matches(plain(result), exp.result_match))
    problems.push(
      `result ${JSON.stringify(result).slice(0, 400)} does not match ${JSON.stringify(exp.result_match)}`,
    );
  if (exp.metadata !== undefined && !isDeepStrictEqual(plain(connector_metadata), exp.metadata)) {
    problems.push(
      `connector_metadata differs (- expected, + got):\n${jsonDiff(exp.metadata, plain(connector_metadata))}`,
    );
  }
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
