// Record schemas the vendors' references settle, checked on the compiled plans: what a real answer holds
// validates, what it never holds does not.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { createAjv } from '../engine/schema/ajv.ts';

const engine = createEngine();
const validator = (kind: string, entity: string) =>
  createAjv().compile(engine.plan(kind).entities.get(entity)!.record as object);

describe('stripe checkout session record', () => {
  it('takes status null (Stripe answers JSON null) and refuses the string "null"', () => {
    const valid = validator('stripe', 'checkout_sessions');
    const session = { id: 'cs_test_1', object: 'checkout.session', mode: 'setup' };
    expect(valid({ ...session, status: null })).toBe(true);
    expect(valid({ ...session, status: 'open' })).toBe(true);
    expect(valid({ ...session, status: 'null' })).toBe(false);
  });
});
