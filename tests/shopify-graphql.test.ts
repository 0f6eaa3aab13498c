// The shopify kind speaks the GraphQL Admin API only: every document the manifest sends, and every document
// recorded in its fixtures, must be valid against Shopify's public 2026-01 schema
// (shared/vendor-specs/shopify/admin_schema_2026-01_public.graphql, the version the manifest targets), the
// manifest's documents must use no member deprecated in that version, and the variables a fixture sends must
// all be declared by its document.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type DocumentNode,
  type GraphQLSchema,
  getVariableValues,
  NoDeprecatedCustomRule,
  parse,
  validate,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { loadKindFixtures } from './support/fixtures.ts';

// shared/ sits beside the repository (CI clones main with shared/ next to it).
const specsDir =
  process.env.VENDOR_SPECS_DIR ?? join(import.meta.dirname, '../../shared/vendor-specs');
const sdlFile = join(specsDir, 'shopify', 'admin_schema_2026-01_public.graphql');
const haveSdl = existsSync(sdlFile);

/** Problems of one document against the schema: syntax errors and validation errors, as text. */
function problemsOf(schema: GraphQLSchema, source: string): string[] {
  let doc: DocumentNode;
  try {
    doc = parse(source);
  } catch (err) {
    return [`syntax: ${(err as Error).message}`];
  }
  return validate(schema, doc).map((e) => e.message);
}

/** Names of the variables a document declares (over all its operations). */
function declaredVariables(source: string): Set<string> {
  const names = new Set<string>();
  for (const def of parse(source).definitions) {
    if (def.kind === 'OperationDefinition')
      for (const v of def.variableDefinitions ?? []) names.add(v.variable.name.value);
  }
  return names;
}

/** Problems of the variable values against the types the document declares (enums, ID, Int, required). */
function valueProblems(
  schema: GraphQLSchema,
  source: string,
  variables: Record<string, unknown>,
): string[] {
  const op = parse(source).definitions.find((d) => d.kind === 'OperationDefinition');
  if (op?.kind !== 'OperationDefinition') return [];
  const out = getVariableValues(schema, op.variableDefinitions ?? [], variables);
  return 'errors' in out && out.errors ? out.errors.map((e) => e.message) : [];
}

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
    expect(problemsOf(schema, 'query { shop { id nmae } }').join('\n')).toMatch(
      /Cannot query field "nmae" on type "Shop"/,
    );
    expect(problemsOf(schema, 'query { order(id: $id) { id } }').join('\n')).toMatch(
      /Variable "\$id" is not defined/,
    );
    expect(problemsOf(schema, 'query { shop { id }').join('\n')).toMatch(/^syntax:/);
    expect(problemsOf(schema, 'query { shop { id name } }')).toEqual([]);
    const q =
      'query ($first: Int, $sortKey: CustomerSortKeys) { customers(first: $first, sortKey: $sortKey) { nodes { id } } }';
    expect(valueProblems(schema, q, { first: 5, sortKey: 'UPDATED_AT' })).toEqual([]);
    expect(valueProblems(schema, q, { first: '5', sortKey: 'PROCESSED_AT' }).join('\n')).toMatch(
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
      expect(problemsOf(schema, query ?? '')).toEqual([]);
      expect(
        validate(schema, parse(query ?? ''), [NoDeprecatedCustomRule]).map((e) => e.message),
      ).toEqual([]);
    });
  }

  const fixtures = loadKindFixtures('shopify');
  for (const file of fixtures.files) {
    it(`fixtures ${file.entity}.yaml: documents valid, variables declared and of the declared types`, () => {
      const problems: string[] = [];
      let seen = 0;
      for (const c of file.cases) {
        (c.exchanges ?? []).forEach((x, i) => {
          const body = x.request.body as { query?: unknown; variables?: unknown } | undefined;
          const at = `${c.name} [exchange ${i}]`;
          if (!body || typeof body.query !== 'string') {
            problems.push(`${at}: the request body has no GraphQL query`);
            return;
          }
          seen++;
          for (const p of problemsOf(schema, body.query)) problems.push(`${at}: ${p}`);
          if (body.variables === undefined) return;
          if (
            !body.variables ||
            typeof body.variables !== 'object' ||
            Array.isArray(body.variables)
          ) {
            problems.push(`${at}: variables must be an object`);
            return;
          }
          let declared: Set<string>;
          try {
            declared = declaredVariables(body.query);
          } catch {
            return; // the syntax error is already reported
          }
          for (const k of Object.keys(body.variables))
            if (!declared.has(k))
              problems.push(`${at}: variable ${k} is not declared by the document`);
          for (const p of valueProblems(
            schema,
            body.query,
            body.variables as Record<string, unknown>,
          ))
            problems.push(`${at}: ${p}`);
        });
      }
      expect(problems).toEqual([]);
      expect(seen).toBeGreaterThan(0);
    });
  }
});
