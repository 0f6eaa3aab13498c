// Stores made before sync warnings existed: opening one adds the warnings column to cs_sync_state (SQLite
// and PostgreSQL), its rows read with no warnings, and a sync's warnings are kept from then on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openContextStore } from '../engine/index.ts';
import { postgresUnavailable, TEST_DATABASE_URL } from './support/store-backends.ts';

const OLD_TABLE = `cs_sync_state (
  connector_id TEXT NOT NULL, entity TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'idle', records INTEGER NOT NULL DEFAULT 0,
  last_started TEXT, last_finished TEXT, last_error TEXT, checkpoint TEXT, since TEXT, heartbeat BIGINT,
  PRIMARY KEY (connector_id, entity))`;
const warning = { parent: 'a2', status: 403, message: 'refused' };
const pgSkipped = await postgresUnavailable();
const schema = `t_${process.pid}_oldstate`;

describe('sync state warnings on an older store', () => {
  it('SQLite: the column is added; old rows have none; new ones are kept', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'old-state-')), 'old.db');
    const db = new Database(file);
    db.exec(`CREATE TABLE ${OLD_TABLE}`);
    db.prepare(
      `INSERT INTO cs_sync_state (connector_id, entity, state) VALUES ('c', 'e', 'done')`,
    ).run();
    db.close();
    const store = await openContextStore({ sqlite: file });
    try {
      expect((await store.state('c', 'e'))!.warnings).toEqual([]);
      await store.setState('c', 'e', { warnings: [warning] });
      expect((await store.state('c', 'e'))!.warnings).toEqual([warning]);
    } finally {
      await store.close();
    }
  });

  afterAll(async () => {
    if (pgSkipped) return;
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });
  it.skipIf(!!pgSkipped)(
    'PostgreSQL: the column is added; old rows have none; new ones are kept',
    async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(`CREATE TABLE "${schema}".${OLD_TABLE}`);
      await client.query(
        `INSERT INTO "${schema}".cs_sync_state (connector_id, entity, state) VALUES ('c', 'e', 'done')`,
      );
      await client.end();
      const store = await openContextStore({ postgres: TEST_DATABASE_URL, schema });
      try {
        expect((await store.state('c', 'e'))!.warnings).toEqual([]);
        await store.setState('c', 'e', { warnings: [warning] });
        expect((await store.state('c', 'e'))!.warnings).toEqual([warning]);
      } finally {
        await store.close();
      }
    },
  );
});
