// `webhooks create|list|delete --org` on the data folder: the same checks as the API (a private
// address refused, naming url), the secret printed once, and an endpoint the running service lists.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { newDataDir, runCli, signIn, startTestServer } from './support/server.ts';

it("creates, lists and deletes an organisation's endpoints; refuses a private URL", {
  timeout: 60_000,
}, async () => {
  const dataDir = newDataDir();
  const key = randomBytes(32).toString('base64');
  await runCli(dataDir, key, 'apps', 'create', '--init', '--org', 'cli-hooks');
  const refused = await runCli(
    dataDir,
    key,
    'webhooks',
    'create',
    '--org',
    'cli-hooks',
    '--url',
    'https://10.0.0.1/hooks',
  );
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(
    /url resolves to a private, loopback or link-local address \(10\.0\.0\.1\)/,
  );
  const badEvent = await runCli(
    dataDir,
    key,
    'webhooks',
    'create',
    '--org',
    'cli-hooks',
    '--url',
    'https://example.com/h',
    '--events',
    'nope',
  );
  expect([badEvent.status, badEvent.stderr]).toEqual([
    2,
    expect.stringContaining("--events: 'nope'"),
  ]);
  const created = await runCli(
    dataDir,
    key,
    'webhooks',
    'create',
    '--org',
    'cli-hooks',
    '--url',
    'https://93.184.215.14/hooks',
    '--events',
    'connector.needs_reauth',
  );
  expect(created.status).toBe(0);
  expect(created.out).toMatchObject({
    url: 'https://93.184.215.14/hooks',
    events: ['connector.needs_reauth'],
  });
  expect(created.out.secret).toMatch(/^whsec_/);

  const server = await startTestServer({ dataDir, masterKey: key });
  try {
    const session = await signIn(server, 'cli-hooks');
    const listed = await session.api('GET', '/api/v1/webhooks');
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([created.out.id]);
    expect(listed.text).not.toContain(created.out.secret);
  } finally {
    await server.close();
  }
  const list = await runCli(dataDir, key, 'webhooks', 'list', '--org', 'cli-hooks');
  expect(JSON.stringify(list.out)).not.toContain('whsec_');
  const deleted = await runCli(
    dataDir,
    key,
    'webhooks',
    'delete',
    created.out.id,
    '--org',
    'cli-hooks',
  );
  expect([deleted.status, deleted.out]).toEqual([0, { deleted: created.out.id }]);
  expect((await runCli(dataDir, key, 'webhooks', 'list', '--org', 'cli-hooks')).out).toEqual([]);
  const gone = await runCli(
    dataDir,
    key,
    'webhooks',
    'delete',
    created.out.id,
    '--org',
    'cli-hooks',
  );
  expect([gone.status, gone.stderr]).toEqual([1, expect.stringContaining('not found')]);
});
