// Typeform's form list answers summaries (no fields, logic, screens, workspace or published_at). The forms
// sync reads each listed form again in full (sync.detail), so the searchable form fields are filled; the
// responses and webhooks of every form are copied per form, with form_id added to each response. Responses
// are incremental per form: each form is asked only for what was submitted since its own newest response
// (30 minutes earlier, as Typeform answers late responses), and a form with none yet is read in full.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const summary = (id: string, title: string) => ({
  id,
  type: 'quiz',
  title,
  created_at: '2024-01-10T12:34:56+00:00',
  last_updated_at: '2024-02-01T09:15:30+00:00',
  settings: { is_public: true },
  self: { href: `https://api.typeform.com/forms/${id}` },
  theme: { href: 'https://api.typeform.com/themes/qHWOQ7' },
  _links: { display: `https://mysite.typeform.com/to/${id}` },
});
const full = (id: string, title: string) => ({
  ...summary(id, title),
  published_at: '2024-02-01T09:15:30+00:00',
  workspace: { href: 'https://api.typeform.com/workspaces/a1b2c3' },
  fields: [{ id: `${id}f1`, ref: 'rating', type: 'opinion_scale', title: 'How likely?' }],
  logic: [],
  welcome_screens: [],
  thankyou_screens: [],
});
const routes: Record<string, unknown> = {
  '/forms': {
    total_items: 2,
    page_count: 1,
    items: [summary('u6nXL7', 'Customer feedback'), summary('kM9aQ2', 'Event signup')],
  },
  '/forms/u6nXL7': full('u6nXL7', 'Customer feedback'),
  '/forms/kM9aQ2': full('kM9aQ2', 'Event signup'),
  '/forms/u6nXL7/responses': {
    total_items: 1,
    page_count: 1,
    items: [
      {
        response_id: 'r1',
        token: 'r1',
        landing_id: 'r1',
        response_type: 'completed',
        landed_at: '2024-03-20T14:00:50Z',
        submitted_at: '2024-03-20T14:00:59Z',
        answers: [{ field: { id: 'u6nXL7f1', type: 'opinion_scale' }, type: 'number', number: 9 }],
      },
    ],
  },
  '/forms/kM9aQ2/responses': { total_items: 0, page_count: 0, items: [] },
  '/forms/u6nXL7/webhooks': {
    items: [
      {
        id: 'wh1',
        form_id: 'u6nXL7',
        tag: 'crm',
        url: 'https://hooks.example.com/t',
        enabled: true,
        verify_ssl: true,
      },
    ],
  },
  '/forms/kM9aQ2/webhooks': { items: [] },
  '/workspaces': {
    total_items: 1,
    page_count: 1,
    items: [{ id: 'a1b2c3', name: 'Marketing', shared: true }],
  },
  '/images': [
    { id: 'img1', src: 'https://images.typeform.com/images/img1', file_name: 'logo.png' },
  ],
  '/themes': {
    total_items: 1,
    page_count: 1,
    items: [{ id: 'qHWOQ7', name: 'Plain blue', visibility: 'private' }],
  },
};

/** Typeform's since: responses submitted at or after it. */
function sinceFiltered(body: unknown, since: string | null): unknown {
  if (!since || !body || typeof body !== 'object' || !('items' in body)) return body;
  const items = (body.items as { submitted_at: string }[]).filter(
    (r) => Date.parse(r.submitted_at) >= Date.parse(since),
  );
  return { ...body, total_items: items.length, page_count: items.length ? 1 : 0, items };
}

const response = (id: string, submitted_at: string) => ({
  response_id: id,
  token: id,
  response_type: 'completed',
  landed_at: submitted_at,
  submitted_at,
});

const vendor = new ProgrammableVendor();
let store: ContextStore;
let typeform: Connector;
const search = async (entity: string, query: unknown) =>
  ((await typeform.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = sinceFiltered(routes[url.pathname], url.searchParams.get('since'));
    res.statusCode = body === undefined ? 404 : 200;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body ?? { code: 'NOT_FOUND', description: 'no such path' }));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'typeform-')), 'copy.db'));
  typeform = createEngine({
    upstreams: { typeform: vendor.origin },
    http: { retries: 0 },
  }).connector('typeform', {
    credentials: { personal_access_token: 'tfp_FixtureOnlyNotARealPersonalToken0000' },
    contextStore: { store, connectorId: 't1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('typeform sync', () => {
  it('stores whole forms (each read again after the summary list), and every form responses and webhooks', async () => {
    const states = await typeform.sync();
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    const paths = vendor.received.map((r) => new URL(r.url, 'http://x').pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/forms',
        '/forms/u6nXL7',
        '/forms/kM9aQ2',
        '/forms/u6nXL7/responses',
        '/forms/kM9aQ2/webhooks',
      ]),
    );
    const forms = await search('forms', {
      filter: { eq: { published_at: '2024-02-01T09:15:30+00:00' } },
    });
    expect(forms.map((f) => f.id).sort()).toEqual(['kM9aQ2', 'u6nXL7']);
    expect(
      forms.every(
        (f) =>
          Array.isArray(f.fields) && (f.workspace as { href: string }).href.endsWith('/a1b2c3'),
      ),
    ).toBe(true);
    expect(
      (await search('forms', { filter: { keyword: { title: 'signup' } } })).map((f) => f.id),
    ).toEqual(['kM9aQ2']);
    expect(
      (await search('responses', { filter: { eq: { form_id: 'u6nXL7' } } })).map(
        (r) => r.response_id,
      ),
    ).toEqual(['r1']);
    expect(
      (await search('webhooks', { filter: { eq: { enabled: true } } })).map((w) => w.id),
    ).toEqual(['wh1']);
    expect(
      (await search('images', { filter: { eq: { file_name: 'logo.png' } } })).map((i) => i.id),
    ).toEqual(['img1']);
    const responses = new URL(
      vendor.received.find((r) => r.url.startsWith('/forms/u6nXL7/responses'))!.url,
      'http://x',
    ).searchParams;
    expect(Object.fromEntries(responses)).toEqual({
      page_size: '1000',
      response_type: 'completed',
    });
  });

  it('asks each form only for responses since its own newest one; a form without one is read in full', async () => {
    // a response to the second form submitted before the first form's newest: one point for both would skip it
    (routes['/forms/kM9aQ2/responses'] as { items: unknown[] }).items = [
      response('r2', '2024-03-19T10:00:00Z'),
    ];
    (routes['/forms/u6nXL7/responses'] as { items: unknown[] }).items.unshift(
      response('r3', '2024-03-21T08:00:00Z'),
    );
    const asked = async () => {
      vendor.received.length = 0;
      const states = await typeform.sync({ entities: ['responses'] });
      const sent = vendor.received
        .map((r) => new URL(r.url, 'http://x'))
        .filter((u) => u.pathname.endsWith('/responses'))
        .map((u) => [u.pathname.split('/')[2], u.searchParams.get('since')]);
      return {
        sent: Object.fromEntries(sent),
        state: states.find((s) => s.entity === 'responses'),
      };
    };
    const second = await asked();
    expect(second.sent).toEqual({ u6nXL7: '2024-03-20T13:30:59Z', kM9aQ2: null });
    expect(second.state).toMatchObject({
      state: 'done',
      records: 3,
      since: { u6nXL7: '2024-03-21T08:00:00Z', kM9aQ2: '2024-03-19T10:00:00Z' },
    });
    const copied = await search('responses', { filter: { eq: { response_type: 'completed' } } });
    expect(copied.map((r) => r.response_id).sort()).toEqual(['r1', 'r2', 'r3']);
    const third = await asked();
    expect(third.sent).toEqual({ u6nXL7: '2024-03-21T07:30:00Z', kM9aQ2: '2024-03-19T09:30:00Z' });
    expect(third.state).toMatchObject({ state: 'done', records: 3 });
  });
});
