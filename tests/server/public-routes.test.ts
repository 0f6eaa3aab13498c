// The routes anyone may call without a token are cheap to answer: the docs script and the OpenAPI
// document are compressed once (gzip and brotli), answered by Accept-Encoding with a strong ETag per
// variant, 304 to a client that holds it, and the hashed script name may be cached for a year.

import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCoding } from '../../server/precompressed.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A raw GET (fetch would decode the body and hide Content-Encoding's effect on the bytes). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers as Record<string, string | undefined>,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe.each([
  ['the docs script', '/docs/assets/standalone.js', 'public, max-age=86400', /javascript/],
  ['the OpenAPI document', '/api/v1/openapi.json', 'no-cache', /application\/json/],
])('%s', (_name, path, cacheControl, type) => {
  it('is answered in brotli, gzip or plain by Accept-Encoding, the same bytes once decoded', async () => {
    const plain = await get(path);
    const gz = await get(path, { 'accept-encoding': 'gzip, deflate' });
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect([plain.status, gz.status, br.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(type);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    for (const r of [plain, gz, br]) {
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['cache-control']).toBe(cacheControl);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    }
    const tags = [plain, gz, br].map((r) => r.headers.etag);
    expect(tags.every((t) => /^"[\w-]+-(id|gz|br)"$/.test(t!))).toBe(true); // strong
    expect(new Set(tags).size).toBe(3); // one per variant
  });

  it('answers 304 with no body to If-None-Match holding the variant ETag, 200 to another', async () => {
    const br = await get(path, { 'accept-encoding': 'br' });
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([
      304,
      0,
      br.headers.etag,
    ]);
    const listed = await get(path, {
      'accept-encoding': 'br',
      'if-none-match': `"other", W/${br.headers.etag}`,
    });
    expect(listed.status).toBe(304);
    const gz = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! });
    expect([gz.status, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
  });
});

it('the page asks for the script under its hashed name, cached for a year; other names are 404', async () => {
  const html = (await get('/docs')).body.toString('utf8');
  const src = /src="(\/docs\/assets\/standalone\.[\w-]{22}\.js)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  const versioned = await get(src!, { 'accept-encoding': 'br' });
  expect(versioned.status).toBe(200);
  expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(versioned.headers.etag).toBe(
    (await get('/docs/assets/standalone.js', { 'accept-encoding': 'br' })).headers.etag,
  );
  expect((await get('/docs/assets/standalone.AAAAAAAAAAAAAAAAAAAAAA.js')).status).toBe(404);
  expect((await get('/docs/assets/other.js')).status).toBe(404);
});

it('picks the coding by the q-values of Accept-Encoding', () => {
  expect(pickCoding(undefined)).toBe('identity');
  expect(pickCoding('gzip;q=1.0, br;q=0')).toBe('gzip');
  expect(pickCoding('br;q=0.1')).toBe('br');
  expect(pickCoding('*')).toBe('br');
  expect(pickCoding('*;q=0, gzip')).toBe('gzip');
  expect(pickCoding('identity')).toBe('identity');
  expect(pickCoding('GZIP')).toBe('gzip');
});
