// npm run bench:store [-- --records N] [--backends sqlite,postgres] [--json]: the context-store bench
// alone (default 1,000,000 records, both backends; PostgreSQL at BENCH_DATABASE_URL or
// TEST_DATABASE_URL, skipped with the reason when none answers).
import {
  benchDatabaseUrl,
  benchStore,
  type StoreBackend,
  type StoreFigures,
  storeTable,
} from './bench-store.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const records = Number(arg('--records') ?? 1_000_000);
if (!Number.isInteger(records) || records < 1000)
  throw new Error('--records must be an integer of at least 1000');
const backends = (arg('--backends') ?? 'sqlite,postgres').split(',') as StoreBackend[];
const figures: Partial<Record<StoreBackend, StoreFigures>> = {};
const notes: string[] = [];
for (const b of backends) {
  if (b === 'sqlite') figures.sqlite = await benchStore(records, 'sqlite');
  else if (b === 'postgres') {
    const { url, reason } = await benchDatabaseUrl();
    if (url) figures.postgres = await benchStore(records, 'postgres', url);
    else notes.push(`PostgreSQL skipped: ${reason}`);
  } else throw new Error(`--backends: unknown backend ${b} (sqlite, postgres)`);
}
if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  console.log(
    `context store, ${records} Stripe customers (indexes: email, created, balance, name; text: description, name):`,
  );
  for (const line of [...storeTable(figures), ...notes]) console.log(`  ${line}`);
}
