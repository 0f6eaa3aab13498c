// Public API of the engine ("open source mode"), and the one entry the hosted service uses: compile
// the manifests once, then run actions in-process with credentials given directly (or through a
// credentials port that keeps refreshed tokens).
//
//   const engine = createEngine();
//   const connector = engine.connector(kind, { credentials, config });
//   const { result, connector_metadata } = await connector.execute(entity, 'list', params);
export { createEngine, compileFolder, formatProblem, defaultConnectorsDir } from './engine.ts';
export type { Engine, EngineOptions } from './engine.ts';
export { Connector } from './connector.ts';
export type {
  ConnectorOptions,
  Download,
  ExecuteOptions,
  ExecuteResult,
} from './connector-types.ts';
export { memoryCredentials, type CredentialsPort } from './auth/credentials.ts';
export { reauth } from './auth/token-request.ts';
export { EngineError } from './errors.ts';
export { controlCharacterError, schemaError } from './auth/select.ts';
export { shapeProblem } from './params/shape.ts';
export type { EngineEvent } from './events.ts';
export type { KindPlan } from './manifest/plan.ts';
export type { KnownKind, ParamsOf, ResultOf, TypedConnector } from './typed.ts';
export { describeKind } from './describe.ts';
export { openContextStore } from './store/open.ts';
export type { SearchResult, SyncState } from './store/context-store.ts';
/** A context store on either database (openContextStore); ContextStore.open(file) opens a SQLite file. */
export type ContextStore = Store;
export const ContextStore = {
  open: (file: string, opts: ContextStoreOptions = {}): SqliteContextStore =>
    SqliteContextStore.open(file, opts),
};
import type { ContextStore as Store, ContextStoreOptions } from './store/context-store.ts';
import { SqliteContextStore } from './store/sqlite-store.ts';
export { upstreamsFromEnv } from './upstreams-env.ts';
