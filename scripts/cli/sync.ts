// connector-engine sync <kind> [entities...] --store FILE: copies a kind's records into a local
// context store (a SQLite file), resumable and incremental as in the service. Progress: one updating
// line on a terminal; on a pipe or file, a plain line per entity at most once a second and at its end.
import { existsSync, writeFileSync } from 'node:fs';
import { exit, usage } from './io.ts';
import { type ConnectionOptions, engineFailure, openConnector } from './run.ts';

export interface SyncCommandOptions extends ConnectionOptions {
  store: string;
  connectorId: string;
  json?: boolean;
  reconcileEvery?: string;
}

interface Progress {
  entity: string;
  pages: number;
  records: number;
  state: string;
}

/** Formats and writes progress lines; `tty` rewrites one line in place. */
export function progressWriter(out: NodeJS.WriteStream, tty: boolean, now = () => Date.now()) {
  const started = new Map<string, number>();
  let lastLine = 0;
  return (p: Progress) => {
    if (!started.has(p.entity)) started.set(p.entity, now());
    const seconds = Math.max((now() - started.get(p.entity)!) / 1000, 0.001);
    const line = `${p.entity}: ${p.state}, ${p.pages} page(s), ${p.records} record(s), ${Math.round(p.records / seconds)} records/s`;
    const final = p.state !== 'running';
    if (tty) {
      out.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
    } else if (final || now() - lastLine >= 1000) {
      out.write(`${line}\n`);
      lastLine = now();
    }
  };
}

export async function syncCommand(
  kind: string,
  entities: string[],
  opts: SyncCommandOptions,
): Promise<never> {
  if (!opts.store)
    return usage('sync needs --store FILE (the SQLite file of the local copy).', 'sync');
  const reconcile = opts.reconcileEvery === undefined ? undefined : Number(opts.reconcileEvery);
  if (reconcile !== undefined && !(Number.isInteger(reconcile) && reconcile >= 0))
    return usage('--reconcile-every takes whole seconds (0: never).', 'sync');
  const { engine, options } = await openConnector(kind, opts, 'sync');
  const { ContextStore } = await import('../../engine/index.ts');
  // the copy holds vendor records: only its owner reads it (SQLite gives -wal and -shm the same mode)
  if (!existsSync(opts.store)) writeFileSync(opts.store, '', { mode: 0o600 });
  const store = ContextStore.open(opts.store);
  const stop = new AbortController();
  process.once('SIGINT', () =>
    stop.abort(
      new Error('the sync was interrupted (Ctrl-C); it resumes from its checkpoint next time'),
    ),
  );
  const show = opts.json
    ? undefined
    : progressWriter(process.stdout, process.stdout.isTTY === true);
  try {
    const connector = engine.connector(kind, {
      ...options,
      contextStore: { store, connectorId: opts.connectorId },
    });
    const states = await connector.sync({
      ...(entities.length ? { entities } : {}),
      ...(reconcile !== undefined ? { reconcileEverySeconds: reconcile } : {}),
      signal: stop.signal,
      ...(show ? { onProgress: show } : {}),
    });
    const chosen = states.filter((s) => !entities.length || entities.includes(s.entity));
    if (opts.json)
      process.stdout.write(
        `${JSON.stringify(
          chosen.map(({ checkpoint: _c, since: _s, ...s }) => s),
          null,
          2,
        )}\n`,
      );
    else
      for (const s of chosen)
        if (s.last_error)
          process.stderr.write(`connector-engine: ${s.entity} failed: ${s.last_error}\n`);
    await store.close();
    return exit(chosen.some((s) => s.state === 'failed') ? 1 : 0);
  } catch (err) {
    await store.close();
    return engineFailure(err);
  }
}
