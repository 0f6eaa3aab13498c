// `apps` on the data folder: never a new database and master key without --init (and always saying
// which folder is used); a second organisation granted to an application leaves its calls as they were.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, runCli, startTestServer, type TestServer } from './support/server.ts';

describe('apps on a data folder', { timeout: 60_000 }, () => {
  it('refuses a folder without a database unless --init, and says which folder it uses', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cli-apps-')), 'data');
    for (const args of [
      ['apps', 'list'],
      ['apps', 'create', '--org', 'acme'],
      ['oauth', 'origins', 'list', '--org', 'acme'],
    ]) {
      const r = await runCli(dir, undefined, ...args);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`no data folder at ${dir}`);
      expect(r.stderr).toContain('apps create --init');
    }
    expect(existsSync(dir)).toBe(false); // nothing created
    const init = await runCli(dir, undefined, 'apps', 'create', '--init', '--org', 'acme');
    expect(init.status).toBe(0);
    expect(init.stderr).toBe(`connector-engine: initialising a new data folder ${dir}\n`);
    expect(init.out.client_secret).toMatch(/^sec_/);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['connector-engine.db', 'master.key']));
    const list = await runCli(dir, undefined, 'apps', 'list');
    expect(list.stderr).toBe(`connector-engine: using data folder ${dir}\n`);
    expect(list.out.map((a: { client_id: string }) => a.client_id)).toEqual([init.out.client_id]);
  });
});

/** The CLI without blocking this process (the server under test runs in it). */
function cliAsync(
  server: TestServer,
  ...args: string[]
): Promise<{ status: number; out: any; stderr: string }> {
  const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
  return new Promise((done) =>
    execFile(
      process.execPath,
      [cli, ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: server.dataDir,
          CONNECTOR_ENGINE_MASTER_KEY: server.masterKey,
        },
      },
      (err, stdout, stderr) =>
        done({ status: err ? 1 : 0, out: err ? stdout : JSON.parse(stdout), stderr }),
    ),
  );
}

describe('apps grant', { timeout: 60_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sync: { intervalSeconds: 0, onCreate: false } }); // the service initialises its fresh folder, as npm start does
  });
  afterAll(() => server.close());

  it('keeps the home organisation the default for tokens issued before and after; X-Organization-Id switches', async () => {
    const app = (await cliAsync(server, 'apps', 'create', '--org', 'home-org')).out;
    const signIn = async () => {
      const res = await apiClient(server.url)('POST', '/api/v1/account/applications/token', {
        client_id: app.client_id,
        client_secret: app.client_secret,
      });
      return res.body as { access_token: string; organization_id: string };
    };
    const before = await signIn();
    const old = apiClient(server.url, () => before.access_token);
    const created = await old('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_grant_0123456789' },
    });
    expect(created.status).toBe(201);
    const unknown = await cliAsync(
      server,
      'apps',
      'grant',
      '--client-id',
      app.client_id,
      '--org',
      'secnod-org',
    );
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("no organisation 'secnod-org'; --create-org creates it");
    for (const org of ['second-org', 'third-org'])
      expect(
        (
          await cliAsync(
            server,
            'apps',
            'grant',
            '--client-id',
            app.client_id,
            '--org',
            org,
            '--create-org',
          )
        ).status,
      ).toBe(0);
    const after = await signIn();
    expect(after.organization_id).toBe(app.organization_id);
    for (const token of [before.access_token, after.access_token]) {
      const api = apiClient(server.url, () => token);
      const home = await api('GET', '/api/v1/integrations/connectors');
      expect([home.status, home.body.data.map((c: { id: string }) => c.id)]).toEqual([
        200,
        [created.body.id],
      ]);
      expect((await api('GET', `/api/v1/integrations/connectors/${created.body.id}`)).status).toBe(
        200,
      );
    }
    const second = (await cliAsync(server, 'apps', 'list', '--org', 'second-org')).out[0]
      .organizations;
    expect(second.map((o: { name: string }) => o.name)).toEqual([
      'home-org',
      'second-org',
      'third-org',
    ]);
    const switched = await apiClient(server.url, () => after.access_token)(
      'GET',
      '/api/v1/integrations/connectors',
      undefined,
      { 'x-organization-id': second[1].id },
    );
    expect([switched.status, switched.body.data]).toEqual([200, []]);
  });
});
