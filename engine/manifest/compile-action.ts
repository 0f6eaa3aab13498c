// Compiles one entity action: where each param goes and the params schema callers see (declared
// params, path params inferred from the path template, the pagination token param; placed by
// compile-params.ts), the request's templates and expressions, and the pagination strategy.
import type { Paginator } from '../paginate/index.ts';
import type { ArrayStyle } from '../request/serialize.ts';
import type { Compiler } from './compile.ts';
import { compileParams } from './compile-params.ts';
import type { JsonPath } from './load.ts';
import {
  type ActionName,
  type ActionPlan,
  type CatalogAction,
  isCatalogAction,
  LIST_ACTIONS,
} from './plan.ts';
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
  c: Compiler,
  entity: string,
  action: ActionName,
  a: Action,
): ActionPlan {
  const at: JsonPath = ['entities', entity, 'actions', action];
  const where = `${entity}.${action}`;
  const method = a.request?.method ?? (isCatalogAction(action) ? DEFAULT_METHOD[action] : 'POST'); // a named action: POST
  if (!a.request?.path)
    c.problem(
      [...at],
      'missing-key',
      `${where} needs request.path (the vendor path, e.g. /v1/${entity}).`,
    );
  const { paginator, pname } = pagination(c, at, where, action, a);
  const declared: Record<string, Param> = { ...(a.params?.properties ?? {}) };
  // Path params: every plain {name} of the path template is a param (declared, from the kind's
  // path_params, or inferred).
  const path = c.template(a.request?.path ?? '/', [...at, 'request', 'path'], {}, { params: true });
  const pathNames = new Set(path.refs.filter((r) => !r.includes('.')));
  const shared = c.m.path_params ?? {};
  for (const name of pathNames)
    declared[name] ??= { ...(Object.hasOwn(shared, name) ? shared[name] : INFERRED_PATH_PARAM) };
  const token = paginator?.token;
  if (token && !(token.name in declared))
    declared[token.name] = { ...token.schema, ...(token.in ? { in: token.in } : {}) } as Param;

  const body = a.request?.body ?? (method === 'GET' || method === 'DELETE' ? 'none' : 'json');
  const bodyTemplate = a.request?.body_template
    ? c.expr(a.request.body_template, [...at, 'request', 'body_template'])
    : undefined;
  const queryTemplate = a.request?.query_template
    ? c.expr(a.request.query_template, [...at, 'request', 'query_template'])
    : undefined;
  const gql = a.request?.graphql;
  const graphql = gql
    ? {
        query: gql.query,
        ...(gql.variables
          ? { variables: c.expr(gql.variables, [...at, 'request', 'graphql', 'variables']) }
          : {}),
      }
    : undefined;
  if (graphql && body !== 'json')
    c.problem(
      [...at, 'request', 'graphql'],
      'invalid-value',
      `${where} sends GraphQL, which needs a JSON body: use method POST and body json.`,
    );
  const arrays: ArrayStyle = c.m.encoding?.arrays ?? 'repeat';

  const { params, defaultsFrom, defaultExpressions, returned, paramsSchema, validate } =
    compileParams(c, {
      at,
      where,
      method,
      body,
      declared,
      pathNames,
      bodyTemplate,
      graphql,
      arrays,
      a,
    });

  const meta = a.response?.metadata;
  const configScope = { config: c.configNames };
  return {
    kind: c.m.kind,
    entity,
    action,
    where,
    ...(a.description ? { description: a.description } : {}),
    method,
    path,
    body,
    ...(bodyTemplate ? { bodyTemplate } : {}),
    ...(queryTemplate ? { queryTemplate: { expression: queryTemplate, style: arrays } } : {}),
    ...(graphql ? { graphql } : {}),
    defaultsFrom,
    defaultExpressions,
    returned,
    fixedQuery: Object.entries(a.request?.query ?? {}).map(([k, v]) => [
      k,
      c.template(v, [...at, 'request', 'query', k], configScope),
    ]),
    headers: Object.entries(a.request?.headers ?? {}).map(([k, v]) => [
      k.toLowerCase(),
      c.template(v, [...at, 'request', 'headers', k], configScope),
    ]),
    params,
    paramsSchema,
    validate,
    preconditions: (a.preconditions ?? []).map((p, i) => ({
      rule: c.expr(p.rule, [...at, 'preconditions', i, 'rule']),
      message: p.message,
      fields: p.fields ?? [],
    })),
    ...(a.response?.result
      ? { result: c.expr(a.response.result, [...at, 'response', 'result']) }
      : {}),
    ...(meta
      ? {
          metadata: typeof meta === 'string' ? c.expr(meta, [...at, 'response', 'metadata']) : meta,
        }
      : {}),
    ...(a.response?.download
      ? {
          download: {
            url: c.expr(a.response.download.url, [...at, 'response', 'download', 'url']),
            auth: a.response.download.auth ?? false,
            hosts: a.response.download.hosts ?? [],
          },
        }
      : {}),
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
    retryAnyMethod: a.request?.retry ?? false,
    isList: LIST_ACTIONS.has(action),
    responseRules: [...c.rules(a.response_rules, [...at, 'response_rules']), ...c.kindRules],
  };
}

function pagination(
  c: Compiler,
  at: JsonPath,
  where: string,
  action: ActionName,
  a: Action,
): { paginator?: Paginator; pname?: string } {
  const pname = a.pagination;
  if (pname && pname !== 'none') {
    const paginator = c.paginators.get(pname);
    if (!paginator)
      c.problem(
        [...at, 'pagination'],
        'pagination-unknown',
        `pagination '${pname}' is not defined under pagination; defined: ${[...c.paginators.keys()].join(', ') || 'none'}.`,
      );
    return { ...(paginator ? { paginator } : {}), pname };
  }
  if (LIST_ACTIONS.has(action) && !a.no_pagination_reason) {
    c.problem(
      at,
      'list-no-pagination',
      `${where} has no pagination; name a strategy (pagination: NAME) or say why in no_pagination_reason.`,
      true,
    );
  }
  return {};
}
