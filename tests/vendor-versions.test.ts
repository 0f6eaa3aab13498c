// A kind that pins its vendor's API version in a header sends the version its manifest says it
// targets (vendor_api.version): the record schemas and fixtures follow that version's shapes, so the
// two must never drift apart. Stripe answers in each account's default version unless pinned.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';

const engine = createEngine();
const versionHeaders: Record<string, string> = {
  stripe: 'Stripe-Version',
  notion: 'Notion-Version',
};

describe.each(Object.entries(versionHeaders))('%s pins its API version', (kind, header) => {
  it(`sends ${header} equal to vendor_api.version`, () => {
    const plan = engine.plan(kind);
    const sent = plan.headers.find(([name]) => name.toLowerCase() === header.toLowerCase());
    expect(sent, `${kind} sends no ${header}`).toBeDefined();
    expect(sent![1].source).toBe(plan.manifest.vendor_api.version);
  });
});
