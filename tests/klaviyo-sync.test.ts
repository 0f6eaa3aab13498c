// Klaviyo's context-store syncs: campaigns are read one channel at a time (Klaviyo requires the channel
// filter), every sync asks for changes since the newest seen through one filter expression, and the dates
// lifted out of attributes are searchable.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';

const fake = new FakeUpstream();
let store: ContextStore;
let klaviyo: Connector;

const campaign = (id: string, updated_at: string) => ({
  type: 'campaign',
  id,
  attributes: {
    name: `Campaign ${id}`,
    status: 'Sent',
    archived: false,
    audiences: { included: ['Y6nRLr'], excluded: [] },
    send_options: { use_smart_sending: true },
    tracking_options: null,
    send_strategy: { method: 'immediate' },
    created_at: '2024-01-01T00:00:00+00:00',
    scheduled_at: null,
    updated_at,
    send_time: null,
  },
  relationships: {},
  links: { self: `https://a.klaviyo.com/api/campaigns/${id}` },
});
const page = (data: unknown[]) => ({
  body: { data, links: { self: 'https://a.klaviyo.com/api/campaigns', next: null, prev: null } },
});
const channelFilter = (channel: string, since: string) =>
  `and(equals(messages.channel,'${channel}'),greater-than(updated_at,${since}))`;

beforeAll(async () => {
  const origin = await fake.start();
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'klaviyo-cs-')), 'store.db'));
  klaviyo = createEngine({ upstreams: { klaviyo: origin } }).connector('klaviyo', {
    credentials: { api_key: 'pk_fixture0only0not0a0real0klaviyo0key' },
    replication: { replication_start_date: '2024-01-01T00:00:00Z' },
    contextStore: { store, connectorId: 'k1' },
  });
});
afterAll(async () => {
  await store.close();
  await fake.stop();
});

describe('klaviyo campaigns sync', () => {
  it('walks email, sms and mobile_push campaigns from the replication start date', async () => {
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/api/campaigns',
          query: { 'page[size]': '100', filter: channelFilter('email', '2024-01-01T00:00:00Z') },
          headers: { revision: '2026-07-15' },
        },
        response: page([campaign('01HVEMAIL00000000000000001', '2024-04-02T14:05:00+00:00')]),
      },
      {
        request: {
          method: 'GET',
          path: '/api/campaigns',
          query: { 'page[size]': '100', filter: channelFilter('sms', '2024-01-01T00:00:00Z') },
        },
        response: page([campaign('01HVSMS0000000000000000001', '2024-05-10T08:00:00+00:00')]),
      },
      {
        request: {
          method: 'GET',
          path: '/api/campaigns',
          query: {
            'page[size]': '100',
            filter: channelFilter('mobile_push', '2024-01-01T00:00:00Z'),
          },
        },
        response: page([]),
      },
    ]);
    const states = await klaviyo.sync({ entities: ['campaigns'] });
    expect(fake.failures).toEqual([]);
    expect(states.find((s) => s.entity === 'campaigns')).toMatchObject({
      state: 'done',
      records: 2,
      last_error: null,
    });

    const found = (
      await klaviyo.execute('campaigns', 'context_store_search', {
        query: { filter: { gte: { updated_at: '2024-05-01T00:00:00+00:00' } } },
      })
    ).result as SearchResult;
    expect(found.data.map((r) => (r as { id: string }).id)).toEqual(['01HVSMS0000000000000000001']);
  });

  it('a re-sync asks every channel only for campaigns updated after the newest seen', async () => {
    const since = '2024-05-10T08:00:00Z';
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/api/campaigns',
          query: { 'page[size]': '100', filter: channelFilter('email', since) },
        },
        response: page([campaign('01HVEMAIL00000000000000001', '2024-06-01T00:00:00+00:00')]),
      },
      {
        request: {
          method: 'GET',
          path: '/api/campaigns',
          query: { 'page[size]': '100', filter: channelFilter('sms', since) },
        },
        response: page([]),
      },
      {
        request: {
          method: 'GET',
          path: '/api/campaigns',
          query: { 'page[size]': '100', filter: channelFilter('mobile_push', since) },
        },
        response: page([]),
      },
    ]);
    const states = await klaviyo.sync({ entities: ['campaigns'] });
    expect(fake.failures).toEqual([]);
    expect(fake.leftover()).toEqual([]);
    expect(states.find((s) => s.entity === 'campaigns')).toMatchObject({
      state: 'done',
      records: 2,
    });
  });
});

describe('klaviyo profiles sync', () => {
  it('asks for full profiles (subscriptions and predictive analytics) changed since the start date', async () => {
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/api/profiles',
          query: {
            'page[size]': '100',
            'additional-fields[profile]': 'subscriptions,predictive_analytics',
            filter: 'greater-than(updated,2024-01-01T00:00:00Z)',
          },
        },
        response: {
          body: {
            data: [
              {
                type: 'profile',
                id: '01GDDKASAP8TKDDA2GRZDSVP4H',
                attributes: {
                  email: 'sarah.mason@klaviyo-demo.com',
                  updated: '2024-05-01T10:12:45+00:00',
                  subscriptions: null,
                  predictive_analytics: null,
                },
                relationships: {
                  segments: {
                    links: {
                      self: 'https://a.klaviyo.com/api/profiles/01GDDKASAP8TKDDA2GRZDSVP4H/relationships/segments',
                      related:
                        'https://a.klaviyo.com/api/profiles/01GDDKASAP8TKDDA2GRZDSVP4H/segments',
                    },
                  },
                },
                links: { self: 'https://a.klaviyo.com/api/profiles/01GDDKASAP8TKDDA2GRZDSVP4H' },
              },
            ],
            links: { self: 'https://a.klaviyo.com/api/profiles', next: null, prev: null },
          },
        },
      },
    ]);
    await klaviyo.sync({ entities: ['profiles'] });
    expect(fake.failures).toEqual([]);
    const found = (
      await klaviyo.execute('profiles', 'context_store_search', {
        query: { filter: { eq: { updated: '2024-05-01T10:12:45+00:00' } } },
      })
    ).result as SearchResult;
    expect(found.data).toMatchObject([
      {
        id: '01GDDKASAP8TKDDA2GRZDSVP4H',
        attributes: { email: 'sarah.mason@klaviyo-demo.com' },
        segments: { links: { related: expect.stringContaining('/segments') } },
      },
    ]);
  });
});
