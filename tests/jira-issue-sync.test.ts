// Jira nests an issue's created date and project under `fields`; the catalog searches them at the top
// (created, projectId, projectKey). The issues sync declares a transform that lifts them before storing,
// so a search by projectKey finds the issues synced from a fake Jira answering as Jira does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const issue = (id: string, key: string, project: { id: string; key: string }, created: string) => ({
  id,
  key,
  self: `https://acme.atlassian.net/rest/api/3/issue/${id}`,
  fields: { summary: `Issue ${key}`, created, project: { ...project, name: project.key } },
});
const projects = [
  { id: '10000', key: 'PROJ', name: 'Project' },
  { id: '10001', key: 'OPS', name: 'Ops' },
];
const issues: Record<string, unknown[]> = {
  PROJ: [
    issue('20001', 'PROJ-1', projects[0]!, '2024-05-01T10:00:00.000+0000'),
    issue('20002', 'PROJ-2', projects[0]!, '2024-05-02T10:00:00.000+0000'),
  ],
  OPS: [issue('20003', 'OPS-1', projects[1]!, '2024-05-03T10:00:00.000+0000')],
};

const vendor = new ProgrammableVendor();
let store: ContextStore;
let jira: Connector;
const search = async (query: unknown) =>
  ((await jira.execute('issues', 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/rest/api/3/project/search')
      return void res.end(
        JSON.stringify({ values: projects, isLast: true, startAt: 0, maxResults: 50, total: 2 }),
      );
    const project = /project = "([A-Z]+)"/.exec(url.searchParams.get('jql') ?? '')?.[1];
    if (url.pathname === '/rest/api/3/search/jql' && project)
      return void res.end(JSON.stringify({ issues: issues[project] ?? [], isLast: true }));
    res.statusCode = 404;
    res.end('{"errorMessages":["not found"]}');
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'jira-')), 'copy.db'));
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

describe('jira issues in the context store', () => {
  it('lifts created, projectId and projectKey out of fields so the catalog fields are searchable', async () => {
    const states = await jira.sync({ entities: ['projects', 'issues'] });
    expect(states.map((s) => [s.entity, s.state, s.records]).sort()).toEqual([
      ['issues', 'done', 3],
      ['projects', 'done', 2],
    ]);
    expect(
      (await search({ filter: { eq: { projectKey: 'PROJ' } } })).map((i) => i.key).sort(),
    ).toEqual(['PROJ-1', 'PROJ-2']);
    expect((await search({ filter: { eq: { projectId: '10001' } } })).map((i) => i.key)).toEqual([
      'OPS-1',
    ]);
    expect(
      (await search({ filter: { gt: { created: '2024-05-01T12:00:00' } } }))
        .map((i) => i.key)
        .sort(),
    ).toEqual(['OPS-1', 'PROJ-2']);
    // the vendor's own nesting is kept as it came
    const [one] = await search({ filter: { eq: { key: 'OPS-1' } } });
    expect(one!.fields).toMatchObject({ project: { key: 'OPS' }, summary: 'Issue OPS-1' });
  });
});
