// Asana list endpoints answer compact records (gid, resource_type, name) unless opt_fields names more.
// A fake Asana that answers exactly so, and refuses opt_fields its own reference does not list for the
// endpoint, proves the context store's task copy is complete: searchable fields are filled, the notes
// text index finds words, and the incremental re-sync finds modified_at and sends modified_since.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { loadOpenApi, type ParameterObject } from './support/openapi-check.ts';

const specFile = join(
  process.env.VENDOR_SPECS_DIR ?? join(import.meta.dirname, '../../shared/vendor-specs'),
  'asana/asana_oas.yaml',
);

const full: Record<string, Record<string, unknown>[]> = {
  '/api/1.0/workspaces': [
    {
      gid: '100',
      resource_type: 'workspace',
      name: 'Acme',
      is_organization: true,
      email_domains: ['acme.test'],
    },
  ],
  '/api/1.0/projects': [
    {
      gid: '400',
      resource_type: 'project',
      name: 'Launch',
      archived: false,
      modified_at: '2024-06-01T00:00:00.000Z',
      owner: { gid: '200', resource_type: 'user' },
    },
  ],
  '/api/1.0/tasks': [
    {
      gid: '601',
      resource_type: 'task',
      name: 'Draft report',
      completed: false,
      notes: 'quarterly numbers',
      modified_at: '2024-06-02T10:00:00.000Z',
      due_on: '2024-06-28',
      assignee: { gid: '200', resource_type: 'user', name: 'Ann' },
    },
    {
      gid: '602',
      resource_type: 'task',
      name: 'Review budget',
      completed: true,
      notes: 'spreadsheet',
      modified_at: '2024-06-03T09:30:00.000Z',
      due_on: null,
      assignee: null,
    },
  ],
};

/** The opt_fields Asana's reference lists for GET path (its enum), or undefined without the spec. */
function allowedOptFields(path: string): string[] | undefined {
  if (!existsSync(specFile)) return undefined;
  const op = (
    loadOpenApi(specFile).paths[path.replace('/api/1.0', '')] as {
      get?: { parameters?: (ParameterObject & { schema?: { items?: { enum?: string[] } } })[] };
    }
  )?.get;
  return op?.parameters?.find((p) => p.name === 'opt_fields')?.schema?.items?.enum;
}

const vendor = new ProgrammableVendor();
let store: ContextStore;
let asana: Connector;
const search = async (entity: string, query: unknown) =>
  ((await asana.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const records = full[url.pathname];
    const asked = url.searchParams.get('opt_fields')?.split(',');
    const allowed = allowedOptFields(url.pathname);
    const unknown = asked?.filter((f) => allowed && !allowed.includes(f)) ?? [];
    if (!records || unknown.length) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          errors: [{ message: `unknown opt_fields ${unknown.join(',')} or path` }],
        }),
      );
      return;
    }
    const since = url.searchParams.get('modified_since');
    const keep = new Set([
      'gid',
      'resource_type',
      ...(asked ? asked.map((f) => f.split('.')[0]!) : ['name']),
    ]);
    const data = records
      .filter((r) => !since || String(r.modified_at) > since)
      .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data, next_page: null }));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'asana-')), 'copy.db'));
  asana = createEngine({ upstreams: { asana: vendor.origin }, http: { retries: 0 } }).connector(
    'asana',
    {
      credentials: { personal_access_token: '2/1/2:FixtureOnlyToken' },
      contextStore: { store, connectorId: 'a1' },
    },
  );
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('asana task sync against compact list records', () => {
  it('fills searchable task fields, the notes index and the incremental checkpoint', async () => {
    const states = await asana.sync({ entities: ['workspaces', 'projects', 'tasks'] });
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    const taskCalls = vendor.received.filter((r) => r.url.startsWith('/api/1.0/tasks'));
    expect(new URL(taskCalls[0]!.url, 'http://x').searchParams.get('opt_fields')).toContain(
      'modified_at',
    );
    expect(
      (await search('tasks', { filter: { eq: { completed: true } } })).map((t) => t.gid),
    ).toEqual(['602']);
    expect(
      (await search('tasks', { filter: { keyword: { notes: 'quarterly' } } })).map((t) => t.gid),
    ).toEqual(['601']);
    expect(
      (await search('tasks', { filter: { eq: { 'assignee.name': 'Ann' } } })).map((t) => t.gid),
    ).toEqual(['601']);
    expect(
      (await search('workspaces', { filter: { eq: { is_organization: true } } })).map((w) => w.gid),
    ).toEqual(['100']);
    expect(states.find((s) => s.entity === 'tasks')!.since).toBe('2024-06-03T09:30:00.000Z');

    vendor.received.length = 0;
    await asana.sync({ entities: ['tasks'] });
    const again = new URL(
      vendor.received.find((r) => r.url.startsWith('/api/1.0/tasks'))!.url,
      'http://x',
    );
    expect(again.searchParams.get('modified_since')).toBe('2024-06-03T09:30:00.000Z');
  });
});
