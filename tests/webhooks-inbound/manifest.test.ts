// The webhooks section's own checks: a route's entity must have a store copy (and a get action for a
// targeted read), a deletion needs record_id, the signed payload's placeholders are known ones, and a
// signed {timestamp} needs a timestamp declaration. Each names its path for the linter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';
import { compileManifest } from '../../engine/manifest/compile.ts';
import { createAjv } from '../../engine/schema/ajv.ts';

const stripe = () =>
  yaml.load(readFileSync(join(import.meta.dirname, '../../connectors/stripe.yaml'), 'utf8')) as {
    webhooks: Record<string, any>;
  };

it('compiles the shipped section into a plan', () => {
  const { plan, problems } = compileManifest(stripe(), createAjv());
  expect(problems).toEqual([]);
  expect(plan!.webhooks!.signature).toMatchObject({
    header: 'stripe-signature',
    prefix: 'v1=',
    algorithm: 'sha256',
  });
});

it('reports each problem of a broken section at its path', () => {
  const m = stripe();
  m.webhooks.signature.payload = '{timestamp}{bogus}';
  m.webhooks.events.routes = [
    { types: ['x.deleted'], entity: 'customers', delete: true },
    { types: ['x.created'], entity: 'nope', record: 'data.object' },
    { types: ['x.updated'], entity: 'balance', record_id: 'data.object.id' },
  ];
  delete m.webhooks.timestamp;
  const { problems } = compileManifest(m, createAjv());
  const got = problems.map((p) => [p.path.join('.'), p.code]);
  expect(got).toEqual(
    expect.arrayContaining([
      ['webhooks.signature.payload', 'template-var'],
      ['webhooks.signature.payload', 'invalid-value'],
      ['webhooks.events.routes.0', 'invalid-value'],
      ['webhooks.events.routes.1.entity', 'schema-ref'],
      ['webhooks.events.routes.2.entity', 'schema-ref'],
    ]),
  );
});
