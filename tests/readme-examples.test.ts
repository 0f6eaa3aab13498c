// Every execute example in README.md and docs/*.md runs against the shipped kinds: the curl bodies of
// POST .../execute and the in-process `<kind>.execute(entity, action, params)` snippets. The entity
// and action exist, the params pass the action's validation and preconditions, and a
// context_store_search runs against a real temporary ContextStore (so its fields are searchable).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine } from '../engine/index.ts';
import { checkPreconditions } from '../engine/params/preconditions.ts';

const docs = new URL('../docs/', import.meta.url);
/** README and every page of docs/, one text (examples never span two files). */
const readme = [
  readFileSync(new URL('../README.md', import.meta.url), 'utf8'),
  ...readdirSync(docs)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readFileSync(new URL(f, docs), 'utf8')),
].join('\n');
const engine = createEngine();
const store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'readme-')), 'copy.db'));
afterAll(() => store.close());

interface Example {
  source: string;
  kind: string;
  entity: string;
  action: string;
  params: unknown;
}

/** curl -d '{...}' bodies naming an entity and an action (the connector created above them is Stripe). */
function curlExamples(): Example[] {
  const out: Example[] = [];
  for (const m of readme.matchAll(/-d '(\{[\s\S]*?\})'/g)) {
    const body = JSON.parse(m[1]!) as { entity?: string; action?: string; params?: unknown };
    if (!body.entity || !body.action) continue; // sign-in and create bodies
    out.push({
      source: `curl ${m[1]!.slice(0, 60)}`,
      kind: 'stripe',
      entity: body.entity,
      action: body.action,
      params: body.params ?? {},
    });
  }
  return out;
}

/** The balanced {...} starting at `from` (the docs' snippets hold no braces inside strings). */
function objectAt(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(from, i + 1);
  }
  throw new Error(`unbalanced braces at ${from}`);
}

/** `name.execute('entity', 'action', { ... })` where `name` is a kind's connector in the snippet. */
function inProcessExamples(): Example[] {
  const out: Example[] = [];
  for (const m of readme.matchAll(/\b(\w+)\.execute\('(\w+)', '(\w+)', /g)) {
    const kind = m[1]!;
    if (!engine.kinds().includes(kind)) continue;
    const literal = objectAt(readme, m.index! + m[0].length);
    const params = new Function(`return (${literal});`)() as unknown; // the docs' own object literals
    out.push({ source: `${m[0]}${literal}`, kind, entity: m[2]!, action: m[3]!, params });
  }
  return out;
}

const examples = [...curlExamples(), ...inProcessExamples()];

describe('README and docs execute examples run against the shipped kinds', () => {
  it('finds the examples', () => {
    expect(examples.filter((e) => e.source.startsWith('curl')).length).toBeGreaterThanOrEqual(2);
    expect(
      examples.some((e) => e.action === 'context_store_search' && !e.source.startsWith('curl')),
    ).toBe(true);
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  it.each(examples.map((e) => [e.source, e] as const))('%s', async (_s, ex) => {
    const plan = engine.plan(ex.kind);
    const entity = plan.entities.get(ex.entity);
    expect(entity, `${ex.kind} has no entity ${ex.entity}`).toBeDefined();
    if (ex.action === 'context_store_search') {
      const connector = engine.connector(ex.kind, {
        credentials: { api_key: 'sk_test_0000000000' },
        contextStore: { store, connectorId: 'readme' },
      });
      const found = await connector.execute(ex.entity, ex.action, ex.params);
      expect(found.result).toMatchObject({ data: [] });
      return;
    }
    const action = entity!.actions.get(ex.action as never);
    expect(action, `${ex.kind} ${ex.entity} has no action ${ex.action}`).toBeDefined();
    await checkPreconditions(action!.preconditions, action!.validate(ex.params), action!.where, {
      config: {},
      replication: {},
    });
  });
});
