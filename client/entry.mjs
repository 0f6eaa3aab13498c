// The client's entry for plain Node: the TypeScript source loads through a tsx loader scoped to this
// package (no build step). TypeScript importers get the types from index.ts.
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'connector-engine-client' });
const client = await api.import('./index.ts', import.meta.url);

export const { createClient, ApiRequestError } = client;
