// Parents as a binding of the list action (actions.list.parents): the sync walks the parent entity's
// stored records with the bound params (sync.parents stays a shorthand that wins), an execute without
// a required bound param is a 400 naming the param and the entity to list first, and a binding that
// cannot work is a compile problem where it is written.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFolder, createEngine } from '../engine/index.ts';
import { manifestHead } from './support/manifest-head.ts';

const manifest = (opts: { binding?: string; sync?: string; accounts?: string; get?: string }) =>
  `${manifestHead('lp', 'List parents')}entities:
  accounts:
    record: { type: object, properties: { id: { type: string } } }
    ${opts.accounts ?? 'searchable: [id]'}
    actions:
      list: { request: { path: /accounts }, no_pagination_reason: one page in tests }
  rows:
    record: { type: object, properties: { id: { type: string }, day: { type: string } } }
    searchable: [id, day]
    ${opts.sync ? `sync: ${opts.sync}` : ''}
    actions:
      list:
        request: { path: "/accounts/{account_id}/rows" }
        no_pagination_reason: one page in tests
        ${opts.binding ? `parents: ${opts.binding}` : ''}
        params: { properties: { account_id: { type: string }, limit: { type: integer } } }
      get:
        request: { path: "/rows/{id}" }
        ${opts.get ?? ''}
`;

function compile(opts: Parameters<typeof manifest>[0]) {
  const dir = mkdtempSync(join(tmpdir(), 'lp-'));
  const text = manifest(opts);
  writeFileSync(join(dir, 'lp.yaml'), text);
  const { problems, plans } = compileFolder(dir);
  // each problem with the manifest line it points at
  const lines = text.split('\n');
  const at = (p: { line: number; message: string }) =>
    `${lines[p.line - 1]?.trim()} -> ${p.message}`;
  return { dir, problems: problems.map(at), plan: plans.get('lp') };
}

describe('parents on the list action', () => {
  it('is what the sync walks: the parent entity, its skipped statuses, the bound params first', () => {
    const { problems, plan } = compile({
      binding: '{ entity: accounts, skip_status: [404], params: { account_id: "{parent.id}" } }',
      sync: '{ params: { limit: 50 } }',
    });
    expect(problems).toEqual([]);
    const sync = plan!.entities.get('rows')!.sync!;
    expect(sync.parents).toEqual({ entity: 'accounts', skipStatus: [404] });
    expect(sync.params).toEqual({ account_id: '{parent.id}', limit: 50 });
    expect(Object.keys(sync.params)).toEqual(['account_id', 'limit']);
  });

  it('is replaced by sync.parents, the shorthand, when both are written', () => {
    const { problems, plan } = compile({
      binding: '{ entity: accounts, params: { account_id: "{parent.id}" } }',
      sync: '{ parents: { entity: accounts, skip_status: [403] }, params: { account_id: "x-{parent.id}" } }',
    });
    expect(problems).toEqual([]);
    const sync = plan!.entities.get('rows')!.sync!;
    expect(sync.parents).toEqual({ entity: 'accounts', skipStatus: [403] });
    expect(sync.params).toEqual({ account_id: 'x-{parent.id}' });
  });

  it('answers an execute without the bound param with a 400 naming it and the parent entity', async () => {
    const { dir } = compile({
      binding: '{ entity: accounts, params: { account_id: "{parent.id}" } }',
    });
    const engine = createEngine({ connectorsDir: dir });
    const connector = engine.connector('lp', { credentials: { key: 'k' }, config: {} });
    const err = await connector.execute('rows', 'list', { limit: 2 }).catch((e) => e);
    expect(err.status).toBe(400);
    expect(err.code).toBe('invalid_params');
    expect(err.errors).toEqual([
      {
        field: 'account_id',
        message:
          'is required: it comes from a record of accounts ({parent.id}); list accounts to find one',
        error_code: 'required',
        details: { parent_entity: 'accounts', from: '{parent.id}' },
      },
    ]);
    expect(err.message).toContain('account_id is required: it comes from a record of accounts');
  });

  it('reports a binding on an action that is not a list, to a param the action lacks, or to no entity', () => {
    const { problems } = compile({
      binding: '{ entity: nothing, params: { account: "{parent.id}" } }',
      get: 'parents: { entity: accounts, params: { id: "{parent.id}" } }',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^parents: \{ entity: nothing.* -> parents param 'account' is not a param/,
        ),
        expect.stringMatching(
          /^parents: \{ entity: nothing.* -> parents.entity 'nothing' is not an entity/,
        ),
        expect.stringMatching(
          /^parents: \{ entity: accounts, params: \{ id.* -> .*get is not a list/,
        ),
      ]),
    );
  });

  it('reports a parent entity the sync walks that has no stored copy, at the binding', () => {
    const { problems } = compile({
      binding: '{ entity: accounts, params: { account_id: "{parent.id}" } }',
      accounts: '',
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^parents: \{ entity: accounts.* -> .*'accounts' is not an entity with a context-store copy/,
      ),
    ]);
  });
});
