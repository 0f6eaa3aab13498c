// Incremental sync from a vendor sync token (sync.incremental.from: metadata): the token a list hands
// out on its last page (in connector_metadata) is stored and sent back on the next sync; a 410 answer to
// a walk that sent it (an expired token, mapped to 410 by a response rule) restarts the walk once in full.
// Real HTTP to the strict fake upstream on 127.0.0.1; the store is a SQLite file, then PostgreSQL
// (a fresh schema; skipped with the reason when none is reachable and CI is not set).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContextStore, createEngine, type Engine } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { Exchange } from './support/fixtures.ts';
import { manifestHead } from './support/manifest-head.ts';
import { type Backend, postgresUnavailable, storeMaker } from './support/store-backends.ts';

const MANIFEST = `${manifestHead('tokened', 'Tokened')}http: { timeout_ms: 5000, retries: 1, backoff_ms: 1 }
response_rules:
  - when: { status: ["2xx"], expression: "ok = false and error = 'token_expired'" }
    action: fail
    status: 410
    message: "'sync token expired'"
  - when: { status: ["2xx"], expression: "ok = false" }
    action: fail
    status: 400
    message: error
pagination:
  body_cursor: { type: cursor, next: next, has_more: more, param: cursor, in: body }
entities:
  items:
    record: { type: object, properties: { id: { type: string }, name: { type: string } } }
    searchable: [id, name]
    sync:
      params: { limit: 2 }
      incremental: { field: token, param: token, from: metadata }
    actions:
      list:
        request: { method: POST, path: /items.list, retry: true }
        pagination: body_cursor
        params: { properties: { limit: { type: integer }, token: { type: string } } }
        response: { result: items, metadata: '{ "cursor": next, "has_more": more, "token": token }' }
`;

const page = (
  body: Record<string, unknown>,
  items: { id: string; name: string }[],
  more: boolean,
  extra: Record<string, unknown> = {},
): Exchange => ({
  request: { method: 'POST', path: '/items.list', body },
  response: { body: { ok: true, items, more, ...extra } },
});
const a = { id: 'a', name: 'Ada' };
const b = { id: 'b', name: 'Bo' };
const c = { id: 'c', name: 'Cy' };

const fake = new FakeUpstream();
let engine: Engine;
let store: ContextStore;
const connector = (id: string) =>
  engine.connector('tokened', {
    credentials: { key: 'k-123456' },
    config: {},
    contextStore: { store, connectorId: id },
  });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tokened-'));
  writeFileSync(join(dir, 'tokened.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { tokened: await fake.start() } });
});
afterAll(async () => {
  await fake.stop();
});

const pgUnavailable = await postgresUnavailable();
for (const backend of ['sqlite', 'postgres'] as Backend[]) {
  const skipped = backend === 'postgres' ? pgUnavailable : undefined;
  describe.skipIf(!!skipped)(
    `incremental sync from a vendor sync token (${backend}${skipped ? `; skipped: ${skipped}` : ''})`,
    () => {
      const maker = storeMaker(backend);
      beforeAll(async () => {
        store = await maker.open('store.db');
      });
      afterAll(() => maker.cleanup());

      it('stores the token of the last page and sends it back (with the cursor) on the next sync', async () => {
        fake.expect([
          page({ limit: 2 }, [a, b], true, { next: 'c1' }),
          page({ limit: 2, cursor: 'c1' }, [c], false, { token: 'T1' }),
        ]);
        const [first] = await connector('one').sync();
        expect(first).toMatchObject({ state: 'done', records: 3, since: 'T1' });
        expect(fake.failures).toEqual([]);

        fake.expect([
          page({ limit: 2, token: 'T1' }, [{ id: 'b', name: 'Bo (renamed)' }], true, {
            next: 'c2',
          }),
          page({ limit: 2, token: 'T1', cursor: 'c2' }, [], false, { token: 'T2' }),
        ]);
        const [second] = await connector('one').sync();
        expect(second).toMatchObject({ state: 'done', records: 3, since: 'T2' });
        expect(fake.failures).toEqual([]);
        const found = await store.search(engine.plan('tokened'), 'items', 'one', {
          query: { filter: { eq: { id: 'b' } } },
        });
        expect(found.data).toEqual([{ id: 'b', name: 'Bo (renamed)' }]);
      });

      it('a page without a token keeps the stored one', async () => {
        fake.expect([page({ limit: 2, token: 'T2' }, [], false)]);
        const [state] = await connector('one').sync();
        expect(state).toMatchObject({ state: 'done', since: 'T2' });
        expect(fake.failures).toEqual([]);
      });

      it('an expired token (answered 410 by a rule) restarts the walk once, in full, and stores the new token', async () => {
        fake.expect([
          {
            request: { method: 'POST', path: '/items.list', body: { limit: 2, token: 'T2' } },
            response: { body: { ok: false, error: 'token_expired' } },
          },
          page({ limit: 2 }, [a, b, c], false, { token: 'T3' }),
        ]);
        const [state] = await connector('one').sync();
        expect(state).toMatchObject({ state: 'done', records: 3, since: 'T3', last_error: null });
        expect(fake.failures).toEqual([]);
      });

      it('other errors fail the entity and keep the stored token for the next run', async () => {
        fake.expect([
          {
            request: { method: 'POST', path: '/items.list', body: { limit: 2, token: 'T3' } },
            response: { body: { ok: false, error: 'invalid_input' } },
          },
        ]);
        const [state] = await connector('one').sync();
        expect(state).toMatchObject({ state: 'failed', since: 'T3' });
        expect(state!.last_error).toMatch(/invalid_input/);
        expect(fake.failures).toEqual([]);
      });

      it('a 410 on a full walk (nothing stored, nothing to resume) is not retried', async () => {
        fake.expect([
          {
            request: { method: 'POST', path: '/items.list', body: { limit: 2 } },
            response: { body: { ok: false, error: 'token_expired' } },
          },
        ]);
        const [state] = await connector('two').sync();
        expect(state).toMatchObject({ state: 'failed', since: null });
        expect(fake.leftover()).toEqual([]);
        expect(fake.received).toHaveLength(1);
      });
    },
  );
}
