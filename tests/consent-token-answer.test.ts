// Config discovered from the token answer itself (`discover` without a url): the expression reads the token
// answer with its tokens left out, the values found must fit the kind's config schema (a hostile answer cannot
// name another host), and a value holding a token is never stored. A made-up kind against a local token endpoint.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const app = { client_id: 'client-1', client_secret: 'secret-1' };

describe('discover from the token answer (no url)', () => {
  const auth = new ProgrammableVendor();
  let answer: Record<string, unknown> = {};
  let dir: string;
  beforeAll(async () => {
    await auth.start();
    auth.handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    };
    dir = mkdtempSync(join(tmpdir(), 'token-answer-'));
    writeFileSync(
      join(dir, 'podded.yaml'),
      `kind: podded
name: Podded
version: 1.0.0
vendor_api: { version: "1", docs: "https://docs.example.com/api" }
base_url: "https://{config.pod}.api.example.com"
config:
  properties: { pod: { type: string, pattern: "^[a-z]{2}[0-9]{1,3}$" }, answer_fields: { type: string } }
auth:
  oauth:
    fields: { properties: { refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2:
      authorize_url: "${auth.origin}/authorize"
      token_url: "${auth.origin}/token"
      discover:
        config: "{ 'pod': $replace(api_url, /^https:\\\\/\\\\/|\\\\.api\\\\.example\\\\.com$/, ''), 'answer_fields': $join($keys($), ',') }"
entities:
  items:
    actions:
      list: { request: { path: /items }, no_pagination_reason: one page in tests }
`,
    );
  });
  afterAll(() => auth.stop());
  const exchange = () =>
    createEngine({ connectorsDir: dir })
      .consent('podded')!
      .exchangeCode({ app, code: 'c1', redirectUri: 'https://app.example.com/cb', config: {} });

  it('fills config from a field of the token answer, with no further request', async () => {
    answer = {
      access_token: 'fixture-access-0001',
      refresh_token: 'fixture-refresh-0001',
      api_url: 'https://eu12.api.example.com',
    };
    const before = auth.received.length;
    const { credentials, discovered } = await exchange();
    // the expression saw the answer without its tokens
    expect(discovered).toEqual({ pod: 'eu12', answer_fields: 'api_url' });
    expect(credentials).toMatchObject({ access_token: 'fixture-access-0001' });
    expect(auth.received.length - before).toBe(1);
  });

  it('refuses a host the config schema does not allow', async () => {
    answer = { access_token: 'fixture-access-0002', api_url: 'https://evil.example.net/x' };
    const err = await exchange().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({
      status: 502,
      code: 'upstream_invalid_response',
      field: 'config.pod',
    });
  });
});

describe('discover from the token answer never stores a token', () => {
  const auth = new ProgrammableVendor();
  let dir: string;
  beforeAll(async () => {
    await auth.start();
    auth.handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          access_token: 'fixture-access-0003',
          refresh_token: 'fixture-refresh-0003',
          // a vendor that repeats the token elsewhere in its answer
          session: 'fixture-access-0003',
        }),
      );
    };
    dir = mkdtempSync(join(tmpdir(), 'token-answer-'));
    writeFileSync(
      join(dir, 'leaky.yaml'),
      `kind: leaky
name: Leaky
version: 1.0.0
vendor_api: { version: "1", docs: "https://docs.example.com/api" }
base_url: "https://api.example.com"
config:
  properties: { token_copy: { type: string }, session: { type: string } }
auth:
  oauth:
    fields: { properties: { refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2:
      authorize_url: "${auth.origin}/authorize"
      token_url: "${auth.origin}/token"
      discover:
        config: "{ 'token_copy': access_token, 'session': session }"
entities:
  items:
    actions:
      list: { request: { path: /items }, no_pagination_reason: one page in tests }
`,
    );
  });
  afterAll(() => auth.stop());

  it('does not show the expression the tokens, and refuses a value that holds one', async () => {
    const err = await createEngine({ connectorsDir: dir })
      .consent('leaky')!
      .exchangeCode({ app, code: 'c1', redirectUri: 'https://app.example.com/cb', config: {} })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ status: 502, code: 'upstream_invalid_response' });
    expect(String((err as Error).message)).not.toContain('fixture-access-0003');
  });
});
