// A consent renders its URLs from the caller's config before any connector exists, so the values given
// are checked against the kind's config schema first: a host carrying a path or another host's name in a
// subdomain field is refused (400 invalid_config naming the field) before a URL is built or a code is
// sent anywhere. Values consent itself discovers may still be missing.
import { describe, expect, it } from 'vitest';
import { createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const app = { client_id: 'client-1', client_secret: 'secret-1' };
const engine = createEngine();
const urlArgs = (config: Record<string, unknown>) => ({
  app,
  redirectUri: 'https://app.example.com/cb',
  state: 's1',
  config,
});
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('consent checks the config it is given', () => {
  it.each([
    ['gitlab', { host: 'evil.example/x' }, 'config.host'],
    ['gitlab', { host: 'https://gitlab.com' }, 'config.host'],
    ['shopify', { shop: 'evil.example.com/x' }, 'config.shop'],
    ['zendesk-support', { subdomain: 'acme.evil.example' }, 'config.subdomain'],
  ])('%s refuses %j before building the consent URL', (kind, config, field) => {
    const err = refused(() => engine.consent(kind)!.authorizeUrl(urlArgs(config)));
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_config', field });
  });

  it('builds the URL from valid values, and leaves what consent discovers to consent', () => {
    const gitlab = new URL(
      engine.consent('gitlab')!.authorizeUrl(urlArgs({ host: 'gitlab.example.com' })),
    );
    expect(gitlab.origin + gitlab.pathname).toBe('https://gitlab.example.com/oauth/authorize');
    // salesforce's my_domain comes from the token answer's instance_url: absent here, and fine
    const sf = new URL(engine.consent('salesforce')!.authorizeUrl(urlArgs({})));
    expect(sf.host).toBe('login.salesforce.com');
  });

  it('refuses a bad value at the code exchange too, with no request sent', async () => {
    const vendor = new ProgrammableVendor();
    await vendor.start();
    let calls = 0;
    vendor.handler = (_req, res) => {
      calls++;
      res.end('{}');
    };
    try {
      const local = createEngine({ upstreams: { gitlab: vendor.origin } });
      const err = await local
        .consent('gitlab')!
        .exchangeCode({
          app,
          code: 'c1',
          redirectUri: 'https://app.example.com/cb',
          config: { host: 'evil.example/x' },
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err).toMatchObject({ status: 400, code: 'invalid_config', field: 'config.host' });
      expect(calls).toBe(0);
    } finally {
      await vendor.stop();
    }
  });
});
