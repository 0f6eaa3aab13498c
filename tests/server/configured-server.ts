// The real hosted service on 127.0.0.1 with settings the shared test helper does not pass (redirect
// origins, token-endpoint limits), over a temporary data folder, capturing its log lines.
import { randomBytes } from 'node:crypto';
import { type ServerConfig, startServer } from '../../server/main.ts';
import { databaseUrlFor } from '../support/database.ts';
import { captureLog, newDataDir, type TestServer } from '../support/server.ts';

export async function startConfiguredServer(config: Partial<ServerConfig>): Promise<TestServer> {
  const dataDir = config.dataDir ?? newDataDir();
  const masterKey = config.masterKey ?? randomBytes(32).toString('base64');
  const logs: string[] = [];
  const databaseUrl = config.databaseUrl ?? (await databaseUrlFor(dataDir));
  const running = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      upstreams: {},
      oauthDefaults: {},
      ...config,
      dataDir,
      masterKey,
      ...(databaseUrl ? { databaseUrl } : {}),
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
