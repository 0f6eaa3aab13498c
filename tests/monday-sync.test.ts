// monday's users, boards and workspaces queries leave records out by default: users answers ACTIVE and
// PENDING users unless status names more, boards and workspaces answer active ones unless state says
// otherwise. The catalog searches users by enabled (false for deactivated users) and boards by state
// (active, archived, deleted), so the copies ask for every status and state. A board or workspace in
// state deleted (monday's trash) is gone for users: sync.deleted_when keeps it out of the copy, and one
// stored earlier is marked deleted. A fake monday answers the GraphQL queries with the same defaults.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const user = (id: string, name: string, status: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  kind: 'member',
  status,
  is_email_confirmed: true,
  photo_url: null,
});
const users = [
  user('1001', 'Ann', 'ACTIVE'),
  user('1002', 'Bo', 'PENDING'),
  user('1003', 'Cy', 'INACTIVE'),
];
const board = (id: string, name: string, state: string) => ({
  id,
  name,
  state,
  board_kind: 'public',
  type: 'board',
  updated_at: '2026-10-01T10:00:00Z',
  columns: [],
  groups: [],
});
const boards = [
  board('3001', 'Roadmap', 'active'),
  board('3002', 'Old roadmap', 'archived'),
  board('3003', 'Scratch', 'deleted'),
];
const workspaces = [
  { id: '501', name: 'Main', kind: 'open', state: 'active' },
  { id: '502', name: 'Legacy', kind: 'closed', state: 'archived' },
];

const vendor = new ProgrammableVendor();
let store: ContextStore;
let monday: Connector;
const search = async (entity: string, filter: unknown, includeDeleted = false) =>
  (
    (
      await monday.execute(entity, 'context_store_search', {
        query: { filter },
        ...(includeDeleted ? { include_deleted: true } : {}),
      })
    ).result as SearchResult
  ).data as { id: string }[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (_req, res, body) => {
    const { query, variables: v = {} } = JSON.parse(body) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    res.setHeader('content-type', 'application/json');
    const page = (v.page as number | undefined) ?? 1;
    const onPage = <T>(all: T[]) => (page === 1 ? all : []);
    const inState = <T extends { state: string }>(all: T[]) =>
      all.filter(
        (r) => v.state === 'all' || r.state === ((v.state as string | undefined) ?? 'active'),
      );
    if (/^\s*query[^{]*\{\s*users\(/.test(query)) {
      const statuses = (v.status as string[] | undefined) ?? ['ACTIVE', 'PENDING'];
      return void res.end(
        JSON.stringify({
          data: { users: onPage(users.filter((u) => statuses.includes(u.status))) },
        }),
      );
    }
    if (/^\s*query[^{]*\{\s*boards\(/.test(query))
      return void res.end(JSON.stringify({ data: { boards: onPage(inState(boards)) } }));
    if (/^\s*query[^{]*\{\s*workspaces\(/.test(query))
      return void res.end(JSON.stringify({ data: { workspaces: onPage(inState(workspaces)) } }));
    res.end(
      JSON.stringify({
        errors: [
          { message: 'unexpected query', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
        ],
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'monday-')), 'copy.db'));
  monday = createEngine({ upstreams: { monday: vendor.origin }, http: { retries: 0 } }).connector(
    'monday',
    {
      credentials: { api_token: 'eyJhbGciOiJIUzI1NiJ9.fixtureOnly' },
      contextStore: { store, connectorId: 'm1' },
    },
  );
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('monday copies hold every user, board and workspace', () => {
  it('users: deactivated users are synced, and enabled = false finds them', async () => {
    const [state] = await monday.sync({ entities: ['users'] });
    expect([state!.state, state!.records]).toEqual(['done', 3]);
    expect((await search('users', { eq: { enabled: false } })).map((u) => u.id)).toEqual(['1003']);
    expect((await search('users', { eq: { is_pending: true } })).map((u) => u.id)).toEqual([
      '1002',
    ]);
  });

  it('boards and workspaces: archived ones are current, deleted ones (state deleted) are stored as deleted', async () => {
    const states = await monday.sync({ entities: ['boards', 'workspaces'] });
    expect(
      states
        .filter((s) => s.entity !== 'users')
        .map((s) => [s.entity, s.state, s.records])
        .sort(),
    ).toEqual([
      // board 3003 is in state deleted (sync.deleted_when): never stored, as it was never current here
      ['boards', 'done', 2],
      ['workspaces', 'done', 2],
    ]);
    expect((await search('boards', { eq: { state: 'archived' } })).map((b) => b.id)).toEqual([
      '3002',
    ]);
    expect(await search('boards', { eq: { state: 'deleted' } }, true)).toEqual([]);
    expect((await search('workspaces', { eq: { state: 'archived' } })).map((w) => w.id)).toEqual([
      '502',
    ]);
  });

  it('a stored board that monday then answers in state deleted is marked deleted: out of search, found with include_deleted', async () => {
    boards[0]!.state = 'deleted';
    const [state] = await monday.sync({ entities: ['boards'] });
    expect([state!.state, state!.records]).toEqual(['done', 1]);
    expect((await search('boards', { eq: { board_kind: 'public' } })).map((b) => b.id)).toEqual([
      '3002',
    ]);
    expect(
      (await search('boards', { eq: { board_kind: 'public' } }, true)).map((b) => b.id).sort(),
    ).toEqual(['3001', '3002']);
  });
});
