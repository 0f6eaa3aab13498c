// Where each param of an action goes (path, query, header, body), its defaults, and the params schema
// and validator callers see. Apart from compile-action.ts to keep it small.
import type { Expression } from '../map/expression.ts';
import { JSON_MEDIA_TYPE, withJsonContent } from '../params/json-content.ts';
import { compileParamsValidator } from '../params/validate.ts';
import { isNotationStyle } from '../request/notation.ts';
import type { ArrayStyle } from '../request/serialize.ts';
import type { Template } from '../request/template.ts';
import type { Compiler } from './compile.ts';
import type { JsonPath } from './load.ts';
import type { ActionPlan, ParamLocation, ParamPlacement } from './plan.ts';
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
export interface ParamSite {
  at: JsonPath;
  where: string;
  method: string;
  body: ActionPlan['body'];
  declared: Record<string, Param>;
  pathNames: Set<string>;
  bodyTemplate: Expression | undefined;
  graphql: ActionPlan['graphql'];
  arrays: ArrayStyle;
  a: Action;
}

export function compileParams(
  c: Compiler,
  site: ParamSite,
): Pick<
  ActionPlan,
  'params' | 'defaultsFrom' | 'defaultExpressions' | 'returned' | 'paramsSchema' | 'validate'
> {
  const { at, where, method, body, declared, pathNames, bodyTemplate, graphql, arrays, a } = site;
  const params: ParamPlacement[] = [];
  const defaultsFrom: [string, Template, string[]][] = [];
  const defaultExpressions: ActionPlan['defaultExpressions'] = [];
  const returned: string[] = [];
  const replicationProps = c.m.replication?.properties ?? { replication_start_date: {} };
  const schemaProps: Record<string, Schema> = {};
  const contents = new Map<string, object>(); // JSON-text params -> the schema of their parsed value
  for (const [name, p] of Object.entries(declared)) {
    const loc: ParamLocation =
      p.in ?? (pathNames.has(name) ? 'path' : body === 'none' ? 'query' : 'body');
    const ppath = [...at, 'params', 'properties', name];
    if (loc === 'path' && !pathNames.has(name))
      c.problem(
        ppath,
        'param-unused',
        `param '${name}' is declared in: path but request.path has no {${name}}.`,
      );
    if (loc === 'body' && body === 'none')
      c.problem(
        ppath,
        'param-unused',
        `param '${name}' goes in the body but ${method} ${where} sends none; set in: query or request.body.`,
      );
    if (
      loc === 'body' &&
      (bodyTemplate || graphql?.variables) &&
      !new RegExp(`\\b${escapeRe(name)}\\b`).test((bodyTemplate ?? graphql!.variables!).source)
    ) {
      c.problem(
        ppath,
        'param-unused',
        `param '${name}' is declared but request.body_template never uses it; use it there or remove it.`,
      );
    }
    if (p.returned) returned.push(name);
    if (p.default_expression)
      defaultExpressions.push([
        name,
        c.expr(p.default_expression, [...ppath, 'default_expression']),
        p.default_unless ?? [],
      ]);
    if (p.default_from)
      defaultsFrom.push([
        name,
        c.template(p.default_from, [...ppath, 'default_from'], {
          config: c.configNames,
          replication: new Set(Object.keys(replicationProps)),
        }),
        p.default_unless ?? [],
      ]);
    if (p.style && isNotationStyle(p.style) && loc !== 'query')
      c.problem(
        [...ppath, 'style'],
        'invalid-value',
        `param '${name}' has style ${p.style}, which only a query param can have (it goes in: ${loc}).`,
      );
    const json = p.contentMediaType === JSON_MEDIA_TYPE;
    if (json) contents.set(name, p.contentSchema ?? {});
    params.push({
      name,
      as: p.as ?? name,
      in: loc,
      style: p.style ?? arrays,
      ...(json ? { json } : {}),
    });
    schemaProps[name] = Object.fromEntries(
      Object.entries(p).filter(([k]) => !PLACEMENT_KEYS.has(k)),
    ) as Schema;
  }
  const required = [...new Set([...(a.params?.required ?? []), ...pathNames])];
  for (const r of a.params?.required ?? [])
    if (!(r in declared))
      c.problem(
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
  const filled = new Set([...defaultsFrom, ...defaultExpressions].map(([n]) => n));
  const paramsSchema = { ...sent, required: required.filter((n) => !filled.has(n)) };
  let validate: ActionPlan['validate'] = () => ({});
  try {
    validate = withJsonContent(
      c.ajv,
      compileParamsValidator(c.ajv, sent, where, c.lazy),
      contents,
      where,
      c.lazy,
    );
  } catch (err) {
    c.problem(
      [...at, 'params'],
      'params-schema',
      `params schema does not compile: ${(err as Error).message}`,
    );
  }
  return { params, defaultsFrom, defaultExpressions, returned, paramsSchema, validate };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
