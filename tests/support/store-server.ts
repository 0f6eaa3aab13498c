// The real server started with context-store settings the shared helper does not pass (a search
// budget, a sync budget), returned in the shape the shared helpers (signIn) take.
import { randomBytes } from 'node:crypto';
import { type ServerConfig, startServer } from '../../server/main.ts';
import { databaseUrlFor } from './database.ts';
import { captureLog, newDataDir, type TestServer } from './server.ts';

export async function startStoreServer(config: Partial<ServerConfig>): Promise<TestServer> {
  const dataDir = newDataDir();
  const masterKey = randomBytes(32).toString('base64');
  const logs: string[] = [];
  const databaseUrl = await databaseUrlFor(dataDir);
  const running = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      masterKey,
      ...(databaseUrl ? { databaseUrl } : {}),
      upstreams: {},
      oauthDefaults: {},
      sync: { intervalSeconds: 0, onCreate: false },
      ...config,
    },
    captureLog(logs),
  );
  return {
    url: `http://127.0.0.1:${running.port}`,
    dataDir,
    masterKey,
    databaseUrl,
    logs,
    close: () => running.close(2000),
  };
}

/** Polls GET .../sync until `done(entity state)` holds for the entity (or gives up after ~10 s). */
export async function waitForSync(
  api: (m: string, p: string) => Promise<{ body: any }>,
  id: string,
  entity: string,
  done: (st: any) => boolean,
): Promise<any> {
  let st: any;
  for (let i = 0; i < 200; i++) {
    st = (await api('GET', `/api/v1/integrations/connectors/${id}/sync`)).body.entities.find(
      (e: { entity: string }) => e.entity === entity,
    );
    if (done(st)) return st;
    await new Promise((r) => setTimeout(r, 50));
  }
  return st;
}
