// The limits printed beside the context store's ingest (bench-store.ts): the same records written the
// cheapest way each database allows, into a table of the very shape the store makes (a fresh store of
// the same backend creates it: columns, indexes, the text index and its triggers), timed the same way
// (the records' generation included, as in the store's loop).
// - SQLite: one prepared INSERT per record, committed every 1,000 records as the store's pages are;
//   and the same loop in one transaction.
// - PostgreSQL: one COPY FROM STDIN of every record (pg-copy-streams), text format; and a COPY of
//   1,000 records per transaction, one after the other, as the store commits its pages (one COPY
//   overlaps making the rows with the server's work on them, a page at a time cannot).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { wordsColumn } from '../engine/context-store/pg/tables.ts';
import { textWords } from '../engine/context-store/sql-functions.mjs';
import type { SqliteContextStore } from '../engine/context-store/sqlite-store.ts';
import { type EntityTable, q } from '../engine/context-store/tables.ts';
import { createEngine, openContextStore } from '../engine/index.ts';

type Customer = (i: number) => Record<string, unknown>;
const PAGE = 1000;
const fieldValue = (r: Record<string, unknown>, f: string) => {
  const v = r[f];
  return typeof v === 'boolean'
    ? Number(v)
    : typeof v === 'string' || typeof v === 'number'
      ? v
      : null;
};

/** Records per second of the raw SQLite loop: a transaction per `page` records (1,000), or one for all. */
export async function sqliteIngestLimit(
  n: number,
  customer: Customer,
  oneTransaction: boolean,
  page = PAGE,
): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-limit-'));
  try {
    const store = (await openContextStore({
      sqlite: join(dir, 'store.db'),
    })) as SqliteContextStore;
    const t = await store.table(createEngine().plan('stripe'), 'customers');
    const { db } = store;
    const owner = db.prepare('INSERT INTO cs_owners (connector_id) VALUES (?)').run('raw')
      .lastInsertRowid as number;
    const fields = [...t.columns.keys()];
    const insert = db.prepare(
      `INSERT INTO ${q(t.name)} (owner, record_id, data, ${fields.map((f) => q(t.columns.get(f)!)).join(', ')}, op, changed_at)
       VALUES (?, ?, ?, ${fields.map(() => '?').join(', ')}, 'added', ?)`,
    );
    const write = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const r = customer(i);
        insert.run(
          owner,
          r.id,
          JSON.stringify(r),
          ...fields.map((f) => fieldValue(r, f)),
          Date.now(),
        );
      }
    };
    const pageWrite = db.transaction(write);
    const started = performance.now();
    if (oneTransaction) db.transaction(() => write(0, n))();
    else for (let i = 0; i < n; i += page) pageWrite(i, Math.min(i + page, n));
    const seconds = (performance.now() - started) / 1000;
    await store.close();
    return Math.round(n / seconds);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Records per second of COPY into the store's table (in a schema of its own): one for all, or one per 1,000 records. */
export async function postgresCopyLimit(
  n: number,
  customer: Customer,
  url: string,
  paged: boolean,
): Promise<number> {
  const schema = `bench_store_copy_${process.pid}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const store = await openContextStore({ postgres: url, schema });
    const t: EntityTable = await store.table(createEngine().plan('stripe'), 'customers');
    await store.close();
    const owner = (
      await client.query<{ owner: number }>(
        `INSERT INTO ${q(schema)}.cs_owners (connector_id) VALUES ('raw') RETURNING owner`,
      )
    ).rows[0]!.owner;
    const fields = [...t.columns.keys()];
    const words = fields.filter((f) => t.text.includes(f));
    const columns = [
      'owner',
      'record_id',
      'data',
      ...fields.map((f) => q(t.columns.get(f)!)),
      ...words.map((f) => q(wordsColumn(t.columns.get(f)!))),
      'op',
      'changed_at',
    ];
    const statement = `COPY ${t.qualified} (${columns.join(', ')}) FROM STDIN`;
    const copy = async (from: number, to: number) =>
      pipeline(
        copyRows(from, to, customer, owner, fields, words),
        client.query(copyFrom(statement)),
      );
    const started = performance.now();
    if (!paged) await copy(0, n);
    else
      for (let i = 0; i < n; i += PAGE) {
        await client.query('BEGIN');
        await copy(i, Math.min(i + PAGE, n));
        await client.query('COMMIT');
      }
    const seconds = (performance.now() - started) / 1000;
    return Math.round(n / seconds);
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${q(schema)} CASCADE`);
    await client.end();
  }
}

/** COPY's text format, PAGE rows per chunk: a value escaped, null as \N, a text field's words as a tsvector. */
async function* copyRows(
  from: number,
  n: number,
  customer: Customer,
  owner: number,
  fields: string[],
  words: string[],
) {
  const cell = (v: string | number | null) =>
    v === null ? '\\N' : String(v).replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!);
  const lexemes = (v: string | number | null) =>
    typeof v !== 'string'
      ? '\\N'
      : cell([...new Set(textWords(v))].map((w) => `'${w.replace(/['\\]/g, '$&$&')}'`).join(' '));
  for (let i = from; i < n; i += PAGE) {
    let chunk = '';
    for (let k = i; k < Math.min(i + PAGE, n); k++) {
      const r = customer(k);
      const row = [
        owner,
        cell(String(r.id)),
        cell(JSON.stringify(r)),
        ...fields.map((f) => cell(fieldValue(r, f))),
        ...words.map((f) => lexemes(fieldValue(r, f))),
        'added',
        Date.now(),
      ];
      chunk += `${row.join('\t')}\n`;
    }
    yield chunk;
  }
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
