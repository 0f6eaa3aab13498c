// The token endpoint under attack and application upkeep: failed sign-ins are throttled per client id
// and per address (429 with Retry-After, before the secret is checked; successes do not count), and
// the CLI lists, rotates and revokes applications with immediate effect on secrets and tokens.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../server/accounts.ts';
import { configFromEnv, openDataDir } from '../../server/main.ts';
import { TokenThrottle } from '../../server/throttle.ts';
import { apiClient, runCli, type TestServer } from '../support/server.ts';
import { startConfiguredServer } from './configured-server.ts';

const WINDOW_MS = 60_000; // the short window of the fast server below shows the expiry without long sleeps
const FAST_WINDOW_MS = 300;
const PER_CLIENT = 5;
const PER_ADDRESS = 8;
let server: TestServer;
let victim: { client_id: string; client_secret: string; organization_id: string };
let other: { client_id: string; client_secret: string; organization_id: string };

/** POST to the token endpoint from a chosen loopback source address (127.0.0.x are all local on Linux). */
function signInFrom(
  from: string,
  body: object,
  headers: Record<string, string> = {},
  url = server.url,
): Promise<{ status: number; retryAfter?: string; body: any }> {
  const { port } = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/v1/account/applications/token',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            ...(res.headers['retry-after']
              ? { retryAfter: String(res.headers['retry-after']) }
              : {}),
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Signs in from an address the throttling tests did not block. */
const signIn = (clientId: string, secret: string) =>
  signInFrom('127.0.0.9', { client_id: clientId, client_secret: secret });

beforeAll(async () => {
  server = await startConfiguredServer({
    tokenThrottle: { perClient: PER_CLIENT, perAddress: PER_ADDRESS, windowMs: WINDOW_MS },
  });
  const data = await openDataDir(server); // the CLI's own code, in-process: fewer slow CLI starts
  victim = await createApplication(data.db, 'throttled-org');
  other = await createApplication(data.db, 'other-org');
  await data.close();
});
afterAll(() => server.close());

describe('throttling failed sign-ins', () => {
  it('hammering wrong secrets for one client id: 429 with Retry-After once over the limit, even for the right secret', async () => {
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 300; i++)
      answers.push(
        await signInFrom('127.0.0.1', {
          client_id: victim.client_id,
          client_secret: `sec_guess_${i}`,
        }),
      );
    const tookMs = performance.now() - started;
    expect(answers.slice(0, PER_CLIENT).map((a) => a.status)).toEqual(Array(PER_CLIENT).fill(401));
    // Retry-After counts down from the window (60 s) while the 300 requests run: slower machines see lower values
    const lowest = 60 - Math.ceil(tookMs / 1000) - 1;
    expect(
      answers
        .slice(PER_CLIENT)
        .every(
          (a) => a.status === 429 && Number(a.retryAfter) >= lowest && Number(a.retryAfter) <= 60,
        ),
    ).toBe(true);
    expect(answers[PER_CLIENT]!.body.message).toMatch(/Too many failed sign-ins/);
    const right = await signInFrom('127.0.0.1', {
      client_id: victim.client_id,
      client_secret: victim.client_secret,
    });
    expect(right.status).toBe(429); // the secret is not even looked at
    console.log(
      `300 wrong secrets in ${tookMs.toFixed(0)} ms: ${answers.filter((a) => a.status === 401).length} checked, ${answers.filter((a) => a.status === 429).length} answered 429`,
    );
  });

  it('the right secret of another client id from another address still works, and keeps working (successes do not count)', async () => {
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const ok = await signInFrom('127.0.0.2', {
        client_id: other.client_id,
        client_secret: other.client_secret,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.access_token.split('.')).toHaveLength(3);
    }
  });

  it('per address: wrong secrets spread over many client ids block the address, not other addresses', async () => {
    for (let i = 0; i < PER_ADDRESS; i++)
      expect(
        (await signInFrom('127.0.0.3', { client_id: `app_sprayed_${i}`, client_secret: 'sec_x' }))
          .status,
      ).toBe(401);
    const blocked = await signInFrom('127.0.0.3', {
      client_id: other.client_id,
      client_secret: other.client_secret,
    });
    expect([blocked.status, Number(blocked.retryAfter) > 0]).toEqual([429, true]);
    // X-Forwarded-For is ignored unless CONNECTOR_ENGINE_TRUST_PROXY=true: it cannot be used to escape
    expect(
      (
        await signInFrom(
          '127.0.0.3',
          { client_id: other.client_id, client_secret: other.client_secret },
          { 'x-forwarded-for': '198.51.100.7' },
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await signInFrom('127.0.0.4', {
          client_id: other.client_id,
          client_secret: other.client_secret,
        })
      ).status,
    ).toBe(200);
  });

  it('after the window, the right secret works again', async () => {
    const fast = await startConfiguredServer({
      dataDir: server.dataDir,
      masterKey: server.masterKey,
      tokenThrottle: { perClient: 2, perAddress: 100, windowMs: FAST_WINDOW_MS },
    });
    try {
      const attempt = (secret: string) =>
        signInFrom(
          '127.0.0.1',
          { client_id: victim.client_id, client_secret: secret },
          {},
          fast.url,
        );
      expect([(await attempt('sec_wrong')).status, (await attempt('sec_wrong')).status]).toEqual([
        401, 401,
      ]);
      const blocked = await attempt(victim.client_secret);
      expect([blocked.status, blocked.retryAfter]).toEqual([429, '1']); // whole seconds, rounded up
      await sleep(FAST_WINDOW_MS + 50);
      expect((await attempt(victim.client_secret)).status).toBe(200);
    } finally {
      await fast.close();
    }
  });

  it('behind a trusted proxy the first X-Forwarded-For hop is the address', async () => {
    const proxied = await startConfiguredServer({
      dataDir: server.dataDir,
      masterKey: server.masterKey,
      tokenThrottle: { perClient: 100, perAddress: 3, windowMs: WINDOW_MS, trustProxy: true },
    });
    try {
      const from = (hop: string, secret: string) =>
        signInFrom(
          '127.0.0.5',
          { client_id: other.client_id, client_secret: secret },
          { 'x-forwarded-for': `${hop}, 10.0.0.1` },
          proxied.url,
        );
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.5', 'sec_wrong')).status).toBe(401);
      expect((await from('203.0.113.5', other.client_secret)).status).toBe(429);
      expect((await from('203.0.113.6', other.client_secret)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('keeps memory bounded: the oldest keys are forgotten past the cap', () => {
    const throttle = new TokenThrottle({
      perClient: 2,
      perAddress: 2,
      windowMs: 60_000,
      maxKeys: 100,
      trustProxy: false,
    });
    for (let i = 0; i < 10_000; i++) throttle.failed(`app_${i}`, `10.0.${i >> 8}.${i & 255}`);
    expect(throttle.tracked).toEqual({ clients: 100, addresses: 100 });
    throttle.failed('app_9999', '10.0.39.15');
    expect(throttle.waitSeconds('app_9999', '10.9.9.9')).toBe(60); // the newest are kept
  });

  it('reads its limits from the environment', () => {
    const c = configFromEnv({
      CONNECTOR_ENGINE_TOKEN_FAILURES_PER_CLIENT: '3',
      CONNECTOR_ENGINE_TOKEN_FAILURES_PER_ADDRESS: '7',
      CONNECTOR_ENGINE_TOKEN_FAILURE_WINDOW_SECONDS: '0.5',
      CONNECTOR_ENGINE_TRUST_PROXY: 'true',
    });
    expect(c.tokenThrottle).toEqual({
      perClient: 3,
      perAddress: 7,
      windowMs: 500,
      trustProxy: true,
    });
    expect(configFromEnv({}).tokenThrottle).toEqual({
      perClient: 10,
      perAddress: 50,
      windowMs: 60_000,
      trustProxy: false,
    });
    expect(() => configFromEnv({ CONNECTOR_ENGINE_TOKEN_FAILURES_PER_CLIENT: 'many' })).toThrow(
      /CONNECTOR_ENGINE_TOKEN_FAILURES_PER_CLIENT must be a number of 1 or more/,
    );
  });
});

describe('apps list, rotate and revoke', () => {
  it('list shows client ids, organisations and dates, never a secret or hash', async () => {
    const all = await runCli(server.dataDir, server.masterKey, 'apps', 'list');
    expect(all.status).toBe(0);
    expect(all.out.map((a: { client_id: string }) => a.client_id).sort()).toEqual(
      [victim.client_id, other.client_id].sort(),
    );
    expect(all.out.find((a: { client_id: string }) => a.client_id === victim.client_id)).toEqual({
      client_id: victim.client_id,
      organizations: [{ id: victim.organization_id, name: 'throttled-org' }],
      created_at: expect.stringMatching(/^\d{4}-/),
      rotated_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(all.out)).not.toMatch(/sec_|hash/);
    const one = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'list',
      '--org',
      'other-org',
    );
    expect(one.out.map((a: { client_id: string }) => a.client_id)).toEqual([other.client_id]);
  }, 30_000);

  it('rotate prints a new secret once; the old secret and tokens issued before stop working', async () => {
    const before = await signIn(other.client_id, other.client_secret);
    const oldToken = before.body.access_token;
    expect(
      (await apiClient(server.url, () => oldToken)('GET', '/api/v1/integrations/connectors'))
        .status,
    ).toBe(200);

    const rotated = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'rotate',
      '--client-id',
      other.client_id,
    );
    expect(rotated.status).toBe(0);
    expect(rotated.out).toEqual({
      client_id: other.client_id,
      client_secret: expect.stringMatching(/^sec_/),
      rotated_at: expect.any(String),
    });
    expect(rotated.out.client_secret).not.toBe(other.client_secret);

    const stale = await apiClient(server.url, () => oldToken)(
      'GET',
      '/api/v1/integrations/connectors',
    );
    expect([stale.status, stale.body.message]).toEqual([
      401,
      "The bearer token's application was revoked or its secret rotated; request a new token.",
    ]);
    expect((await signIn(other.client_id, other.client_secret)).status).toBe(401);
    const fresh = await signIn(other.client_id, rotated.out.client_secret);
    expect(fresh.status).toBe(200);
    expect(
      (
        await apiClient(server.url, () => fresh.body.access_token)(
          'GET',
          '/api/v1/integrations/connectors',
        )
      ).status,
    ).toBe(200);
    other.client_secret = rotated.out.client_secret;
  }, 30_000);

  it('revoke stops the secret and every token at once; a revoked application cannot be rotated', async () => {
    const token = (await signIn(other.client_id, other.client_secret)).body.access_token;
    // used once before: a token the service has verified (and remembers as verified) ends all the same
    expect(
      (await apiClient(server.url, () => token)('GET', '/api/v1/integrations/connectors')).status,
    ).toBe(200);
    const revoked = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'revoke',
      '--client-id',
      other.client_id,
    );
    expect([revoked.status, revoked.out]).toEqual([
      0,
      { client_id: other.client_id, revoked_at: expect.any(String) },
    ]);
    expect(
      (await apiClient(server.url, () => token)('GET', '/api/v1/integrations/connectors')).status,
    ).toBe(401);
    expect((await signIn(other.client_id, other.client_secret)).status).toBe(401);
    const again = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'rotate',
      '--client-id',
      other.client_id,
    );
    expect([again.status, again.stderr]).toEqual([1, expect.stringMatching(/is revoked/)]);
    const listed = (
      await runCli(server.dataDir, server.masterKey, 'apps', 'list', '--org', 'other-org')
    ).out[0];
    expect([listed.rotated_at, listed.revoked_at]).toEqual([
      expect.any(String),
      revoked.out.revoked_at,
    ]);
  }, 30_000);

  it('no secret appears in any log line', () => {
    const logs = server.logs.join('\n');
    for (const s of [victim.client_secret, other.client_secret]) expect(logs).not.toContain(s);
  });
});
