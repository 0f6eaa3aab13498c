// The package's type entry: the engine's public API with the per-kind types generated from the
// manifests merged in (kinds.gen.ts augments KindTypes), so engine.connector('stripe', ...) is typed.
import type {} from './kinds.gen.ts';

export * from '../engine/index.ts';
export type { ContextStoreSearchParams, GeneratedKinds } from './kinds.gen.ts';
