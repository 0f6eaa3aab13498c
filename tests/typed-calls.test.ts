// The generated per-kind types at compile time, through the package's own names ('connector-engine',
// 'connector-engine/client'): good calls compile; an unknown entity, action or param, a param of the
// wrong type and a misuse of a typed result fail with the expected errors; kinds the map does not know
// stay untyped. Compiled with the TypeScript compiler API over files written under tests/.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(import.meta.dirname, '.typed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const head = `import { createEngine } from 'connector-engine';
import { createClient } from 'connector-engine/client';
const engine = createEngine();
const stripe = engine.connector('stripe', { credentials: { api_key: 'sk_test_x' } });
const client = createClient({ baseUrl: 'http://127.0.0.1:1', token: 't' });
const remote = client.connector({ id: 'conn_1', connector_type: 'stripe' });
export async function run() {
`;

const good = `${head}
  const page = await stripe.execute('customers', 'list', { limit: 5, created: { gte: 1700000000 } });
  const id: string = page.result[0]!.id;
  const email: string | null | undefined = page.result[0]!.email;
  const one = await stripe.execute('customers', 'get', { id: 'cus_1' });
  const sameId: string = one.result.id;
  await stripe.execute('customers', 'list'); // no required params: params may be left out
  await stripe.execute('customers', 'delete', { id: 'cus_1' }, { signal: AbortSignal.timeout(1000) });
  const found = await stripe.execute('customers', 'context_store_search', { query: { filter: { eq: { currency: 'usd' } }, sort: [{ created: 'desc' }] }, limit: 5 });
  const cursor: string | null = found.result.meta.cursor;
  const kind: string = 'stripe';
  const dynamic = engine.connector(kind, { credentials: {} });
  await dynamic.execute('anything', 'goes', { any: 'thing' });
  const other = engine.connector('not-a-generated-kind', { credentials: {} });
  const untyped: unknown = (await other.execute('x', 'y', 42)).result;
  const r = await remote.execute('customers', 'list', { limit: 5 });
  const rid: string = r.result[0]!.id;
  const s = await remote.search('customers', { query: { filter: { gte: { balance: 0 } } }, limit: 3, fields: ['id'] });
  const more: boolean = s.result.meta.has_more;
  await remote.sync(['customers']);
  const untypedRemote = client.connector({ id: 'conn_2', connector_type: 'whatever' as string });
  await untypedRemote.execute('a', 'b', { c: 1 });
  const created = await client.connectors.create({ workspace_name: 'w', connector_type: 'stripe', name: 'S', credentials: { api_key: 'k' } });
  await client.connector(created).execute('invoices', 'list', { limit: 1 });
  return [id, email, sameId, cursor, untyped, rid, more];
}
`;

const bad: Record<string, [string, RegExp]> = {
  unknownEntity: [
    "await stripe.execute('customerz', 'list', { limit: 5 });",
    /'"customerz"' is not assignable/,
  ],
  unknownAction: ["await stripe.execute('customers', 'lsit');", /'"lsit"' is not assignable/],
  unknownParam: [
    "await stripe.execute('customers', 'list', { limt: 5 });",
    /'limt' does not exist in type 'StripeCustomersListParams'/,
  ],
  wrongType: [
    "await stripe.execute('customers', 'list', { limit: 'five' });",
    /Type 'string' is not assignable to type 'number'/,
  ],
  missingRequired: ["await stripe.execute('customers', 'get', {});", /Property 'id' is missing/],
  resultMisuse: [
    "const n: number = (await stripe.execute('customers', 'get', { id: 'c' })).result.id;",
    /Type 'string' is not assignable to type 'number'/,
  ],
  clientWrongType: [
    "await remote.execute('customers', 'list', { limit: 'x' });",
    /Type 'string' is not assignable to type 'number'/,
  ],
  clientSearchNoCopy: [
    "await remote.search('balance', { query: {} });",
    /'"balance"' is not assignable/,
  ],
};

function compile(files: string[]): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(files, { ...options, noEmit: true, noUnusedLocals: false });
  const out = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (d.file && out.has(d.file.fileName))
      out.get(d.file.fileName)!.push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return out;
}

it('type-checks calls per kind, entity, action and params, for the engine and the HTTP client', () => {
  const goodFile = join(dir, 'good.ts');
  writeFileSync(goodFile, good);
  const badFiles = Object.entries(bad).map(([name, [line]]) => {
    const f = join(dir, `${name}.ts`);
    writeFileSync(f, `${head}  ${line}\n}\n`);
    return [name, f] as const;
  });
  const found = compile(
    [goodFile, ...badFiles.map(([, f]) => f)].map((f) => f.replace(/\\/g, '/')),
  );
  expect(found.get(goodFile)).toEqual([]);
  for (const [name, file] of badFiles) {
    const errors = found.get(file)!;
    expect(errors.length, `${name}: ${errors.join(' | ')}`).toBe(1);
    expect(errors[0], name).toMatch(bad[name]![1]);
  }
}, 120_000);
