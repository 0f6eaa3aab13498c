// The engine through its public API, against a strict fake upstream on 127.0.0.1: the generic
// mechanisms (every paging strategy, auth schemes, templates, errors, streaming downloads) on a
// synthetic manifest, and the error model on the shipped ones.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderValue } from '../engine/context-store/sync-units.ts';
import { createEngine, type Download, type Engine, EngineError } from '../engine/index.ts';
import { parseLinkHeader } from '../engine/paginate/link-header.ts';
import { appendParam } from '../engine/request/serialize.ts';
import { parseTemplate, renderTemplate } from '../engine/request/template.ts';
import { FakeUpstream } from './support/fake-upstream.ts';

const fake = new FakeUpstream();
let engine: Engine;
const acme = () =>
  engine.connector('acme', {
    credentials: { api_key: 'key-secret-123' },
    config: { tenant: 'blue' },
  });

beforeAll(async () => {
  engine = createEngine({
    connectorsDir: join(import.meta.dirname, 'manifests'),
    upstreams: { acme: await fake.start() },
  });
});
afterAll(() => fake.stop());

async function failure(p: Promise<unknown>): Promise<EngineError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe('requests', () => {
  it('applies config, query auth, kind headers, header params and comma arrays', async () => {
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/api/things',
          query: { per_page: '2', tags: 'a,b', key: 'key-secret-123' },
          headers: { 'x-tenant': 'blue', 'x-trace': 't-1' },
        },
        response: { body: [{ id: 1 }] },
      },
    ]);
    const out = await acme().execute('things', 'list', {
      per_page: 2,
      tags: ['a', 'b'],
      'X-Trace': 't-1',
    });
    expect(out.result).toEqual([{ id: 1 }]);
    expect(fake.failures).toEqual([]);
  });

  it('encodes path params and builds a JSON body from a template, keeping value types', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things/a%2Fb%20c', query: { key: 'key-secret-123' } },
        response: { body: { id: 'a/b c' } },
      },
      {
        request: {
          method: 'POST',
          path: '/api/things',
          query: { key: 'key-secret-123' },
          body: { thing: { name: 'n', size: 3 } },
        },
        response: { body: { thing: { id: 't1' } } },
      },
    ]);
    expect((await acme().execute('things', 'get', { thing_id: 'a/b c' })).result).toEqual({
      id: 'a/b c',
    });
    expect((await acme().execute('things', 'create', { name: 'n', size: 3 })).result).toEqual({
      id: 't1',
    });
    expect(fake.failures).toEqual([]);
  });

  it('uses the oauth method when its fields are given', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things/1', headers: { 'x-access-token': 'tok-abc' } },
        response: { body: { id: '1' } },
      },
    ]);
    const c = engine.connector('acme', {
      credentials: { access_token: 'tok-abc', refresh_token: 'refresh-1' },
      config: { tenant: 'blue' },
    });
    expect(c.authMethod).toBe('oauth');
    await c.execute('things', 'get', { thing_id: '1' });
    expect(fake.failures).toEqual([]);
  });

  it('maps a 204 through the result expression with $status and $params', async () => {
    fake.expect([
      {
        request: { method: 'DELETE', path: '/api/things/9', query: { key: 'key-secret-123' } },
        response: { status: 204 },
      },
    ]);
    expect((await acme().execute('things', 'delete', { thing_id: '9' })).result).toEqual({
      thing_id: '9',
      deleted: true,
    });
  });
});

describe('pagination strategies', () => {
  it('link_header: follows rel=next across three pages, keeping auth and stopping at the last', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things', query: { key: 'key-secret-123' } },
        response: {
          headers: { link: '<{{origin}}/api/things?page=2&key=key-secret-123>; rel="next"' },
          body: [{ id: 1 }],
        },
      },
      {
        request: {
          method: 'GET',
          path: '/api/things',
          query: { page: '2', key: 'key-secret-123' },
        },
        response: {
          headers: {
            link: '<{{origin}}/api/things?page=3&key=key-secret-123>; rel="next", <{{origin}}/api/things?page=1>; rel="first"',
          },
          body: [{ id: 2 }],
        },
      },
      {
        request: {
          method: 'GET',
          path: '/api/things',
          query: { page: '3', key: 'key-secret-123' },
        },
        response: { body: [{ id: 3 }] },
      },
    ]);
    const out = await acme().execute('things', 'list', {}, { paginate: { max_pages: 10 } });
    expect(out.result).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(fake.failures).toEqual([]);
  });

  it('link_header: the loop guard stops on a link seen before', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things', query: { key: 'key-secret-123' } },
        response: {
          headers: { link: '<{{origin}}/api/things?page=2&key=key-secret-123>; rel="next"' },
          body: [{ id: 1 }],
        },
      },
      {
        request: {
          method: 'GET',
          path: '/api/things',
          query: { page: '2', key: 'key-secret-123' },
        },
        response: {
          headers: { link: '<{{origin}}/api/things?page=2&key=key-secret-123>; rel="next"' },
          body: [{ id: 2 }],
        },
      },
    ]);
    expect(
      (await acme().execute('things', 'list', {}, { paginate: { max_pages: 10 } })).result,
    ).toEqual([{ id: 1 }, { id: 2 }]);
    expect(fake.leftover()).toEqual([]);
  });

  it('link_header: never sends credentials to a next link on another host', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things', query: { key: 'key-secret-123' } },
        response: { headers: { link: '<https://evil.test/steal>; rel="next"' }, body: [{ id: 1 }] },
      },
    ]);
    const err = await failure(acme().execute('things', 'list', {}, { paginate: { max_pages: 3 } }));
    expect(err.code).toBe('upstream_invalid_response');
  });

  it('page: counts pages while has_more holds, passing the vendor metadata through', async () => {
    fake.expect(
      [1, 2, 3].map((n) => ({
        request: {
          method: 'GET',
          path: '/api/pages',
          query: { ...(n > 1 ? { page: String(n) } : {}), key: 'key-secret-123' },
        },
        response: { body: { items: [{ n }], page: n, total_pages: 3 } },
      })),
    );
    const out = await acme().execute('pages', 'list', {}, { paginate: {} });
    expect(out.result).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(out.connector_metadata).toEqual({ page: 3, total_pages: 3 });
  });

  it('page: max_pages bounds the walk', async () => {
    fake.expect(
      [1, 2].map((n) => ({
        request: {
          method: 'GET',
          path: '/api/pages',
          query: { ...(n > 1 ? { page: String(n) } : {}), key: 'key-secret-123' },
        },
        response: { body: { items: [{ n }], page: n, total_pages: 50 } },
      })),
    );
    const pages = [];
    for await (const p of acme().pages('pages', 'list', {}, { max_pages: 2 }))
      pages.push(p.records);
    expect(pages).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it('offset: advances by the records received and stops on an empty page', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/offsets', query: { key: 'key-secret-123' } },
        response: { body: { items: [1, 2] } },
      },
      {
        request: {
          method: 'GET',
          path: '/api/offsets',
          query: { offset: '2', key: 'key-secret-123' },
        },
        response: { body: { items: [3] } },
      },
      {
        request: {
          method: 'GET',
          path: '/api/offsets',
          query: { offset: '3', key: 'key-secret-123' },
        },
        response: { body: { items: [] } },
      },
    ]);
    expect((await acme().execute('offsets', 'list', {}, { paginate: {} })).result).toEqual([
      1, 2, 3,
    ]);
    expect(fake.leftover()).toEqual([]);
  });

  it('next_url: follows the URL from the body', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/links', query: { key: 'key-secret-123' } },
        response: { body: { items: ['a'], links: { next: '{{origin}}/api/links?cursor=c2' } } },
      },
      {
        request: {
          method: 'GET',
          path: '/api/links',
          query: { cursor: 'c2', key: 'key-secret-123' },
        },
        response: { body: { items: ['b'], links: { next: null } } },
      },
    ]);
    const out = await acme().execute('links', 'list', {}, { paginate: {} });
    expect(out.result).toEqual(['a', 'b']);
    expect(out.connector_metadata).toEqual({ next: null });
  });
});

describe('errors', () => {
  it('unknown kind, entity and action name the valid ones and suggest the closest', async () => {
    const k = await failure(
      Promise.resolve().then(() => engine.connector('acmee', { credentials: {} })),
    );
    expect([k.code, k.status]).toEqual(['unknown_kind', 404]);
    expect(k.message).toContain("Did you mean 'acme'?");
    const e = await failure(acme().execute('thing', 'list'));
    expect([e.code, e.status, e.field]).toEqual(['unknown_entity', 404, 'entity']);
    expect(e.message).toContain("Did you mean 'things'?");
    const a = await failure(acme().execute('things', 'lst'));
    expect([a.code, a.status]).toEqual(['unknown_action', 404]);
    expect(a.message).toContain('Valid: list, get, create, delete, download');
  });

  it('rejects credentials and config with the field, never the value', async () => {
    const c = await failure(
      Promise.resolve().then(() =>
        engine.connector('acme', { credentials: { api_key: 'x' }, config: { tenant: 'blue' } }),
      ),
    );
    expect([c.code, c.status, c.field]).toEqual([
      'invalid_credentials',
      400,
      'credentials.api_key',
    ]);
    const v = await failure(
      Promise.resolve().then(() =>
        engine.connector('acme', {
          credentials: { api_key: 'key-secret-123' },
          config: { tenant: 'Blue!' },
        }),
      ),
    );
    expect([v.code, v.field]).toEqual(['invalid_config', 'config.tenant']);
    expect(JSON.stringify(v.toBody())).not.toContain('key-secret-123');
  });

  it('a broken precondition answers 400 before any request', async () => {
    fake.expect([]);
    const err = await failure(acme().execute('things', 'create', { name: 'n', size: -1 }));
    expect([err.code, err.status, err.field, err.message]).toEqual([
      'precondition_failed',
      400,
      'size',
      'acme things.create: size must be positive when given.',
    ]);
    expect(fake.received).toEqual([]);
  });

  it('times out with 504, and reports an unreachable vendor as 502', async () => {
    const slow = createServer((_req, res) => setTimeout(() => res.end('[]'), 2000));
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const port = (slow.address() as AddressInfo).port;
    const e1 = createEngine({
      connectorsDir: join(import.meta.dirname, 'manifests'),
      upstreams: { acme: `http://127.0.0.1:${port}` },
    });
    const t = await failure(
      e1
        .connector('acme', {
          credentials: { api_key: 'key-secret-123' },
          config: { tenant: 'blue' },
        })
        .execute('things', 'get', { thing_id: '1' }),
    );
    expect([t.code, t.status]).toEqual(['upstream_timeout', 504]);
    expect(JSON.stringify(t.toBody())).not.toContain('key-secret-123');
    slow.closeAllConnections();
    slow.close();
    const e2 = createEngine({
      connectorsDir: join(import.meta.dirname, 'manifests'),
      upstreams: { acme: `http://127.0.0.1:${port}` },
    });
    const u = await failure(
      e2
        .connector('acme', {
          credentials: { api_key: 'key-secret-123' },
          config: { tenant: 'blue' },
        })
        .execute('things', 'get', { thing_id: '1' }),
    );
    expect([u.code, u.status]).toEqual(['upstream_unreachable', 502]);
  });

  it('malformed JSON from the vendor is a 502, not a crash', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things/1', query: { key: 'key-secret-123' } },
        response: { headers: { 'content-type': 'application/json' }, body_text: '{"id": ' },
      },
    ]);
    const err = await failure(acme().execute('things', 'get', { thing_id: '1' }));
    expect([err.code, err.status]).toEqual(['upstream_invalid_response', 502]);
  });
});

describe('downloads', () => {
  it('streams the file from the record URL without sending credentials', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/api/things/7', query: { key: 'key-secret-123' } },
        response: { body: { id: '7', file_url: '{{origin}}/files/7.bin?sig=abc' } },
      },
      {
        request: {
          method: 'GET',
          path: '/files/7.bin',
          query: { sig: 'abc' },
          absent_headers: ['authorization', 'x-tenant'],
        },
        response: {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="seven.pdf"',
          },
          body_text: '%PDF-1.4 seven',
        },
      },
    ]);
    const out = await acme().execute('things', 'download', { thing_id: '7' });
    const d = out.result as Download;
    expect(d.stream).toBeInstanceOf(ReadableStream);
    expect([d.content_type, d.filename]).toEqual(['application/pdf', 'seven.pdf']);
    expect(await new Response(d.stream).text()).toBe('%PDF-1.4 seven');
    expect(fake.failures).toEqual([]);
  });
});

describe('building blocks', () => {
  it('templates refuse missing variables', () => {
    const t = parseTemplate('https://{config.sub}.x.test/{id}');
    expect(renderTemplate(t, { config: { sub: 'a' }, id: 'b c' }, encodeURIComponent)).toBe(
      'https://a.x.test/b%20c',
    );
    expect(() => renderTemplate(t, { config: {}, id: 'b' })).toThrow(
      'missing value for {config.sub}',
    );
  });

  it('template filters convert values; a lone |unix placeholder in sync params is a number', () => {
    const scope = { replication: { replication_start_date: '2024-01-01T00:00:00Z' } };
    expect(
      renderTemplate(parseTemplate('since {replication.replication_start_date|unix}'), scope),
    ).toBe('since 1704067200');
    expect(
      renderValue({ created: { gte: '{replication.replication_start_date|unix}' } }, scope),
    ).toEqual({ created: { gte: 1704067200 } });
    expect(() =>
      renderTemplate(parseTemplate('{replication.replication_start_date|unix}'), {
        replication: { replication_start_date: 'soon' },
      }),
    ).toThrow("'soon' is not a date");
  });

  it('serialises objects as deepObject and arrays in each style', () => {
    const out = (v: unknown, style: 'repeat' | 'comma' | 'brackets' | 'indices') => {
      const sp = new URLSearchParams();
      appendParam(sp, 'p', v, style);
      return decodeURIComponent(sp.toString());
    };
    expect(out({ gt: 1, in: [2, 3] }, 'indices')).toBe('p[gt]=1&p[in][0]=2&p[in][1]=3');
    expect(out(['a', 'b'], 'repeat')).toBe('p=a&p=b');
    expect(out(['a', 'b'], 'comma')).toBe('p=a,b');
    expect(out(['a', 'b'], 'brackets')).toBe('p[]=a&p[]=b');
    expect(out(true, 'repeat')).toBe('p=true');
    expect(out(null, 'repeat')).toBe('');
  });

  it('parses RFC 8288 link headers', () => {
    expect(
      parseLinkHeader('<https://a.test/?page=2>; rel="next", <https://a.test/?page=9>; rel="last"'),
    ).toEqual({ next: 'https://a.test/?page=2', last: 'https://a.test/?page=9' });
    expect(parseLinkHeader(null)).toEqual({});
  });
});

describe('connector creation', () => {
  it('an OAuth connector with only a refresh token is created; its access token is fetched on first use', () => {
    const c = createEngine().connector('jira', {
      auth: 'oauth',
      credentials: { refresh_token: 'refresh-secret-1' },
      config: { subdomain: 'acme', cloud_id: '11111111-2222-3333-4444-555555555555' },
    });
    expect(c.authMethod).toBe('oauth');
  });

  it('a config value outside an enum names the allowed ones', async () => {
    const err = await failure(
      Promise.resolve().then(() =>
        createEngine().connector('amazon-seller-partner', {
          credentials: { lwa_app_id: 'a', lwa_client_secret: 'b', refresh_token: 'c' },
          config: { region: 'XX' },
          replication: { replication_start_date: '2024-01-01T00:00:00Z' },
        }),
      ),
    );
    expect([err.code, err.field]).toEqual(['invalid_config', 'config.region']);
    expect(err.message).toContain('must be one of: US, CA');
  });
});
