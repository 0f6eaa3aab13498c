// bench:store runs to its end on a small store: every figure it prints is a number, each limit beside
// the figure it bounds. A search that ran past its budget (a text search's plan, session 18) stopped
// the bench before its table; nothing ran the bench, so nothing noticed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

it('bench:store prints the store, its limits and the full sync path on SQLite', async () => {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/bench-store-main.ts',
      '--records',
      '2000',
      '--backends',
      'sqlite',
      '--json',
    ],
    { cwd: root, timeout: 120_000 },
  );
  const { sqlite } = JSON.parse(stdout) as { sqlite: Record<string, number> };
  for (const key of [
    'ingest_records_per_s',
    'raw_paged_records_per_s',
    'raw_one_transaction_records_per_s',
    'sync_path_records_per_s',
    'sync_path_limit_records_per_s',
  ])
    expect(sqlite[key], key).toBeGreaterThan(0);
  for (const key of ['ingest_share_of_raw_paged', 'sync_path_share_of_limit'])
    expect(sqlite[key], key).toBeCloseTo(
      key === 'sync_path_share_of_limit'
        ? sqlite.sync_path_records_per_s! / sqlite.sync_path_limit_records_per_s!
        : sqlite.ingest_records_per_s! / sqlite.raw_paged_records_per_s!,
      1,
    );
  expect(sqlite.sync_path_records).toBe(2000);
  for (const key of [
    'eq_median_ms',
    'range_sort_median_ms',
    'keyword_median_ms',
    'fuzzy_median_ms',
    'sync_path_event_loop_delay_p99_ms',
  ])
    expect(Number.isFinite(sqlite[key]), key).toBe(true);
  expect(sqlite.sync_path_event_loop_delay_max_ms).toBeGreaterThanOrEqual(
    sqlite.sync_path_event_loop_delay_p99_ms!,
  );
}, 150_000);
