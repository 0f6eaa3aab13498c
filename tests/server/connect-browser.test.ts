// The hosted connect page in a real headless browser (Debian's chromium through playwright-core): an
// API-key kind (a wrong key, then the right one), an OAuth kind through a fake vendor's consent page,
// and a reconnect of a broken connector. Nothing is loaded from another origin. Screenshots of each
// state go to test-artifacts/connect/ (not committed).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePayments, local, RIGHT_KEY } from '../support/connect-page.ts';
import { serviceSql } from '../support/database.ts';
import { FakeOAuthProvider } from '../support/fake-oauth.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = existsSync(CHROMIUM);
const SHOTS = join(import.meta.dirname, '../../test-artifacts/connect');
const DONE = 'https://app.example/connected';
const DEFAULT = { id: 'default-client-id', secret: 'default-client-secret-value' };
const backend = process.env.CONNECTOR_ENGINE_TEST_DB ?? 'sqlite';

describe.skipIf(!haveBrowser && !process.env.CI)('the connect page in a browser', () => {
  const provider = new FakeOAuthProvider();
  let payments: Awaited<ReturnType<typeof fakePayments>>;
  let server: TestServer;
  let session: Awaited<ReturnType<typeof signIn>>;
  let browser: Browser;
  const elsewhere: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    payments = await fakePayments();
    await provider.start();
    provider.clients.set(DEFAULT.id, DEFAULT.secret);
    provider.consent = 'page';
    server = await startTestServer({
      upstreams: { stripe: payments.origin, asana: provider.origin },
      oauthDefaults: { asana: DEFAULT },
    });
    session = await signIn(server, 'browser-org');
    await session.api('PUT', '/api/v1/oauth/redirect-origins', { origins: [new URL(DONE).origin] });
    await session.api('PUT', '/api/v1/connect/branding', {
      display_name: 'Acme CRM',
      color: '#7b2cbf',
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await provider.stop();
    payments?.server.close();
  });

  /** A page where the application's redirect target answers a stub and the connect pages load nothing elsewhere. */
  async function open(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.route('https://app.example/**', (r) => r.fulfill({ body: 'back at the app' }));
    page.on('request', (r) => {
      const u = new URL(r.url());
      const ours = u.port === new URL(server.url).port || u.origin === provider.origin;
      if (!ours && u.origin !== 'https://app.example') elsewhere.push(r.url());
    });
    return page;
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(SHOTS, `${backend}-${name}.png`), fullPage: true });
  const newLink = async (body: Record<string, unknown>) =>
    local((await session.api('POST', '/api/v1/connect/sessions', body)).body.url, server.url);

  it('an API-key kind: a wrong key is shown as a form error, the right key returns to the app', async () => {
    const page = await open();
    await page.goto(
      await newLink({
        workspace_name: 'w',
        allowed_kinds: ['stripe', 'asana'],
        redirect_url: DONE,
      }),
    );
    await shot(page, '1-kinds');
    await page.getByRole('link', { name: 'Stripe' }).click();
    await page.getByLabel('API key').fill('sk_test_wrong_key_0000');
    await shot(page, '2-form');
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/not accepted/);
    expect(await page.getByLabel('API key').inputValue()).toBe(''); // never filled back in
    await shot(page, '3-wrong-key');
    await page.getByLabel('API key').fill(RIGHT_KEY);
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await page.waitForURL(/app\.example\/connected/);
    const id = new URL(page.url()).searchParams.get('connector_id')!;
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body.status).toBe(
      'active',
    );
    await page.close();
  });

  it('an OAuth kind goes through the vendor’s consent page and returns with connector_id', async () => {
    const page = await open();
    await page.goto(
      await newLink({ workspace_name: 'w', allowed_kinds: ['asana'], redirect_url: DONE }),
    );
    await shot(page, '4-oauth');
    await page.getByRole('button', { name: 'Continue to Asana' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/app\.example\/connected/);
    const id = new URL(page.url()).searchParams.get('connector_id')!;
    const stored = await session.api('GET', `/api/v1/integrations/connectors/${id}`);
    expect(stored.body).toMatchObject({ connector_type: 'asana', auth_method: 'oauth' });
    await page.close();
  });

  it('a reconnect from the link in a 409 keeps the connector and ends on the service’s own page', async () => {
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'Stripe',
      credentials: { api_key: 'sk_test_old_key_1111' },
    });
    const id = created.body.id;
    await serviceSql(
      server.dataDir,
      `UPDATE connectors SET status = 'needs_reauth' WHERE id = '${id}'`,
    );
    const failed = await session.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'list',
    });
    const page = await open();
    await page.goto(local(failed.body.errors[0].details.connect_url, server.url));
    await shot(page, '5-reconnect');
    await page.getByLabel('API key').fill(RIGHT_KEY);
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await expect.poll(() => page.getByRole('heading').textContent()).toBe('Account connected');
    expect(new URL(page.url()).searchParams.get('connector_id')).toBe(id);
    await shot(page, '6-done');
    const again = await session.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'list',
    });
    expect(again.status).toBe(200);
    await page.goBack();
    await page.reload();
    expect(await page.getByRole('heading').textContent()).toMatch(/no longer be used/);
    await shot(page, '7-used');
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});
