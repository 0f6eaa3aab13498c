// The context store's record writes on SQLite, given a connection: plain JavaScript, so that the store's
// writer thread (page-writer-worker.mjs) and a store without a file of its own (in memory, written on
// the calling thread) run the same code. The caller renders the statements' SQL (its table and
// columns) and each record's id, JSON text and column values; a write runs in one transaction.

/**
 * Runs jobs on `db`: `store` (new versions of records, and the sync's checkpoint), `mark` (deletions),
 * `value` (one value read), `values` (a column read, as JSON text: one string to pass between threads),
 * `documents` (a column of JSON texts read, as one JSON array)
 * and `run` (statements, each with its arguments, in one transaction; answers the rows changed).
 */
export function pageWrites(db) {
  const prepared = new Map();
  const stmt = (sql) => {
    let s = prepared.get(sql);
    if (!s) prepared.set(sql, (s = db.prepare(sql)));
    return s;
  };

  // A record is inserted unless a current version exists; one that differs (or was deleted) retires it
  // first (the unique index allows one current row) and points it at the new version.
  const store = db.transaction(({ sql, owner, rows, checkpoint }) => {
    const [insert, current, retire] = [stmt(sql.insert), stmt(sql.current), stmt(sql.retire)];
    const out = { changed: 0, added: 0, updated: 0 };
    for (const [id, data, values] of rows) {
      const now = Date.now();
      if (insert.run(owner, id, data, ...values, 'added', now).changes === 1) {
        out.added++;
        out.changed++;
        continue;
      }
      const cur = current.get(owner, id);
      const revived = cur.deleted_at !== null;
      if (cur.data === data && !revived) continue; // unchanged: keep the stored version
      const op = revived ? 'added' : 'updated';
      retire.run(-1, now, cur.seq);
      const seq = insert.run(owner, id, data, ...values, op, now).lastInsertRowid;
      retire.run(seq, now, cur.seq);
      out[op]++;
      out.changed++;
    }
    if (checkpoint)
      stmt(sql.checkpoint).run(
        checkpoint.value,
        Date.now(),
        checkpoint.connectorId,
        checkpoint.entity,
      );
    return out;
  });

  // A deletion is a tombstone version: the current row retired, a copy marked deleted after it.
  const mark = db.transaction(({ sql, owner, ids }) => {
    const [current, retire, tombstone] = [stmt(sql.current), stmt(sql.retire), stmt(sql.tombstone)];
    let marked = 0;
    for (const id of ids) {
      const cur = current.get(owner, id);
      if (!cur || cur.deleted_at !== null) continue;
      const now = Date.now();
      retire.run(-1, now, cur.seq);
      const seq = tombstone.run(now, now, cur.seq).lastInsertRowid;
      retire.run(seq, now, cur.seq);
      marked++;
    }
    return { marked };
  });

  // Statements of a table's whole (a sync's end: its count, the ids a complete walk compares, the
  // purge) run here too, off the thread that answers requests, and after the writes before them.
  const run = {
    store,
    mark,
    value: ({ sql, args }) =>
      stmt(sql)
        .pluck()
        .get(...args),
    values: ({ sql, args }) =>
      JSON.stringify(
        stmt(sql)
          .pluck()
          .all(...args),
      ),
    documents: ({ sql, args }) =>
      `[${stmt(sql)
        .pluck()
        .all(...args)
        .join(',')}]`,
    run: db.transaction(({ statements }) =>
      statements.reduce((n, [sql, args]) => n + stmt(sql).run(...args).changes, 0),
    ),
  };
  return (job) => run[job.type](job);
}
