// The API description and its web page, without a token: GET /api/v1/openapi.json (built from the
// compiled manifests on first request, then cached), GET /docs (Scalar's API reference) and the page's
// script, served from node_modules under /docs/assets/ so the page loads nothing from elsewhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { Engine } from '../../engine/index.ts';
import type { Env } from '../http.ts';
import { openApiDocument } from '../openapi/document.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/docs';
const SCRIPT = 'standalone.js';
const scriptFile = () => createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

/** Built once, on first use (not at start-up). */
function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

/** Mounted at the root: the document, the page and its script. */
export function docsRoutes({ engine }: { engine: Pick<Engine, 'kinds' | 'plan'> }) {
  const document = once(() => JSON.stringify(openApiDocument(engine)));
  const script = once(() => readFileSync(scriptFile()));
  return new Hono<Env>()
    .get(OPENAPI_PATH, (c) => c.body(document(), 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }))
    .get(
      DOCS_PATH,
      Scalar({
        url: OPENAPI_PATH,
        cdn: `${DOCS_PATH}/assets/${SCRIPT}`,
        pageTitle: 'Connector engine API',
        // nothing from outside this server: no web fonts, no request proxy, no hosted client or agent
        withDefaultFonts: false,
        hideClientButton: true,
        showDeveloperTools: 'never',
        telemetry: false,
        agent: { disabled: true },
      } as Parameters<typeof Scalar>[0]),
    )
    .get(`${DOCS_PATH}/assets/:file`, (c) => {
      if (c.req.param('file') !== SCRIPT) return c.notFound();
      return c.body(new Uint8Array(script()), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' });
    });
}
