// Fixture replay: every case of tests/fixtures/<kind>/*.yaml runs through the real engine against a
// strict fake upstream on 127.0.0.1, and every entity/action of every manifest must have a case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { fixtureKinds, loadKindFixtures } from './support/fixtures.ts';
import { runCase } from './support/run-case.ts';
import { engineFor, suiteKinds } from './support/suite-kinds.ts';

const kinds = fixtureKinds();

describe.each(kinds)('%s fixtures', (kind) => {
  const fixtures = loadKindFixtures(kind);
  const fake = new FakeUpstream();
  let engine: Engine;

  beforeAll(async () => {
    const origin = await fake.start();
    engine = engineFor(kind, {
      upstreams: { [kind]: origin },
      http: { backoffMs: 1, maxRetryAfterMs: 50 },
    });
  });
  afterAll(() => fake.stop());

  for (const file of fixtures.files) {
    for (const c of file.cases) {
      it(`${file.entity}.${c.action}: ${c.name}`, async () => {
        expect(await runCase(engine, fake, fixtures, file.entity, c)).toEqual([]);
      });
    }
  }

  it('has a passing fixture for every entity action of the manifest', () => {
    const covered = new Set(
      fixtures.files.flatMap((f) =>
        f.cases.filter((c) => !c.expect.error).map((c) => `${f.entity}.${c.action}`),
      ),
    );
    const missing = [...engine.plan(kind).entities.values()]
      .flatMap((e) => [...e.actions.keys()].map((a) => `${e.name}.${a}`))
      .filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });
});

it('has fixtures for every connector kind (connectors/ and tests/kinds/)', () => {
  expect(kinds).toEqual(suiteKinds());
});
