// The sync mechanisms as the compiler reads them: key forms, skipped parents, windows from a declared
// setting, date-only incremental filters and page caps land on the plans; a key field the record lacks and
// a window start the kind does not declare are compile problems. Also the pieces that compute with them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compositeId, recordId } from '../engine/context-store/records.ts';
import { sinceParam } from '../engine/context-store/sync-units.ts';
import { compileFolder } from '../engine/index.ts';
import { manifestHead } from './support/manifest-head.ts';

const manifest = (sync: string, extra = '') => `${manifestHead('fmt', 'Format')}${extra}
pagination:
  numbered: { type: page, param: page, page_cap: 300 }
entities:
  accounts:
    record: { type: object, properties: { id: { type: string } } }
    searchable: [id]
    actions:
      list: { request: { path: /accounts }, no_pagination_reason: one page in tests }
  rows:
    record: { type: object, properties: { account: { type: string }, day: { type: string }, updated: { type: string } } }
    searchable: [account, day]
    sync: ${sync}
    actions:
      list:
        request: { path: /rows }
        pagination: numbered
        params: { properties: { account: { type: string }, since: { type: string } } }
`;

function compile(sync: string, extra?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fmt-'));
  writeFileSync(join(dir, 'fmt.yaml'), manifest(sync, extra));
  const { problems, plans } = compileFolder(dir);
  return { problems: problems.map((p) => p.message), plan: plans.get('fmt') };
}

describe('sync format', () => {
  it('puts key fields, skipped statuses, windows, date format and the page cap on the plans', () => {
    const { problems, plan } = compile(
      '{ key: [account, day], parents: { entity: accounts, skip_status: [403] }, params: { account: "{parent.id}" }, windows: { days: 7, lookback_days: 30 }, incremental: { field: updated, param: since, format: date } }',
    );
    expect(problems).toEqual([]);
    const sync = plan!.entities.get('rows')!.sync!;
    expect(sync.keyFields).toEqual([['account'], ['day']]);
    expect(sync.parents).toEqual({ entity: 'accounts', skipStatus: [403] });
    expect(sync.windows).toEqual({ days: 7, start: 'replication_start_date', lookbackDays: 30 });
    expect(sync.incremental?.format).toBe('date');
    expect(plan!.entities.get('rows')!.actions.get('list')!.paginator?.pageCap).toBe(300);
  });

  it('compiles a key expression', async () => {
    const { problems, plan } = compile('{ key: { expression: "account & \'/\' & day" } }');
    expect(problems).toEqual([]);
    const key = plan!.entities.get('rows')!.sync!.keyExpression!;
    expect(await key.evaluate({ account: 'a', day: 'd' }, {})).toBe('a/d');
  });

  it('reports a key field the record lacks and a window start the kind does not declare', () => {
    const { problems } = compile(
      '{ key: [account, month], windows: { days: 7, start: reports_from } }',
    );
    expect(problems).toContain("key field 'month' is not a field of the rows record.");
    expect(problems).toContain(
      "windows.start 'reports_from' is not a replication setting of this kind (replication_start_date).",
    );
  });

  it('accepts a window start the kind declares', () => {
    const { problems } = compile(
      '{ windows: { days: 7, start: reports_from } }',
      'replication: { properties: { reports_from: { type: string } } }\n',
    );
    expect(problems).toEqual([]);
  });

  it('reports an incremental value per parent on a sync without parents', () => {
    const { problems } = compile('{ incremental: { field: updated, param: since, per: parent } }');
    expect(problems).toContain(
      "incremental.per 'parent' keeps one value per parent: it needs parents (on the list, or sync.parents).",
    );
    const { problems: ok, plan } = compile(
      '{ parents: { entity: accounts }, params: { account: "{parent.id}" }, incremental: { field: updated, param: since, per: parent } }',
    );
    expect(ok).toEqual([]);
    expect(plan!.entities.get('rows')!.sync!.incremental?.per).toBe('parent');
  });

  it('refuses a status that is not a parent-only answer', () => {
    const { problems } = compile('{ parents: { entity: accounts, skip_status: [500] } }');
    expect(problems.join('\n')).toMatch(/skip_status/);
  });
});

describe('record keys', () => {
  it('joins the values of several fields; a record with none of them has no key', () => {
    expect(compositeId({ a: 1, b: { c: 'x' } }, [['a'], ['b', 'c']])).toBe('[1,"x"]');
    expect(compositeId({ a: 1 }, [['a'], ['b']])).toBe('[1,null]');
    expect(compositeId({ z: 1 }, [['a'], ['b']])).toBeUndefined();
    expect(recordId({ a: 1 }, (r) => `k${(r as { a: number }).a}`, '{}')).toBe('k1');
  });
});

describe('date-only incremental filters', () => {
  it('sends the UTC day of the stored instant, and an instant as stored otherwise', () => {
    const params: Record<string, unknown> = {};
    sinceParam(
      params,
      { field: 'u', param: 'updated_at.gte', format: 'date' },
      '2026-11-20T23:15:30.123-02:00',
    );
    expect(params).toEqual({ updated_at: { gte: '2026-11-21' } });
    const plain: Record<string, unknown> = {};
    sinceParam(plain, { field: 'u', param: 'since' }, '2026-11-20T10:15:30.123Z');
    expect(plain).toEqual({ since: '2026-11-20T10:15:30.123Z' });
  });

  it('sends an instant lookback_seconds earlier, to the second; a day of the earlier instant', () => {
    const back: Record<string, unknown> = {};
    sinceParam(
      back,
      { field: 'u', param: 'since', lookback_seconds: 1800 },
      '2026-11-20T00:15:30.5Z',
    );
    expect(back).toEqual({ since: '2026-11-19T23:45:30Z' });
    const day: Record<string, unknown> = {};
    sinceParam(
      day,
      { field: 'u', param: 'since', format: 'date', lookback_seconds: 1800 },
      '2026-11-20T00:15:30Z',
    );
    expect(day).toEqual({ since: '2026-11-19' });
  });
});
