// Faulty and hostile vendors, through the engine's public API against programmable fakes on
// 127.0.0.1: echoed secrets in every form, redirects, file links to private addresses, huge
// answers, stalls after the headers, Retry-After beyond the cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../engine/http/address-guard.ts';
import { Redactor } from '../engine/http/redact.ts';
import { createEngine, type Download, type Engine, EngineError } from '../engine/index.ts';
import { echoManifests, escapeAll, ProgrammableVendor, SCHEMES } from './support/echo-vendor.ts';

const vendor = new ProgrammableVendor();
const other = new ProgrammableVendor(); // another origin
let engine: Engine;
let dir: string;

beforeAll(async () => {
  dir = echoManifests();
  const origin = await vendor.start();
  await other.start();
  const kinds = [...Object.keys(SCHEMES), 'oauth', 'follow'].map((k) => `echo-${k}`);
  engine = createEngine({
    connectorsDir: dir,
    upstreams: Object.fromEntries(kinds.map((k) => [k, origin])),
  });
});
afterAll(async () => {
  await vendor.stop();
  await other.stop();
});

async function failure(p: Promise<unknown>): Promise<EngineError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

/**
 * Every form a secret may take on the wire or in an echo, and every 8-character piece of each; whole
 * forms also in any letter case, hex and URL-encoded twice (pieces of those would match other text).
 */
function leaks(text: string, secrets: string[]): string[] {
  const forms = secrets.flatMap((s) => [
    s,
    encodeURIComponent(s),
    Buffer.from(s).toString('base64'),
    new URLSearchParams({ x: s }).toString().slice(2),
  ]);
  const found: string[] = [];
  for (const f of forms)
    for (let i = 0; i + 8 <= f.length; i++)
      if (text.includes(f.slice(i, i + 8))) found.push(f.slice(i, i + 8));
  const lower = text.toLowerCase();
  for (const f of [
    ...forms,
    ...secrets.map((s) => Buffer.from(s).toString('hex')),
    ...forms.map((f) => encodeURIComponent(encodeURIComponent(f))),
  ])
    if (lower.includes(f.toLowerCase())) found.push(f);
  return found;
}

const dump = (e: unknown) =>
  JSON.stringify({
    message: (e as Error).message,
    errors: (e as EngineError).errors,
    details: (e as EngineError).details,
    result: e,
  });

describe('secrets echoed by a vendor never come back', () => {
  const variants: Record<
    string,
    (echo: string, secret: string) => { status: number; body: string }
  > = {
    'plain JSON error': (echo) => ({
      status: 400,
      body: JSON.stringify({ message: `bad request: ${echo}`, received: echo }),
    }),
    'every character \\u-escaped': (echo) => ({
      status: 500,
      body: `{"error":{"message":"${escapeAll(echo)}"}}`,
    }),
    'slashes escaped': (echo) => ({
      status: 400,
      body: `{"message":"${JSON.stringify(echo).slice(1, -1).replace(/\//g, '\\/')}"}`,
    }),
    'cut mid-secret by the 64 KiB read cap': (echo, secret) => ({
      status: 400,
      body: `${secret}${'x'.repeat(64 * 1024 - secret.length - 4)}${secret}${echo}`,
    }),
    'straddling the 2,000-character detail limit': (echo, secret) => ({
      status: 422,
      body: `${'y'.repeat(1990)}${secret} ${echo}`,
    }),
    'upper-cased': (echo) => ({
      status: 400,
      body: JSON.stringify({ message: echo.toUpperCase() }),
    }),
    'lower-cased': (echo) => ({ status: 500, body: `error: ${echo.toLowerCase()}` }),
    'in hex, both cases': (echo) => ({
      status: 400,
      body: JSON.stringify({
        got: Buffer.from(echo).toString('hex'),
        GOT: Buffer.from(echo).toString('hex').toUpperCase(),
      }),
    }),
    'URL-encoded twice': (echo) => ({
      status: 422,
      body: JSON.stringify({
        redirect: `https://x.example/?u=${encodeURIComponent(encodeURIComponent(echo))}`,
      }),
    }),
    'a 200 record that echoes them': (echo) => ({
      status: 200,
      body: JSON.stringify([{ id: '1', name: echo, metadata: { escaped: escapeAll(echo) } }]),
    }),
  };
  const cases = Object.entries(SCHEMES).flatMap(([scheme, s]) =>
    Object.keys(variants).map((v) => [scheme, v, s] as const),
  );

  it.each(cases)('%s auth, %s', async (scheme, variant, s) => {
    const secret = Object.values(s.credentials).at(-1)!;
    vendor.handler = (req, res) => {
      const echo = `${req.url} ${JSON.stringify(req.headers)}`;
      const out = variants[variant]!(echo, secret);
      res
        .writeHead(out.status, {
          'content-type':
            out.body.startsWith('{') || out.body.startsWith('[')
              ? 'application/json'
              : 'text/plain',
        })
        .end(out.body);
    };
    const c = engine.connector(`echo-${scheme}`, { credentials: s.credentials });
    const out = await c.execute('things', 'list', {}).then(
      (r) => r,
      (e: unknown) => e,
    );
    if (variant.startsWith('a 200')) expect(out).not.toBeInstanceOf(EngineError);
    else expect(out).toBeInstanceOf(EngineError);
    const secrets = Object.values(s.credentials);
    if (scheme === 'basic')
      secrets.push(
        `${s.credentials.user}:${s.credentials.password}`,
        Buffer.from(`${s.credentials.user}:${s.credentials.password}`).toString('base64'),
      );
    expect(leaks(dump(out), secrets)).toEqual([]);
    expect(dump(out)).toMatch(/\[reda/); // what was there is masked, not dropped silently
  });

  it('an access token obtained by a refresh is redacted too, and the client secret never shows', async () => {
    vendor.handler = (req, res) => {
      if (req.url?.startsWith('/oauth/token'))
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'fresh-access-TOKEN-5544332211', expires_in: 3600 }));
      res.writeHead(403, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          message: `forbidden for ${req.headers.authorization}`,
          escaped: escapeAll(String(req.headers.authorization)),
        }),
      );
    };
    const c = engine.connector('echo-oauth', {
      credentials: {
        client_id: 'cid-1',
        client_secret: 'client-SECRET-998877',
        refresh_token: 'refresh-RT-123456789',
      },
    });
    const err = await failure(c.execute('things', 'list', {}));
    expect(
      leaks(dump(err), [
        'fresh-access-TOKEN-5544332211',
        'client-SECRET-998877',
        'refresh-RT-123456789',
      ]),
    ).toEqual([]);
  });
});

describe('a vendor 401 or 403 answer', () => {
  it.each([401, 403])(
    '%s: nothing of its body is returned, not even its message',
    async (status) => {
      vendor.handler = (req, res) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            message: `key ${req.headers['x-api-key']} rejected`,
            echo: 'ZmFrZS1mb3JtLW9mLWl0',
          }),
        );
      const err = await failure(
        engine
          .connector('echo-header', { credentials: SCHEMES.header!.credentials })
          .execute('things', 'list', {}),
      );
      expect([err.status, err.code]).toEqual([502, 'upstream_unauthorized']);
      expect(err.details).toEqual({
        upstream_status: status,
        upstream_message: "the vendor's body is withheld",
      });
      expect(dump(err)).not.toMatch(/ZmFrZS1mb3JtLW9mLWl0|key .{0,20}rejected|upstream_body/);
    },
  );

  it('keeps the error code of a standard WWW-Authenticate challenge, and nothing else of it', async () => {
    vendor.handler = (_req, res) =>
      res
        .writeHead(403, {
          'www-authenticate':
            'Bearer realm="x", error="insufficient_scope", error_description="needs read", scope="read"',
        })
        .end('{"message":"scope read missing"}');
    const err = await failure(
      engine
        .connector('echo-header', { credentials: SCHEMES.header!.credentials })
        .execute('things', 'list', {}),
    );
    expect(err.message).toBe(
      "The vendor API rejected the connector's credentials (403): insufficient_scope (the vendor's body is withheld)",
    );
  });
});

describe('the redactor', () => {
  it('masks a secret cut at the end of a text, decoded escapes, and keeps other text as it was', () => {
    const r = new Redactor({ api_key: 'sk_live_ABCDEF123456' });
    expect(r.text('error near sk_live_ABCD', true)).toBe('error near [redacted]');
    expect(r.text('error near sk_live_ABCD')).toBe('error near sk_live_ABCD'); // not cut: no fragment to fear
    expect(r.text(`key ${escapeAll('sk_live_ABCDEF123456')}`)).toBe('key [redacted]');
    expect(r.text('Property \\"name\\" is invalid')).toBe('Property \\"name\\" is invalid');
    expect(r.truncate(`${'a'.repeat(10)}sk_live_ABCDEF123456`, 14)).toBe('aaaaaaaaaa[red…');
    expect(r.value({ sk_live_ABCDEF123456: ['sk_live_ABCDEF123456'] })).toEqual({
      '[redacted]': ['[redacted]'],
    });
    expect(
      new Redactor({ email: 'me@example.com', token: 'tok-123456' }).text(
        'me@example.com tok-123456',
      ),
    ).toBe('me@example.com [redacted]');
  });

  it('masks any letter case, hex, double URL-encoding and the basic pair with its forms', () => {
    const r = new Redactor({ api_key: 'sk_live_ABCDEF123456' });
    expect(r.text('a SK_LIVE_ABCDEF123456 b sk_live_abcdef123456')).toBe(
      'a [redacted] b [redacted]',
    );
    const hex = Buffer.from('sk_live_ABCDEF123456').toString('hex');
    expect(r.text(`${hex} ${hex.toUpperCase()}`)).toBe('[redacted] [redacted]');
    expect(r.text(`${hex.slice(0, 20)}`, true)).toBe('[redacted]'); // a cut hex form too
    expect(r.text(encodeURIComponent(encodeURIComponent('x/sk_live_ABCDEF123456')))).toBe(
      'x%252F[redacted]',
    );
    expect(r.mentions('SK_LIVE_ABCDEF123456')).toBe(true);
    const pair = 'acct-1:pw/Secret+1';
    const basic = new Redactor({}, {
      headers: { authorization: `Basic ${Buffer.from(pair).toString('base64')}` },
      query: [],
    } as never);
    for (const form of [
      pair,
      pair.toUpperCase(),
      Buffer.from(pair).toString('hex'),
      encodeURIComponent(encodeURIComponent(pair)),
    ])
      expect(basic.text(`got ${form}`), form).toBe('got [redacted]');
  });
});

describe('redirects', () => {
  it('are not followed to another origin: custom auth headers stay home, the other body is not returned', async () => {
    other.received = [];
    other.handler = (_q, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('[{"id":"from-the-other-host"}]');
    vendor.handler = (_q, res) => res.writeHead(302, { location: `${other.origin}/steal` }).end();
    const err = await failure(
      engine
        .connector('echo-header', { credentials: SCHEMES.header!.credentials })
        .execute('things', 'list', {}),
    );
    expect([err.status, err.code]).toEqual([502, 'upstream_invalid_response']);
    expect(err.message).toContain('another host');
    expect(other.received).toEqual([]);
  });

  it('same-origin redirects are followed, auth re-applied, only where the kind declares it', async () => {
    vendor.handler = (req, res) =>
      req.url?.startsWith('/api/things?') || req.url === '/api/things'
        ? res.writeHead(301, { location: '/api/v2/things' }).end()
        : res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(
              JSON.stringify([
                { id: req.headers['x-api-key'] === 'k-follow-1' ? 'auth re-applied' : 'no auth' },
              ]),
            );
    const refused = await failure(
      engine
        .connector('echo-header', { credentials: SCHEMES.header!.credentials })
        .execute('things', 'list', {}),
    );
    expect(refused.code).toBe('upstream_invalid_response');
    const followed = await engine
      .connector('echo-follow', { credentials: { api_key: 'k-follow-1' } })
      .execute('things', 'list', {});
    expect(followed.result).toEqual([{ id: 'auth re-applied' }]);
    const cross = new ProgrammableVendor();
    await cross.start();
    vendor.handler = (_q, res) => res.writeHead(302, { location: `${cross.origin}/x` }).end();
    expect(
      (
        await failure(
          engine
            .connector('echo-follow', { credentials: { api_key: 'k-follow-1' } })
            .execute('things', 'list', {}),
        )
      ).message,
    ).toContain('another host');
    expect(cross.received).toEqual([]);
    await cross.stop();
  });
});

describe('downloads', () => {
  const local = () =>
    createEngine({ connectorsDir: dir }).connector('echo-local', {
      credentials: { api_key: 'k-local-1' },
      config: { port: new URL(vendor.origin).port },
    });
  const linkTo = (link: string) =>
    (vendor.handler = (_q, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ file_url: link })));

  it('refuse private, loopback and link-local file links, by name or by address, before any request', async () => {
    const target = new ProgrammableVendor();
    await target.start();
    target.handler = (_q, res) => res.end('internal data');
    const port = new URL(target.origin).port;
    for (const link of [
      `${target.origin}/f`,
      `http://localhost:${port}/f`,
      `http://[::ffff:127.0.0.1]:${port}/f`,
      `http://2130706433:${port}/f`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/f`,
      'http://10.0.0.1/f',
    ]) {
      linkTo(link);
      const err = await failure(local().execute('things', 'download', { id: '1' }));
      expect([err.status, err.code], link).toEqual([502, 'upstream_invalid_response']);
      expect(err.message).toMatch(/private or local/);
    }
    expect(target.received).toEqual([]);
    await target.stop();
  });

  it("only the kind's declared file hosts, and no other scheme than http(s)", async () => {
    for (const link of [
      'https://files.evil.example.org/f',
      'ftp://files.example.com/f',
      'file:///etc/passwd',
    ]) {
      linkTo(link);
      const err = await failure(local().execute('hosted', 'download', { id: '1' }));
      expect(err.code, link).toBe('upstream_invalid_response');
    }
  });

  it("a file on the vendor's own origin is fetched; with the upstream overridden, only the overriding origin is exempt", async () => {
    vendor.handler = (req, res) =>
      req.url?.startsWith('/api/things')
        ? res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ file_url: '/files/1.pdf' }))
        : res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    const own = (await local().execute('things', 'download', { id: '1' })).result as Download;
    expect(await new Response(own.stream).text()).toBe('%PDF');
    // echo-bearer's upstream is overridden to the fake vendor (a loopback origin): its files are fetched
    const bearer = () =>
      engine
        .connector('echo-bearer', { credentials: SCHEMES.bearer!.credentials })
        .execute('things', 'download', { id: '1' });
    linkTo(`${vendor.origin}/files/2.pdf`);
    vendor.handler = (req, res) =>
      req.url?.startsWith('/files/')
        ? res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-2')
        : res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ file_url: `${vendor.origin}/files/2.pdf` }));
    expect(await new Response(((await bearer()).result as Download).stream).text()).toBe('%PDF-2');
    // ... but any other loopback origin is still refused, before a request reaches it
    const target = new ProgrammableVendor();
    await target.start();
    target.handler = (_q, res) => res.end('internal data');
    for (const link of [
      `${target.origin}/f`,
      `http://localhost:${new URL(target.origin).port}/f`,
      `http://[::7f00:1]:${new URL(target.origin).port}/f`,
    ]) {
      linkTo(link);
      const err = await failure(bearer());
      expect([err.status, err.code], link).toEqual([502, 'upstream_invalid_response']);
      expect(err.message, link).toMatch(/private or local/);
    }
    linkTo('ftp://files.example.com/f');
    expect((await failure(bearer())).message).toMatch(/is not an http\(s\) link/);
    expect(target.received).toEqual([]);
    await target.stop();
  });

  it('the address check knows the private ranges', () => {
    for (const a of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '127.0.0.53',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:192.168.0.1',
      'not-an-ip',
      '::ffff:7f00:1', // IPv4-mapped, hex form
      '::7f00:1', // IPv4-compatible
      '::127.0.0.1',
      '::ffff:0:7f00:1', // IPv4-translated
      '::ffff:0:a00:1',
      '64:ff9b::7f00:1', // NAT64, well-known prefix
      '64:ff9b:1::a00:1', // NAT64, local-use prefix
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:c0a8:101::', // 6to4 of 192.168.1.1
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      'fec0::1', // site-local
      '100::1', // discard-only
      '2001:db8::1', // documentation
      '3fff::1',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      'fe80::1%eth0',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:2800:220:1::1',
      '::ffff:8.8.8.8',
      '2002:808:808::1', // 6to4 of a public address
      '2a00:1450:4001::1',
    ])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('faulty answers', () => {
  const c = () => engine.connector('echo-header', { credentials: SCHEMES.header!.credentials });

  it('a body larger than the cap is refused with 502, not buffered', async () => {
    const capped = createEngine({
      connectorsDir: dir,
      upstreams: { 'echo-header': vendor.origin },
      http: { maxResponseBytes: 1024 * 1024 },
    });
    vendor.handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const chunk = `${JSON.stringify({ id: 'x'.repeat(1000) })},`.repeat(100);
      let sent = 0;
      const more = () => {
        while (sent < 60 && res.write(chunk)) sent++;
        if (sent < 60) res.once('drain', more);
        else res.end('{}]');
      };
      more();
    };
    const err = await failure(
      capped
        .connector('echo-header', { credentials: SCHEMES.header!.credentials })
        .execute('things', 'list', {}),
    );
    expect([err.status, err.code]).toEqual([502, 'upstream_invalid_response']);
    expect(err.message).toContain('larger than 1048576 bytes');
  });

  it('one deadline covers the body: headers then a stall answers 504 within the timeout', async () => {
    vendor.handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"id":"1"'); // and nothing more
    };
    const started = Date.now();
    const err = await failure(c().execute('things', 'list', {}));
    expect([err.status, err.code]).toEqual([504, 'upstream_timeout']);
    expect(Date.now() - started).toBeLessThan(5000); // the manifest's 1.5 s, not minutes
  });

  it('the deadline covers retries too: slow 503s do not multiply it', async () => {
    vendor.received = [];
    vendor.handler = (_q, res) => setTimeout(() => res.writeHead(503).end('busy'), 900);
    const started = Date.now();
    const err = await failure(c().execute('things', 'list', {}));
    expect(err.status).toBe(504); // the retry started at 0.9 s and the 1.5 s deadline ended it
    expect(vendor.received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("the caller's signal ends a call whose vendor stalls mid-body (a stopped sync, a client gone)", async () => {
    vendor.handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"id":"1"');
    };
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped')), 200);
    const started = Date.now();
    const err = await c()
      .execute('things', 'list', {}, { signal: controller.signal })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeDefined();
    expect(Date.now() - started).toBeLessThan(1000); // well before the 1.5 s deadline
  });

  it('a token endpoint that stalls after its headers is a 504 too', async () => {
    vendor.handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (!req.url?.startsWith('/oauth/token')) res.end('[]');
      else res.write('{"access_token":');
    };
    const err = await failure(
      engine
        .connector('echo-oauth', {
          credentials: { client_id: 'c', client_secret: 's-secret', refresh_token: 'rt-123456' },
        })
        .execute('things', 'list', {}),
    );
    expect(err.status).toBe(504);
  });

  it("a Retry-After beyond the cap answers 429 at once with the vendor's wait, after one call", async () => {
    vendor.received = [];
    vendor.handler = (_q, res) =>
      res
        .writeHead(429, { 'retry-after': '3600', 'content-type': 'application/json' })
        .end('{"message":"slow down"}');
    const started = Date.now();
    const err = await failure(c().execute('things', 'list', {}));
    expect([err.status, err.code, err.retryAfter]).toEqual([429, 'upstream_rate_limited', 3600]);
    expect(vendor.received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a Retry-After within the cap is waited out and retried', async () => {
    vendor.received = [];
    let n = 0;
    vendor.handler = (_q, res) =>
      n++ === 0
        ? res.writeHead(429, { 'retry-after': '0' }).end()
        : res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":"2"}]');
    expect((await c().execute('things', 'list', {})).result).toEqual([{ id: '2' }]);
    expect(vendor.received).toHaveLength(2);
  });
});
