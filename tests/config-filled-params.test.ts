// Config-filled params (default_from, default_expression) follow one rule everywhere a caller looks:
// optional in describe (and so MCP's describe_connector), in the OpenAPI execute body and in the
// generated kind types; the engine still requires them once filled, and preconditions count only
// the params the caller gave ($given). The kind is tests/kinds/gitrepo.yaml.
import { expect, it } from 'vitest';
import { createEngine, describeKind } from '../engine/index.ts';
import { renderKindTypes } from '../scripts/gen-kind-types.ts';
import { openApiDocument } from '../server/openapi/document.ts';
import { testKindsDir } from './support/suite-kinds.ts';

const engine = createEngine({ connectorsDir: testKindsDir });
type Json = Record<string, unknown>;

it('describe leaves config-filled path params and computed params out of required', () => {
  const issues = describeKind(engine.plan('gitrepo')).entities.find((e) => e.name === 'issues')!;
  const required = Object.fromEntries(
    issues.actions.map((a) => [a.action, (a.params as { required?: string[] }).required]),
  );
  expect(required).toEqual({
    list: [],
    get: ['number'],
    update: ['number'],
    context_store_search: ['query'],
  });
});

it('the OpenAPI execute body requires params only where the caller must give one', async () => {
  const doc = (await openApiDocument(engine)) as { components: { schemas: Record<string, Json> } };
  const variants = (doc.components.schemas.ExecuteGitrepo!.oneOf as Json[]).map(
    (v) => (v.allOf as Json[])[1] as { required: string[]; properties: { params: Json } },
  );
  const byAction = Object.fromEntries(
    variants.map((v) => [
      (v.properties as unknown as { action: { const: string } }).action.const,
      { body: v.required, params: v.properties.params.required },
    ]),
  );
  expect(byAction.list).toEqual({ body: ['entity', 'action'], params: [] });
  expect(byAction.get).toEqual({ body: ['entity', 'action', 'params'], params: ['number'] });
});

it('the generated kind types make config-filled params optional', async () => {
  const text = await renderKindTypes(testKindsDir);
  const get = text.slice(text.indexOf('export interface GitrepoIssuesGetParams'));
  expect(get.slice(0, get.indexOf('}'))).toMatch(
    /number: number[\s\S]*owner\?: string[\s\S]*repo\?: string/,
  );
});

it('a required param nothing fills is a 400 naming it, before any request', async () => {
  const c = engine.connector('gitrepo', {
    credentials: { token: 'grt_test_0000' },
    config: { owner: 'octo' },
  });
  await expect(c.execute('issues', 'get', { number: 1 })).rejects.toMatchObject({
    status: 400,
    errors: [{ field: 'repo' }],
  });
});
