// Response rules over real HTTP: a synthetic kind whose rules use every action (fail, retry,
// rate_limited, refresh_then_retry, ignore), an action's own rules before the kind's, status
// classes, and the engine's defaults after them, against the strict fake upstream on 127.0.0.1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFolder, createEngine, type Engine, EngineError } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { Exchange } from './support/fixtures.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('ruled', 'Ruled', 'api_key')}  oauth:
    fields: { properties: { refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2: { token_url: https://auth.ruled.test/token, client_auth: none }
http: { timeout_ms: 5000, retries: 2, backoff_ms: 1 }
response_rules:
  - when: { status: [200], expression: "error.code = 'SLOW_DOWN'" }
    action: rate_limited
    message: error.text
    retry_after: error.wait
  - when: { status: ["2xx"], expression: "error.code = 'BUSY'" }
    action: retry
    retry_after: error.wait
    status: 503
    message: error.text
  - when: { status: [409] }
    action: retry
    message: conflict.reason
  - when: { status: [403], expression: "$contains(problem.title, 'expired')" }
    action: refresh_then_retry
    message: problem.title
  - when: { status: [422] }
    action: fail
    status: 400
    message: "problem.title & ': ' & problem.field"
  - when: { status: ["4xx"] }
    action: fail
    message: problem.title
  - when: { expression: "$exists(error)" }
    action: fail
    message: error.text
entities:
  things:
    actions:
      list: { request: { path: /things }, no_pagination_reason: one page in tests, response: { result: things } }
      get:
        request: { path: "/things/{id}" }
        response_rules:
          - { when: { status: [409] }, action: fail, status: 409, message: "'locked: ' & conflict.reason" }
      create: { request: { path: /things }, params: { properties: { name: { type: string } } } }
      delete:
        request: { path: "/things/{id}" }
        response: { result: "$status = 404 ? { 'deleted': true, 'already': true } : { 'deleted': true }" }
        response_rules:
          - { when: { status: [404] }, action: ignore }
`;

const fake = new FakeUpstream();
let engine: Engine;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ruled-'));
  writeFileSync(join(dir, 'ruled.yaml'), MANIFEST);
  engine = createEngine({
    connectorsDir: dir,
    upstreams: { ruled: await fake.start() },
    http: { backoffMs: 1, maxRetryAfterMs: 2000 },
  });
});
afterAll(() => fake.stop());

const token = () => engine.connector('ruled', { credentials: { api_key: 'key-0123456789abcdef' } });
const auth = { authorization: 'Bearer key-0123456789abcdef' };
const listThings = (status: number, body: unknown, headers?: Record<string, string>): Exchange => ({
  request: { method: 'GET', path: '/things', headers: auth },
  response: { status, body, ...(headers ? { headers } : {}) },
});

async function failure(p: Promise<unknown>): Promise<EngineError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe('response rules', () => {
  it('rate_limited: a 200 whose body says so answers 429 upstream_rate_limited with retry_after, in one call', async () => {
    fake.expect([
      listThings(200, {
        error: { code: 'SLOW_DOWN', text: 'Too many requests this minute', wait: 41.2 },
      }),
    ]);
    const err = await failure(token().execute('things', 'list'));
    expect([err.status, err.code, err.retryAfter]).toEqual([429, 'upstream_rate_limited', 42]);
    expect(err.message).toBe(
      'The vendor API is rate limiting this connector: Too many requests this minute',
    );
    expect(err.details).toEqual({
      upstream_status: 200,
      upstream_message: 'Too many requests this minute',
    });
    expect([fake.failures, fake.received.length]).toEqual([[], 1]);
  });

  it('retry: a 2xx body that says busy is sent again after retry_after, and the next answer is used', async () => {
    fake.expect([
      listThings(200, { error: { code: 'BUSY', text: 'busy', wait: 1 } }),
      listThings(200, { things: [{ id: 't1' }] }),
    ]);
    const started = Date.now();
    expect((await token().execute('things', 'list')).result).toEqual([{ id: 't1' }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950); // waited the second it asked for
    expect([fake.failures, fake.leftover()]).toEqual([[], []]);
  });

  it('retry: a vendor status the HTTP layer does not retry (409) is retried up to http.retries, then answered with the rule message', async () => {
    const conflict = listThings(409, { conflict: { reason: 'index rebuilding' } });
    fake.expect([conflict, conflict, listThings(200, { things: [] })]);
    expect((await token().execute('things', 'list')).result).toEqual([]);
    expect(fake.failures).toEqual([]);
    fake.expect([conflict, conflict, conflict]);
    const err = await failure(token().execute('things', 'list'));
    expect([err.status, err.code, fake.received.length]).toEqual([409, 'upstream_error', 3]); // 1 + http.retries
    expect(err.message).toBe('The vendor API refused the request (409): index rebuilding');
    expect(err.details).toMatchObject({
      upstream_status: 409,
      upstream_message: 'index rebuilding',
      upstream_body: { conflict: { reason: 'index rebuilding' } },
    });
  });

  it('retry: a POST is not sent twice; a wait longer than max_retry_after_ms is not waited', async () => {
    fake.expect([
      {
        request: { method: 'POST', path: '/things', body: { name: 'a' } },
        response: { status: 409, body: { conflict: { reason: 'name taken' } } },
      },
    ]);
    const err = await failure(token().execute('things', 'create', { name: 'a' }));
    expect([err.status, err.message, fake.received.length]).toEqual([
      409,
      'The vendor API refused the request (409): name taken',
      1,
    ]);
    fake.expect([listThings(200, { error: { code: 'BUSY', text: 'busy for a while', wait: 30 } })]);
    const busy = await failure(token().execute('things', 'list'));
    expect([busy.status, busy.code, busy.message, fake.received.length]).toEqual([
      503,
      'upstream_error',
      'The vendor API reported an error: busy for a while',
      1,
    ]);
  });

  it('retry on a status the HTTP layer retries itself (503) adds no second round of retries', async () => {
    const down = listThings(503, { error: { text: 'maintenance' } });
    fake.expect([down, down, down]);
    const err = await failure(token().execute('things', 'list'));
    expect([err.status, err.code, err.message]).toEqual([
      502,
      'upstream_error',
      'The vendor API failed (503): maintenance',
    ]);
    expect([fake.failures, fake.received.length]).toEqual([[], 3]); // the HTTP layer's 1 + 2 retries only
  });

  it("an action's own rules come first: get answers a 409 at once with its message", async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/things/t1' },
        response: { status: 409, body: { conflict: { reason: 'being edited' } } },
      },
    ]);
    const err = await failure(token().execute('things', 'get', { id: 't1' }));
    expect([err.status, err.message, fake.received.length]).toEqual([
      409,
      'The vendor API refused the request (409): locked: being edited',
      1,
    ]);
  });

  it('ignore: a 404 on delete is a success, mapped with $status', async () => {
    fake.expect([
      {
        request: { method: 'DELETE', path: '/things/gone' },
        response: { status: 404, body: { problem: { title: 'Not found' } } },
      },
    ]);
    expect((await token().execute('things', 'delete', { id: 'gone' })).result).toEqual({
      deleted: true,
      already: true,
    });
    expect(fake.failures).toEqual([]);
  });

  it('fail: the rule states the message and the status; a status class matches; messages are redacted', async () => {
    fake.expect([listThings(422, { problem: { title: 'Invalid filter', field: 'color' } })]);
    const err = await failure(token().execute('things', 'list'));
    expect([err.status, err.code, err.message]).toEqual([
      400,
      'upstream_error',
      'The vendor API refused the request (422): Invalid filter: color',
    ]);
    fake.expect([
      listThings(418, {
        message: 'guessed field',
        problem: { title: 'Stated by the rule for key-0123456789abcdef' },
      }),
    ]);
    const teapot = await failure(token().execute('things', 'list'));
    expect([teapot.status, teapot.message]).toEqual([
      418,
      'The vendor API refused the request (418): Stated by the rule for [redacted]',
    ]);
    expect(JSON.stringify(teapot.details)).not.toContain('key-0123456789abcdef');
    fake.expect([listThings(200, { error: { text: 'bad key key-0123456789abcdef' } })]);
    const inside = await failure(token().execute('things', 'list'));
    expect([inside.status, inside.code, inside.message]).toEqual([
      502,
      'upstream_error',
      'The vendor API reported an error: bad key [redacted]',
    ]);
  });

  it('refresh_then_retry: under token upkeep a 403 the rule names refreshes once and sends once more', async () => {
    const expired = (bearer: string, status: number, body: unknown): Exchange => ({
      request: { method: 'GET', path: '/things', headers: { authorization: `Bearer ${bearer}` } },
      response: { status, body },
    });
    const refresh: Exchange = {
      request: {
        method: 'POST',
        path: '/token',
        body: { grant_type: 'refresh_token', refresh_token: 'r-1' },
      },
      response: { body: { access_token: 'a-2', expires_in: 3600 } },
    };
    const oauth = () =>
      engine.connector('ruled', {
        auth: 'oauth',
        credentials: { refresh_token: 'r-1', access_token: 'a-1' },
      });
    fake.expect([
      expired('a-1', 403, { problem: { title: 'token expired' } }),
      refresh,
      expired('a-2', 200, { things: [{ id: 'x' }] }),
    ]);
    expect((await oauth().execute('things', 'list')).result).toEqual([{ id: 'x' }]);
    expect([fake.failures, fake.leftover()]).toEqual([[], []]);
    // Once only: the same answer after the refresh is the error.
    fake.expect([
      expired('a-1', 403, { problem: { title: 'token expired' } }),
      refresh,
      expired('a-2', 403, { problem: { title: 'token expired' } }),
    ]);
    const again = await failure(oauth().execute('things', 'list'));
    expect([again.status, again.code, fake.received.length]).toEqual([
      502,
      'upstream_unauthorized',
      3,
    ]);
    // Without token upkeep the rule answers the error the default would.
    fake.expect([listThings(403, { problem: { title: 'token expired' } })]);
    const plain = await failure(token().execute('things', 'list'));
    expect([plain.status, plain.code, plain.message]).toEqual([
      502,
      'upstream_unauthorized',
      "The vendor API rejected the connector's credentials (403): the vendor's body is withheld",
    ]);
  });

  it('defaults after the rules: 429 with Retry-After beyond the cap is answered with it; below 400 succeeds', async () => {
    fake.expect([listThings(429, { message: 'slow' }, { 'retry-after': '120' })]);
    const err = await failure(token().execute('things', 'list'));
    expect([err.status, err.code, err.retryAfter, err.message]).toEqual([
      429,
      'upstream_rate_limited',
      120,
      'The vendor API is rate limiting this connector: slow',
    ]);
    fake.expect([listThings(200, { things: [{ id: 'ok' }] })]);
    expect((await token().execute('things', 'list')).result).toEqual([{ id: 'ok' }]);
  });
});

describe('response rules in the linter', () => {
  it('a status on a rate_limited or ignore rule is reported where it is written, with the fix', () => {
    const bad = mkdtempSync(join(tmpdir(), 'ruled-bad-'));
    writeFileSync(
      join(bad, 'ruled.yaml'),
      MANIFEST.replace('action: rate_limited', 'action: rate_limited\n    status: 503').replace(
        'action: ignore }',
        'action: ignore, status: 404 }',
      ),
    );
    const { problems } = compileFolder(bad);
    expect(problems.map((p) => [p.code, p.message.slice(0, 60)])).toEqual([
      ['invalid-value', 'response_rules.0: status is the status of an error answer; r'],
      ['invalid-value', 'entities.things.actions.delete.response_rules.0: status is t'],
    ]);
    expect(problems.map((p) => p.message.split('; ')[1])).toEqual([
      'rate_limited always answers 429. Remove status.',
      'ignore answers no error. Remove status.',
    ]);
  });
});
