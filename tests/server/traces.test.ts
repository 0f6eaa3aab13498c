// Traces of hosted calls: the real service exporting over OTLP/HTTP (JSON) to a small receiver on
// 127.0.0.1 gets the spans of one execute (route, token check, connector load, the vendor request
// with method, host and status) in the caller's trace; the caller's traceparent reaches the vendor
// only for a kind whose manifest sets http.propagate_trace_context. Without the OTEL_* variables (or
// with OTEL_TRACES_EXPORTER=none) nothing of the OpenTelemetry SDK is loaded.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/main.ts';
import { echoManifests, ProgrammableVendor, SCHEMES } from '../support/echo-vendor.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { startStoreServer } from '../support/store-server.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${CALLER_SPAN}-01`;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** A minimal OTLP/HTTP receiver: every span of every JSON export to /v1/traces. */
class Receiver {
  spans: (OtlpSpan & { service: string })[] = [];
  contentTypes: string[] = [];
  url = '';
  private server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      if (req.url !== '/v1/traces') return void res.writeHead(404).end();
      this.contentTypes.push(req.headers['content-type'] ?? '');
      for (const rs of JSON.parse(body).resourceSpans ?? []) {
        const service = rs.resource.attributes.find((a: any) => a.key === 'service.name')?.value
          .stringValue;
        for (const ss of rs.scopeSpans)
          for (const s of ss.spans) this.spans.push({ ...s, service });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }
}

const hex = (id: string | undefined) =>
  id === undefined || /^[0-9a-f]*$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');
const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes.find((a) => a.key === key)?.value;
  return v ? (v.stringValue ?? Number(v.intValue)) : undefined;
};

const receiver = new Receiver();
const vendor = new ProgrammableVendor();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;

async function connector(kind: string): Promise<string> {
  const res = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: kind,
    name: kind,
    credentials: { token: SCHEMES.bearer!.credentials.token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const execute = (id: string, traceparent?: string) =>
  session.api(
    'POST',
    `/api/v1/integrations/connectors/${id}/execute`,
    { entity: 'things', action: 'list', params: {} },
    traceparent ? { traceparent } : {},
  );

/** The spans of the trace, once the exporter has sent `n` of them. */
async function spansOf(traceId: string, n: number) {
  for (let i = 0; i < 200; i++) {
    const found = receiver.spans.filter((s) => hex(s.traceId) === traceId);
    if (found.length >= n) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${n} spans of trace ${traceId} exported`);
}

beforeAll(async () => {
  await receiver.start();
  vendor.handler = (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":"a","name":"A"}]');
  await vendor.start();
  const dir = echoManifests();
  // the same kind, its manifest allowing the trace context to reach the vendor
  const bearer = readFileSync(join(dir, 'echo-bearer.yaml'), 'utf8');
  writeFileSync(
    join(dir, 'echo-traced.yaml'),
    bearer
      .replace('kind: echo-bearer', 'kind: echo-traced')
      .replace('http: {', 'http: { propagate_trace_context: true,'),
  );
  server = await startStoreServer({
    connectorsDir: [dir],
    upstreams: { 'echo-bearer': vendor.origin, 'echo-traced': vendor.origin },
    traces: {
      url: `${receiver.url}/v1/traces`,
      serviceName: 'ce-traces-test',
      scheduleDelayMs: 50,
    },
  });
  session = await signIn(server, 'traces-org');
}, 60_000);
afterAll(async () => {
  await server.close();
  await vendor.stop();
  await receiver.stop();
});

describe('traces over OTLP/HTTP', () => {
  it("exports the spans of one hosted execute in the caller's trace", async () => {
    const id = await connector('echo-bearer');
    expect((await execute(id, TRACEPARENT)).status).toBe(200);
    const spans = await spansOf(TRACE_ID, 4);
    expect(receiver.contentTypes[0]).toMatch(/^application\/json/);
    const byName = Object.fromEntries(spans.map((s) => [s.name, s]));
    const route = byName['POST /api/v1/integrations/connectors/:id/execute'];
    expect(route, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(route!.service).toBe('ce-traces-test');
    expect(hex(route!.parentSpanId)).toBe(CALLER_SPAN);
    expect(attr(route!, 'http.response.status_code')).toBe(200);
    const host = new URL(vendor.origin).host;
    const upstream = byName[`GET ${host}`];
    expect(upstream).toBeDefined();
    expect(attr(upstream!, 'http.request.method')).toBe('GET');
    expect(attr(upstream!, 'server.address')).toBe(host);
    expect(attr(upstream!, 'http.response.status_code')).toBe(200);
    for (const name of ['token check', 'connector load'])
      expect(hex(byName[name]?.parentSpanId), name).toBe(hex(route!.spanId));
    // the vendor request is a child of the span that made it, and nothing of it names a credential
    expect([hex(route!.spanId), hex(byName['connector load']!.spanId)]).toContain(
      hex(upstream!.parentSpanId),
    );
    expect(JSON.stringify(spans)).not.toContain(SCHEMES.bearer!.credentials.token);
  });

  it("passes the trace context to the vendor only where the kind's manifest allows it", async () => {
    vendor.received = [];
    expect((await execute(await connector('echo-bearer'), TRACEPARENT)).status).toBe(200);
    expect(vendor.received.at(-1)!.headers.traceparent).toBeUndefined();
    expect((await execute(await connector('echo-traced'), TRACEPARENT)).status).toBe(200);
    const sent = vendor.received.at(-1)!.headers.traceparent as string;
    expect(sent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(sent).not.toContain(CALLER_SPAN); // our span is the vendor request's parent, not the caller's
  });

  it('starts a new trace for a malformed traceparent', async () => {
    const id = await connector('echo-bearer');
    const before = receiver.spans.length;
    expect((await execute(id, '00-zzzz-0000-01')).status).toBe(200);
    // the route span of a trace other than the caller's (earlier calls' spans may still arrive)
    const fresh = () =>
      receiver.spans
        .slice(before)
        .find(
          (s) =>
            s.name === 'POST /api/v1/integrations/connectors/:id/execute' &&
            hex(s.traceId) !== TRACE_ID,
        );
    for (let i = 0; i < 200 && !fresh(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(fresh()).toBeDefined();
    expect(fresh()!.parentSpanId ?? '').toBe('');
  });
});

describe('the OTEL_* variables', () => {
  const child = promisify(execFile);
  const loaded = async (env: Record<string, string>) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_') && k !== 'DATABASE_URL'),
    );
    const { stdout } = await child(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../support/otel-modules.ts')],
      { env: { ...clean, ...env }, timeout: 140_000 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  };
  const SDK = /^@opentelemetry\/(sdk-|exporter-|resources|otlp-)/;

  it('loads nothing of the SDK without an endpoint, or with OTEL_TRACES_EXPORTER=none', async () => {
    const [unset, off, on] = await Promise.all([
      loaded({}),
      loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_TRACES_EXPORTER: 'none' }),
      loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }),
    ]);
    expect(unset.filter((m) => SDK.test(m))).toEqual([]);
    expect(off.filter((m) => SDK.test(m))).toEqual([]);
    // the same process loads it once an endpoint is set: the checks above can see the SDK
    expect(on).toEqual(
      expect.arrayContaining([
        '@opentelemetry/sdk-trace-base',
        '@opentelemetry/exporter-trace-otlp-http',
      ]),
    );
  }, 150_000);

  it('reads the endpoint, service name and protocol; a bad value stops the start naming the variable', () => {
    expect(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).traces).toEqual(
      {
        url: 'http://collector:4318/v1/traces',
        serviceName: 'connector-engine',
      },
    );
    expect(
      configFromEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/v1/t',
        OTEL_SERVICE_NAME: 'engine-eu',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%20def',
      }).traces,
    ).toEqual({
      url: 'https://traces.example/v1/t',
      serviceName: 'engine-eu',
      headers: { 'x-api-key': 'abc def' },
    });
    expect(configFromEnv({}).traces).toBeUndefined();
    expect(
      configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })
        .traces,
    ).toBeUndefined();
    expect(() => configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() =>
      configFromEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL must be http\/json/);
    expect(() => configFromEnv({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
  });
});
