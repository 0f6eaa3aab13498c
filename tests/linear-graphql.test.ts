// Linear speaks GraphQL only: every document the manifest sends and every request its fixtures record must
// be valid against Linear's own schema (shared/vendor-specs/linear/schema.graphql), and the variables must
// coerce to the declared types (so an input field Linear does not have, such as a project `state`, fails
// here rather than at Linear). Then, against a fake Linear over loopback: OAuth refresh on a 401, and the
// rate-limit wait read from Linear's reset header.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { loadKindFixtures } from './support/fixtures.ts';
import { fixtureProblems, requestProblems } from './support/graphql-check.ts';

const specsDir =
  process.env.VENDOR_SPECS_DIR ?? join(import.meta.dirname, '../../shared/vendor-specs');
const sdlFile = join(specsDir, 'linear', 'schema.graphql');
const haveSdl = existsSync(sdlFile);

describe.skipIf(!haveSdl && !process.env.CI)(
  'linear GraphQL requests match the vendor schema',
  () => {
    let schema: GraphQLSchema;
    beforeAll(() => {
      schema = buildSchema(readFileSync(sdlFile, 'utf8')); // once: the SDL is large
    });

    it('rejects what Linear would reject (self-test)', () => {
      expect(requestProblems(schema, 'query { teams { nodes { id nmae } } }').join()).toMatch(
        /Cannot query field "nmae" on type "Team"/,
      );
      const create =
        'mutation ($input: ProjectCreateInput!) { projectCreate(input: $input) { success } }';
      // Airbyte's definition sends `state`, which the input type does not have.
      expect(
        requestProblems(schema, create, {
          input: { name: 'P', teamIds: ['t'], state: 'started' },
        }).join(),
      ).toMatch(/"state" is not defined by type "ProjectCreateInput"/);
      expect(requestProblems(schema, create, { input: { name: 'P', teamIds: ['t'] } })).toEqual([]);
      expect(requestProblems(schema, create, { input: { name: 'P' } }).join()).toMatch(/teamIds/);
    });

    it('every action of the manifest sends a valid document', () => {
      const plan = createEngine().plan('linear');
      const problems = [...plan.entities.values()].flatMap((e) =>
        [...e.actions.values()].flatMap((a) =>
          (a.graphql?.query ? requestProblems(schema, a.graphql.query) : ['no document']).map(
            (p) => `${e.name}.${a.action}: ${p}`,
          ),
        ),
      );
      expect(problems).toEqual([]);
      expect(plan.entities.size).toBe(6);
    });

    for (const file of loadKindFixtures('linear').files) {
      it(`fixtures ${file.entity}.yaml: documents valid, variables coerce`, () => {
        const { problems, seen } = fixtureProblems(schema, file.cases);
        const sent = file.cases.flatMap((c) => c.exchanges ?? []);
        expect(new Set(sent.map((x) => `${x.request.method} ${x.request.path}`))).toEqual(
          new Set(['POST /graphql']),
        );
        expect(problems).toEqual([]);
        expect(seen).toBeGreaterThan(0);
      });
    }
  },
);

describe('linear over loopback: OAuth refresh and rate limits', () => {
  const vendor = new ProgrammableVendor();
  const seen: { path: string; auth?: string; body: string }[] = [];
  let answers: ((body: string) => {
    status: number;
    headers?: Record<string, string>;
    body: unknown;
  })[] = [];
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, body) => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const next = answers.shift();
      const a = next ? next(body) : { status: 500, body: { errors: [{ message: 'unexpected' }] } };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => vendor.stop());
  const engine = () =>
    createEngine({
      upstreams: { linear: vendor.origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });
  const team = { id: 't1', key: 'ENG', name: 'Engineering' };

  it('a 401 under OAuth refreshes the token (form-encoded, refresh grant) and retries with the new bearer', async () => {
    seen.length = 0;
    answers = [
      () => ({
        status: 401,
        body: {
          errors: [
            { message: 'Authentication required', extensions: { code: 'AUTHENTICATION_ERROR' } },
          ],
        },
      }),
      () => ({
        status: 200,
        body: {
          access_token: 'fixture-new-access-token-0002',
          refresh_token: 'fixture-new-refresh-token-0002',
          token_type: 'Bearer',
          expires_in: 86399,
          scope: 'read,write',
        },
      }),
      () => ({ status: 200, body: { data: { team } } }),
    ];
    const c = engine().connector('linear', {
      auth: 'oauth',
      credentials: {
        client_id: 'fixture-client-id',
        client_secret: 'fixture-client-secret-0001',
        refresh_token: 'fixture-old-refresh-token-0001',
        access_token: 'fixture-old-access-token-0001',
      },
    });
    const out = await c.execute('teams', 'get', { id: 't1' });
    expect(out.result).toMatchObject(team);
    expect(seen.map((s) => s.path)).toEqual(['/graphql', '/oauth/token', '/graphql']);
    expect(seen[0]!.auth).toBe('Bearer fixture-old-access-token-0001');
    const form = new URLSearchParams(seen[1]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('fixture-old-refresh-token-0001');
    expect(seen[2]!.auth).toBe('Bearer fixture-new-access-token-0002');
  });

  it('a personal API key goes as the raw Authorization value, without Bearer', async () => {
    seen.length = 0;
    answers = [() => ({ status: 200, body: { data: { team } } })];
    const c = engine().connector('linear', {
      credentials: { api_key: 'lin_api_fixture_key_0001' },
    });
    await c.execute('teams', 'get', { id: 't1' });
    expect(seen[0]!.auth).toBe('lin_api_fixture_key_0001');
  });

  it('RATELIMITED inside a 400 waits until X-RateLimit-Requests-Reset (epoch ms) and answers 429 past the cap', async () => {
    answers = [
      () => ({
        status: 400,
        headers: {
          'x-ratelimit-requests-remaining': '0',
          'x-ratelimit-requests-reset': String(Date.now() + 120_000),
        },
        body: { errors: [{ message: 'Rate limit exceeded', extensions: { code: 'RATELIMITED' } }] },
      }),
    ];
    const c = engine().connector('linear', {
      credentials: { api_key: 'lin_api_fixture_key_0001' },
    });
    const err = await c.execute('teams', 'list', { first: 1 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    const e = err as EngineError;
    expect([e.code, e.status]).toEqual(['upstream_rate_limited', 429]);
    expect(e.retryAfter).toBeGreaterThanOrEqual(110);
    expect(e.retryAfter).toBeLessThanOrEqual(121);
  });
});

describe('linear sync into a real SQLite copy', () => {
  const vendor = new ProgrammableVendor();
  const filters: unknown[] = [];
  let store: ContextStore;
  let linear: Connector;
  const issue = (n: number, updatedAt: string) => ({
    id: `i${n}`,
    identifier: `ENG-${n}`,
    title: `Issue ${n}`,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt,
    archivedAt: null,
    labels: { nodes: [] },
  });
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (_req, res, body) => {
      const { variables } = JSON.parse(body) as { variables: Record<string, unknown> };
      filters.push({ ...variables });
      const nodes = variables.filter
        ? [issue(3, '2026-11-25T08:00:00.000Z')]
        : variables.after
          ? [issue(2, '2026-11-22T08:00:00.000Z')]
          : [issue(1, '2026-11-21T08:00:00.000Z')];
      const more = !variables.filter && !variables.after;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          data: {
            issues: { nodes, pageInfo: { hasNextPage: more, endCursor: more ? 'p2' : null } },
          },
        }),
      );
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'linear-')), 'copy.db'));
    linear = createEngine({ upstreams: { linear: vendor.origin }, http: { retries: 0 } }).connector(
      'linear',
      {
        credentials: { api_key: 'lin_api_fixture_key_0001' },
        contextStore: { store, connectorId: 'l' },
      },
    );
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });

  it('walks every page with archived issues, then asks only for issues updated after the newest seen', async () => {
    const [first] = await linear.sync({ entities: ['issues'] });
    expect(first).toMatchObject({ state: 'done', records: 2, since: '2026-11-22T08:00:00.000Z' });
    expect(filters).toEqual([
      { first: 50, includeArchived: true, orderBy: 'updatedAt' },
      { first: 50, after: 'p2', includeArchived: true, orderBy: 'updatedAt' },
    ]);
    filters.length = 0;
    const [second] = await linear.sync({ entities: ['issues'] });
    expect(second).toMatchObject({ state: 'done', since: '2026-11-25T08:00:00.000Z' });
    expect(filters).toEqual([
      {
        first: 50,
        includeArchived: true,
        orderBy: 'updatedAt',
        filter: { updatedAt: { gt: '2026-11-22T08:00:00.000Z' } },
      },
    ]);
  });
});
