// Public API of the engine ("open source mode"): compile the manifests once, then run actions
// in-process with credentials given directly.
//
//   const engine = createEngine();
//   const connector = engine.connector(kind, { credentials, config });
//   const { result, connector_metadata } = await connector.execute(entity, 'list', params);

export type { OAuth2Plan } from './auth/oauth2.ts';
export { tokenIsFresh, tokensToCredentials } from './auth/oauth2.ts';
export { authorizeUrl, discoverConfig } from './auth/oauth2-consent.ts';
export { controlCharacterError, schemaError } from './auth/select.ts';
export { reauth, requestToken } from './auth/token-request.ts';
export type { Page } from './connector.ts';
export { Connector } from './connector.ts';
export type {
  ConnectorOptions,
  Download,
  ExecuteOptions,
  ExecuteResult,
  PaginateOptions,
} from './connector-types.ts';
export { describeKind } from './describe.ts';
export type { DryRun } from './dry-run.ts';
export type { Engine, EngineOptions, ManifestProblem } from './engine.ts';
export { compileFolder, createEngine, defaultConnectorsDir, formatProblem } from './engine.ts';
export type { ErrorCode, FieldError } from './errors.ts';
export { EngineError } from './errors.ts';
export type { EngineEvent, EngineObserver } from './events.ts';
export type { ActionPlan, EntityPlan, KindPlan } from './manifest/plan.ts';
export type { ConnectorManifest } from './manifest/types.gen.ts';
export { shapeProblem } from './params/shape.ts';
export type { ContextStoreOptions, SearchResult, SyncState } from './store/context-store.ts';
export { openContextStore, type StoreTarget } from './store/open.ts';
export { SqliteContextStore } from './store/sqlite-store.ts';
export type {
  ActionOf,
  ContextStoreSearchResult,
  EntityOf,
  KindTypes,
  KnownKind,
  ParamsOf,
  ResultOf,
  TypedConnector,
  TypedExecuteResult,
} from './typed.ts';
/** A context store on either database (openContextStore); ContextStore.open(file) opens a SQLite file. */
export type ContextStore = Store;
export const ContextStore = {
  open: (file: string, opts: ContextStoreOptions = {}): SqliteContextStore =>
    SqliteContextStore.open(file, opts),
};

import type { ContextStoreOptions, ContextStore as Store } from './store/context-store.ts';
import { SqliteContextStore } from './store/sqlite-store.ts';

export type { RequestPreview } from './request/preview.ts';
export type { SyncOptions } from './store/sync.ts';
export { checkSyncEntities, syncConnector } from './store/sync.ts';
export { upstreamsFromEnv } from './upstreams-env.ts';
