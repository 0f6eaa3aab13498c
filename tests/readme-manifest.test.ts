// The documented example kind lints clean and runs: docs/manifest-format.md's complete manifest and its
// fixture files are taken from its yaml blocks, linted together (fixtures included), and every fixture
// case is replayed against the strict fake upstream on 127.0.0.1. README's small manifest of the same
// kind lints clean against those fixtures and renders exactly the requests of its list and get cases.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../engine/index.ts';
import { lintFiles } from '../scripts/lint.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { loadKindFixtures } from './support/fixtures.ts';
import { runCase } from './support/run-case.ts';

const yamlBlocks = (text: string) =>
  [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
const isManifest = (b: string) => b.startsWith('# yaml-language-server');

const guide = readFileSync(new URL('../docs/manifest-format.md', import.meta.url), 'utf8');
const blocks = yamlBlocks(guide);
const manifest = blocks.find(isManifest)!;
const kind = /^kind: ([\w-]+)/m.exec(manifest ?? '')?.[1] ?? '';
/** Fixture blocks start with a comment naming their file: # tests/fixtures/<kind>/<name>.yaml */
const fixtureFiles = blocks.flatMap((b) => {
  const m = new RegExp(`^# tests/fixtures/${kind}/([\\w-]+)\\.yaml`).exec(b);
  return m ? [[m[1]!, b] as const] : [];
});
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const small = yamlBlocks(readme).find(isManifest)!;

const root = mkdtempSync(join(tmpdir(), 'readme-kind-'));
const fixturesDir = join(root, 'fixtures');
mkdirSync(join(fixturesDir, kind), { recursive: true });
for (const [name, text] of fixtureFiles)
  writeFileSync(join(fixturesDir, kind, `${name}.yaml`), text);

/** A connectors folder holding one manifest text. */
function connectorsWith(name: string, text: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, `${kind}.yaml`), text);
  return dir;
}
const guideDir = connectorsWith('guide', manifest);
const readmeDir = connectorsWith('readme', small);

/** Replays the fixture cases whose action passes `keep` against the manifest in `connectorsDir`. */
function replays(connectorsDir: string, keep: (action: string) => boolean, atLeast: number) {
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
    f.cases
      .filter((c) => keep(c.action))
      .map((c) => [`${f.entity}.${c.action}: ${c.name}`, f.entity, c] as const),
  );
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(atLeast));
  it.each(cases)('%s', async (_name, entity, c) => {
    expect(await runCase(engine, fake, fixtures, entity, c)).toEqual([]);
  });
}

describe("docs/manifest-format.md's example kind", () => {
  it('is there: a manifest and its connector and entity fixture files', () => {
    expect(kind).toBe('tasklist');
    expect(fixtureFiles.map(([n]) => n).sort()).toEqual(['connector', 'tasks']);
  });

  it('lints clean, fixtures included', () => {
    expect(lintFiles([join(guideDir, `${kind}.yaml`)], { fixturesDir })).toEqual([]);
  });

  describe('replays every fixture case', () => replays(guideDir, () => true, 9));
});

describe("README's small manifest", () => {
  it('is there, of the same kind, and shorter', () => {
    expect(/^kind: ([\w-]+)/m.exec(small ?? '')?.[1]).toBe(kind);
    expect(small.split('\n').length).toBeLessThan(manifest.split('\n').length);
  });

  it('lints clean against the same fixtures', () => {
    expect(lintFiles([join(readmeDir, `${kind}.yaml`)], { fixturesDir })).toEqual([]);
  });

  describe('replays the list and get cases', () =>
    replays(readmeDir, (a) => a === 'list' || a === 'get', 5));
});
