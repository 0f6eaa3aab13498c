// The package's entry for plain Node: the TypeScript sources load through a tsx loader scoped to
// this package, so `import { createEngine } from 'connector-engine'` needs no build step and changes
// nothing for the importer's own files. TypeScript importers get the types from index.ts.
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'connector-engine' });
const engine = await api.import('./index.ts', import.meta.url);

export const {
  createEngine,
  compileFolder,
  formatProblem,
  defaultConnectorsDir,
  Connector,
  EngineError,
  controlCharacterError,
  schemaError,
  shapeProblem,
  describeKind,
  authorizeUrl,
  discoverConfig,
  reauth,
  requestToken,
  tokenIsFresh,
  tokensToCredentials,
  ContextStore,
  syncConnector,
} = engine;
