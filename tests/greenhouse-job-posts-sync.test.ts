// greenhouse job posts copy through a fake Harvest v3 on 127.0.0.1 that leaves inactive (deleted) posts out
// unless active=false is asked: the copy asks active and inactive posts in turn, so it has both.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const post = (id: number, active: boolean) => ({
  id,
  title: `Post ${id}`,
  active,
  live: active,
  internal: false,
  job_id: 7,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-02-01T00:00:00Z',
});
const vendor = new ProgrammableVendor();
let store: ContextStore;
let greenhouse: Connector;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const posts = [post(1, true), post(2, false)];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(posts.filter((p) => p.active === (q.get('active') !== 'false'))));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'greenhouse-')), 'copy.db'));
  greenhouse = createEngine({
    upstreams: { greenhouse: vendor.origin },
    http: { retries: 0 },
  }).connector('greenhouse', {
    credentials: {
      client_id: 'fixture0only0harvest0v3_client_id',
      client_secret: 'fixture0only0harvest0v3_client_secret',
      access_token: 'fixture0only0harvest0v3.access.token',
      expires_at: '2099-12-31T23:59:59.000Z',
    },
    contextStore: { store, connectorId: 'g' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('greenhouse job posts copy', () => {
  it('holds active and inactive posts', async () => {
    const [state] = await greenhouse.sync({ entities: ['job_posts'] });
    expect(state).toMatchObject({ state: 'done', records: 2 });
    expect(
      vendor.received.map((r) => new URL(r.url, 'http://x').searchParams.get('active')),
    ).toEqual(['true', 'false']);
  });
});
