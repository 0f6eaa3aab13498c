// sync.detail: for lists that answer compact records, each listed record is read again with the source's
// get. The plan carries it; a missing get, a param the get does not declare or a detail action that is not
// one request (steps) is a compile problem.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFolder } from '../engine/index.ts';
import { manifestHead } from './support/manifest-head.ts';

const manifest = (
  sync: string,
  get = '      get: { request: { path: "/things/{thing_id}" } }\n',
) => `${manifestHead('detail', 'Detail')}entities:
  things:
    record: { type: object, properties: { id: { type: string }, body: { type: [string, "null"] } } }
    searchable: [id, body]
    sync: ${sync}
    actions:
      list: { request: { path: /things }, no_pagination_reason: one page in tests }
${get}`;

function compile(sync: string, get?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'detail-'));
  writeFileSync(join(dir, 'detail.yaml'), manifest(sync, get));
  return compileFolder(dir);
}

describe('sync.detail', () => {
  it('puts the get and its params templates on the sync plan', () => {
    const { problems, plans } = compile('{ detail: { params: { thing_id: "{record.id}" } } }');
    expect(problems).toEqual([]);
    expect(plans.get('detail')!.entities.get('things')!.sync!.detail).toEqual({
      entity: 'things',
      action: 'get',
      params: { thing_id: '{record.id}' },
    });
  });
  it('reports a source without a get', () => {
    const { problems } = compile('{ detail: { params: { thing_id: "{record.id}" } } }', '');
    expect(problems.map((p) => p.message)).toContain(
      'things has no get action to read listed records in full with.',
    );
  });
  it('reports a get of several requests: a detail read is one request', () => {
    const steps = `      get:
        steps:
          - request: { path: "/things/{thing_id}" }
          - request: { path: "/things/{thing_id}/body" }
        params: { required: [thing_id], properties: { thing_id: { type: string } } }
`;
    const { problems } = compile('{ detail: { params: { thing_id: "{record.id}" } } }', steps);
    expect(problems.map((p) => p.message)).toContain(
      'things.get sends several requests or downloads a file: a detail read is one request.',
    );
  });
  it('reports a param the get does not declare', () => {
    const { problems } = compile('{ detail: { params: { id: "{record.id}" } } }');
    expect(problems.map((p) => p.message)).toContain(
      "detail param 'id' is not a param of things.get.",
    );
  });
});
