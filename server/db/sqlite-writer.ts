// Background writes to the SQLite file on a thread of their own. better-sqlite3 runs a statement on the
// thread that calls it, so a batch insert made on the main thread (the execution log's, every quarter
// second at load) holds the event loop for its whole run, page writes and WAL checkpoints included. A
// worker thread with its own connection to the same file runs them instead; SQLite's locking keeps it
// consistent with the main connection (WAL: readers never wait, writers wait through busy_timeout).
// The worker starts on the first write and keeps the process alive only while a write is pending.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The writer thread's name as the kernel shows it (15 characters at most). */
export const WRITER_THREAD_NAME = 'sqlite-writer';

/** The worker: CommonJS, evaluated from this string (no file of its own to build or ship). */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
// Named for ps, top -H and the benches' per-thread CPU (Linux; a synchronous write runs on this thread).
try { require('node:fs').writeFileSync('/proc/thread-self/comm', '${WRITER_THREAD_NAME}'); } catch {}
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const prepared = new Map();
const insertAll = db.transaction((statement, rows) => {
  for (const row of rows) statement.run(row);
});
parentPort.on('message', ({ id, sql, rows }) => {
  try {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    insertAll(statement, JSON.parse(rows));
    parentPort.postMessage({ id });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err).slice(0, 300) });
  }
});
`;

export interface SqliteWriter {
  /**
   * Runs an insert statement once per tuple of `rows` (a JSON array of tuples, bound as the statement's
   * parameters) in one transaction on the writer thread; settles once it committed. A prepared
   * statement per row costs about half of one statement expanding the array with json_each.
   */
  insert(sql: string, rows: string): Promise<void>;
  /** Waits for the pending writes, then stops the thread. */
  close(): Promise<void>;
}

type Pending = { resolve: () => void; reject: (err: Error) => void; done: Promise<void> };

export function sqliteWriter(file: string): SqliteWriter {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let next = 0;

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = (): Worker => {
    const w = new Worker(WORKER, { eval: true, workerData: { file, driver } });
    w.unref();
    w.on('message', ({ id, error }: { id: number; error?: string }) => {
      const p = pending.get(id);
      pending.delete(id);
      if (!pending.size) w.unref();
      if (error) p?.reject(new Error(error));
      else p?.resolve();
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = undefined; // the next write starts another
      failAll(new Error('the SQLite writer thread stopped'));
    });
    return w;
  };

  return {
    insert(sql, rows) {
      const w = (worker ??= start());
      const id = next++;
      let settle!: Pick<Pending, 'resolve' | 'reject'>;
      const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      if (!pending.size) w.ref(); // a pending write keeps the process alive until it committed
      pending.set(id, { ...settle, done });
      w.postMessage({ id, sql, rows });
      return done;
    },
    async close() {
      await Promise.allSettled([...pending.values()].map((p) => p.done));
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
