// `connector-engine sync` as a process against a local fake Stripe: records land in the store file,
// progress is printed as plain lines when stdout is not a terminal, and as one updating line on one.
import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine } from '../engine/index.ts';
import { progressWriter } from '../scripts/cli/sync.ts';
import { customer, FakeStripeStore } from './support/fake-stripe-store.ts';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
const fake = new FakeStripeStore();
const dir = mkdtempSync(join(tmpdir(), 'cli-sync-'));

function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  fake.customers = Array.from({ length: 250 }, (_, i) => customer(i));
  fake.pageSize = 100;
  await fake.start();
});
afterAll(() => fake.stop());

describe('connector-engine sync', { timeout: 60_000 }, () => {
  it('copies the records into the store file with a progress line per entity (not a terminal)', async () => {
    const store = join(dir, 'stripe.db');
    const creds = join(dir, 'stripe.json');
    writeFileSync(creds, JSON.stringify({ api_key: 'sk_test_sync_cli_0123456789' }));
    const r = await run(
      ['sync', 'stripe', 'customers', '--store', store, '--credentials-file', creds],
      { CONNECTOR_ENGINE_UPSTREAM_STRIPE: fake.origin },
    );
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^customers: done, 3 page\(s\), 250 record\(s\), \d+ records\/s$/);
    expect(r.stdout).not.toContain('\r');
    expect(statSync(store).mode & 0o777).toBe(0o600); // vendor records: the owner's only
    const copy = ContextStore.open(store);
    try {
      const found = await copy.search(createEngine().plan('stripe'), 'customers', 'default', {
        query: { filter: { eq: { email: 'u7@example.com' } } },
      });
      expect(found.data.length).toBe(1);
      expect((await copy.states('default')).find((s) => s.entity === 'customers')).toMatchObject({
        state: 'done',
        records: 250,
      });
    } finally {
      await copy.close();
    }
    const json = await run(
      ['sync', 'stripe', 'customers', '--store', store, '--credentials-file', creds, '--json'],
      { CONNECTOR_ENGINE_UPSTREAM_STRIPE: fake.origin },
    );
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ entity: 'customers', state: 'done', records: 250 }),
    ]);
    // the copy is searched from the command line too, with the credentials in a variable
    const search = await run(
      [
        ...['run', 'stripe', 'customers', 'context_store_search', '--store', store],
        ...['--credentials-env', 'STRIPE_CREDENTIALS'],
        ...['--params', '{"query":{"filter":{"eq":{"email":"u7@example.com"}}}}'],
      ],
      { STRIPE_CREDENTIALS: JSON.stringify({ api_key: 'sk_test_sync_cli_0123456789' }) },
    );
    expect(search.stderr).toBe('');
    const out = JSON.parse(search.stdout);
    expect(out.result.data.map((c: { email: string }) => c.email)).toEqual(['u7@example.com']);
  });

  it('names an entity that does not sync, exit 1', async () => {
    const r = await run(
      [
        'sync',
        'stripe',
        'balance',
        '--store',
        join(dir, 'x.db'),
        '--credentials-file',
        join(dir, 'stripe.json'),
      ],
      { CONNECTOR_ENGINE_UPSTREAM_STRIPE: fake.origin },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('No context-store copy for balance');
  });
});

describe('sync progress', () => {
  it('rewrites one line on a terminal and ends it when the entity ends', () => {
    let out = '';
    let t = 0;
    const write = progressWriter({ write: (s: string) => (out += s) } as never, true, () => t);
    write({ entity: 'customers', pages: 1, records: 100, state: 'running' });
    t = 2000;
    write({ entity: 'customers', pages: 2, records: 200, state: 'running' });
    write({ entity: 'customers', pages: 2, records: 200, state: 'done' });
    expect(out).toBe(
      '\r\x1b[2Kcustomers: running, 1 page(s), 100 record(s), 100000 records/s\r\x1b[2Kcustomers: running, 2 page(s), 200 record(s), 100 records/s\r\x1b[2Kcustomers: done, 2 page(s), 200 record(s), 100 records/s\n',
    );
  });

  it('writes plain lines at most once a second, and always the last', () => {
    let out = '';
    let t = 0;
    const write = progressWriter({ write: (s: string) => (out += s) } as never, false, () => t);
    write({ entity: 'a', pages: 1, records: 10, state: 'running' });
    t = 500;
    write({ entity: 'a', pages: 2, records: 20, state: 'running' });
    t = 1500;
    write({ entity: 'a', pages: 3, records: 30, state: 'running' });
    write({ entity: 'a', pages: 3, records: 30, state: 'failed' });
    expect(
      out
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(',').slice(0, 2).join('')),
    ).toEqual(['a: running 3 page(s)', 'a: failed 3 page(s)']);
  });
});
