// Every paged list tells the caller how to go on: a link_header list whose manifest states no metadata
// gives the next page's URL as connector_metadata.next (it is otherwise only in a response header),
// and nothing on the last page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEngine, type Engine } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';

const dir = mkdtempSync(join(tmpdir(), 'paged-metadata-'));
const fake = new FakeUpstream();
let engine: Engine;

beforeAll(async () => {
  writeFileSync(
    join(dir, 'linked.yaml'),
    `kind: linked
name: Linked
version: 1.0.0
vendor_api: { version: v1, docs: "https://linked.example/docs" }
base_url: https://api.linked.example
auth:
  token:
    fields: { properties: { token: { type: string, minLength: 4 } }, required: [token] }
    apply: { bearer: "{credentials.token}" }
pagination:
  link: { type: link_header }
entities:
  things:
    actions:
      list: { pagination: link, request: { path: /things } }
`,
  );
  engine = createEngine({ connectorsDir: dir, upstreams: { linked: await fake.start() } });
});
afterAll(() => fake.stop());

it('gives a link_header list its next URL, and nothing on the last page', async () => {
  const things = engine.connector('linked', { credentials: { token: 'tok_1234' } });
  const next = 'https://api.linked.example/things?page=2';
  fake.expect([
    {
      request: { method: 'GET', path: '/things' },
      response: { headers: { link: `<${next}>; rel="next"` }, body: [{ id: 1 }] },
    },
    { request: { method: 'GET', path: '/things' }, response: { body: [{ id: 2 }] } },
  ]);
  expect((await things.execute('things', 'list', {})).connector_metadata).toEqual({ next });
  expect((await things.execute('things', 'list', {})).connector_metadata).toEqual({});
  expect(fake.failures).toEqual([]);
});
