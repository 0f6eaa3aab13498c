// A search worker thread: its own read-only connection to the store's database file (WAL lets it
// read while the main connection writes), the same SQL functions, prepared statements kept per SQL
// text. Each job carries its budget; cs_budget stops the statement once the job's deadline passes.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { registerSearchFunctions, SearchBudgetExceeded } from './sql-functions.mjs';

// A search may keep a core busy for its whole budget: on Linux this thread runs at a lower priority
// (nice 10, set on its own thread id), so the thread that answers every other request keeps the CPU.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // not Linux, or no /proc: the same priority as the rest of the process
}

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -16384');
let deadline = Infinity;
registerSearchFunctions(db, () => deadline);
const statements = new Map();

parentPort.on('message', ({ id, sql, args, budgetMs }) => {
  deadline = Date.now() + budgetMs;
  try {
    let stmt = statements.get(sql);
    if (!stmt) {
      if (statements.size >= 200) statements.clear(); // filters vary in shape; keep the cache small
      statements.set(sql, (stmt = db.prepare(sql).pluck()));
    }
    parentPort.postMessage({ id, rows: stmt.all(...args) });
  } catch (err) {
    parentPort.postMessage(
      err instanceof SearchBudgetExceeded
        ? { id, timeout: true }
        : { id, error: String(err?.message ?? err) },
    );
  } finally {
    deadline = Infinity;
  }
});
