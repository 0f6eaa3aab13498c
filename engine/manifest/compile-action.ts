// Compiles one entity action: where each param goes and the params schema callers see (declared
// params, path params inferred from the path template, the pagination token param; placed by
// compile-params.ts), the request's templates and expressions, and the pagination strategy.
import type { Paginator } from '../plan/paginate.ts';
import {
  type ActionName,
  type ActionPlan,
  type CatalogAction,
  isCatalogAction,
  LIST_ACTIONS,
  type ParamPlacement,
  type ParentBinding,
} from '../plan/plan.ts';
import type { Template } from '../plan/request.ts';
import { compileRules } from './compile-kind.ts';
import { compileParams } from './compile-params.ts';
import type { KindScope } from './kind-scope.ts';
import type { JsonPath } from './load.ts';
import type { Problems } from './problems.ts';
import type { Action, Param } from './types.gen.ts';

const DEFAULT_METHOD: Record<CatalogAction, string> = {
  list: 'GET',
  get: 'GET',
  api_search: 'GET',
  download: 'GET',
  create: 'POST',
  update: 'PATCH',
  delete: 'DELETE',
};
/** What a path param named only in the path template (not in path_params) is: a required, non-empty string. */
const INFERRED_PATH_PARAM = { type: 'string', minLength: 1 } as const;

export function compileAction(
  p: Problems,
  scope: KindScope,
  entity: string,
  action: ActionName,
  a: Action,
): ActionPlan {
  const at: JsonPath = ['entities', entity, 'actions', action];
  const where = `${entity}.${action}`;
  const method = a.request?.method ?? (isCatalogAction(action) ? DEFAULT_METHOD[action] : 'POST'); // a named action: POST
  if (!a.request?.path)
    p.problem(
      at,
      'missing-key',
      `${where} needs request.path (the vendor path, e.g. /v1/${entity}).`,
    );
  const { paginator, pname } = pagination(p, scope, at, where, action, a);
  const { path, pathNames, declared } = declaredParams(p, scope, at, a, paginator);
  const request = requestShape(p, scope, at, where, method, a);
  const placed = compileParams(p, scope, { at, where, method, declared, pathNames, a, ...request });
  return {
    kind: scope.kind,
    entity,
    action,
    where,
    ...(a.description ? { description: a.description } : {}),
    method,
    path,
    ...request,
    ...placed,
    ...wireParts(p, scope, at, a),
    ...responseParts(p, at, a),
    ...(paginator ? { paginator, paginationName: pname! } : {}),
    ...(a.rate
      ? {
          rate: {
            perSecond: a.rate.per_second,
            burst: a.rate.burst,
            ...(a.rate.limit_header ? { limitHeader: a.rate.limit_header } : {}),
          },
        }
      : {}),
    ...(a.parents ? { parents: parentBinding(p, at, action, a, placed.params) } : {}),
    retryAnyMethod: a.request?.retry ?? false,
    isList: LIST_ACTIONS.has(action),
    responseRules: [
      ...compileRules(a.response_rules, [...at, 'response_rules'], p),
      ...scope.kindRules,
    ],
  };
}

/** The path template, and the params before placing: declared ones, every plain {name} of the path
 *  (declared, from the kind's path_params, or inferred) and the pagination token's. */
function declaredParams(
  p: Problems,
  scope: KindScope,
  at: JsonPath,
  a: Action,
  paginator: Paginator | undefined,
): { path: Template; pathNames: Set<string>; declared: Record<string, Param> } {
  const declared: Record<string, Param> = { ...(a.params?.properties ?? {}) };
  const path = p.template(a.request?.path ?? '/', [...at, 'request', 'path'], {}, { params: true });
  const pathNames = new Set(path.refs.filter((r) => !r.includes('.')));
  const shared = scope.pathParams;
  for (const name of pathNames)
    declared[name] ??= { ...(Object.hasOwn(shared, name) ? shared[name] : INFERRED_PATH_PARAM) };
  const token = paginator?.token;
  if (token && !(token.name in declared))
    declared[token.name] = { ...token.schema, ...(token.in ? { in: token.in } : {}) } as Param;
  return { path, pathNames, declared };
}

/** The body and what builds it: a body template, a query template, GraphQL. */
function requestShape(
  p: Problems,
  scope: KindScope,
  at: JsonPath,
  where: string,
  method: string,
  a: Action,
): Pick<ActionPlan, 'body' | 'bodyTemplate' | 'queryTemplate' | 'graphql'> {
  const r = a.request;
  const body = r?.body ?? (method === 'GET' || method === 'DELETE' ? 'none' : 'json');
  const bodyTemplate = r?.body_template
    ? p.expr(r.body_template, [...at, 'request', 'body_template'])
    : undefined;
  const queryTemplate = r?.query_template
    ? p.expr(r.query_template, [...at, 'request', 'query_template'])
    : undefined;
  const gql = r?.graphql;
  const variables = gql?.variables
    ? { variables: p.expr(gql.variables, [...at, 'request', 'graphql', 'variables']) }
    : {};
  if (gql && body !== 'json')
    p.problem(
      [...at, 'request', 'graphql'],
      'invalid-value',
      `${where} sends GraphQL, which needs a JSON body: use method POST and body json.`,
    );
  return {
    body,
    ...(bodyTemplate ? { bodyTemplate } : {}),
    ...(queryTemplate ? { queryTemplate: { expression: queryTemplate, style: scope.arrays } } : {}),
    ...(gql ? { graphql: { query: gql.query, ...variables } } : {}),
  };
}

/** Fixed query params and headers (templates over config), and the preconditions. */
function wireParts(
  p: Problems,
  scope: KindScope,
  at: JsonPath,
  a: Action,
): Pick<ActionPlan, 'fixedQuery' | 'headers' | 'preconditions'> {
  const config = { config: scope.configNames };
  return {
    fixedQuery: Object.entries(a.request?.query ?? {}).map(([k, v]) => [
      k,
      p.template(v, [...at, 'request', 'query', k], config),
    ]),
    headers: Object.entries(a.request?.headers ?? {}).map(([k, v]) => [
      k.toLowerCase(),
      p.template(v, [...at, 'request', 'headers', k], config),
    ]),
    preconditions: (a.preconditions ?? []).map((c, i) => ({
      rule: p.expr(c.rule, [...at, 'preconditions', i, 'rule']),
      message: c.message,
      fields: c.fields ?? [],
    })),
  };
}

/** How the answer is read: the result and metadata expressions, a download's URL. */
function responseParts(
  p: Problems,
  at: JsonPath,
  a: Action,
): Pick<ActionPlan, 'result' | 'metadata' | 'download'> {
  const r = a.response;
  const meta = r?.metadata;
  const here = [...at, 'response'];
  return {
    ...(r?.result ? { result: p.expr(r.result, [...here, 'result']) } : {}),
    ...(meta
      ? { metadata: typeof meta === 'string' ? p.expr(meta, [...here, 'metadata']) : meta }
      : {}),
    ...(r?.download
      ? {
          download: {
            url: p.expr(r.download.url, [...here, 'download', 'url']),
            auth: r.download.auth ?? false,
            hosts: r.download.hosts ?? [],
          },
        }
      : {}),
  };
}

function pagination(
  p: Problems,
  scope: KindScope,
  at: JsonPath,
  where: string,
  action: ActionName,
  a: Action,
): { paginator?: Paginator; pname?: string } {
  const pname = a.pagination;
  if (pname && pname !== 'none') {
    const paginator = scope.paginators.get(pname);
    if (!paginator)
      p.problem(
        [...at, 'pagination'],
        'pagination-unknown',
        `pagination '${pname}' is not defined under pagination; defined: ${[...scope.paginators.keys()].join(', ') || 'none'}.`,
      );
    return { ...(paginator ? { paginator } : {}), pname };
  }
  if (LIST_ACTIONS.has(action) && !a.no_pagination_reason) {
    p.problem(
      at,
      'list-no-pagination',
      `${where} has no pagination; name a strategy (pagination: NAME) or say why in no_pagination_reason.`,
      true,
    );
  }
  return {};
}

/** The list's parent binding: only a list binds parents, and only to its own params. */
function parentBinding(
  p: Problems,
  at: JsonPath,
  action: ActionName,
  a: Action,
  params: ParamPlacement[],
): ParentBinding {
  const spec = a.parents!;
  if (!LIST_ACTIONS.has(action))
    p.problem(
      [...at, 'parents'],
      'schema-ref',
      `parents binds a list's params to a parent entity's records: ${action} is not a list (list or api_search).`,
    );
  for (const name of Object.keys(spec.params))
    if (!params.some((d) => d.name === name))
      p.problem(
        [...at, 'parents', 'params', name],
        'schema-ref',
        `parents param '${name}' is not a param of this action.`,
      );
  return {
    entity: spec.entity,
    params: spec.params,
    ...(spec.skip_status ? { skipStatus: spec.skip_status } : {}),
  };
}
