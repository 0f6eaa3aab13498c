// What the routes share: the database, the sealer, the token signer, the compiled engine, the log,
// the metrics.
import type { ContextStore, Engine } from '../engine/index.ts';
import type { ConnectorStore } from './connectors.ts';
import type { Db } from './db/open.ts';
import type { Log } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { OAuthService } from './oauth.ts';
import type { SyncScheduler } from './sync.ts';
import type { Sealer } from './secrets.ts';
import type { TokenThrottle } from './throttle.ts';
import type { TokenSigner } from './tokens.ts';

export interface Services {
  db: Db;
  sealer: Sealer;
  signer: TokenSigner;
  engine: Engine;
  log: Log;
  connectors: ConnectorStore;
  oauth: OAuthService;
  store: ContextStore;
  sync: SyncScheduler;
  /** Failed sign-ins at the token endpoint, per client id and address. */
  throttle: TokenThrottle;
  metrics: Metrics;
  /** When set, GET /metrics asks for it as a bearer token (CONNECTOR_ENGINE_METRICS_TOKEN). */
  metricsToken?: string | undefined;
}
