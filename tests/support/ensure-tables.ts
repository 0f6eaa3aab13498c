// Run as a child process (node --import tsx): for each line {file, startAt} read from stdin, opens
// the context store in that SQLite file and makes the tables of every entity of every kind,
// starting at the agreed moment so that two processes change the same schema at once. Prints
// "ready" once loaded, then one line per round: {made} or {made, error}.
import { createInterface } from 'node:readline';
import { ContextStore, createEngine } from '../../engine/index.ts';

const engine = createEngine();
// every plan compiled before any round, so that both processes reach each table at the same time; the
// catalog's first N entity tables (N the first argument)
const work = engine
  .kinds()
  .flatMap((kind) => {
    const plan = engine.plan(kind);
    return [...plan.entities.values()].filter((e) => e.sync).map((e) => [plan, e.name] as const);
  })
  .slice(0, Number(process.argv[2]));
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const { file, startAt } = JSON.parse(line) as { file: string; startAt: number };
  const store = ContextStore.open(file);
  while (Date.now() < startAt) {
    // wait for the agreed start (a busy wait: both processes leave it within a millisecond)
  }
  let made = 0;
  try {
    for (const [plan, entity] of work) await store.table(plan, entity), made++;
    console.log(JSON.stringify({ made }));
  } catch (err) {
    console.log(JSON.stringify({ made, error: (err as Error).message }));
  } finally {
    await store.close();
  }
}
