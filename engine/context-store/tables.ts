// One table per connector kind and entity, holding every connector's copy of those records. Each
// stored version is a row (seq); a changed record gets a new row and its old one is marked
// superseded, so a search reads a fixed snapshot (seq <= S, not superseded by S) while a sync
// writes. Declared index fields are stored in their own indexed columns; declared text fields
// feed an FTS5 index. SQLite-specific on purpose (JSON1, FTS5); see docs/development.md. Several processes may
// share the database: each schema change is checked and made under the write lock (BEGIN IMMEDIATE).
import type Database from 'better-sqlite3';
import type { EntityPlan } from '../plan/plan.ts';

export interface EntityTable {
  name: string;
  /** PostgreSQL: the table's name with its schema. */
  qualified?: string;
  /** The text index (SQLite: the FTS5 table; PostgreSQL: set when the text fields have tsvector columns). */
  fts?: string;
  /** Fields with a column of their own: name -> column. */
  columns: Map<string, string>;
  indexed: Set<string>;
  text: string[];
  searchable: Record<string, string>;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
export const q = ident;

export function tableName(kind: string, entity: string): string {
  return `cs_${kind.replace(/[^a-z0-9]/g, '_')}__${entity}`;
}

const SQL_TYPE: Record<string, string> = {
  string: 'TEXT',
  integer: 'INTEGER',
  number: 'REAL',
  boolean: 'INTEGER',
};

/** The store's own tables: sync states and connector keys. */
export function ensureBaseTables(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS cs_sync_state (
    connector_id TEXT NOT NULL, entity TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'idle', records INTEGER NOT NULL DEFAULT 0,
    last_started TEXT, last_finished TEXT, last_error TEXT, checkpoint TEXT, since TEXT, heartbeat INTEGER,
    warnings TEXT, PRIMARY KEY (connector_id, entity))`);
  addColumns(db, 'cs_sync_state', STATE_COLUMNS);
  db.exec(
    `CREATE TABLE IF NOT EXISTS cs_owners (owner INTEGER PRIMARY KEY, connector_id TEXT NOT NULL UNIQUE)`,
  );
}

/** Sync state columns added after the table's first version: warnings, and the status of the last runs. */
export const STATE_COLUMNS: [string, 'TEXT' | 'INTEGER'][] = [
  ['warnings', 'TEXT'],
  ['last_success', 'TEXT'],
  ['last_failure', 'TEXT'],
  ['last_failure_error', 'TEXT'],
  ['last_added', 'INTEGER'],
  ['last_updated', 'INTEGER'],
  ['last_deleted', 'INTEGER'],
  ['last_full_walk', 'TEXT'],
];

/** Every version's change (op: added, updated, deleted) and when it was made; deleted_at on a deletion's version. */
const CHANGE_COLUMNS: [string, 'TEXT' | 'INTEGER'][] = [
  ['op', 'TEXT'],
  ['changed_at', 'INTEGER'],
  ['deleted_at', 'INTEGER'],
];

/** Stores made before these columns existed get them (another process may add one first). */
function addColumns(db: Database.Database, table: string, wanted: [string, string][]): void {
  const have = new Set(
    (db.prepare(`PRAGMA table_info(${ident(table)})`).all() as { name: string }[]).map(
      (c) => c.name,
    ),
  );
  for (const [name, type] of wanted) {
    if (have.has(name)) continue;
    try {
      db.exec(`ALTER TABLE ${ident(table)} ADD COLUMN ${ident(name)} ${type}`);
    } catch (err) {
      if (!/duplicate column name/i.test((err as Error).message)) throw err;
    }
  }
}

/** Creates (or extends) the tables of one entity; returns how to address them. */
export function ensureEntityTable(
  db: Database.Database,
  kind: string,
  entity: EntityPlan,
): EntityTable {
  // The write lock first, then the schema as it is now: another process that got the lock before
  // has already added what it added, and it is not added twice.
  return db.transaction(() => makeEntityTable(db, kind, entity)).immediate();
}

function makeEntityTable(db: Database.Database, kind: string, entity: EntityPlan): EntityTable {
  const name = tableName(kind, entity.name);
  const sync = entity.sync;
  const indexed = new Set(sync?.indexes ?? []);
  const text = sync?.text ?? [];
  const columns = new Map<string, string>();
  for (const f of new Set([...indexed, ...text])) columns.set(f, `c_${f}`);
  db.exec(`CREATE TABLE IF NOT EXISTS ${ident(name)} (
    seq INTEGER PRIMARY KEY,
    owner INTEGER NOT NULL, -- the connector, as a small key (cs_owners): smaller indexes, faster syncs
    record_id TEXT NOT NULL,
    data TEXT NOT NULL,
    superseded INTEGER,
    superseded_at INTEGER
  )`);
  addColumns(db, name, CHANGE_COLUMNS);
  addFieldColumns(db, name, columns, entity.searchable);
  db.exec(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(`${name}__current`)} ON ${ident(name)} (owner, record_id) WHERE superseded IS NULL`,
  );
  db.exec(
    `CREATE INDEX IF NOT EXISTS ${ident(`${name}__superseded`)} ON ${ident(name)} (superseded_at) WHERE superseded IS NOT NULL`,
  );
  // the purge of deletions past their retention (only current tombstones are in it)
  db.exec(
    `CREATE INDEX IF NOT EXISTS ${ident(`${name}__deleted`)} ON ${ident(name)} (deleted_at) WHERE deleted_at IS NOT NULL AND superseded IS NULL`,
  );
  // the change feed of one connector walks its rows in seq order
  db.exec(`CREATE INDEX IF NOT EXISTS ${ident(`${name}__changes`)} ON ${ident(name)} (owner, seq)`);
  for (const f of indexed)
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${ident(`${name}__i_${f}`)} ON ${ident(name)} (owner, ${ident(columns.get(f)!)})`,
    );
  const fts = text.length
    ? ensureTextIndex(
        db,
        name,
        text.map((f) => columns.get(f)!),
      )
    : undefined;
  return { name, ...(fts ? { fts } : {}), columns, indexed, text, searchable: entity.searchable };
}

/** A column per indexed or text field the table lacks, typed by the field and filled from the stored records. */
function addFieldColumns(
  db: Database.Database,
  name: string,
  columns: Map<string, string>,
  searchable: Record<string, string>,
): void {
  const existing = new Set(
    (db.prepare(`PRAGMA table_info(${ident(name)})`).all() as { name: string }[]).map(
      (c) => c.name,
    ),
  );
  for (const [field, col] of columns) {
    if (existing.has(col)) continue;
    const type = Object.hasOwn(searchable, field) ? searchable[field]! : 'string';
    try {
      db.exec(
        `ALTER TABLE ${ident(name)} ADD COLUMN ${ident(col)} ${Object.hasOwn(SQL_TYPE, type) ? SQL_TYPE[type] : ''}`,
      );
    } catch (err) {
      if (!/duplicate column name/i.test((err as Error).message)) throw err; // added meanwhile: fine
      continue;
    }
    db.prepare(`UPDATE ${ident(name)} SET ${ident(col)} = json_extract(data, ?)`).run(
      jsonPath(field),
    ); // backfill
  }
}

/** The FTS5 index over the text columns, kept by triggers; returns its name. */
function ensureTextIndex(db: Database.Database, name: string, textColumns: string[]): string {
  const fts = `${name}__fts`;
  const cols = textColumns.map(ident);
  const wanted = `CREATE VIRTUAL TABLE ${ident(fts)} USING fts5(${cols.join(', ')}, content=${ident(name)}, content_rowid='seq', tokenize='unicode61 remove_diacritics 2', detail=column)`;
  const current = (
    db.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(fts) as
      | { sql?: string }
      | undefined
  )?.sql;
  if (current === wanted) return fts;
  // A new or changed text field list (read under the lock, so not one another process just
  // built): rebuild the index from the stored rows.
  db.exec(
    `DROP TABLE IF EXISTS ${ident(fts)}; DROP TRIGGER IF EXISTS ${ident(`${name}__ai`)}; DROP TRIGGER IF EXISTS ${ident(`${name}__ad`)};`,
  );
  db.exec(wanted);
  const newCols = cols.map((c) => `new.${c}`).join(', ');
  const oldCols = cols.map((c) => `old.${c}`).join(', ');
  db.exec(
    `CREATE TRIGGER ${ident(`${name}__ai`)} AFTER INSERT ON ${ident(name)} BEGIN INSERT INTO ${ident(fts)} (rowid, ${cols.join(', ')}) VALUES (new.seq, ${newCols}); END`,
  );
  db.exec(
    `CREATE TRIGGER ${ident(`${name}__ad`)} AFTER DELETE ON ${ident(name)} BEGIN INSERT INTO ${ident(fts)} (${ident(fts)}, rowid, ${cols.join(', ')}) VALUES ('delete', old.seq, ${oldCols}); END`,
  );
  db.exec(`INSERT INTO ${ident(fts)} (${ident(fts)}) VALUES ('rebuild')`);
  return fts;
}

/** A SQLite JSON path for a dotted field path, each key quoted. */
export function jsonPath(dotted: string): string {
  return `$${dotted
    .split('.')
    .map((k) => `."${k.replace(/"/g, '\\"')}"`)
    .join('')}`;
}
