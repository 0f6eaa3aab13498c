// Started as a child process by tests/server/traces.test.ts: the real service configured from this
// process's environment (the OTEL_* variables under test), one request answered, then prints the
// OpenTelemetry modules the process loaded (the CommonJS cache holds every package module loaded).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { configFromEnv, startServer } from '../../server/main.ts';
import { newDataDir } from './server.ts';

const running = await startServer(
  {
    ...configFromEnv(process.env),
    port: 0,
    host: '127.0.0.1',
    dataDir: newDataDir(),
    masterKey: randomBytes(32).toString('base64'),
  },
  () => {},
);
await fetch(`http://127.0.0.1:${running.port}/api/v1/logs`); // 401: the middleware and token check ran
const loaded = Object.keys(createRequire(import.meta.url).cache)
  .map((path) => /node_modules\/(@opentelemetry\/[^/]+)/.exec(path)?.[1])
  .filter((name) => name !== undefined);
console.log(JSON.stringify([...new Set(loaded)].sort()));
await running.close(100);
