// GitHub's discussions exist only in its GraphQL API: every document the github manifest sends and every
// request its fixtures record must be valid against GitHub's public schema (tests/vendor-specs/github/
// schema.graphql, from octokit/graphql-schema), and the variables must coerce to the declared types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { type Exchange, loadKindFixtures } from './support/fixtures.ts';
import { fixtureProblems, requestProblems } from './support/graphql-check.ts';

const sdlFile = join(import.meta.dirname, 'vendor-specs', 'github', 'schema.graphql');

describe('github GraphQL requests match the vendor schema', () => {
  let schema: GraphQLSchema;
  beforeAll(() => {
    // The published SDL defines EnterpriseOwnerInfo.repositoryDeployKeySetting twice (same type), which
    // graphql-js refuses in its SDL validation; the types used here are unaffected.
    schema = buildSchema(readFileSync(sdlFile, 'utf8'), { assumeValidSDL: true });
  });

  it('rejects what GitHub would reject (self-test)', () => {
    expect(
      requestProblems(
        schema,
        'query { repository(owner: "o", name: "r") { discussions(first: 1) { nodes { tittle } } } }',
      ).join(),
    ).toMatch(/Cannot query field "tittle" on type "Discussion"/);
    const doc =
      'query ($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { discussion(number: $number) { id } } }';
    expect(requestProblems(schema, doc, { owner: 'o', name: 'r', number: 'seven' }).join()).toMatch(
      /Int cannot represent/,
    );
    expect(requestProblems(schema, doc, { owner: 'o', name: 'r' }).join()).toMatch(/\$number/);
    expect(requestProblems(schema, doc, { owner: 'o', name: 'r', number: 7 })).toEqual([]);
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
      graphql.flatMap((g) => requestProblems(schema, g.query).map((p) => `${g.name}: ${p}`)),
    ).toEqual([]);
  });

  for (const file of loadKindFixtures('github').files) {
    const graphqlCases = file.cases.filter((c) =>
      (c.exchanges ?? []).some((x) => x.request.path === '/graphql'),
    );
    if (graphqlCases.length === 0) continue;
    it(`fixtures ${file.entity}.yaml: documents valid, variables coerce`, () => {
      const toGraphql = (x: Exchange) => x.request.path === '/graphql';
      const { problems, seen } = fixtureProblems(schema, graphqlCases, toGraphql);
      const methods = graphqlCases.flatMap((c) => (c.exchanges ?? []).filter(toGraphql));
      expect(new Set(methods.map((x) => x.request.method))).toEqual(new Set(['POST']));
      expect(problems).toEqual([]);
      expect(seen).toBeGreaterThan(0);
    });
  }
});
