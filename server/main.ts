// Starts the hosted service: the data folder, the master key (checked against the data), the
// compiled manifests (graph.ts wires them into the services), then the HTTP server.
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { configFromEnv, DEFAULT_SHUTDOWN_GRACE_MS, type ServerConfig } from './config.ts';
import { buildServices, type ServiceGraph } from './graph.ts';
import { createLog, type Log } from './log.ts';

type ServeFetch = Parameters<typeof serve>[0]['fetch'];

export { configFromEnv, type ServerConfig } from './config.ts';
export { openDataDir } from './data-dir.ts';
export { buildServices } from './graph.ts';

export async function startServer(
  config: ServerConfig = configFromEnv(),
  log: Log = createLog(),
): Promise<{ server: ServerType; port: number; close(graceMs?: number): Promise<void> }> {
  const graph = await buildServices(config, log);
  try {
    await graph.sync.start();
  } catch (err) {
    await graph.store.close();
    await graph.close();
    throw err;
  }
  graph.deliveries.start();
  let server: ServerType;
  try {
    server = await listen(createApp(graph).fetch, config);
  } catch (err) {
    await graph.sync.stop();
    await graph.deliveries.stop();
    await graph.store.close();
    await graph.close();
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  config.port = port; // the OAuth redirect of the default public URL needs the port actually bound
  log({
    level: 'info',
    event: 'started',
    port,
    data_dir: config.dataDir,
    database: config.databaseUrl ? 'postgresql' : 'sqlite',
    kinds: graph.engine.kinds(),
    upstream_overrides: Object.keys(config.upstreams),
  });
  return {
    server,
    port,
    close: (graceMs = config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS) =>
      stop(server, graph, log, graceMs),
  };
}

/** The HTTP server, listening; a port in use or not allowed is an error naming HOST and PORT. */
async function listen(fetch: ServeFetch, config: ServerConfig): Promise<ServerType> {
  try {
    return await new Promise<ServerType>((ready, failed) => {
      const s = serve({ fetch, port: config.port, hostname: config.host }, () => ready(s));
      s.once('error', failed);
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new Error(
        `port ${config.port} on ${config.host} is in use; set PORT to another port (or stop what uses it).`,
      );
    if (code === 'EACCES' || code === 'EADDRNOTAVAIL')
      throw new Error(
        `cannot listen on ${config.host}:${config.port} (${code}); check HOST and PORT.`,
      );
    throw err;
  }
}

/**
 * Stops gracefully: no new connections, in-flight requests finish (cut after `graceMs`), syncs
 * stop at a page boundary (their checkpoints resume them), search workers and the database close.
 */
function stop(server: ServerType, graph: ServiceGraph, log: Log, graceMs: number): Promise<void> {
  return new Promise<void>((done) => {
    log({ level: 'info', event: 'stopping', grace_ms: graceMs });
    const http = server as import('node:http').Server; // serve() made a plain HTTP/1.1 server
    const force = setTimeout(() => http.closeAllConnections(), graceMs);
    // a keep-alive connection whose request has just finished goes now, not after its idle timeout
    const idle = setInterval(() => http.closeIdleConnections(), 100);
    const syncs = Promise.all([graph.sync.stop(), graph.deliveries.stop()]);
    server.close(() => {
      clearTimeout(force);
      clearInterval(idle);
      void syncs
        .then(() => graph.store.close()) // the search workers
        .then(() => graph.close())
        .then(() => {
          log({ level: 'info', event: 'stopped' });
          return log.flush?.();
        })
        .then(() => done());
    });
    http.closeIdleConnections();
  });
}
