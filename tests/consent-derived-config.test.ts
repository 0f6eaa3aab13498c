// The consent URLs (authorize and token) render from the connector config with its derived values, as the
// base URL does: a region picks its authorization server. Typeform's EU data center (api.typeform.eu) has
// its own; its EU Responses Data Center keeps api.typeform.com's. A generic kind with two local
// authorization servers shows the code exchange going to the one the region derives, with no upstream
// override in between.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const app = { client_id: 'client-1', client_secret: 'secret-1' };
const consentArgs = (config: Record<string, unknown>) => ({
  app,
  redirectUri: 'https://app.example.com/cb',
  state: 's1',
  config,
});
const tokens = (token: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ access_token: token, refresh_token: `${token}-r`, expires_in: 3600 }));
};

describe('typeform consent by region', () => {
  const consent = createEngine().consent('typeform')!;
  const authorize = (config: Record<string, unknown>) => {
    const u = new URL(consent.authorizeUrl(consentArgs(config)));
    return u.origin + u.pathname;
  };

  it('sends each data center to its authorization server', () => {
    expect(authorize({})).toBe('https://api.typeform.com/oauth/authorize');
    expect(authorize({ region: 'us' })).toBe('https://api.typeform.com/oauth/authorize');
    expect(authorize({ region: 'eu' })).toBe('https://api.typeform.com/oauth/authorize');
    expect(authorize({ region: 'eu_dc' })).toBe('https://api.typeform.eu/oauth/authorize');
  });

  it('answers a region it does not know with a 400 naming config.region', () => {
    expect(() => authorize({ region: 'mars' })).toThrow(
      expect.objectContaining({ status: 400, field: 'config.region' }),
    );
    expect(() => authorize({ region: { toString: null } })).toThrow(
      expect.objectContaining({ status: 400, field: 'config.region' }),
    );
  });

  it('exchanges an EU data center code at /oauth/token (a local fake in its place)', async () => {
    const fake = new ProgrammableVendor();
    await fake.start();
    try {
      fake.handler = tokens('eu-token-123456');
      const engine = createEngine({ upstreams: { typeform: fake.origin } });
      const { credentials } = await engine.consent('typeform')!.exchangeCode({
        app,
        code: 'code-1',
        redirectUri: 'https://app.example.com/cb',
        config: { region: 'eu_dc' },
      });
      expect(credentials).toMatchObject({ access_token: 'eu-token-123456' });
      expect(fake.received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /oauth/token']);
    } finally {
      await fake.stop();
    }
  });
});

describe('consent URLs from derived config', () => {
  const us = new ProgrammableVendor();
  const eu = new ProgrammableVendor();
  let dir: string;

  beforeAll(async () => {
    await Promise.all([us.start(), eu.start()]);
    us.handler = tokens('us-token-123456');
    eu.handler = tokens('eu-token-123456');
    dir = mkdtempSync(join(tmpdir(), 'consent-'));
    const host = (v: ProgrammableVendor) => new URL(v.origin).host;
    writeFileSync(
      join(dir, 'regional.yaml'),
      `kind: regional
name: Regional
version: 1.0.0
vendor_api: { version: "1", docs: "https://docs.example.com/api" }
base_url: "http://{config.auth_host}"
config:
  properties: { region: { enum: [us, eu], default: us } }
derived_config:
  auth_host: { from: region, map: { us: "${host(us)}", eu: "${host(eu)}" } }
auth:
  oauth:
    fields: { properties: { refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2:
      authorize_url: "http://{config.auth_host}/authorize"
      token_url: "http://{config.auth_host}/token"
entities:
  items:
    actions:
      list: { request: { path: /items }, no_pagination_reason: one page in tests }
`,
    );
  });
  afterAll(async () => {
    await Promise.all([us.stop(), eu.stop()]);
  });

  it("renders the authorize URL and exchanges the code at the region's server", async () => {
    const consent = createEngine({ connectorsDir: dir }).consent('regional')!;
    expect(consent.authorizeUrl(consentArgs({ region: 'eu' }))).toMatch(
      new RegExp(`^${eu.origin}/authorize\\?`),
    );
    const exchange = (config: Record<string, unknown>) =>
      consent.exchangeCode({ app, code: 'c', redirectUri: 'https://app.example.com/cb', config });
    expect((await exchange({ region: 'eu' })).credentials.access_token).toBe('eu-token-123456');
    expect((await exchange({})).credentials.access_token).toBe('us-token-123456');
    expect([us.received.length, eu.received.length]).toEqual([1, 1]);
  });
});
