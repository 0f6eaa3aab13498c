// GitHub's discussions exist only in its GraphQL API: every document the github manifest sends and every
// request its fixtures record must be valid against GitHub's public schema (tests/vendor-specs/github/
// schema.graphql, from octokit/graphql-schema), and the variables must coerce to the declared types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { loadKindFixtures } from './support/fixtures.ts';

const sdlFile = join(import.meta.dirname, 'vendor-specs', 'github', 'schema.graphql');

/** Problems of one request (document and variables) against the schema, as text. */
function problemsOf(schema: GraphQLSchema, query: string, variables?: unknown): string[] {
  let doc: ReturnType<typeof parse>;
  try {
    doc = parse(query);
  } catch (err) {
    return [`syntax: ${(err as Error).message}`];
  }
  const invalid = validate(schema, doc).map((e) => e.message);
  if (invalid.length > 0 || variables === undefined) return invalid;
  const op = doc.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (!op) return ['no operation in the document'];
  const declared = new Set((op.variableDefinitions ?? []).map((v) => v.variable.name.value));
  const undeclared = Object.keys(variables as Record<string, unknown>)
    .filter((k) => !declared.has(k))
    .map((k) => `variable ${k} is not declared by the document`);
  const coerced = getVariableValues(
    schema,
    op.variableDefinitions ?? [],
    variables as Record<string, unknown>,
  );
  return [...undeclared, ...(coerced.errors ?? []).map((e) => e.message)];
}

describe('github GraphQL requests match the vendor schema', () => {
  let schema: GraphQLSchema;
  beforeAll(() => {
    // The published SDL defines EnterpriseOwnerInfo.repositoryDeployKeySetting twice (same type), which
    // graphql-js refuses in its SDL validation; the types used here are unaffected.
    schema = buildSchema(readFileSync(sdlFile, 'utf8'), { assumeValidSDL: true });
  });

  it('rejects what GitHub would reject (self-test)', () => {
    expect(
      problemsOf(
        schema,
        'query { repository(owner: "o", name: "r") { discussions(first: 1) { nodes { tittle } } } }',
      ).join(),
    ).toMatch(/Cannot query field "tittle" on type "Discussion"/);
    const doc =
      'query ($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { discussion(number: $number) { id } } }';
    expect(problemsOf(schema, doc, { owner: 'o', name: 'r', number: 'seven' }).join()).toMatch(
      /Int cannot represent/,
    );
    expect(problemsOf(schema, doc, { owner: 'o', name: 'r' }).join()).toMatch(/\$number/);
    expect(problemsOf(schema, doc, { owner: 'o', name: 'r', number: 7 })).toEqual([]);
  });

  it('every GraphQL action of the manifest sends a valid document', () => {
    const plan = createEngine().plan('github');
    const graphql = [...plan.entities.values()].flatMap((e) =>
      [...e.actions.values()]
        .filter((a) => a.graphql?.query)
        .map((a) => ({ name: `${e.name}.${a.action}`, query: a.graphql!.query })),
    );
    expect(graphql.map((g) => g.name).sort()).toEqual([
      'discussions.api_search',
      'discussions.get',
      'discussions.list',
    ]);
    expect(
      graphql.flatMap((g) => problemsOf(schema, g.query).map((p) => `${g.name}: ${p}`)),
    ).toEqual([]);
  });

  for (const file of loadKindFixtures('github').files) {
    const graphqlCases = file.cases.filter((c) =>
      (c.exchanges ?? []).some((x) => x.request.path === '/graphql'),
    );
    if (graphqlCases.length === 0) continue;
    it(`fixtures ${file.entity}.yaml: documents valid, variables coerce`, () => {
      const problems: string[] = [];
      let seen = 0;
      for (const c of graphqlCases)
        (c.exchanges ?? []).forEach((x, i) => {
          const body = x.request.body as { query?: unknown; variables?: unknown } | undefined;
          if (typeof body?.query !== 'string') {
            problems.push(`${c.name} [${i}]: no GraphQL query`);
            return;
          }
          seen++;
          expect(x.request.method).toBe('POST');
          for (const p of problemsOf(schema, body.query, body.variables))
            problems.push(`${c.name} [${i}]: ${p}`);
        });
      expect(problems).toEqual([]);
      expect(seen).toBeGreaterThan(0);
    });
  }
});
