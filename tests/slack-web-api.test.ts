// Slack over loopback: failures come as HTTP 200 with ok:false, an expired rotating token (error
// token_expired) is renewed at oauth.v2.access with the single-use refresh token, 429 waits Retry-After, and
// channel history is copied per channel into SQLite, then read again only after the newest ts (oldest).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const C = 'C0FIXTURE01';

describe('slack over loopback: ok:false, token rotation and rate limits', () => {
  const vendor = new ProgrammableVendor();
  const seen: { path: string; auth?: string; body: string; type?: string }[] = [];
  let answers: (() => { status: number; headers?: Record<string, string>; body: unknown })[] = [];
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, body) => {
      seen.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        body,
        type: req.headers['content-type'],
      });
      const a = answers.shift()?.() ?? { status: 500, body: { ok: false, error: 'unexpected' } };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => vendor.stop());
  const engine = () =>
    createEngine({
      upstreams: { slack: vendor.origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });

  it('token_expired (HTTP 200) refreshes at oauth.v2.access with the refresh grant and retries', async () => {
    seen.length = 0;
    answers = [
      () => ({ status: 200, body: { ok: false, error: 'token_expired' } }),
      () => ({
        status: 200,
        body: {
          ok: true,
          access_token: 'xoxb-fixture-new-access-0002',
          refresh_token: 'xoxe-1-fixture-new-refresh-0002',
          token_type: 'bot',
          expires_in: 43200,
          scope: 'chat:write,channels:read',
        },
      }),
      () => ({
        status: 200,
        body: { ok: true, channel: C, ts: '1764300000.000100', message: { text: 'hi' } },
      }),
    ];
    const c = engine().connector('slack', {
      auth: 'oauth',
      credentials: {
        client_id: '1111.2222',
        client_secret: 'fixture-client-secret-0001',
        refresh_token: 'xoxe-1-fixture-old-refresh-0001',
        access_token: 'xoxb-fixture-old-access-0001',
      },
    });
    const out = await c.execute('messages', 'create', { channel: C, text: 'hi' });
    expect(out.result).toMatchObject({ channel: C, ts: '1764300000.000100', text: 'hi' });
    expect(seen.map((s) => s.path)).toEqual([
      '/api/chat.postMessage',
      '/api/oauth.v2.access',
      '/api/chat.postMessage',
    ]);
    expect(seen[0]!.auth).toBe('Bearer xoxb-fixture-old-access-0001');
    expect(seen[0]!.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      channel: C,
      text: 'hi',
    });
    const form = new URLSearchParams(seen[1]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('xoxe-1-fixture-old-refresh-0001');
    expect(form.get('client_id')).toBe('1111.2222');
    expect(seen[2]!.auth).toBe('Bearer xoxb-fixture-new-access-0002');
  });

  it('ok:false inside HTTP 200 is an error, never records', async () => {
    answers = [() => ({ status: 200, body: { ok: false, error: 'channel_not_found' } })];
    const c = engine().connector('slack', { credentials: { access_token: 'xoxb-fixture-0001' } });
    const err = await c.execute('channels', 'get', { channel: C }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).status).toBe(404);
  });

  it('a 429 past the wait cap answers 429 with Slack’s Retry-After', async () => {
    answers = [
      () => ({
        status: 429,
        headers: { 'retry-after': '60' },
        body: { ok: false, error: 'ratelimited' },
      }),
    ];
    const c = engine().connector('slack', { credentials: { access_token: 'xoxb-fixture-0001' } });
    const err = await c.execute('channel_messages', 'list', { channel: C, limit: 15 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    const e = err as EngineError;
    expect([e.code, e.status]).toEqual(['upstream_rate_limited', 429]);
    expect(e.retryAfter).toBe(60);
  });
});

describe('slack sync into a real SQLite copy', () => {
  const vendor = new ProgrammableVendor();
  const asked: Record<string, string>[] = [];
  const repliesAsked: Record<string, string>[] = [];
  let store: ContextStore;
  let slack: Connector;
  const msg = (ts: string) => ({
    type: 'message',
    user: 'U0FIXTURE01',
    text: `m ${ts}`,
    ts,
    ...(ts === '1764300002.000100' ? { thread_ts: ts, reply_count: 1 } : {}),
  });
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const q = Object.fromEntries(url.searchParams);
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/conversations.list') {
        res.end(
          JSON.stringify({
            ok: true,
            channels: [{ id: C, name: 'general', is_archived: false }],
            response_metadata: { next_cursor: '' },
          }),
        );
        return;
      }
      if (url.pathname === '/api/conversations.replies') {
        repliesAsked.push(q);
        const reply = { ...msg('1764300005.000100'), thread_ts: q.ts };
        res.end(
          JSON.stringify({
            ok: true,
            messages: [msg(q.ts!), reply],
            has_more: false,
            response_metadata: { next_cursor: '' },
          }),
        );
        return;
      }
      asked.push(q);
      const body = q.oldest
        ? {
            ok: true,
            messages: [msg('1764300003.000100')],
            has_more: false,
            response_metadata: { next_cursor: '' },
          }
        : q.cursor
          ? {
              ok: true,
              messages: [msg('1764300001.000100')],
              has_more: false,
              response_metadata: { next_cursor: '' },
            }
          : {
              ok: true,
              messages: [msg('1764300002.000100')],
              has_more: true,
              response_metadata: { next_cursor: 'bmV4dA==' },
            };
      res.end(JSON.stringify(body));
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'slack-')), 'copy.db'));
    slack = createEngine({ upstreams: { slack: vendor.origin }, http: { retries: 0 } }).connector(
      'slack',
      {
        credentials: { access_token: 'xoxb-fixture-0001' },
        contextStore: { store, connectorId: 's' },
      },
    );
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });

  it('copies each channel’s history, then asks only for messages after the newest ts', async () => {
    const first = await slack.sync({ entities: ['channels', 'channel_messages'] });
    expect(first.find((s) => s.entity === 'channel_messages')).toMatchObject({
      state: 'done',
      records: 2,
    });
    expect(asked).toEqual([
      { channel: C, limit: '100' },
      { channel: C, limit: '100', cursor: 'bmV4dA==' },
    ]);
    asked.length = 0;
    await slack.sync({ entities: ['channels', 'channel_messages'] });
    expect(asked).toEqual([{ channel: C, limit: '100', oldest: '1764300002.000100' }]);
  });

  it('walks conversations.replies only for stored messages with replies (sync.parents.where)', async () => {
    const states = await slack.sync({ entities: ['threads'] });
    // three stored messages, one with reply_count > 0: one call, its parent and its reply stored
    expect(repliesAsked).toEqual([{ channel: C, ts: '1764300002.000100', limit: '100' }]);
    expect(states.find((st) => st.entity === 'threads')).toMatchObject({
      state: 'done',
      records: 2,
    });
  });
});
