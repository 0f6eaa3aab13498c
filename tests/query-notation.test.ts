// Query params in the object notation (style notation / notation_comma): structure `( ) , :` reaches
// the vendor unencoded, every key and value inside is strictly percent-encoded, so no value can add
// structure, end the param or start another one. Checked on the raw request line the vendor receives.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFolder, createEngine, type Engine } from '../engine/index.ts';
import { renderNotation, strictEncode } from '../engine/request/notation.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('restq', 'Restq')}entities:
  items:
    actions:
      list:
        request: { path: /items, query: { q: search } }
        no_pagination_reason: one page
        params:
          properties:
            search: { type: object, style: notation }
            ids: { type: array, items: { type: string }, style: notation }
            fields: { type: array, items: { type: string }, style: notation_comma }
            name: { type: string, style: notation }
            plain: { type: string }
`;

let server: Server;
let engine: Engine;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end('[]');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const dir = mkdtempSync(join(tmpdir(), 'restq-'));
  writeFileSync(join(dir, 'restq.yaml'), MANIFEST);
  engine = createEngine({
    connectorsDir: dir,
    upstreams: { restq: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function rawQuery(params: Record<string, unknown>): Promise<string> {
  seen.length = 0;
  await engine
    .connector('restq', { credentials: { key: 'k-123456' }, config: {} })
    .execute('items', 'list', params);
  expect(seen).toHaveLength(1);
  return seen[0]!.slice('/items?'.length);
}

describe('notation style', () => {
  it('writes objects, lists and a field projection with raw structure and encoded values', async () => {
    const qs = await rawQuery({
      search: {
        status: { values: ['ACTIVE', 'DRAFT'] },
        test: false,
        account: { values: ['urn:li:sponsoredAccount:123'] },
      },
      ids: ['urn:li:sponsoredCampaign:1', 'urn:li:sponsoredCampaign:2'],
      fields: ['impressions', 'dateRange'],
      plain: 'a b(c)',
    });
    expect(qs).toBe(
      'q=search&plain=a+b%28c%29' +
        '&search=(status:(values:List(ACTIVE,DRAFT)),test:false,account:(values:List(urn%3Ali%3AsponsoredAccount%3A123)))' +
        '&ids=List(urn%3Ali%3AsponsoredCampaign%3A1,urn%3Ali%3AsponsoredCampaign%3A2)&fields=impressions,dateRange',
    );
  });

  it('keeps hostile values inside their param: & = # + % spaces, quotes, structure characters, control characters', async () => {
    const hostile = "x&admin=1#frag+1 %26('),:\r\n\u0000é\ud800";
    const qs = await rawQuery({
      name: hostile,
      ids: [hostile],
      search: { [hostile]: hostile },
      fields: ['a,b', 'c&d=e'],
    });
    const enc = 'x%26admin%3D1%23frag%2B1%20%2526%28%27%29%2C%3A%0D%0A%00%C3%A9%EF%BF%BD';
    expect(qs).toBe(
      `q=search&search=(${enc}:${enc})&ids=List(${enc})&fields=a%2Cb,c%26d%3De&name=${enc}`,
    );
    // Exactly the expected params, each whole: nothing leaked into a new param.
    expect([...new URLSearchParams(qs).keys()]).toEqual(['q', 'search', 'ids', 'fields', 'name']);
    expect(new URLSearchParams(qs).get('name')).toBe(hostile.replace('\ud800', '\ufffd'));
  });

  it("writes an empty string as '' and leaves null members out", () => {
    expect(renderNotation('p', '', 'notation')).toBe("''");
    expect(renderNotation('p', { a: null, b: '', c: [1, true] }, 'notation')).toBe(
      "(b:'',c:List(1,true))",
    );
    expect(renderNotation('p', null, 'notation')).toBeUndefined();
    expect(renderNotation('p', [], 'notation')).toBe('List()');
    expect(renderNotation('p', [{ a: 1 }], 'notation_comma')).toBe('(a:1)');
    expect(strictEncode("-._~AZaz09!*'()")).toBe('-._~AZaz09%21%2A%27%28%29');
  });

  it('refuses values nested beyond the bound', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(() => renderNotation('p', deep, 'notation')).toThrow(/nested too deeply/);
  });

  it('is a query-only style (lint problem elsewhere)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'restq-bad-'));
    writeFileSync(
      join(dir, 'restq.yaml'),
      MANIFEST.replace(
        'request: { path: /items, query: { q: search } }',
        'request: { method: POST, path: /items, retry: true }',
      ),
    );
    const { problems } = compileFolder(dir);
    expect(problems.filter((p) => p.code === 'invalid-value').map((p) => p.message)).toEqual([
      "param 'search' has style notation, which only a query param can have (it goes in: body).",
      "param 'ids' has style notation, which only a query param can have (it goes in: body).",
      "param 'fields' has style notation_comma, which only a query param can have (it goes in: body).",
      "param 'name' has style notation, which only a query param can have (it goes in: body).",
    ]);
  });
});

describe('the int template filter', () => {
  it('turns decimal text into a number when the placeholder is the whole template, and refuses other text', async () => {
    const { parseTemplate, renderTemplateValue } = await import('../engine/request/template.ts');
    expect(
      renderTemplateValue(parseTemplate('{parent.id|int}'), { parent: { id: '507404993' } }),
    ).toBe(507404993);
    expect(
      renderTemplateValue(parseTemplate('urn:li:sponsoredAccount:{parent.id|int}'), {
        parent: { id: 5 },
      }),
    ).toBe('urn:li:sponsoredAccount:5');
    expect(() =>
      renderTemplateValue(parseTemplate('{parent.id|int}'), { parent: { id: '12a' } }),
    ).toThrow("'12a' is not an integer");
  });
});

describe('the year, month and day template filters', () => {
  it("give a date's UTC parts as numbers", async () => {
    const { parseTemplate, renderTemplateValue } = await import('../engine/request/template.ts');
    const scope = { window: { start: '2024-02-29T23:30:00-02:00' } };
    expect(
      ['year', 'month', 'day'].map((f) =>
        renderTemplateValue(parseTemplate(`{window.start|${f}}`), scope),
      ),
    ).toEqual([2024, 3, 1]);
    expect(() =>
      renderTemplateValue(parseTemplate('{window.start|day}'), { window: { start: 'soon' } }),
    ).toThrow("'soon' is not a date");
  });
});
