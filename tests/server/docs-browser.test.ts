// GET /docs in a real headless browser (Debian's chromium through playwright-core): the page needs no
// token, loads only from our server (every request elsewhere is aborted and recorded), and renders the
// OpenAPI document with the execute operation and a kind's actions. A screenshot goes to the temp folder.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeKind } from '../../engine/index.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser && !process.env.CI)
  console.warn(
    `docs-browser.test.ts skipped: no browser at ${CHROMIUM} (apt-get install -y chromium); CI runs it.`,
  );

describe.skipIf(!haveBrowser && !process.env.CI)('the docs page in a browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves HTML whose scripts and styles all come from this server', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const urls = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1],
    );
    // the script's name carries its content hash: browsers may keep it for a year
    expect(urls).toEqual([expect.stringMatching(/^\/docs\/assets\/standalone\.[\w-]{22}\.js$/)]);
    expect(html).toContain('/api/v1/openapi.json');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"'\s]*\.(js|css|woff2?)/);
    const script = await fetch(`${server.url}${urls[0]}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    expect((await fetch(`${server.url}/docs/assets/other.js`)).status).toBe(404);
  });

  it('renders the document with the execute operation and the kinds, loading nothing from elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const outside: string[] = [];
    const local: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') {
        local.push(url.pathname);
        return route.continue();
      }
      outside.push(url.href);
      return route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(
      `${server.url}/docs#tag/execute/POST/api/v1/integrations/connectors/{id}/execute`,
      { waitUntil: 'load' },
    );
    expect(res?.status()).toBe(200);
    await page
      .getByText('Run one entity action on a connector')
      .first()
      .waitFor({ timeout: 90_000 });
    expect(local).toEqual(expect.arrayContaining(['/docs', '/api/v1/openapi.json']));
    expect(local).toContainEqual(
      expect.stringMatching(/^\/docs\/assets\/standalone\.[\w-]{22}\.js$/),
    );
    // the execute body: any of the kinds, each one of its entity/action pairs (the first kind's shown)
    const engine = createEngine();
    const first = describeKind(engine.plan(engine.kinds()[0]!));
    const pair = `${first.entities[0]!.name}.${first.entities[0]!.actions[0]!.action}`;
    await page.getByText(pair, { exact: true }).first().waitFor({ timeout: 30_000 });
    // the introduction renders on its own schedule: wait for its title rather than read it at once
    await page.getByText('Connector engine API').first().waitFor({ timeout: 30_000 });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the rendered text
    const body = await page.locator('body').innerText();
    expect(body).toContain('Connector engine API');
    expect(body).toContain('/api/v1/integrations/connectors/{id}/execute');
    expect(body).toMatch(
      new RegExp(`Any of\\s+${first.connector_type}\\s+One of\\s+${pair.replace('.', '\\.')}`),
    );
    const shot = join(tmpdir(), `docs-page-${process.pid}.png`);
    await page.screenshot({ path: shot, fullPage: false });
    expect(existsSync(shot)).toBe(true);
    console.info(`docs page screenshot: ${shot}`);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 120_000);
});
