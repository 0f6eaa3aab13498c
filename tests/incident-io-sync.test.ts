// incident.io's incidents copy through a fake incident.io on 127.0.0.1: later runs filter with
// updated_at[gte] as a date (the API reference documents dates, e.g. 2024-05-01), not an instant.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const vendor = new ProgrammableVendor();
let store: ContextStore;
let incidentIo: Connector;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        incidents: [
          {
            id: 'inc1',
            name: 'Checkout down',
            mode: 'standard',
            updated_at: '2026-11-20T10:15:30.123Z',
          },
        ],
        pagination_meta: { page_size: 250 },
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'incident-')), 'copy.db'));
  incidentIo = createEngine({
    upstreams: { 'incident-io': vendor.origin },
    http: { retries: 0 },
  }).connector('incident-io', {
    credentials: { api_key: 'inc_fixture_only_not_a_real_api_key_0000000000' },
    contextStore: { store, connectorId: 'i' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('incident-io incidents sync', () => {
  it('asks for incidents updated since the day of the newest change seen', async () => {
    const [first] = await incidentIo.sync({ entities: ['incidents'] });
    expect(first).toMatchObject({ state: 'done', since: '2026-11-20T10:15:30.123Z' });
    vendor.received.length = 0;
    await incidentIo.sync({ entities: ['incidents'] });
    const q = new URL(vendor.received[0]!.url, 'http://x').searchParams;
    expect([q.get('updated_at[gte]'), q.get('page_size')]).toEqual(['2026-11-20', '250']);
  });
});
