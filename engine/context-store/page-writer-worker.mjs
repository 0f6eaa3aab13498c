// The context store's writer thread: its own connection to the store's file runs every record write
// (page-writes.mjs), so a sync's page (some 50 µs of SQLite a record) never holds the event loop that
// answers other requests, and the next page is fetched and decoded while this one is written. Started
// read-only, the same file is the store's reader thread (the reads of a table's whole).
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { pageWrites } from './page-writes.mjs';

// Named for ps, top -H and the benches' per-thread CPU (Linux).
try {
  writeFileSync('/proc/thread-self/comm', workerData.name);
} catch {
  // not Linux: unnamed
}

const db = new Database(workerData.file, { fileMustExist: true, readonly: workerData.readonly });
db.pragma('busy_timeout = 5000');
if (!workerData.readonly) {
  db.pragma('synchronous = NORMAL');
  // Index pages stay in memory while a sync writes many records; fewer, larger WAL checkpoints (run
  // here, by the connection that commits).
  db.pragma('cache_size = -65536');
  db.pragma('wal_autocheckpoint = 8192');
}
const write = pageWrites(db);

parentPort.on('message', ({ id, job }) => {
  try {
    parentPort.postMessage({ id, result: write(job) });
  } catch (err) {
    parentPort.postMessage({
      id,
      error: { name: err?.name, code: err?.code, message: String(err?.message ?? err) },
    });
  }
});
