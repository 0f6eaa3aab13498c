// The token endpoint under attack and application upkeep: failed sign-ins are throttled per (client id,
// address) and per address (429 with Retry-After for wrong secrets; a correct secret always gets its
// token; successes do not count), behind proxies the spoofable left-most X-Forwarded-For hop is never
// the address, and
// the CLI lists, rotates and revokes applications with immediate effect on secrets and tokens.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../server/accounts.ts';
import { configFromEnv, openDataDir } from '../../server/main.ts';
import { DEFAULT_THROTTLE, TokenThrottle } from '../../server/throttle.ts';
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
  it('hammering wrong secrets for one client id: 429 with Retry-After once over the limit, yet the right secret still gets a token', async () => {
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
    expect(right.status).toBe(200); // never refused: wrong secrets cannot lock the owner out
    expect(right.body.access_token.split('.')).toHaveLength(3);
    const wrongAgain = await signInFrom('127.0.0.1', {
      client_id: victim.client_id,
      client_secret: 'sec_guess_after',
    });
    expect(wrongAgain.status).toBe(429); // and a success does not lift the lockout of failures
    console.log(
      `300 wrong secrets in ${tookMs.toFixed(0)} ms: ${answers.filter((a) => a.status === 401).length} answered 401, ${answers.filter((a) => a.status === 429).length} answered 429`,
    );
  });

  it('a correct secret after 20 wrong ones from the same address gets a token', async () => {
    const from = '127.0.0.7';
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await signInFrom(from, { client_id: other.client_id, client_secret: `sec_no_${i}` }))
          .status,
      );
    expect(statuses.slice(0, PER_CLIENT)).toEqual(Array(PER_CLIENT).fill(401));
    expect(new Set(statuses.slice(PER_CLIENT))).toEqual(new Set([429]));
    const right = await signInFrom(from, {
      client_id: other.client_id,
      client_secret: other.client_secret,
    });
    expect(right.status).toBe(200);
  });

  it('locks out per (client id, address): failures from one address do not throttle the same client id elsewhere', async () => {
    // victim's client id is over its limit from 127.0.0.1 (first test); from 127.0.0.6 it is untouched
    const elsewhere = await signInFrom('127.0.0.6', {
      client_id: victim.client_id,
      client_secret: 'sec_wrong_elsewhere',
    });
    expect(elsewhere.status).toBe(401);
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
      client_secret: 'sec_wrong_fresh_client',
    });
    expect([blocked.status, Number(blocked.retryAfter) > 0]).toEqual([429, true]);
    // X-Forwarded-For is ignored unless CONNECTOR_ENGINE_TRUST_PROXY is set: it cannot be used to escape
    expect(
      (
        await signInFrom(
          '127.0.0.3',
          { client_id: other.client_id, client_secret: 'sec_wrong_fresh_client' },
          { 'x-forwarded-for': '198.51.100.7' },
        )
      ).status,
    ).toBe(429);
    const right = await signInFrom('127.0.0.3', {
      client_id: other.client_id,
      client_secret: other.client_secret,
    });
    expect(right.status).toBe(200); // the blocked address's correct secret all the same
    expect(
      (await signInFrom('127.0.0.4', { client_id: other.client_id, client_secret: 'sec_wrong' }))
        .status,
    ).toBe(401);
  });

  it('after the window, wrong secrets are answered 401 again', async () => {
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
      const blocked = await attempt('sec_wrong');
      expect([blocked.status, blocked.retryAfter]).toEqual([429, '1']); // whole seconds, rounded up
      expect((await attempt(victim.client_secret)).status).toBe(200);
      await sleep(FAST_WINDOW_MS + 50);
      expect((await attempt('sec_wrong')).status).toBe(401);
    } finally {
      await fast.close();
    }
  });

  it('behind a proxy the right-most hop is the address: a spoofed left-most hop does not escape the limit', async () => {
    const proxied = await startConfiguredServer({
      dataDir: server.dataDir,
      masterKey: server.masterKey,
      tokenThrottle: { perClient: 100, perAddress: 3, windowMs: WINDOW_MS, trustProxy: 1 },
    });
    try {
      // the caller writes any X-Forwarded-For it likes; the one proxy appends the address it saw
      const from = (spoofed: string, real: string, secret: string) =>
        signInFrom(
          '127.0.0.5',
          { client_id: other.client_id, client_secret: secret },
          { 'x-forwarded-for': `${spoofed}, ${real}` },
          proxied.url,
        );
      for (let i = 0; i < 3; i++)
        expect((await from(`198.51.100.${i}`, '203.0.113.5', 'sec_wrong')).status).toBe(401);
      expect((await from('198.51.100.99', '203.0.113.5', 'sec_wrong')).status).toBe(429);
      expect((await from('198.51.100.99', '203.0.113.6', 'sec_wrong')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('with a hop count or a list of trusted proxies, the right-most untrusted hop is the address', async () => {
    const at = (trustProxy: number | string[], xff: string, socket = '10.0.0.2') => {
      const t = new TokenThrottle({ ...DEFAULT_THROTTLE, trustProxy });
      const c = {
        req: { header: (n: string) => (n === 'x-forwarded-for' ? xff : undefined) },
        env: { incoming: { socket: { remoteAddress: socket, remoteFamily: 'IPv4' } } },
      };
      return t.clientAddress(c as never);
    };
    const xff = '6.6.6.6, 203.0.113.9, 10.0.0.1';
    expect(at(0, xff)).toBe('10.0.0.2');
    expect(at(1, xff)).toBe('10.0.0.1');
    expect(at(2, xff)).toBe('203.0.113.9');
    expect(at(5, xff)).toBe('6.6.6.6'); // fewer hops than proxies: all were written by proxies
    expect(at(['10.0.0.0/8'], xff)).toBe('203.0.113.9');
    expect(at(['10.0.0.0/8'], xff, '192.0.2.1')).toBe('192.0.2.1'); // not from a trusted proxy: the header is ignored
    expect(at(['10.0.0.0/8', '203.0.113.9'], 'junk, 203.0.113.9, 10.0.0.1')).toBe('junk');
  });

  it('keeps memory bounded: the oldest keys are forgotten past the cap', () => {
    const throttle = new TokenThrottle({
      perClient: 2,
      perAddress: 2,
      windowMs: 60_000,
      maxKeys: 100,
      trustProxy: 0,
    });
    for (let i = 0; i < 10_000; i++) throttle.failed(`app_${i}`, `10.0.${i >> 8}.${i & 255}`);
    expect(throttle.tracked).toEqual({ clients: 100, addresses: 100 });
    throttle.failed('app_9999', '10.0.39.15');
    expect(throttle.waitSeconds('app_9999', '10.0.39.15')).toBe(60); // the newest are kept
    expect(throttle.waitSeconds('app_9999', '10.9.9.9')).toBe(0); // per (client id, address)
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
      trustProxy: 1,
    });
    const trust = (v: string) => configFromEnv({ CONNECTOR_ENGINE_TRUST_PROXY: v }).tokenThrottle;
    expect(trust('2')?.trustProxy).toBe(2);
    expect(trust('10.0.0.0/8, fd00::/8')?.trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8']);
    expect(() => trust('10.0.0.0/99')).toThrow(/CONNECTOR_ENGINE_TRUST_PROXY: "10.0.0.0\/99"/);
    expect(configFromEnv({}).tokenThrottle).toEqual({
      perClient: 10,
      perAddress: 50,
      windowMs: 60_000,
      trustProxy: 0,
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
