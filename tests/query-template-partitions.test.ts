// Two generic manifest features: request.query_template (query params several params build together,
// e.g. one filter expression from a channel and a date) and sync.partitions (a list the vendor only
// answers one slice at a time is walked once per slice, each slice's params merged over sync.params).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, type Engine } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('slices', 'Slices')}encoding: { arrays: comma }
entities:
  items:
    record:
      type: object
      required: [id]
      properties:
        id: { type: string }
        updated: { type: string }
    searchable: [id, updated]
    sync:
      params: { size: 2 }
      partitions: [{ channel: email }, { channel: sms }]
      incremental: { field: updated, param: updated_after }
    actions:
      list:
        request:
          path: /items
          query_template: |-
            (
              $parts := [
                "equals(channel,'" & channel & "')",
                updated_after ? "greater-than(updated," & updated_after & ")"
              ];
              { "filter": $count($parts) > 1 ? "and(" & $join($parts, ",") & ")" : $parts[0], "tags": tags, "note": "" }
            )
        no_pagination_reason: one page
        params:
          required: [channel]
          properties:
            channel: { enum: [email, sms], in: none }
            updated_after: { type: string, format: date-time, in: none }
            tags: { type: array, items: { type: string }, in: none }
            size: { type: integer }
        response: { result: data }
`;

const fake = new FakeUpstream();
let engine: Engine;
const stores: ContextStore[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'slices-'));
  writeFileSync(join(dir, 'slices.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { slices: await fake.start() } });
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await fake.stop();
});

describe('request.query_template', () => {
  it('adds the computed params to the query, leaves out absent and empty values, writes arrays in the kind style', async () => {
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/items',
          query: {
            filter: "and(equals(channel,'sms'),greater-than(updated,2024-01-01T00:00:00Z))",
            tags: 'a,b',
            size: '5',
          },
        },
        response: { body: { data: [{ id: 'i1' }] } },
      },
      {
        request: { method: 'GET', path: '/items', query: { filter: "equals(channel,'email')" } },
        response: { body: { data: [] } },
      },
    ]);
    const c = engine.connector('slices', { credentials: { key: 'k-123456' } });
    const first = await c.execute('items', 'list', {
      channel: 'sms',
      updated_after: '2024-01-01T00:00:00Z',
      tags: ['a', 'b'],
      size: 5,
    });
    expect(first.result).toEqual([{ id: 'i1' }]);
    await c.execute('items', 'list', { channel: 'email' });
    expect(fake.failures).toEqual([]);
    expect(fake.leftover()).toEqual([]);
  });

  it('the params it reads are still validated', async () => {
    const c = engine.connector('slices', { credentials: { key: 'k-123456' } });
    await expect(c.execute('items', 'list', { channel: 'fax' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('sync.partitions', () => {
  it('walks once per partition, and an incremental re-sync asks each partition for changes since the newest seen', async () => {
    const store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'slices-cs-')), 'store.db'));
    stores.push(store);
    const c = engine.connector('slices', {
      credentials: { key: 'k-123456' },
      contextStore: { store, connectorId: 'c1' },
    });
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/items',
          query: { filter: "equals(channel,'email')", size: '2' },
        },
        response: { body: { data: [{ id: 'e1', updated: '2024-02-01T00:00:00Z' }] } },
      },
      {
        request: {
          method: 'GET',
          path: '/items',
          query: { filter: "equals(channel,'sms')", size: '2' },
        },
        response: { body: { data: [{ id: 's1', updated: '2024-03-01T00:00:00Z' }] } },
      },
    ]);
    const states = await c.sync();
    expect(states.map((s) => [s.entity, s.state, s.records, s.last_error])).toEqual([
      ['items', 'done', 2, null],
    ]);
    expect(fake.failures).toEqual([]);

    const since = 'greater-than(updated,2024-03-01T00:00:00Z)';
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/items',
          query: { filter: `and(equals(channel,'email'),${since})`, size: '2' },
        },
        response: { body: { data: [] } },
      },
      {
        request: {
          method: 'GET',
          path: '/items',
          query: { filter: `and(equals(channel,'sms'),${since})`, size: '2' },
        },
        response: { body: { data: [] } },
      },
    ]);
    await c.sync();
    expect(fake.failures).toEqual([]);
    expect(fake.leftover()).toEqual([]);
  });

  it('a partition param the action does not have is a manifest problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slices-bad-'));
    writeFileSync(
      join(dir, 'slices.yaml'),
      MANIFEST.replace('{ channel: sms }', '{ chanel: sms }'),
    );
    expect(() => createEngine({ connectorsDir: dir }).plan('slices')).toThrow(
      /partition param 'chanel' is not a param of items.list/,
    );
  });
});
