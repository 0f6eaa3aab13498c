// The engine reads a vendor's answer headers from undici's record (engine/http/headers.ts), not through
// fetch's Headers: look-ups ignore case, repeated headers join as fetch joins them, and a header name
// that is also a property of every object (constructor, __proto__) reads as absent unless sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseHeaders } from '../engine/http/headers.ts';
import { undici } from '../engine/http/undici.ts';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('X-Rate-Limit', '10');
    res.setHeader('Link', ['<https://a/?p=2>; rel="next"', '<https://a/?p=9>; rel="last"']);
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x?y=1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('ResponseHeaders over a real answer', () => {
  it('reads like fetch Headers: case-insensitive, repeated values joined, iterated sorted', async () => {
    const res = await undici().request(url, { method: 'GET' });
    await res.body.dump();
    const ours = new ResponseHeaders(res.headers);
    const theirs = await fetch(url).then(async (r) => (await r.text(), r.headers));
    for (const name of ['x-rate-limit', 'X-RATE-LIMIT', 'link', 'content-length', 'absent'])
      expect(ours.get(name)).toBe(theirs.get(name));
    expect(ours.has('Link')).toBe(true);
    expect(ours.has('absent')).toBe(false);
    const withoutDate = (h: Iterable<[string, string]>) =>
      Object.fromEntries([...h].filter(([k]) => k !== 'date'));
    expect(withoutDate(ours)).toEqual(withoutDate(theirs));
  });

  it('does not read object properties as headers', () => {
    const h = new ResponseHeaders({ 'content-type': 'application/json' });
    expect(h.get('constructor')).toBeNull();
    expect(h.get('__proto__')).toBeNull();
    expect(h.has('toString')).toBe(false);
  });
});
