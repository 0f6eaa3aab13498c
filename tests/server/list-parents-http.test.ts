// A list whose route needs a parent's id (Typeform responses: /forms/{form_id}/responses, bound to
// forms by actions.list.parents) called over the hosted API without that id: 400 on the field,
// naming the entity to list first, and nothing sent to the vendor.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeUpstream } from '../support/fake-upstream.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const fake = new FakeUpstream();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  server = await startTestServer({ upstreams: { typeform: await fake.start() } });
  session = await signIn(server, 'list-parents');
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

it('answers an execute without the parent-bound param with 400 naming it and the parent entity', async () => {
  const created = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'ws',
    connector_type: 'typeform',
    name: 'Forms',
    credentials: { personal_access_token: 'tfp_FixtureOnlyNotARealPersonalToken0000' },
  });
  expect(created.status).toBe(201);
  fake.expect([]);
  const res = await session.api(
    'POST',
    `/api/v1/integrations/connectors/${created.body.id}/execute`,
    {
      entity: 'responses',
      action: 'list',
      params: { page_size: 10 },
    },
  );
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([
    {
      field: 'form_id',
      message: 'is required: it comes from a record of forms ({parent.id}); list forms to find one',
      error_code: 'required',
      details: { parent_entity: 'forms', from: '{parent.id}' },
    },
  ]);
  expect(res.body.message).toContain('form_id is required');
  expect(fake.received).toEqual([]);
});
