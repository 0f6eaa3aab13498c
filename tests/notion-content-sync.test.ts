// A Notion page's content (blocks) and comments live under the page: their context-store copies walk every
// synced page (sync.parents) and list its top-level blocks and its comments with block_id = the page id.
// The sync transform adds page_id (the page walked) and plain_text (the block's or comment's text), so a
// search finds a page's content by page and by words. Nested children (a block with has_children) are not
// walked: the fake Notion answers children for a nested block too, and the copy must not hold them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const PAGE_A = '59833787-2cf9-4fdf-8782-e53db20768a5';
const PAGE_B = '2c1a5b9e-3d4f-4e6a-9b8c-7d6e5f4a3b2c';
const TOGGLE = 'acc7eb06-05cd-4603-a384-5e1e4f1f4e72';
const text = (t: string) => [
  { type: 'text', text: { content: t, link: null }, plain_text: t, href: null },
];
const block = (
  id: string,
  parent: Record<string, string>,
  type: string,
  content: Record<string, unknown>,
  has_children = false,
) => ({
  object: 'block',
  id,
  parent,
  created_time: '2025-03-01T19:05:00.000Z',
  last_edited_time: '2025-07-06T20:25:00.000Z',
  has_children,
  archived: false,
  in_trash: false,
  type,
  [type]: content,
});
const children: Record<string, unknown[][]> = {
  // page A: two pages of top-level blocks (followed through start_cursor)
  [PAGE_A]: [
    [
      block(
        'c02fc1d3-db8b-45c5-a222-27595b15aea7',
        { type: 'page_id', page_id: PAGE_A },
        'heading_2',
        { rich_text: text('Q3 goals'), color: 'default' },
      ),
      block(
        TOGGLE,
        { type: 'page_id', page_id: PAGE_A },
        'toggle',
        { rich_text: text('Details'), color: 'default' },
        true,
      ),
    ],
    [
      block('4f2a1b3c-5d6e-4f70-8192-a3b4c5d6e7f8', { type: 'page_id', page_id: PAGE_A }, 'to_do', {
        rich_text: [...text('Ship the '), ...text('importer')],
        checked: false,
      }),
    ],
  ],
  [PAGE_B]: [
    [
      block(
        '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
        { type: 'page_id', page_id: PAGE_B },
        'child_page',
        { title: 'Meeting notes' },
        true,
      ),
      block(
        '1e2f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7',
        { type: 'page_id', page_id: PAGE_B },
        'divider',
        {},
      ),
    ],
  ],
  // nested: must not be read by the sync
  [TOGGLE]: [
    [
      block(
        '0b1c2d3e-4f50-4617-8a9b-acbdcedf0011',
        { type: 'block_id', block_id: TOGGLE },
        'paragraph',
        { rich_text: text('Hidden inside the toggle'), color: 'default' },
      ),
    ],
  ],
};
const comments: Record<string, unknown[]> = {
  [PAGE_A]: [
    {
      object: 'comment',
      id: '94cc56ab-9f02-409d-9f99-1037e9fe502f',
      parent: { type: 'page_id', page_id: PAGE_A },
      discussion_id: 'f1407351-36f5-4c49-a13c-49f8ba11776d',
      created_time: '2025-07-15T16:52:00.000Z',
      last_edited_time: '2025-07-15T16:52:00.000Z',
      created_by: { object: 'user', id: '9b15170a-9941-4297-8ee6-83fa7649a87a' },
      rich_text: text('Can we move the importer to Q4?'),
    },
  ],
  [PAGE_B]: [],
};
const list = (results: unknown[], next: string | null, type: string) => ({
  object: 'list',
  results,
  next_cursor: next,
  has_more: next !== null,
  type,
  [type]: {},
});

const vendor = new ProgrammableVendor();
const asked: string[] = [];
let store: ContextStore;
let notion: Connector;
const search = async (entity: string, query: unknown) =>
  ((await notion.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    asked.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === 'POST' && url.pathname === '/v1/search') {
      const page = (id: string) => ({
        object: 'page',
        id,
        parent: { type: 'workspace', workspace: true },
        archived: false,
        in_trash: false,
        properties: {},
        url: `https://www.notion.so/${id.replaceAll('-', '')}`,
      });
      return void res.end(
        JSON.stringify(list([page(PAGE_A), page(PAGE_B)], null, 'page_or_data_source')),
      );
    }
    const m = /^\/v1\/blocks\/([0-9a-f-]+)\/children$/.exec(url.pathname);
    if (m && children[m[1]!]) {
      const pages = children[m[1]!]!;
      const at = url.searchParams.has('start_cursor')
        ? Number(url.searchParams.get('start_cursor')!.slice(-1))
        : 0;
      const next = at + 1 < pages.length ? `7d2e1f0a-9b8c-4d7e-a6f5-e4d3c2b1a0f${at + 1}` : null;
      return void res.end(JSON.stringify(list(pages[at]!, next, 'block')));
    }
    if (url.pathname === '/v1/comments' && comments[url.searchParams.get('block_id') ?? ''])
      return void res.end(
        JSON.stringify(list(comments[url.searchParams.get('block_id')!]!, null, 'comment')),
      );
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        object: 'error',
        status: 404,
        code: 'object_not_found',
        message: `no ${url.pathname}`,
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'notion-')), 'copy.db'));
  notion = createEngine({ upstreams: { notion: vendor.origin }, http: { retries: 0 } }).connector(
    'notion',
    {
      credentials: {
        internal_integration_token: 'ntn_FixtureOnlyNotARealIntegrationToken0000000000',
      },
      contextStore: { store, connectorId: 'n1' },
    },
  );
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('notion page content and comments in the context store', () => {
  it('walks every page for its top-level blocks and comments, not nested children', async () => {
    const states = await notion.sync({ entities: ['pages', 'blocks', 'comments'] });
    expect(states.map((s) => [s.entity, s.state, s.records]).sort()).toEqual([
      ['blocks', 'done', 5],
      ['comments', 'done', 1],
      ['pages', 'done', 2],
    ]);
    expect(asked.filter((a) => a.startsWith('GET /v1/blocks/')).sort()).toEqual(
      [
        `GET /v1/blocks/${PAGE_B}/children?page_size=100`,
        `GET /v1/blocks/${PAGE_A}/children?page_size=100`,
        `GET /v1/blocks/${PAGE_A}/children?page_size=100&start_cursor=7d2e1f0a-9b8c-4d7e-a6f5-e4d3c2b1a0f1`,
      ].sort(),
    );
    expect(asked.filter((a) => a.startsWith('GET /v1/comments')).sort()).toEqual(
      [
        `GET /v1/comments?block_id=${PAGE_A}&page_size=100`,
        `GET /v1/comments?block_id=${PAGE_B}&page_size=100`,
      ].sort(),
    );
  });

  it('finds a page content by page_id and by its words', async () => {
    const ofA = await search('blocks', {
      filter: { eq: { page_id: PAGE_A } },
      sort: [{ id: 'asc' }],
    });
    expect(ofA.map((b) => b.type).sort()).toEqual(['heading_2', 'to_do', 'toggle']);
    expect(ofA.find((b) => b.type === 'to_do')).toMatchObject({
      plain_text: 'Ship the importer',
      to_do: { checked: false },
    });
    expect(
      (await search('blocks', { filter: { eq: { plain_text: 'Meeting notes' } } })).map(
        (b) => b.page_id,
      ),
    ).toEqual([PAGE_B]);
    expect(
      await search('blocks', { filter: { eq: { plain_text: 'Hidden inside the toggle' } } }),
    ).toEqual([]);
    const [comment] = await search('comments', { filter: { eq: { page_id: PAGE_A } } });
    expect(comment).toMatchObject({
      discussion_id: 'f1407351-36f5-4c49-a13c-49f8ba11776d',
      plain_text: 'Can we move the importer to Q4?',
    });
  });
});
