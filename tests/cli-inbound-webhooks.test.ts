// `inbound-webhooks create|list|delete --org --connector` on the data folder: the vendor's secret read
// from a file (never an argument), a generated one printed once, the same checks as the API, and the
// endpoint the running service lists.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { newDataDir, runCli, signIn, startTestServer } from './support/server.ts';

it("creates, lists and deletes a connector's inbound endpoints", { timeout: 90_000 }, async () => {
  const dataDir = newDataDir();
  const key = randomBytes(32).toString('base64');
  const server = await startTestServer({ dataDir, masterKey: key });
  try {
    const session = await signIn(server, 'cli-inbound');
    const conn = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_cli_inbound_1' },
    });
    const id = conn.body.id as string;
    const cli = (...args: string[]) =>
      runCli(dataDir, key, 'inbound-webhooks', ...args, '--org', 'cli-inbound', '--connector', id);
    const missing = await cli('create');
    expect([missing.status, missing.stderr]).toEqual([
      1,
      expect.stringContaining('secret is required'),
    ]);
    const file = join(dataDir, 'stripe-secret');
    writeFileSync(file, 'whsec_cli_secret_value_1\n');
    const created = await cli('create', '--secret-file', file);
    expect(created.status).toBe(0);
    expect(created.out).toMatchObject({
      connector_id: id,
      secret_source: 'user',
      has_secret: true,
    });
    expect(JSON.stringify(created.out)).not.toContain('whsec_cli_secret_value_1');
    const listed = await session.api('GET', `/api/v1/integrations/connectors/${id}/webhooks`);
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([created.out.id]);
    const deleted = await cli('delete', created.out.id);
    expect([deleted.status, deleted.out]).toEqual([0, { deleted: created.out.id }]);
    expect((await cli('list')).out).toEqual([]);
    const other = await runCli(
      dataDir,
      key,
      'inbound-webhooks',
      'list',
      '--org',
      'cli-inbound',
      '--connector',
      'conn_nope',
    );
    expect([other.status, other.stderr]).toEqual([1, expect.stringContaining('not found')]);
  } finally {
    await server.close();
  }
});
