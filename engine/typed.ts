// Typed use of the engine: per kind, entity -> action -> { params, result }, filled in by the types
// generated from the manifests (types/kinds.gen.ts augments KindTypes; `npm run gen:kinds`). For a
// kind of that map, engine.connector(kind, ...) is a TypedConnector<kind> (connector.ts): an unknown entity, action or
// param, or a param of the wrong type, is a compile error, and the result has the record's type. A
// kind the map does not know stays untyped (string names, unknown params). Types only.
import type { ExecuteResult } from './options.ts';

// the generated types name it (scripts/gen-kind-types.ts)
export type { SearchResult } from './context-store/context-store.ts';

/** Per kind: entity -> action -> { params; result }. Empty here; the generated types fill it. */
// biome-ignore lint: an empty interface, filled by declaration merging
export interface KindTypes {}

export type KnownKind = keyof KindTypes & string;
export type EntityOf<K extends KnownKind> = keyof KindTypes[K] & string;
export type ActionOf<K extends KnownKind, E extends EntityOf<K>> = keyof KindTypes[K][E] & string;
export type ParamsOf<
  K extends KnownKind,
  E extends EntityOf<K>,
  A extends ActionOf<K, E>,
> = KindTypes[K][E][A] extends { params: infer P } ? P : never;
export type ResultOf<
  K extends KnownKind,
  E extends EntityOf<K>,
  A extends ActionOf<K, E>,
> = KindTypes[K][E][A] extends { result: infer R } ? R : never;

export interface TypedExecuteResult<R> {
  /** Typed as the record schema says; select_fields / exclude_fields leave only some of its fields. */
  result: R;
  connector_metadata: Record<string, unknown>;
}

// Connector's argument types, read from its typedKind: the map's for a known kind, plain strings and
// unknown params otherwise.
type KindOfConnector<T> = T extends { readonly typedKind?: infer K }
  ? K extends KnownKind
    ? K
    : never
  : never;
type Typed<T, Then, Else> = [KindOfConnector<T>] extends [never] ? Else : Then;
export type EntityArg<T> = Typed<T, EntityOf<KindOfConnector<T>>, string>;
export type ActionArg<T, E extends string> = Typed<
  T,
  E extends EntityOf<KindOfConnector<T>> ? ActionOf<KindOfConnector<T>, E> : never,
  string
>;
export type ParamsArg<T, E extends string, A extends string> = Typed<
  T,
  E extends EntityOf<KindOfConnector<T>>
    ? A extends ActionOf<KindOfConnector<T>, E>
      ? ParamsOf<KindOfConnector<T>, E, A>
      : never
    : never,
  unknown
>;
export type ResultArg<T, E extends string, A extends string> = Typed<
  T,
  E extends EntityOf<KindOfConnector<T>>
    ? A extends ActionOf<KindOfConnector<T>, E>
      ? TypedExecuteResult<ResultOf<KindOfConnector<T>, E, A>>
      : never
    : never,
  ExecuteResult
>;
