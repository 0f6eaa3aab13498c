// Sentry over loopback: the Link header always carries a rel="next" link, and its results="false" attribute
// ends the walk; an issues sync (every status, query "") goes into a SQLite copy; a 429 with Sentry's
// X-Sentry-Rate-Limit-* headers answers upstream_rate_limited.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

describe('sentry over loopback', () => {
  const vendor = new ProgrammableVendor();
  const seen: string[] = [];
  let rateLimited = false;
  let store: ContextStore;
  let sentry: Connector;
  const issue = (id: string, status: string) => ({
    id,
    shortId: `BACKEND-${id}`,
    title: `Error ${id}`,
    status,
    level: 'error',
    lastSeen: '2026-11-27T10:00:00Z',
  });
  const link = (cursor: string, more: boolean) =>
    `<${vendor.origin}/api/0/organizations/acme/issues/?cursor=0:0:1>; rel="previous"; results="false"; cursor="0:0:1", ` +
    `<${vendor.origin}/api/0/organizations/acme/issues/?query=&limit=100&sort=date&statsPeriod=90d&cursor=${cursor}>; rel="next"; results="${more}"; cursor="${cursor}"`;

  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      seen.push(`${url.pathname}${url.search}`);
      res.setHeader('content-type', 'application/json');
      if (rateLimited) {
        res.statusCode = 429;
        res.setHeader('x-sentry-rate-limit-limit', '40');
        res.setHeader('x-sentry-rate-limit-remaining', '0');
        res.setHeader('x-sentry-rate-limit-reset', '1764324000');
        res.end(
          JSON.stringify({ detail: 'You are attempting to use this endpoint too frequently.' }),
        );
        return;
      }
      const cursor = url.searchParams.get('cursor');
      if (!cursor) {
        res.setHeader('link', link('0:100:0', true));
        res.end(JSON.stringify([issue('1', 'unresolved'), issue('2', 'resolved')]));
      } else {
        res.setHeader('link', link('0:200:0', false));
        res.end(JSON.stringify([issue('3', 'ignored')]));
      }
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'sentry-')), 'copy.db'));
    sentry = createEngine({ upstreams: { sentry: vendor.origin }, http: { retries: 0 } }).connector(
      'sentry',
      {
        credentials: { token: 'sntrys_fixture_only_token' },
        config: { organization: 'acme' },
        contextStore: { store, connectorId: 's' },
      },
    );
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });

  it('syncs every issue status and stops at the next link whose results is "false"', async () => {
    const [run] = await sentry.sync({ entities: ['issues'] });
    expect(run).toMatchObject({ state: 'done', records: 3 });
    expect(seen).toEqual([
      '/api/0/organizations/acme/issues/?query=&statsPeriod=90d&sort=date&limit=100',
      '/api/0/organizations/acme/issues/?query=&limit=100&sort=date&statsPeriod=90d&cursor=0:100:0',
    ]);
  });

  it('a 429 answers upstream_rate_limited', async () => {
    rateLimited = true;
    seen.length = 0;
    const err = await sentry.execute('projects', 'list', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    rateLimited = false;
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ status: 429, code: 'upstream_rate_limited' });
    expect(seen).toEqual(['/api/0/organizations/acme/projects/']);
  });

  it('config host must be a bare host name (no scheme, path or port), so requests stay on https://{host}/api/0', async () => {
    for (const host of ['https://sentry.io', 'sentry.io/evil', 'sentry.io:8080', 'localhost']) {
      const err = await Promise.resolve()
        .then(() =>
          createEngine()
            .connector('sentry', {
              credentials: { token: 'sntrys_fixture_only_token' },
              config: { organization: 'acme', host },
            })
            .execute('projects', 'list', {}),
        )
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err, host).toBeInstanceOf(EngineError);
      expect((err as EngineError).status, host).toBe(400);
    }
  });
});
