// The API description and its web page, without a token: GET /api/v1/openapi.json (built from the
// compiled manifests on first request, then cached), GET /docs (Scalar's API reference) and the page's
// script, served from node_modules under /docs/assets/ so the page loads nothing from elsewhere. The
// generator and Scalar are imported on first use too: start-up pays for neither. The document and the
// script are compressed once and answered with strong ETags (server/precompressed.ts); the page asks
// for the script under a name carrying its hash, which browsers may cache for a year.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Context, Hono } from 'hono';
import type { Engine } from '../../engine/index.ts';
import { precompress, serve } from '../precompressed.ts';
import type { Env } from '../request.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/docs';
export const SCRIPT = 'standalone.js';
const scriptFile = () =>
  createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
const JS = 'text/javascript; charset=utf-8';

/** Made once, on first use (not at start-up). */
function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

/** The script, read and compressed once per process (every service in it serves the same file). */
const script = once(async () => precompress(await readFile(scriptFile())));

/** The script's name with its content hash: a new Scalar build gets a new name. */
export const versionedScript = async () => `standalone.${(await script()).hash}.js`;

/** Mounted at the root: the document, the page and its script. */
export function docsRoutes({ engine }: { engine: Pick<Engine, 'kinds' | 'plan'> }) {
  const document = once(async () =>
    precompress(
      Buffer.from(
        JSON.stringify(await (await import('../openapi/document.ts')).openApiDocument(engine)),
      ),
    ),
  );
  const page = once(async () =>
    (await import('@scalar/hono-api-reference')).Scalar({
      url: OPENAPI_PATH,
      cdn: `${DOCS_PATH}/assets/${await versionedScript()}`,
      pageTitle: 'Connector engine API',
      // nothing from outside this server: no web fonts, no request proxy, no hosted client or agent
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      telemetry: false,
      agent: { disabled: true },
    } as Parameters<typeof import('@scalar/hono-api-reference').Scalar>[0]),
  );
  return new Hono<Env>()
    .get(OPENAPI_PATH, async (c) =>
      serve(c, await document(), {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-cache', // revalidated by ETag: a new build may add kinds
      }),
    )
    .get(
      DOCS_PATH,
      async (c) => (await (await page())(c as unknown as Context, async () => {})) as Response,
    )
    .get(`${DOCS_PATH}/assets/:file`, async (c) => {
      const file = c.req.param('file');
      if (file === (await versionedScript()))
        return serve(c, await script(), {
          'content-type': JS,
          'cache-control': 'public, max-age=31536000, immutable',
        });
      if (file !== SCRIPT) return c.notFound();
      return serve(c, await script(), {
        'content-type': JS,
        'cache-control': 'public, max-age=86400',
      });
    });
}
