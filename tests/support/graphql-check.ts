// Requests to a GraphQL vendor checked against its published schema: the document's syntax and validity,
// variables it does not declare, and variable values that do not coerce to the declared types (an enum
// member or input field the vendor lacks, a string for an Int). Used by the kinds that speak GraphQL.
import {
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import type { Exchange } from './fixtures.ts';

/** Problems of one request (document and, when given, variables) against the schema, as text. */
export function requestProblems(
  schema: GraphQLSchema,
  query: string,
  variables?: unknown,
): string[] {
  let doc: ReturnType<typeof parse>;
  try {
    doc = parse(query);
  } catch (err) {
    return [`syntax: ${(err as Error).message}`];
  }
  const invalid = validate(schema, doc).map((e) => e.message);
  if (invalid.length > 0 || variables === undefined) return invalid;
  if (!variables || typeof variables !== 'object' || Array.isArray(variables))
    return ['variables must be an object'];
  const op = doc.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (!op) return ['no operation in the document'];
  const vars = variables as Record<string, unknown>;
  const declared = new Set((op.variableDefinitions ?? []).map((v) => v.variable.name.value));
  const undeclared = Object.keys(vars)
    .filter((k) => !declared.has(k))
    .map((k) => `variable ${k} is not declared by the document`);
  const coerced = getVariableValues(schema, op.variableDefinitions ?? [], vars);
  return [...undeclared, ...(coerced.errors ?? []).map((e) => e.message)];
}

/** Every recorded GraphQL request of some fixture cases checked; `seen` counts the requests met. */
export function fixtureProblems(
  schema: GraphQLSchema,
  cases: { name: string; exchanges?: Exchange[] }[],
  isGraphql: (x: Exchange) => boolean = () => true,
): { problems: string[]; seen: number } {
  const problems: string[] = [];
  let seen = 0;
  for (const c of cases)
    (c.exchanges ?? []).forEach((x, i) => {
      if (!isGraphql(x)) return;
      const at = `${c.name} [exchange ${i}]`;
      const body = x.request.body as { query?: unknown; variables?: unknown } | undefined;
      if (typeof body?.query !== 'string') {
        problems.push(`${at}: the request body has no GraphQL query`);
        return;
      }
      seen++;
      for (const p of requestProblems(schema, body.query, body.variables))
        problems.push(`${at}: ${p}`);
    });
  return { problems, seen };
}
