// Public API of the engine ("open source mode"), and the one entry the hosted service uses: compile
// the manifests once, then run actions in-process with credentials given directly (or through a
// credentials port that keeps refreshed tokens).
//
//   const engine = createEngine();
//   const connector = engine.connector(kind, { credentials, config });
//   const { result, connector_metadata } = await connector.execute(entity, 'list', params);

export { type CredentialsPort, memoryCredentials } from './auth/credentials.ts';
export { Connector, type TypedConnector } from './connector.ts';
export type { SearchResult, SyncState } from './context-store/context-store.ts';
export { openContextStore } from './context-store/open.ts';
export { describeKind } from './describe.ts';
export type { Engine, EngineOptions } from './engine.ts';
export { compileFolder, createEngine, engineEnv } from './engine.ts';
export { EngineError } from './errors.ts';
export type { EngineEvent } from './events.ts';
export { isPrivateAddress } from './http/address-guard.ts';
export type {
  ConnectorOptions,
  Download,
  ExecuteOptions,
  ExecuteResult,
} from './options.ts';
export { prepareParams } from './params/prepare.ts';
export type { KindPlan } from './plan/plan.ts';
// the service checks its request bodies as the engine checks credentials, config and params
export { inputErrors } from './schema/input.ts';
// KindTypes and SearchResult: the types connector-engine gen-types writes for a user's kinds use them
export type { KindTypes, KnownKind, ParamsOf, ResultOf } from './typed.ts';
/** A context store on either database (openContextStore); ContextStore.open(file) opens a SQLite file. */
export type ContextStore = Store;
export const ContextStore = {
  open: (file: string, opts: ContextStoreOptions = {}): SqliteContextStore =>
    SqliteContextStore.open(file, opts),
};

import type { ContextStoreOptions, ContextStore as Store } from './context-store/context-store.ts';
import { SqliteContextStore } from './context-store/sqlite-store.ts';

export { checkSyncEntities } from './context-store/sync.ts';
export * as inboundWebhooks from './webhooks-in/index.ts';
