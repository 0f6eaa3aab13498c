// monday.com speaks GraphQL only: every document the manifest sends, and every document recorded in its
// fixtures, must be valid against monday's own schema (shared/vendor-specs/monday/schema.graphql), and the
// variables a fixture sends must all be declared by its document. The errors monday reports inside HTTP
// 200 responses must become proper errors, rate limits with the vendor's retry time.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, EngineError } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { type Exchange, loadKindFixtures } from './support/fixtures.ts';
import { fixtureProblems, requestProblems } from './support/graphql-check.ts';

// shared/ sits beside the repository (CI clones main with shared/ next to it).
const specsDir =
  process.env.VENDOR_SPECS_DIR ?? join(import.meta.dirname, '../../shared/vendor-specs');
const sdlFile = join(specsDir, 'monday', 'schema.graphql');
const haveSdl = existsSync(sdlFile);

describe('monday GraphQL documents match the vendor schema', () => {
  if (!haveSdl && !process.env.CI) {
    it.skip(`monday schema not found at ${sdlFile} (set VENDOR_SPECS_DIR)`, () => {});
    return;
  }
  let schema: GraphQLSchema;
  beforeAll(() => {
    schema = buildSchema(readFileSync(sdlFile, 'utf8')); // once: the SDL is large
  });

  it('rejects an invalid document (self-test): a misspelt field, an undeclared variable, bad syntax', () => {
    expect(requestProblems(schema, 'query { users(limit: 1) { id nmae } }').join('\n')).toMatch(
      /Cannot query field "nmae" on type "User"/,
    );
    expect(requestProblems(schema, 'query { boards(ids: [$id]) { id } }').join('\n')).toMatch(
      /Variable "\$id" is not defined/,
    );
    expect(requestProblems(schema, 'query { tags { id }').join('\n')).toMatch(/^syntax:/);
    expect(requestProblems(schema, 'query { tags { id name color } }')).toEqual([]);
  });

  const plan = createEngine().plan('monday');
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
    });
  }

  const fixtures = loadKindFixtures('monday');
  for (const file of fixtures.files) {
    it(`fixtures ${file.entity}.yaml: documents valid, variables declared`, () => {
      const { problems, seen } = fixtureProblems(schema, file.cases);
      expect(problems).toEqual([]);
      expect(seen).toBeGreaterThan(0);
    });
  }
});

describe('monday errors inside 200 responses and rate limits', () => {
  const fake = new FakeUpstream();
  let engine: Engine;
  beforeAll(async () => {
    const origin = await fake.start();
    engine = createEngine({
      upstreams: { monday: origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });
  });
  afterAll(() => fake.stop());

  const tagsQuery = () =>
    engine.plan('monday').entities.get('tags')!.actions.get('list')!.graphql!.query;
  const tags = (response: Exchange['response']): Exchange => ({
    request: {
      method: 'POST',
      path: '/v2',
      headers: { authorization: 'fixture-only-monday-token', 'api-version': '2026-10' },
      body: { query: tagsQuery(), variables: {} },
    },
    response,
  });
  async function failure(answers: Exchange['response'][]): Promise<EngineError> {
    fake.expect(answers.map(tags));
    const c = engine.connector('monday', {
      credentials: { api_token: 'fixture-only-monday-token' },
    });
    const err = await c.execute('tags', 'list', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(fake.failures).toEqual([]);
    expect(fake.leftover()).toEqual([]);
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  }

  it('COMPLEXITY_BUDGET_EXHAUSTED in a 200: 429 with extensions.retry_in_seconds', async () => {
    const err = await failure([
      {
        body: {
          errors: [
            {
              message: 'Complexity budget exhausted',
              extensions: {
                code: 'COMPLEXITY_BUDGET_EXHAUSTED',
                complexity: 30001,
                complexity_budget_left: 2000,
                complexity_budget_limit: 10000000,
                retry_in_seconds: 17,
                status_code: 429,
              },
            },
          ],
          account_id: 4242001,
        },
      },
    ]);
    expect([err.code, err.status, err.retryAfter]).toEqual(['upstream_rate_limited', 429, 17]);
  });

  it('an older ComplexityException in a 200: 429 with the time read from "reset in N seconds"', async () => {
    const message =
      'Complexity budget exhausted, query cost 30001 budget remaining 29990 out of 1000000 reset in 15 seconds';
    const err = await failure([
      {
        body: {
          errors: [{ message, extensions: { code: 'ComplexityException' } }],
          account_id: 4242001,
        },
      },
    ]);
    expect([err.code, err.status, err.retryAfter]).toEqual(['upstream_rate_limited', 429, 15]);
    expect(err.message).toContain('reset in 15 seconds');
  });

  it('the top-level error_code shape: 429 with error_data.retry_in_seconds', async () => {
    const err = await failure([
      {
        body: {
          error_message: 'Concurrency limit exceeded for the field',
          error_code: 'FIELD_LIMIT_EXCEEDED',
          error_data: { retry_in_seconds: 9, entity: 'boards' },
          status_code: 429,
          account_id: 4242001,
        },
      },
    ]);
    expect([err.code, err.status, err.retryAfter]).toEqual(['upstream_rate_limited', 429, 9]);
  });

  it('an HTTP 429 asking for a longer wait than the cap is answered at once with its Retry-After', async () => {
    const limited = {
      status: 429,
      headers: { 'retry-after': '30' },
      body: {
        errors: [
          {
            message: 'Rate limit exceeded for the requested operation',
            extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: 30, status_code: 429 },
          },
        ],
        account_id: 4242001,
      },
    };
    const err = await failure([limited]);
    expect([err.code, err.status, err.retryAfter]).toEqual(['upstream_rate_limited', 429, 30]);
  });

  it('an invalid argument in a 200: 400 with the vendor message; an internal error: 502', async () => {
    const bad = await failure([
      {
        body: {
          errors: [
            {
              message: 'Variable $state of type State was provided invalid value',
              locations: [{ line: 1, column: 28 }],
              extensions: {
                value: 'actve',
                problems: [
                  {
                    path: [],
                    explanation: 'Expected "actve" to be one of: all, active, archived, deleted',
                  },
                ],
              },
            },
          ],
          account_id: 4242001,
        },
      },
    ]);
    expect([bad.code, bad.status]).toEqual(['upstream_error', 400]);
    expect(bad.message).toContain('Variable $state of type State was provided invalid value');
    const internal = await failure([
      { body: { error_message: 'Internal server error', status_code: 500 } },
    ]);
    expect([internal.code, internal.status]).toEqual(['upstream_error', 502]);
  });
});
