// Shorthands that keep manifests short without hiding facts: `path_params` (one schema per path param
// name for every action whose path names it), `searchable: all` and `{ name: type }` items in the
// searchable list, and a `description` in `defaults`. A synthetic kind, no vendor.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFolder } from '../engine/index.ts';
import { manifestHead } from './support/manifest-head.ts';

const manifest = (searchable: string) => `${manifestHead('short', 'Short')}path_params:
  item_id: { type: string, pattern: "^[0-9]+$", description: Item id (digits). }
defaults:
  delete: { description: Deletes it for good. }
entities:
  items:
    record:
      type: object
      properties:
        item_id: { type: string }
        size: { type: [integer, "null"] }
        tags: { type: array }
${searchable}
    actions:
      list: { request: { path: /items }, no_pagination_reason: one page in tests }
      get: { request: { path: "/items/{item_id}" } }
      update:
        request: { path: "/items/{item_id}/{part}" }
        params: { properties: { item_id: { type: string, minLength: 3 } } }
      delete: { request: { path: "/items/{item_id}" } }
`;

function compile(searchable = '    searchable: all') {
  const dir = mkdtempSync(join(tmpdir(), 'short-'));
  writeFileSync(join(dir, 'short.yaml'), manifest(searchable));
  return compileFolder(dir);
}

describe('path_params', () => {
  const plan = compile().plans.get('short')!;
  const items = plan.entities.get('items')!;

  it('gives every action whose path names the param that schema, required and in the path', () => {
    const get = items.actions.get('get')!;
    expect(get.paramsSchema.properties).toEqual({
      item_id: { type: 'string', pattern: '^[0-9]+$', description: 'Item id (digits).' },
    });
    expect(get.paramsSchema.required).toEqual(['item_id']);
    expect(get.params).toEqual([expect.objectContaining({ name: 'item_id', in: 'path' })]);
    expect(() => get.validate({ item_id: 'abc' })).toThrow(/item_id/);
    expect(() => get.validate({})).toThrow(/item_id/);
    expect(get.validate({ item_id: '12' })).toEqual({ item_id: '12' });
  });

  it("yields to the action's own declaration; a path param it does not name stays a required non-empty string", () => {
    const update = items.actions.get('update')!;
    expect(update.paramsSchema.properties).toMatchObject({
      item_id: { type: 'string', minLength: 3 },
      part: { type: 'string', minLength: 1 },
    });
    expect(update.paramsSchema.required).toEqual(['item_id', 'part']);
    expect(update.validate({ item_id: 'abc', part: 'x' })).toEqual({ item_id: 'abc', part: 'x' });
  });
});

describe('searchable shorthands', () => {
  it('all: every record property, each typed by the record', () => {
    const { plans, problems } = compile();
    expect(problems).toEqual([]);
    expect(plans.get('short')!.entities.get('items')!.searchable).toEqual({
      item_id: 'string',
      size: 'integer',
      tags: 'array',
    });
  });

  it('a { name: type } item overrides one type in the list form', () => {
    const { plans, problems } = compile('    searchable: [item_id, { size: number }]');
    expect(problems).toEqual([]);
    expect(plans.get('short')!.entities.get('items')!.searchable).toEqual({
      item_id: 'string',
      size: 'number',
    });
  });

  it('an override of a name the record lacks is still reported', () => {
    const { problems } = compile('    searchable: [item_id, { colour: string }]');
    expect(problems.map((p) => p.code)).toEqual(['searchable-not-in-record']);
  });
});

describe('defaults', () => {
  it('a description in defaults describes every action of that name', () => {
    const items = compile().plans.get('short')!.entities.get('items')!;
    expect(items.actions.get('delete')!.description).toBe('Deletes it for good.');
    expect(items.actions.get('get')!.description).toBeUndefined();
  });
});
