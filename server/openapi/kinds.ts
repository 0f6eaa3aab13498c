// The per-kind components of the OpenAPI document, from the compiled manifests: the execute body as a
// union over entity/action (each with that action's params schema), the execute response with the
// record schemas, and the create-connector body with the kind's credential, config and replication
// schemas. A new manifest shows up here without code.
import { describeKind, type KindPlan } from '../../engine/index.ts';
import { acceptedExample, exampleScope } from './examples.ts';
import { pascal, ref, type Schema } from './schemas.ts';

type Json = Record<string, unknown>;

export interface KindRefs {
  kind: string;
  execute: string;
  executeResponse: string;
  create: string;
}

/** Component names of a kind (also used by the tests' request checks). */
export const kindComponent = (kind: string) => ({
  execute: `Execute${pascal(kind)}`,
  executeResponse: `Execute${pascal(kind)}Response`,
  create: `CreateConnector${pascal(kind)}`,
});

type Add = (name: string, schema: Schema) => string;
type Description = ReturnType<typeof describeKind>;
/** Result schemas by their JSON, with the entity/action titles that answer each. */
type Results = Map<string, { titles: string[]; schema: Schema }>;

/** Adds the kind's components through `add` (which makes names unique) and returns the three entry points. */
export async function addKind(plan: KindPlan, add: Add): Promise<KindRefs> {
  const d = describeKind(plan);
  const names = kindComponent(plan.kind);
  const create = addCreate(plan, d, add);
  const { variants, results } = await addEntities(plan, d, add);
  const execute = add(names.execute, {
    title: plan.kind,
    description: `The execute body on a ${d.name} connector: one of its entity/action pairs with that action's params (vendor API ${d.vendor_api.version}).`,
    oneOf: variants,
  });
  const executeResponse = add(names.executeResponse, {
    title: plan.kind,
    description: `The execute response of a ${d.name} connector; result by entity/action (full records: select_fields and exclude_fields trim them).`,
    allOf: [
      ref('ExecuteResponse'),
      {
        properties: {
          result: {
            anyOf: [...results.values()].map((r) => ({
              title: r.titles.join(', '),
              ...(r.schema as Json),
            })),
          },
        },
      },
    ],
  });
  return { kind: plan.kind, execute, executeResponse, create };
}

/** The create-connector body: credentials per auth method, config and replication settings. */
function addCreate(plan: KindPlan, d: Description, add: Add): string {
  const P = pascal(plan.kind);
  const credentials = d.auth_methods.map((m) =>
    add(`${P}Credentials${pascal(m.method)}`, {
      title: `${plan.kind} ${m.method} credentials`,
      writeOnly: true,
      ...(m.credentials as Json),
    }),
  );
  const config = add(`${P}Config`, { title: `${plan.kind} config`, ...(d.config as Json) });
  const replication = add(`${P}Replication`, {
    title: `${plan.kind} replication settings`,
    ...(plan.replicationSchema as Json),
  });
  return add(kindComponent(plan.kind).create, {
    title: plan.kind,
    description: `Creates a ${d.name} connector.${d.description ? ` ${d.description}` : ''} Auth methods: ${d.auth_methods.map((m) => m.method).join(', ')}.`,
    allOf: [
      ref('CreateConnector'),
      {
        properties: {
          connector_type: { const: plan.kind },
          credentials:
            credentials.length === 1 ? ref(credentials[0]!) : { anyOf: credentials.map(ref) },
          auth_method: { enum: d.auth_methods.map((m) => m.method) },
          environment: ref(config),
          replication_config: ref(replication),
        },
      },
    ],
  });
}

/** Each entity's record component, and per action its execute variant and result schema. */
async function addEntities(plan: KindPlan, d: Description, add: Add) {
  const variants: Json[] = [];
  const results: Results = new Map();
  const scope = exampleScope(plan, d.config as Json);
  for (const e of d.entities) {
    const record = e.record
      ? ref(
          add(`${pascal(plan.kind)}${pascal(e.name)}Record`, {
            title: `${plan.kind} ${e.name}`,
            ...(e.record as Json),
          }),
        )
      : undefined;
    for (const a of e.actions) {
      const example =
        a.action === 'context_store_search'
          ? SEARCH_EXAMPLE
          : await acceptedExample(
              plan.entities.get(e.name)!.actions.get(a.action)!,
              a.params as Json,
              scope,
            );
      variants.push(variant(e, a, example));
      addResult(results, `${e.name}.${a.action}`, resultSchema(a.action, record));
    }
  }
  return { variants, results };
}

function addResult(results: Results, title: string, result: Schema | undefined): void {
  if (!result) return;
  const key = JSON.stringify(result);
  const seen = results.get(key) ?? results.set(key, { titles: [], schema: result }).get(key)!;
  seen.titles.push(title);
}

function resultText(action: string, hasRecord: boolean): string {
  if (action === 'download') return 'Answers the file itself (not JSON).';
  if (action === 'context_store_search')
    return 'result: {data: records, meta: {has_more, cursor, took_ms}} from the synced copy.';
  if (action === 'list' || action === 'api_search')
    return `result: a page of records${hasRecord ? '' : ' (no record schema stated)'}; connector_metadata: the vendor's pagination fields.`;
  return action === 'delete'
    ? 'result: what the vendor answers.'
    : `result: one record${hasRecord ? '' : ' (no record schema stated)'}.`;
}

function resultSchema(action: string, record: Json | undefined): Schema | undefined {
  const one = record ?? { type: 'object' };
  const many = { type: 'array', items: one };
  switch (action) {
    case 'download':
      return undefined;
    case 'list':
    case 'api_search':
      return many;
    case 'context_store_search':
      return {
        type: 'object',
        required: ['data', 'meta'],
        properties: { data: many, meta: ref('SearchMeta') },
      };
    case 'delete':
      return {
        type: ['object', 'null'],
        description: 'What the vendor answers (null when it answers nothing).',
      };
    default:
      return one;
  }
}

/** A search's example: the first page of everything. */
const SEARCH_EXAMPLE = { query: {}, limit: 10 };

type Described = ReturnType<typeof describeKind>['entities'][number];

/** One entity/action of the execute body, with its example call. */
function variant(e: Described, a: Described['actions'][number], example: Json): Json {
  const search = a.action === 'context_store_search';
  // config-filled params are already optional in the described schema
  const params = search ? ref('ContextStoreSearchParams') : (a.params as Json);
  const needsParams = search || Boolean(((params as Json).required as unknown[])?.length);
  return {
    title: `${e.name}.${a.action}`,
    description: [a.description ?? e.description, resultText(a.action, e.record !== undefined)]
      .filter(Boolean)
      .join(' '),
    allOf: [
      ref('ExecuteRequest'),
      {
        required: ['entity', 'action', ...(needsParams ? ['params'] : [])],
        properties: { entity: { const: e.name }, action: { const: a.action }, params },
      },
    ],
    examples: [{ entity: e.name, action: a.action, params: example }],
  };
}
