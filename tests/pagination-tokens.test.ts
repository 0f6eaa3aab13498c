// Issue 10 item 2: a pagination strategy injects its own token param and decides the stop with
// has_more / stop_when; path params named in the path template are inferred. Real HTTP to a strict
// fake upstream on 127.0.0.1, through the engine's public API.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeKind, type Engine, EngineError } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('pager', 'Pager')}pagination:
  more:
    type: cursor
    next: data[-1].id
    has_more: has_more
    param: starting_after
    param_schema: { type: string, description: Object id; the page after it. }
  last:
    type: cursor
    next: token
    stop_when: isLast = true
    param: page_token
entities:
  items:
    actions:
      list:
        request: { path: /items }
        pagination: more
        response: { result: data }
      api_search:
        request: { method: POST, path: /items/search, retry: true }
        pagination: last
        params: { properties: { q: { type: string } } }
        response: { result: data }
      get:
        request: { path: "/items/{item_id}/parts/{part_id}" }
        params: { properties: { part_id: { type: string, pattern: "^p[0-9]+$" } } }
`;

const fake = new FakeUpstream();
let engine: Engine;
const pager = () => engine.connector('pager', { credentials: { key: 'k-123456' }, config: {} });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pager-'));
  writeFileSync(join(dir, 'pager.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { pager: await fake.start() } });
});
afterAll(() => fake.stop());

describe('pagination that injects its own token', () => {
  it('adds the token param to the params schema, with its description, in describe', () => {
    const d = describeKind(engine.plan('pager')!);
    const actions = Object.fromEntries(
      d.entities[0]!.actions.map((a) => [
        a.action,
        a.params as { properties: Record<string, unknown>; required: string[] },
      ]),
    );
    expect(actions.list!.properties.starting_after).toEqual({
      type: 'string',
      description: 'Object id; the page after it.',
    });
    expect(actions.api_search!.properties.page_token).toMatchObject({
      type: 'string',
      minLength: 1,
      description: expect.stringContaining('token'),
    });
    expect(actions.get!.properties).toEqual({
      part_id: { type: 'string', pattern: '^p[0-9]+$' },
      item_id: { type: 'string', minLength: 1 },
    });
    expect(actions.get!.required.sort()).toEqual(['item_id', 'part_id']);
  });

  it('has_more: stops when it is false though the next token exists; a caller passes the cursor back', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/items', query: { starting_after: 'a0' } },
        response: { body: { data: [{ id: 'a1' }], has_more: true } },
      },
      {
        request: { method: 'GET', path: '/items', query: { starting_after: 'a1' } },
        response: { body: { data: [{ id: 'a2' }], has_more: false } },
      },
    ]);
    const out = await pager().execute(
      'items',
      'list',
      { starting_after: 'a0' },
      { paginate: { max_pages: 5 } },
    );
    expect(out.result).toEqual([{ id: 'a1' }, { id: 'a2' }]);
    expect(fake.failures).toEqual([]);
  });

  it('stop_when: stops once it holds; the token goes in the body of a POST', async () => {
    fake.expect([
      {
        request: { method: 'POST', path: '/items/search', body: { q: 'x' } },
        response: { body: { data: [1], token: 't2', isLast: false } },
      },
      {
        request: { method: 'POST', path: '/items/search', body: { q: 'x', page_token: 't2' } },
        response: { body: { data: [2], token: 't3', isLast: true } },
      },
    ]);
    const out = await pager().execute(
      'items',
      'api_search',
      { q: 'x' },
      { paginate: { max_pages: 5 } },
    );
    expect(out.result).toEqual([1, 2]);
    expect(fake.failures).toEqual([]);
  });
});

describe('path params inferred from the path template', () => {
  it('sends an undeclared path param and requires it, keeping a declared one as declared', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/items/i%2F1/parts/p7' },
        response: { body: { ok: true } },
      },
    ]);
    expect(
      (await pager().execute('items', 'get', { item_id: 'i/1', part_id: 'p7' })).result,
    ).toEqual({ ok: true });
    const missing = await pager()
      .execute('items', 'get', { part_id: 'p7' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(EngineError);
    expect([(missing as EngineError).status, (missing as EngineError).field]).toEqual([
      400,
      'item_id',
    ]);
    const bad = await pager()
      .execute('items', 'get', { item_id: 'i', part_id: 'x' })
      .catch((e: unknown) => e);
    expect([(bad as EngineError).status, (bad as EngineError).field]).toEqual([400, 'part_id']);
    expect(fake.failures).toEqual([]);
  });
});
