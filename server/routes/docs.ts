// The API description and its web page, without a token: GET /api/v1/openapi.json (built from the
// compiled manifests on first request, then cached), GET /docs (Scalar's API reference) and the page's
// script, served from node_modules under /docs/assets/ so the page loads nothing from elsewhere. The
// generator and Scalar are imported on first use too: start-up pays for neither.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Context, Hono } from 'hono';
import type { Engine } from '../../engine/index.ts';
import type { Env } from '../http.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/docs';
const SCRIPT = 'standalone.js';
const scriptFile = () =>
  createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

/** Made once, on first use (not at start-up). */
function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

/** Mounted at the root: the document, the page and its script. */
export function docsRoutes({ engine }: { engine: Pick<Engine, 'kinds' | 'plan'> }) {
  const document = once(async () =>
    JSON.stringify((await import('../openapi/document.ts')).openApiDocument(engine)),
  );
  const page = once(async () =>
    (await import('@scalar/hono-api-reference')).Scalar({
      url: OPENAPI_PATH,
      cdn: `${DOCS_PATH}/assets/${SCRIPT}`,
      pageTitle: 'Connector engine API',
      // nothing from outside this server: no web fonts, no request proxy, no hosted client or agent
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      telemetry: false,
      agent: { disabled: true },
    } as Parameters<typeof import('@scalar/hono-api-reference').Scalar>[0]),
  );
  const script = once(() => readFileSync(scriptFile()));
  return new Hono<Env>()
    .get(OPENAPI_PATH, async (c) =>
      c.body(await document(), 200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-cache',
      }),
    )
    .get(
      DOCS_PATH,
      async (c) => (await (await page())(c as unknown as Context, async () => {})) as Response,
    )
    .get(`${DOCS_PATH}/assets/:file`, (c) => {
      if (c.req.param('file') !== SCRIPT) return c.notFound();
      return c.body(new Uint8Array(script()), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      });
    });
}
