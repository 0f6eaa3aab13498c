// Reading a vendor's body into memory under a byte cap (engine/http/body.ts), over real HTTP on
// loopback: characters split between chunks come out whole, an error body is cut at the cap (a
// character cut in two becomes U+FFFD, as a buffer's decoding makes it), any other body past the cap
// is refused, and a vendor that hangs up in the middle fails the read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseTooLarge, readCapped } from '../engine/http/body.ts';

const pause = () => new Promise((r) => setTimeout(r, 5));
let server: Server;
let origin = '';

/** `/split`: 東京 and é sent byte by byte (each its own chunk); `/hangup`: half a body, then the socket is destroyed. */
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = Buffer.from('{"city":"東京","name":"Zoé"}');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/hangup') {
      res.write(body.subarray(0, 10));
      await pause();
      res.socket?.destroy();
      return;
    }
    for (const byte of body) {
      res.write(Buffer.from([byte]));
      await pause();
    }
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const body = async (path: string) => (await request(`${origin}${path}`)).body;

describe('readCapped', () => {
  it('joins a body sent byte by byte, characters split between chunks included', async () => {
    expect(await readCapped(await body('/split'), 1000, false)).toEqual({
      text: '{"city":"東京","name":"Zoé"}',
      cut: false,
    });
  });

  it('cuts an error body at the cap, a character cut in two becoming U+FFFD', async () => {
    // 東 is three bytes from byte 9: a cap of 11 keeps two of them
    expect(await readCapped(await body('/split'), 11, true)).toEqual({
      text: '{"city":"\ufffd',
      cut: true,
    });
  });

  it('refuses any other body past the cap', async () => {
    await expect(readCapped(await body('/split'), 11, false)).rejects.toBeInstanceOf(
      ResponseTooLarge,
    );
  });

  it('fails when the vendor hangs up in the middle of the body', async () => {
    await expect(readCapped(await body('/hangup'), 1000, false)).rejects.toThrow();
  });
});
