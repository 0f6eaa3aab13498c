// Jira's project search answers description, lead, issueTypes and insight only when expand names them;
// the catalog searches projects by them, so the projects copy asks for them (and 100 projects a page,
// Jira's maximum, instead of its default 50). A fake Jira answers project/search as Jira does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const full = [
  {
    id: '10000',
    key: 'PROJ',
    name: 'Project',
    projectTypeKey: 'software',
    description: 'Payments platform',
    lead: { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Ann Lee' },
    issueTypes: [{ id: '10001', name: 'Bug' }],
    insight: { totalIssueCount: 12, lastIssueUpdateTime: '2026-10-01T10:00:00.000+0000' },
  },
  {
    id: '10001',
    key: 'OPS',
    name: 'Ops',
    projectTypeKey: 'business',
    description: 'Operations',
    lead: { accountId: '5b10a2844c20165700ede21g', displayName: 'Bo Chen' },
    issueTypes: [{ id: '10002', name: 'Task' }],
    insight: { totalIssueCount: 3, lastIssueUpdateTime: '2026-09-01T10:00:00.000+0000' },
  },
];
const expandable = ['description', 'lead', 'issueTypes', 'insight'];

const vendor = new ProgrammableVendor();
let store: ContextStore;
let jira: Connector;
const keys = async (filter: unknown) =>
  (
    (
      (await jira.execute('projects', 'context_store_search', { query: { filter } }))
        .result as SearchResult
    ).data as { key: string }[]
  )
    .map((p) => p.key)
    .sort();

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/rest/api/3/project/search') {
      res.statusCode = 404;
      return void res.end('{"errorMessages":["not found"]}');
    }
    const expand = (url.searchParams.get('expand') ?? '').split(',');
    const values = full.map((p) =>
      Object.fromEntries(
        Object.entries(p).filter(([k]) => !expandable.includes(k) || expand.includes(k)),
      ),
    );
    res.end(
      JSON.stringify({
        values,
        isLast: true,
        startAt: 0,
        maxResults: Number(url.searchParams.get('maxResults') ?? 50),
        total: 2,
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'jira-projects-')), 'copy.db'));
  jira = createEngine({ upstreams: { jira: vendor.origin }, http: { retries: 0 } }).connector(
    'jira',
    {
      credentials: { email: 'fixture@example.com', api_token: 'ATATT3xFfGF0FixtureOnlyToken' },
      config: { subdomain: 'acme' },
      contextStore: { store, connectorId: 'j1' },
    },
  );
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('jira projects in the context store', () => {
  it('expands description, lead, issue types and insight, so searches by them find projects', async () => {
    const [state] = await jira.sync({ entities: ['projects'] });
    expect([state!.state, state!.records]).toEqual(['done', 2]);
    const call = new URL(vendor.received[0]!.url, 'http://x');
    expect(call.searchParams.get('maxResults')).toBe('100');
    expect(await keys({ keyword: { description: 'payments' } })).toEqual(['PROJ']);
    expect(await keys({ eq: { 'lead.displayName': 'Bo Chen' } })).toEqual(['OPS']);
    expect(await keys({ any: { issueTypes: { eq: { name: 'Bug' } } } })).toEqual(['PROJ']);
    expect(await keys({ gt: { 'insight.totalIssueCount': 5 } })).toEqual(['PROJ']);
  });
});
