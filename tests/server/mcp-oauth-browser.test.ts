// The MCP approval page in a real headless browser (Debian's chromium through playwright-core): the
// SDK client's authorization URL opened, the organisation's one-time approval code typed, the grant
// shown (organisation, client, redirect host, scopes) and approved; the browser lands on the agent's
// loopback redirect with code, state and iss, and the SDK exchanges the code and calls a tool. Deny
// sends access_denied back. Nothing is loaded from another origin.
import { existsSync } from 'node:fs';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { MemoryProvider, redirectReceiver } from '../support/mcp-oauth-client.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = existsSync(CHROMIUM);

describe.skipIf(!haveBrowser && !process.env.CI)('the MCP approval page in a browser', () => {
  const stripe = new FakeStripeStore();
  let server: TestServer;
  let base: string;
  let session: Awaited<ReturnType<typeof signIn>>;
  let receiver: Awaited<ReturnType<typeof redirectReceiver>>;
  let browser: Browser;
  const clients: Client[] = [];

  beforeAll(async () => {
    stripe.customers = [customer(0)];
    server = await startTestServer({ upstreams: { stripe: await stripe.start() } });
    base = server.url.replace('127.0.0.1', 'localhost');
    session = await signIn(server, 'browser-mcp-org');
    await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'Stripe',
      credentials: { api_key: 'sk_test_browser_mcp_0000' },
    });
    receiver = await redirectReceiver();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) await c.close().catch(() => {});
    await browser?.close();
    await receiver?.close();
    await server?.close();
    await stripe.stop();
  });

  /** The SDK's first connect: discovery and registration, ending at the authorization URL. */
  async function start(provider: MemoryProvider): Promise<URL> {
    const client = new Client({ name: 'agent', version: '1' });
    await expect(
      client.connect(
        new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: provider }),
      ),
    ).rejects.toThrow(UnauthorizedError);
    return provider.authorizationUrl!;
  }

  async function approvalPage(url: URL) {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin !== new URL(base).origin && u.origin !== new URL(receiver.url).origin)
        elsewhere.push(r.url());
    });
    await page.goto(url.href);
    const code = (await session.api('POST', '/api/v1/mcp/approvals', {})).body.code as string;
    await page.fill('#approval_code', code.toLowerCase()); // typed loosely: case is forgiven
    await page.click('button[type=submit]');
    return { page, elsewhere };
  }

  it('approves: shows what is granted, returns to the agent, and the agent calls a tool', async () => {
    const provider = new MemoryProvider(receiver.url, 'Browser Agent');
    const { page, elsewhere } = await approvalPage(await start(provider));
    expect(await page.textContent('#organisation')).toBe('browser-mcp-org');
    expect(await page.textContent('#client')).toBe('Browser Agent');
    expect(await page.textContent('#redirect-host')).toBe(new URL(receiver.url).host);
    expect(await page.locator('#scopes li').count()).toBe(2);
    await Promise.all([
      page.waitForURL((u) => u.href.startsWith(receiver.url)),
      page.click('button[value=approve]'),
    ]);
    const back = new URL(page.url());
    expect(back.searchParams.get('iss')).toBe(base);
    expect(back.searchParams.get('state')).toBe('st-123');
    expect(await page.textContent('body')).toContain('back at the agent');
    await new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      authProvider: provider,
    }).finishAuth(back.searchParams.get('code')!);
    const client = new Client({ name: 'agent', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: provider }),
    );
    clients.push(client);
    const res = (await client.callTool({ name: 'list_connectors', arguments: {} })) as unknown as {
      structuredContent: { connectors: unknown[] };
    };
    expect(res.structuredContent.connectors).toHaveLength(1);
    expect(elsewhere).toEqual([]);
    await page.close();
  });

  it('denies: the agent is told access_denied and gets no code', async () => {
    const provider = new MemoryProvider(receiver.url, 'Denied Agent');
    const { page } = await approvalPage(await start(provider));
    await Promise.all([
      page.waitForURL((u) => u.href.startsWith(receiver.url)),
      page.click('button[value=deny]'),
    ]);
    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    await page.close();
  });
});
