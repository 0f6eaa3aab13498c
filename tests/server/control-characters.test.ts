// Credentials and config with control characters (CR, LF, NUL, ...) are refused where they are
// checked, with 422 naming the field and never echoing the value: before, they were stored and every
// later call failed with an opaque 502 (a CR LF in a header value is a header injection).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, EngineError } from '../../engine/index.ts';
import { serviceSql } from '../support/database.ts';
import { FakeUpstream } from '../support/fake-upstream.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const GOOD_KEY = 'sk_test_control_chars_good_key_0001';
const INJECTED = 'sk_test\r\nX-Evil: 1';
const HOSTILE = [
  ['carriage return (CR)', INJECTED],
  ['line feed (LF)', 'sk_test_abc\nmore'],
  ['NUL', 'sk_test_abc\u0000tail'],
  ['tab', 'sk_test_abc\tdef'],
  ['DEL', 'sk_test_abc\u007fdef'],
  ['U+001B', 'sk_test_abc\u001b[31mred'],
] as const;
const fake = new FakeUpstream();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
const balance = { object: 'balance', available: [], pending: [], livemode: false };

beforeAll(async () => {
  server = await startTestServer({ upstreams: { stripe: await fake.start() } });
  session = await signIn(server, 'control-chars');
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

const storedRows = async () =>
  (
    await serviceSql(
      server.dataDir,
      'SELECT id, credentials, version, updated_at FROM connectors ORDER BY id',
    )
  ).rows;

describe('over HTTP', () => {
  it('create refuses each control character with 422 on credentials.api_key, without the value in the body or the log', async () => {
    for (const [name, value] of HOSTILE) {
      const res = await session.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'ws',
        connector_type: 'stripe',
        name: 'Bad',
        credentials: { api_key: value },
      });
      expect(res.status, name).toBe(422);
      expect(res.body.errors).toEqual([
        {
          field: 'credentials.api_key',
          message: `must not contain control characters (found ${name})`,
          error_code: 'invalid_credentials',
        },
      ]);
      for (const text of [res.text, server.logs.join('\n')]) {
        expect(text).not.toContain(JSON.stringify(value).slice(1, -1));
        expect(text).not.toContain('X-Evil');
        expect(text).not.toContain('sk_test_abc');
      }
    }
    expect((await session.api('GET', '/api/v1/integrations/connectors')).body.data).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('nested credential strings are checked too and named by their path', async () => {
    const res = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'ws',
      connector_type: 'stripe',
      name: 'Bad',
      credentials: { api_key: GOOD_KEY, extra: { inner: 'a\r\nb' } },
    });
    expect([res.status, res.body.errors[0].field]).toEqual([422, 'credentials.extra.inner']);
  });

  it('PATCH refuses them the same way and changes nothing stored: the old key still works', async () => {
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'ws',
      connector_type: 'stripe',
      name: 'Good',
      credentials: { api_key: GOOD_KEY },
    });
    expect(created.status).toBe(201);
    const before = await storedRows();
    const res = await session.api('PATCH', `/api/v1/integrations/connectors/${created.body.id}`, {
      credentials: { api_key: INJECTED },
    });
    expect([res.status, res.body.errors[0].field, res.body.errors[0].error_code]).toEqual([
      422,
      'credentials.api_key',
      'invalid_credentials',
    ]);
    expect(res.text).not.toContain('X-Evil');
    expect(await storedRows()).toEqual(before);
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v1/balance',
          headers: { authorization: `Bearer ${GOOD_KEY}` },
        },
        response: { body: balance },
      },
    ]);
    const exec = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${created.body.id}/execute`,
      { entity: 'balance', action: 'get' },
    );
    expect(exec.status).toBe(200);
    expect(fake.failures).toEqual([]);
  });

  it("an organisation's OAuth app with a control character in client_id or client_secret is refused; nothing is stored", async () => {
    for (const configuration of [
      { client_id: 'id\r\nX-Evil: 1', client_secret: 'fine-secret' },
      { client_id: 'fine-id', client_secret: 'secret\u0000X-Evil' },
    ]) {
      const res = await session.api('PUT', '/api/v1/oauth/credentials', {
        connector_type: 'asana',
        configuration,
      });
      const field =
        configuration.client_id === 'fine-id'
          ? 'configuration.client_secret'
          : 'configuration.client_id';
      expect([res.status, res.body.errors[0].field, res.body.errors[0].error_code]).toEqual([
        422,
        field,
        'invalid_credentials',
      ]);
      expect(res.text).not.toContain('X-Evil');
    }
    expect(
      Number((await serviceSql(server.dataDir, 'SELECT count(*) AS n FROM oauth_apps')).rows[0].n),
    ).toBe(0);
    expect(server.logs.join('\n')).not.toContain('X-Evil');
  });
});

describe('in the engine', () => {
  // A kind whose config variable is a free string (today's kinds all constrain theirs by pattern or
  // enum): the test kind acme with its tenant pattern dropped.
  const dir = mkdtempSync(join(tmpdir(), 'control-chars-'));
  const acme = readFileSync(join(import.meta.dirname, '../manifests/acme.yaml'), 'utf8');
  const constrained = 'tenant: { type: string, pattern: "^[a-z]+$" }';
  expect(acme).toContain(constrained);
  writeFileSync(join(dir, 'acme.yaml'), acme.replace(constrained, 'tenant: { type: string }'));
  const engine = createEngine({ connectorsDir: dir });
  const failure = (f: () => unknown): EngineError => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(EngineError);
      return err as EngineError;
    }
    throw new Error('no error');
  };

  it('refuses credentials and config with control characters, naming the field, never the value', () => {
    const cred = failure(() =>
      engine.connector('acme', { credentials: { api_key: INJECTED }, config: { tenant: 'blue' } }),
    );
    expect([cred.code, cred.field, cred.message]).toEqual([
      'invalid_credentials',
      'credentials.api_key',
      'credentials.api_key must not contain control characters (found carriage return (CR)).',
    ]);
    const config = failure(() =>
      engine.connector('acme', {
        credentials: { api_key: GOOD_KEY },
        config: { tenant: 'blue\nX-Evil: 1' },
      }),
    );
    expect([config.code, config.field]).toEqual(['invalid_config', 'config.tenant']);
    expect(JSON.stringify(config.toBody())).not.toContain('X-Evil');
    expect(
      engine.connector('acme', { credentials: { api_key: GOOD_KEY }, config: { tenant: 'blue' } })
        .authMethod,
    ).toBe('token');
  });
});
