// The shopify kind speaks the GraphQL Admin API only: every document the manifest sends, and every document
// recorded in its fixtures, must be valid against Shopify's public 2026-01 schema
// (shared/vendor-specs/shopify/admin_schema_2026-01_public.graphql, the version the manifest targets), the
// manifest's documents must use no member deprecated in that version, and the variables a fixture sends must
// all be declared by its document.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { loadKindFixtures } from './support/fixtures.ts';
import { fixtureProblems, requestProblems } from './support/graphql-check.ts';

// shared/ sits beside the repository (CI clones main with shared/ next to it).
const specsDir =
  process.env.VENDOR_SPECS_DIR ?? join(import.meta.dirname, '../../shared/vendor-specs');
const sdlFile = join(specsDir, 'shopify', 'admin_schema_2026-01_public.graphql');
const haveSdl = existsSync(sdlFile);

describe('shopify GraphQL documents match the vendor schema', () => {
  if (!haveSdl && !process.env.CI) {
    it.skip(`shopify schema not found at ${sdlFile} (set VENDOR_SPECS_DIR)`, () => {});
    return;
  }
  let schema: GraphQLSchema;
  beforeAll(() => {
    schema = buildSchema(readFileSync(sdlFile, 'utf8')); // once: the SDL is large
  });

  it('rejects an invalid document (self-test): a misspelt field, an undeclared variable, bad syntax', () => {
    expect(requestProblems(schema, 'query { shop { id nmae } }').join('\n')).toMatch(
      /Cannot query field "nmae" on type "Shop"/,
    );
    expect(requestProblems(schema, 'query { order(id: $id) { id } }').join('\n')).toMatch(
      /Variable "\$id" is not defined/,
    );
    expect(requestProblems(schema, 'query { shop { id }').join('\n')).toMatch(/^syntax:/);
    expect(requestProblems(schema, 'query { shop { id name } }')).toEqual([]);
    const q =
      'query ($first: Int, $sortKey: CustomerSortKeys) { customers(first: $first, sortKey: $sortKey) { nodes { id } } }';
    expect(requestProblems(schema, q, { first: 5, sortKey: 'UPDATED_AT' })).toEqual([]);
    expect(requestProblems(schema, q, { first: '5', sortKey: 'PROCESSED_AT' }).join('\n')).toMatch(
      /PROCESSED_AT/,
    );
    // a deprecated member is still valid GraphQL: the manifest test below refuses it separately
    const old = parse('query { customers(first: 1) { nodes { id email } } }');
    expect(validate(schema, old).length).toBe(0);
    expect(
      validate(schema, old, [NoDeprecatedCustomRule])
        .map((e) => e.message)
        .join('\n'),
    ).toMatch(/Customer\.email is deprecated/);
  });

  const plan = createEngine().plan('shopify');
  const documents = [...plan.entities.values()].flatMap((e) =>
    [...e.actions.values()].map((a) => ({
      where: `${e.name}.${a.action}`,
      query: a.graphql?.query,
    })),
  );

  it('every action of the manifest sends a GraphQL document', () => {
    expect(documents.filter((d) => !d.query).map((d) => d.where)).toEqual([]);
  });

  for (const { where, query } of documents) {
    it(`manifest ${where}`, () => {
      expect(requestProblems(schema, query ?? '')).toEqual([]);
      expect(
        validate(schema, parse(query ?? ''), [NoDeprecatedCustomRule]).map((e) => e.message),
      ).toEqual([]);
    });
  }

  const fixtures = loadKindFixtures('shopify');
  for (const file of fixtures.files) {
    it(`fixtures ${file.entity}.yaml: documents valid, variables declared and of the declared types`, () => {
      const { problems, seen } = fixtureProblems(schema, file.cases);
      expect(problems).toEqual([]);
      expect(seen).toBeGreaterThan(0);
    });
  }
});
