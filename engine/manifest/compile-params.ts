// Where each param of an action goes (path, query, header, body), its defaults, and the params schema
// and validator callers see.
import { JSON_MEDIA_TYPE, withJsonContent } from '../params/json-content.ts';
import { compileParamsValidator, type RequiredReasons } from '../params/validate.ts';
import type { ActionPlan, ParamLocation, ParamPlacement } from '../plan/plan.ts';
import { isNotationStyle } from '../request/notation.ts';
import type { KindScope } from './kind-scope.ts';
import type { JsonPath } from './load.ts';
import type { Problems } from './problems.ts';
import type { Action, Param, Schema } from './types.gen.ts';

const PLACEMENT_KEYS = new Set([
  'in',
  'as',
  'style',
  'default_from',
  'default_expression',
  'default_unless',
  'returned',
]);

/** What compileAction decided before placing the params. */
export interface ParamSite extends Pick<ActionPlan, 'body' | 'bodyTemplate' | 'graphql'> {
  at: JsonPath;
  where: string;
  method: string;
  declared: Record<string, Param>;
  pathNames: Set<string>;
  a: Action;
}

type Placed = Pick<
  ActionPlan,
  'params' | 'defaultsFrom' | 'defaultExpressions' | 'returned' | 'paramsSchema' | 'validate'
>;

export function compileParams(p: Problems, scope: KindScope, site: ParamSite): Placed {
  const placed: Placed = {
    params: [],
    defaultsFrom: [],
    defaultExpressions: [],
    returned: [],
    paramsSchema: { type: 'object' },
    validate: () => ({}),
  };
  const schemaProps: Record<string, Schema> = {};
  const contents = new Map<string, object>(); // JSON-text params -> the schema of their parsed value
  for (const [name, param] of Object.entries(site.declared)) {
    placeParam(p, scope, site, name, param, placed);
    if (param.contentMediaType === JSON_MEDIA_TYPE) contents.set(name, param.contentSchema ?? {});
    schemaProps[name] = Object.fromEntries(
      Object.entries(param).filter(([k]) => !PLACEMENT_KEYS.has(k)),
    ) as Schema;
  }
  const { at, a, declared, pathNames, where } = site;
  const required = [...new Set([...(a.params?.required ?? []), ...pathNames])];
  for (const r of a.params?.required ?? [])
    if (!(r in declared))
      p.problem(
        [...at, 'params', 'required'],
        'schema-ref',
        `required param '${r}' is not under params.properties.`,
      );
  const sent = {
    type: 'object' as const,
    additionalProperties: false,
    properties: schemaProps,
    required,
  };
  // What callers see: a param the engine fills (default_from, default_expression) is theirs to leave
  // out; the validator, run after the filling, still requires it.
  const filled = new Set([...placed.defaultsFrom, ...placed.defaultExpressions].map(([n]) => n));
  placed.paramsSchema = { ...sent, required: required.filter((n) => !filled.has(n)) };
  const { ajv, lazy } = scope.validators;
  try {
    placed.validate = withJsonContent(
      ajv,
      compileParamsValidator(ajv, sent, where, lazy, parentReasons(a)),
      contents,
      where,
      lazy,
    );
  } catch (err) {
    p.problem(
      [...at, 'params'],
      'params-schema',
      `params schema does not compile: ${(err as Error).message}`,
    );
  }
  return placed;
}

/** One param: where it goes (checked against the request), its defaults, whether it is handed back. */
function placeParam(
  p: Problems,
  scope: KindScope,
  site: ParamSite,
  name: string,
  param: Param,
  placed: Placed,
): void {
  const loc = paramLocation(p, site, name, param);
  const ppath = [...site.at, 'params', 'properties', name];
  if (param.returned) placed.returned.push(name);
  if (param.default_expression)
    placed.defaultExpressions.push([
      name,
      p.expr(param.default_expression, [...ppath, 'default_expression']),
      param.default_unless ?? [],
    ]);
  if (param.default_from)
    placed.defaultsFrom.push([
      name,
      p.template(param.default_from, [...ppath, 'default_from'], {
        config: scope.configNames,
        replication: scope.replicationNames,
      }),
      param.default_unless ?? [],
    ]);
  if (param.style && isNotationStyle(param.style) && loc !== 'query')
    p.problem(
      [...ppath, 'style'],
      'invalid-value',
      `param '${name}' has style ${param.style}, which only a query param can have (it goes in: ${loc}).`,
    );
  const json = param.contentMediaType === JSON_MEDIA_TYPE;
  placed.params.push({
    name,
    as: param.as ?? name,
    in: loc,
    style: param.style ?? scope.arrays,
    ...(json ? { json } : {}),
  } satisfies ParamPlacement);
}

/** Where a param goes: as declared, else the path if the path names it, else query or body by method. */
function paramLocation(p: Problems, site: ParamSite, name: string, param: Param): ParamLocation {
  const { body, pathNames, method, where, bodyTemplate, graphql } = site;
  const loc: ParamLocation =
    param.in ?? (pathNames.has(name) ? 'path' : body === 'none' ? 'query' : 'body');
  const ppath = [...site.at, 'params', 'properties', name];
  if (loc === 'path' && !pathNames.has(name))
    p.problem(
      ppath,
      'param-unused',
      `param '${name}' is declared in: path but request.path has no {${name}}.`,
    );
  if (loc === 'body' && body === 'none')
    p.problem(
      ppath,
      'param-unused',
      `param '${name}' goes in the body but ${method} ${where} sends none; set in: query or request.body.`,
    );
  const builder = bodyTemplate ?? graphql?.variables;
  if (loc === 'body' && builder && !new RegExp(`\\b${escapeRe(name)}\\b`).test(builder.source))
    p.problem(
      ppath,
      'param-unused',
      `param '${name}' is declared but request.body_template never uses it; use it there or remove it.`,
    );
  return loc;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A param a parent record fills (parents.params), when missing: which entity to list for it. */
function parentReasons(a: Action): RequiredReasons {
  const parents = a.parents;
  if (!parents) return {};
  return Object.fromEntries(
    Object.entries(parents.params).map(([name, from]) => [
      name,
      {
        message: `is required: it comes from a record of ${parents.entity} (${typeof from === 'string' ? from : JSON.stringify(from)}); list ${parents.entity} to find one`,
        error_code: 'required',
        details: { parent_entity: parents.entity, from },
      },
    ]),
  );
}
