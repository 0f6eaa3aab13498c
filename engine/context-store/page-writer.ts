// Where the SQLite store's record writes run: on a writer thread of their own when the store has a
// file (page-writer-worker.mjs, started on the first write), else on the calling thread (a database
// in memory, which no other connection can open). One queue either way: jobs commit in the order
// they were given, so a deletion never overtakes the page before it. The same class, read-only,
// runs the reads of a table's whole (a sync's end) on a reader thread of their own, so that one
// connector's count of a million records does not hold another's page write.

import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { pageWrites, type WriteJob, type WriteResult } from './page-writes.mjs';

/** The writer's and the reader's thread names as the kernel shows them (15 characters at most). */
export const STORE_WRITER_THREAD_NAME = 'store-writer';
export const STORE_READER_THREAD_NAME = 'store-reader';

type Pending = {
  resolve: (r: WriteResult) => void;
  reject: (err: Error) => void;
  done: Promise<WriteResult>;
};

export class PageWriter {
  private inline: ((job: WriteJob) => WriteResult) | undefined;
  private worker: Worker | undefined;
  private pending = new Map<number, Pending>();
  private next = 0;

  constructor(
    private db: Database.Database,
    private readonly = false,
  ) {
    if (db.memory || !db.name) this.inline = pageWrites(db);
  }

  /** Settles once every job given so far has (a read that must see them waits for this). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending.values()].map((p) => p.done));
  }

  run(job: WriteJob): Promise<WriteResult> {
    if (this.inline) {
      const write = this.inline;
      return new Promise((resolve) => resolve(write(job)));
    }
    const w = (this.worker ??= this.start());
    const id = this.next++;
    if (!this.pending.size) w.ref(); // a pending write keeps the process alive until it committed
    let settle!: Pick<Pending, 'resolve' | 'reject'>;
    const done = new Promise<WriteResult>((resolve, reject) => (settle = { resolve, reject }));
    this.pending.set(id, { ...settle, done });
    w.postMessage({ id, job });
    return done;
  }

  /** Waits for the pending writes, then stops the thread. */
  async close(): Promise<void> {
    await this.settled();
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }

  private start(): Worker {
    const w = new Worker(new URL('./page-writer-worker.mjs', import.meta.url), {
      workerData: {
        file: this.db.name,
        readonly: this.readonly,
        name: this.readonly ? STORE_READER_THREAD_NAME : STORE_WRITER_THREAD_NAME,
      },
      execArgv: [], // plain JavaScript: none of the process's loaders (e.g. tsx) to start again
    });
    w.on(
      'message',
      ({ id, result, error }: { id: number; result?: WriteResult; error?: Failed }) => {
        const p = this.pending.get(id);
        this.pending.delete(id);
        if (!this.pending.size) w.unref();
        if (error)
          p?.reject(
            Object.assign(new Error(error.message), { name: error.name, code: error.code }),
          );
        else p?.resolve(result!);
      },
    );
    w.on('error', (err) => this.failAll(err));
    w.on('exit', () => {
      if (this.worker === w) this.worker = undefined; // the next write starts another
      this.failAll(new Error('the context store writer thread stopped'));
    });
    return w;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}

type Failed = { name?: string; code?: string; message: string };
