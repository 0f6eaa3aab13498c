// A plain-data description of a kind, for `connector-engine describe` and GET /api/v1/connector-types.
import { readFileSync } from 'node:fs';
import type { KindPlan } from './plan/plan.ts';

/** context_store_search is an action of every entity with a context-store copy; its params are one schema. */
const searchParams: unknown = JSON.parse(
  readFileSync(new URL('../schemas/search.schema.json', import.meta.url), 'utf8'),
);
const searchAction: KindDescription['entities'][number]['actions'][number] = {
  action: 'context_store_search',
  description:
    "Searches the connector's synced copy of the records (no vendor call); filter and sort by the searchable fields.",
  params: searchParams,
  paginated: false,
};

export interface KindDescription {
  connector_type: string;
  name: string;
  description?: string;
  version: string;
  /** The vendor API version the kind targets, its reference, and the announced sunset if any. */
  vendor_api: { version: string; docs: string; sunset?: string };
  config: unknown;
  auth_methods: { method: string; credentials: unknown }[];
  entities: {
    name: string;
    description?: string;
    /** JSON Schema of one record as list, get and api_search answer it (when the kind states it). */
    record?: unknown;
    actions: { action: string; description?: string; params: unknown; paginated: boolean }[];
    /** Typed from the record schema (or the manifest's override). */
    searchable_fields: Record<string, string>;
    /** Whether the context store keeps a copy (context_store_search, syncs). */
    context_store: boolean;
  }[];
}

export function describeKind(plan: KindPlan): KindDescription {
  return {
    connector_type: plan.kind,
    name: plan.name,
    ...(plan.description ? { description: plan.description } : {}),
    version: plan.version,
    vendor_api: { ...plan.manifest.vendor_api },
    config: plan.configSchema,
    auth_methods: [...plan.auth.values()].map((a) => ({
      method: a.name,
      credentials: a.fieldsSchema,
    })),
    entities: [...plan.entities.values()].map((e) => ({
      name: e.name,
      ...(e.description ? { description: e.description } : {}),
      ...(e.record ? { record: e.record } : {}),
      actions: [...e.actions.values()]
        .map((a): KindDescription['entities'][number]['actions'][number] => ({
          action: a.action,
          ...(a.description ? { description: a.description } : {}),
          params: a.paramsSchema,
          paginated: Boolean(a.paginator),
        }))
        .concat(e.sync ? [searchAction] : []),
      searchable_fields: e.searchable,
      context_store: Boolean(e.sync),
    })),
  };
}
