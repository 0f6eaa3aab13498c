// Idempotency keys and named actions, as a manifest declares them (no vendor's name in the engine):
// a header param filled by default_expression "$uuid()" once per call and marked returned (handed back
// in connector_metadata, of an error answer too), request.retry that lets the engine resend such a POST with the same key, and named
// actions (a verb beside the catalog's) that describe, OpenAPI and execute handle like the others.
// Real HTTP to a strict fake upstream on 127.0.0.1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileFolder,
  createEngine,
  describeKind,
  type Engine,
  EngineError,
} from '../engine/index.ts';
import { addKind } from '../server/openapi/kinds.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { manifestHead } from './support/manifest-head.ts';

const KEY_PARAM = `idempotency_key: { type: string, maxLength: 255, in: header, as: Idempotency-Key, default_expression: "$uuid()", returned: true }`;
const MANIFEST = `${manifestHead('ledger', 'Ledger')}http: { retries: 2, backoff_ms: 1 }
entities:
  transfers:
    record: { type: object, properties: { id: { type: string }, amount: { type: integer }, status: { type: string } } }
    actions:
      create:
        description: Moves money between accounts; sent with an idempotency key.
        request: { path: /transfers, retry: true }
        params:
          required: [amount]
          properties:
            amount: { type: integer, minimum: 1 }
            ${KEY_PARAM}
      reverse:
        description: Reverses a transfer (moves the money back); no idempotency key, so never resent.
        request: { path: "/transfers/{id}/reverse" }
      settle:
        description: Settles a transfer; a named action may say its method.
        request: { method: PUT, path: "/transfers/{id}/settle" }
`;

function problemsOf(entities: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'named-'));
  writeFileSync(
    join(dir, 'named.yaml'),
    `${manifestHead('named', 'Named')}pagination: { p: { type: page, param: page } }\n${entities}`,
  );
  return compileFolder(dir).problems.map((p) => `${p.code} ${p.message}`);
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fake = new FakeUpstream();
let engine: Engine;
const ledger = () => engine.connector('ledger', { credentials: { key: 'k-123456' }, config: {} });
const created = { status: 201, body: { id: 'tr_1', amount: 500, status: 'pending' } };

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
  writeFileSync(join(dir, 'ledger.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { ledger: await fake.start() } });
});
afterAll(() => fake.stop());

describe('idempotency keys', () => {
  it('makes a UUID v4 key when the caller gives none, sends it and returns it in connector_metadata; a new call gets a new key', async () => {
    fake.expect([
      { request: { method: 'POST', path: '/transfers', body: { amount: 500 } }, response: created },
      { request: { method: 'POST', path: '/transfers', body: { amount: 500 } }, response: created },
    ]);
    const first = await ledger().execute('transfers', 'create', { amount: 500 });
    const second = await ledger().execute('transfers', 'create', { amount: 500 });
    expect(fake.failures).toEqual([]);
    const sent = fake.received.map((r) => r.headers['idempotency-key']);
    expect(sent[0]).toMatch(UUID_V4);
    expect(first).toEqual({
      result: created.body,
      connector_metadata: { idempotency_key: sent[0] },
    });
    expect(second.connector_metadata).toEqual({ idempotency_key: sent[1] });
    expect(sent[1]).toMatch(UUID_V4);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it("sends the caller's key unchanged", async () => {
    fake.expect([
      {
        request: {
          method: 'POST',
          path: '/transfers',
          headers: { 'Idempotency-Key': 'order-42/try 1' },
          body: { amount: 500 },
        },
        response: created,
      },
    ]);
    const out = await ledger().execute('transfers', 'create', {
      amount: 500,
      idempotency_key: 'order-42/try 1',
    });
    expect(fake.failures).toEqual([]);
    expect(out.connector_metadata).toEqual({ idempotency_key: 'order-42/try 1' });
  });

  it('retries a 500 of a request.retry POST with the same key, generated or given', async () => {
    const failing = { status: 500, body: { error: { message: 'try again' } } };
    fake.expect([
      { request: { method: 'POST', path: '/transfers', body: { amount: 500 } }, response: failing },
      { request: { method: 'POST', path: '/transfers', body: { amount: 500 } }, response: created },
      {
        request: {
          method: 'POST',
          path: '/transfers',
          headers: { 'idempotency-key': 'k-given' },
          body: { amount: 500 },
        },
        response: { status: 503, body: {} },
      },
      {
        request: {
          method: 'POST',
          path: '/transfers',
          headers: { 'idempotency-key': 'k-given' },
          body: { amount: 500 },
        },
        response: created,
      },
    ]);
    const generated = await ledger().execute('transfers', 'create', { amount: 500 });
    const [a, b] = fake.received.map((r) => r.headers['idempotency-key']);
    expect(a).toMatch(UUID_V4);
    expect(b).toBe(a);
    expect(generated).toEqual({ result: created.body, connector_metadata: { idempotency_key: a } });
    const given = await ledger().execute('transfers', 'create', {
      amount: 500,
      idempotency_key: 'k-given',
    });
    expect(given.connector_metadata).toEqual({ idempotency_key: 'k-given' });
    expect(fake.failures).toEqual([]);
    expect(fake.leftover()).toEqual([]);
  });

  it('hands the key back with an error answer too, so a failed call can be resent with it', async () => {
    const failing = { status: 500, body: { error: { message: 'still down' } } };
    fake.expect(
      [0, 1, 2].map(() => ({
        request: { method: 'POST', path: '/transfers', body: { amount: 700 } },
        response: failing,
      })),
    );
    const err = (await ledger()
      .execute('transfers', 'create', { amount: 700 })
      .catch((e: unknown) => e)) as EngineError;
    expect(err).toBeInstanceOf(EngineError);
    const sent = fake.received.map((r) => r.headers['idempotency-key']);
    expect(new Set(sent).size).toBe(1); // the first try and both retries
    expect(err.connectorMetadata).toEqual({ idempotency_key: sent[0] });
    expect(err.toBody()).toEqual({
      message: err.message,
      errors: err.errors,
      connector_metadata: { idempotency_key: sent[0] },
    });
    // a params error happens before any key is made or sent: nothing to hand back
    const invalid = (await ledger()
      .execute('transfers', 'create', { amount: 0 })
      .catch((e: unknown) => e)) as EngineError;
    expect([invalid.status, invalid.connectorMetadata]).toEqual([400, undefined]);
    expect(fake.failures).toEqual([]);
  });

  it('keeps the key in a dry run, where the caller can read it before sending', async () => {
    const dry = await ledger().dryRun('transfers', 'create', {
      amount: 5,
      idempotency_key: 'k-dry',
    });
    expect(dry.headers['idempotency-key']).toBe('k-dry');
    expect(
      (await ledger().dryRun('transfers', 'create', { amount: 5 })).headers['idempotency-key'],
    ).toMatch(UUID_V4);
  });

  it('does not resend a POST without the declaration: a 500 is answered at once', async () => {
    fake.expect([
      {
        request: { method: 'POST', path: '/transfers/tr_1/reverse', body: {} },
        response: { status: 500, body: { error: { message: 'boom' } } },
      },
    ]);
    const err = await ledger()
      .execute('transfers', 'reverse', { id: 'tr_1' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).status).toBe(502);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.headers['idempotency-key']).toBeUndefined();
    expect(fake.failures).toEqual([]);
  });
});

describe('named actions', () => {
  it('run as POST (or their own method) and answer one object', async () => {
    fake.expect([
      {
        request: { method: 'POST', path: '/transfers/tr_1/reverse', body: {} },
        response: { body: { id: 'tr_1', status: 'reversed' } },
      },
      {
        request: { method: 'PUT', path: '/transfers/tr_1/settle', body: {} },
        response: { body: { id: 'tr_1', status: 'settled' } },
      },
    ]);
    expect((await ledger().execute('transfers', 'reverse', { id: 'tr_1' })).result).toEqual({
      id: 'tr_1',
      status: 'reversed',
    });
    expect((await ledger().execute('transfers', 'settle', { id: 'tr_1' })).result).toEqual({
      id: 'tr_1',
      status: 'settled',
    });
    expect(fake.failures).toEqual([]);
  });

  it('are listed by describe with their description, after the catalog actions', () => {
    const actions = describeKind(engine.plan('ledger')!).entities[0]!.actions;
    expect(actions.map((a) => a.action)).toEqual(['create', 'reverse', 'settle']);
    expect(actions[1]).toMatchObject({
      description: expect.stringContaining('moves the money back'),
      paginated: false,
    });
  });

  it('get their own variant in the OpenAPI execute body, answering the record', async () => {
    const added = new Map<string, Record<string, unknown>>();
    await addKind(
      engine.plan('ledger')!,
      (name, schema) => (added.set(name, schema as Record<string, unknown>), name),
    );
    const variants = (
      added.get('ExecuteLedger') as { oneOf: { title: string; description: string }[] }
    ).oneOf;
    expect(variants.map((v) => v.title)).toEqual([
      'transfers.create',
      'transfers.reverse',
      'transfers.settle',
    ]);
    expect(variants[1]!.description).toContain('result: one record');
  });

  it('an unknown action names the valid ones, named actions included', async () => {
    const err = await ledger()
      .execute('transfers', 'revers', { id: 'tr_1' })
      .catch((e: unknown) => e);
    expect((err as EngineError).message).toMatch(
      /Did you mean 'reverse'\?.*Valid: create, reverse, settle/,
    );
  });

  it('need a description, no pages and a name unlike a catalog action', () => {
    const found = problemsOf(`entities:
  things:
    actions:
      approve: { request: { path: "/things/{id}/approve" } }
      lsit: { description: A typo of list., request: { path: /things } }
      archive: { description: Archives., request: { path: "/things/{id}/archive" }, pagination: p }
`);
    expect(found).toEqual([
      'missing-key things.approve is a named action and needs a description: what it does, and whether it moves money or cannot be undone (agents choose actions by it).',
      expect.stringMatching(
        /^invalid-name action 'lsit' of things is not a catalog action; did you mean 'list'\?/,
      ),
      'invalid-value things.archive is a named action, which answers one object; pagination is for list and api_search.',
    ]);
  });

  it('are snake_case and never context_store_search (one problem per name)', () => {
    const found = problemsOf(`entities:
  things:
    actions:
      context_store_search: { description: Reserved., request: { path: /things/search } }
      Bad-Name: { description: Not snake case., request: { path: /x } }
`);
    expect(found).toEqual([
      expect.stringMatching(/^invalid-name .*\('context_store_search'\).*reserved/),
      expect.stringMatching(/^invalid-name .*\('Bad-Name'\) that is not lower-case snake_case/),
      // lint in one run: the entity's later checks wait for these, and the linter says so
      expect.stringMatching(/^checks-skipped entities\.things: /),
    ]);
  });
});
