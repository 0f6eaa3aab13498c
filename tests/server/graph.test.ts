// The server as an explicit graph (issue 10 item 11): no shared services bag and no import cycle in
// server/ even through type-only imports, middleware in its own folder, routes built from their
// dependencies and mounted under their base paths with every public path as before.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { buildServices } from '../../server/main.ts';
import { freshConfig } from '../support/server.ts';

const root = join(import.meta.dirname, '../..');
const serverFiles = (dir = 'server'): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? serverFiles(`${dir}/${e.name}`)
      : e.name.endsWith('.ts')
        ? [`${dir}/${e.name}`]
        : [],
  );

it('server/ has no import cycle, counting type-only imports (the services bag made one)', async () => {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['server'], {
      ruleSet: {
        forbidden: [{ name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } }],
      },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^engine/' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      validate: true,
    });
    const output = result.output as {
      summary: { violations: { from: string; to: string }[]; totalCruised: number };
    };
    expect(output.summary.violations.map((v) => `${v.from} -> ${v.to}`)).toEqual([]);
    expect(output.summary.totalCruised).toBeGreaterThan(30);
  } finally {
    process.chdir(cwd);
  }
}, 60_000);

it('no route or middleware reads a services bag from the context; middleware lives in server/middleware/', () => {
  const readers = serverFiles().filter((f) =>
    /get\(['"]services['"]\)|\bServices\b/.test(readFileSync(join(root, f), 'utf8')),
  );
  expect(readers).toEqual([]);
  expect(serverFiles('server/middleware').sort()).toEqual([
    'server/middleware/body-limit.ts',
    'server/middleware/request-id.ts',
    'server/middleware/request-log.ts',
    'server/middleware/require-token.ts',
  ]);
});

it('mounts every public route at the same path as before', async () => {
  const graph = await buildServices(await freshConfig(), () => {});
  try {
    // a route with a body validator is listed twice (validator, handler)
    const routes = [
      ...new Set(
        createApp(graph)
          .routes.filter((r) => r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes.sort()).toEqual(
      [
        'GET /healthz',
        'GET /readyz',
        'GET /metrics',
        'POST /api/v1/account/applications/token',
        'GET /api/v1/oauth/callback',
        'PUT /api/v1/oauth/credentials',
        'DELETE /api/v1/oauth/credentials/connector_type/:type',
        'GET /api/v1/oauth/redirect-origins',
        'PUT /api/v1/oauth/redirect-origins',
        'POST /api/v1/integrations/connectors/oauth/initiate',
        'POST /api/v1/integrations/connectors',
        'GET /api/v1/integrations/connectors',
        'GET /api/v1/integrations/connectors/:id',
        'PATCH /api/v1/integrations/connectors/:id',
        'DELETE /api/v1/integrations/connectors/:id',
        'POST /api/v1/integrations/connectors/:id/execute',
        'POST /api/v1/integrations/connectors/:id/sync',
        'GET /api/v1/integrations/connectors/:id/sync',
        'POST /api/v1/integrations/connectors/:id/webhooks',
        'GET /api/v1/integrations/connectors/:id/webhooks',
        'GET /api/v1/integrations/connectors/:id/webhooks/:hook',
        'DELETE /api/v1/integrations/connectors/:id/webhooks/:hook',
        'POST /api/inbound/:hook',
        'GET /api/v1/connector-types',
        'POST /api/v1/webhooks',
        'GET /api/v1/webhooks',
        'DELETE /api/v1/webhooks/:id',
        'GET /api/v1/webhooks/:id/deliveries',
        'POST /api/v1/webhooks/:id/deliveries/:delivery_id/resend',
        'POST /mcp',
        'GET /mcp',
        'DELETE /mcp',
        'GET /api/v1/openapi.json',
        'GET /docs',
        'GET /docs/assets/:file',
        'POST /api/v1/connect/sessions',
        'GET /api/v1/connect/branding',
        'PUT /api/v1/connect/branding',
        'GET /connect/done',
        'GET /connect/:token',
        'POST /connect/:token',
        'POST /connect/:token/oauth',
        'GET /api/v1/audit',
        'GET /.well-known/oauth-authorization-server',
        'GET /.well-known/oauth-protected-resource',
        'GET /.well-known/oauth-protected-resource/mcp',
        'GET /oauth/authorize',
        'POST /oauth/authorize',
        'POST /oauth/register',
        'POST /oauth/revoke',
        'POST /oauth/token',
        'POST /api/v1/mcp/approvals',
        'GET /api/v1/integrations/connectors/:id/changes',
        'POST /api/v1/integrations/connectors/:id/proxy',
        'PUT /api/v1/account/applications/:client_id/proxy-write',
        'GET /api/v1/logs',
      ].sort(),
    );
  } finally {
    await graph.store.close();
    await graph.close();
  }
});
