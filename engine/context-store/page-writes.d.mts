// Types of page-writes.mjs (plain JavaScript so that the store's writer thread can load it).
import type Database from 'better-sqlite3';

/** The statements of one entity table, rendered by the store. */
export interface WriteSql {
  insert: string;
  current: string;
  retire: string;
  tombstone: string;
  checkpoint: string;
}
export type WriteJob =
  | {
      type: 'store';
      sql: WriteSql;
      owner: number;
      /** Each record's id, JSON text and column values (in the insert's column order). */
      rows: [string, string, (string | number | null)[]][];
      checkpoint: { connectorId: string; entity: string; value: string } | null;
    }
  | { type: 'mark'; sql: WriteSql; owner: number; ids: string[] }
  | { type: 'value' | 'values' | 'documents'; sql: string; args: (string | number)[] }
  | { type: 'run'; statements: [string, (string | number)[]][] };
/** store: the counts; mark: how many marked; value: the value; values, documents: a JSON array; run: rows changed. */
export type WriteResult =
  | { changed: number; added: number; updated: number }
  | { marked: number }
  | string
  | number
  | null;

export function pageWrites(db: Database.Database): (job: WriteJob) => WriteResult;
