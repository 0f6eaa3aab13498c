// README's complete example kind ("Writing a connector") lints clean and runs: the manifest and its
// fixture files are taken from the README's yaml blocks, linted together (fixtures included), and
// every fixture case is replayed against the strict fake upstream on 127.0.0.1.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../engine/index.ts';
import { lintFiles } from '../scripts/lint.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { loadKindFixtures } from './support/fixtures.ts';
import { runCase } from './support/run-case.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Writing a connector'));
const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
const manifest = blocks.find((b) => b.startsWith('# yaml-language-server'))!;
const kind = /^kind: ([\w-]+)/m.exec(manifest ?? '')?.[1] ?? '';
/** Fixture blocks start with a comment naming their file: # tests/fixtures/<kind>/<name>.yaml */
const fixtureFiles = blocks.flatMap((b) => {
  const m = new RegExp(`^# tests/fixtures/${kind}/([\\w-]+)\\.yaml`).exec(b);
  return m ? [[m[1]!, b] as const] : [];
});

const root = mkdtempSync(join(tmpdir(), 'readme-kind-'));
const connectorsDir = join(root, 'connectors');
const fixturesDir = join(root, 'fixtures');
mkdirSync(connectorsDir);
mkdirSync(join(fixturesDir, kind), { recursive: true });
writeFileSync(join(connectorsDir, `${kind}.yaml`), manifest);
for (const [name, text] of fixtureFiles)
  writeFileSync(join(fixturesDir, kind, `${name}.yaml`), text);

describe("README's example kind", () => {
  it('is there: a manifest and its connector and entity fixture files', () => {
    expect(kind).toBe('tasklist');
    expect(fixtureFiles.map(([n]) => n).sort()).toEqual(['connector', 'tasks']);
  });

  it('lints clean, fixtures included', () => {
    expect(lintFiles([join(connectorsDir, `${kind}.yaml`)], { fixturesDir })).toEqual([]);
  });

  describe('replays every fixture case', () => {
    const fake = new FakeUpstream();
    let engine: Engine;
    beforeAll(async () => {
      engine = createEngine({
        connectorsDir,
        upstreams: { [kind]: await fake.start() },
        http: { backoffMs: 1 },
      });
    });
    afterAll(() => fake.stop());
    const fixtures = loadKindFixtures(kind, fixturesDir);
    const cases = fixtures.files.flatMap((f) =>
      f.cases.map((c) => [`${f.entity}.${c.action}: ${c.name}`, f.entity, c] as const),
    );
    it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(5));
    it.each(cases)('%s', async (_name, entity, c) => {
      expect(await runCase(engine, fake, fixtures, entity, c)).toEqual([]);
    });
  });
});
