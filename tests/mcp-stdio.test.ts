// `connector-engine mcp` as a real process, driven by the MCP SDK's own client over stdio: initialize,
// list the tools, call each one against a local fake vendor, and see errors come back as tool errors
// naming the field, secrets never in any answer, and nothing sent for a dry run or bad params.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoManifests, ProgrammableVendor, SCHEMES } from './support/echo-vendor.ts';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
const secret = SCHEMES.bearer!.credentials.token!;
const vendor = new ProgrammableVendor();
let dir: string;
let client: Client;
const answers: string[] = [];

async function call(name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text: string }[];
  };
  const text = res.content[0]!.text;
  answers.push(text);
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* the SDK's own validation message */
  }
  return { isError: res.isError === true, body, text };
}

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      req.url!.startsWith('/api/things/')
        ? JSON.stringify({ id: req.url!.split('/').pop(), name: 'one' })
        : JSON.stringify([
            { id: 't1', name: 'first' },
            { id: 't2', name: 'second' },
          ]),
    );
  };
  dir = echoManifests();
  const config = join(dir, 'mcp.json');
  writeFileSync(
    config,
    JSON.stringify({
      connectors: {
        viaconfig: { kind: 'echo-header', credentials: { api_key: { env: 'ECHO_KEY' } } },
      },
    }),
  );
  client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [
        cli,
        'mcp',
        '--connectors',
        dir,
        '--config',
        config,
        '--connector',
        'main=echo-bearer:env:ECHO_CREDS',
      ],
      env: {
        ...(process.env as Record<string, string>),
        ECHO_CREDS: JSON.stringify(SCHEMES.bearer!.credentials),
        ECHO_KEY: SCHEMES.header!.credentials.api_key!,
        CONNECTOR_ENGINE_UPSTREAM_ECHO_BEARER: vendor.origin,
        CONNECTOR_ENGINE_UPSTREAM_ECHO_HEADER: vendor.origin,
      },
      stderr: 'pipe',
    }),
  );
}, 30_000);
afterAll(async () => {
  await client?.close();
  await vendor.stop();
});

describe('connector-engine mcp (stdio)', () => {
  it('initializes with instructions and lists five tools, each with an input schema', async () => {
    expect(client.getServerVersion()?.name).toBe('connector-engine');
    expect(client.getInstructions()).toContain('list_connectors');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'describe_connector',
      'dry_run_action',
      'execute_action',
      'list_connectors',
      'search_records',
    ]);
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.description!.length).toBeGreaterThan(40);
    }
    const execute = tools.find((t) => t.name === 'execute_action')!;
    expect(execute.inputSchema.required).toEqual(['connector_id', 'entity', 'action']);
  });

  it('lists the configured connectors and the kinds', async () => {
    const { body } = await call('list_connectors');
    expect(body.connectors).toEqual([
      { id: 'viaconfig', name: 'viaconfig', connector_type: 'echo-header' },
      { id: 'main', name: 'main', connector_type: 'echo-bearer' },
    ]);
    expect(body.connector_types).toContain('echo-oauth');
  });

  it('describes a kind, then one entity with its params schemas and record', async () => {
    const kind = await call('describe_connector', { connector_id: 'main' });
    expect(
      kind.body.entities.map((e: { name: string; actions: string[] }) => [e.name, e.actions]),
    ).toEqual([
      ['things', ['list', 'get', 'download']],
      ['hosted', ['download']],
    ]);
    const entity = await call('describe_connector', {
      connector_type: 'echo-bearer',
      entity: 'things',
    });
    expect(
      entity.body.actions.find((a: { action: string }) => a.action === 'get').params.properties.id,
    ).toEqual({ type: 'string' });
    expect(entity.body.record.properties.name).toEqual({ type: 'string' });
    const missing = await call('describe_connector', {});
    expect([missing.isError, missing.body.errors[0].field]).toEqual([true, 'connector_id']);
    const wrongEntity = await call('describe_connector', {
      connector_id: 'main',
      entity: 'thinsg',
    });
    expect([wrongEntity.isError, wrongEntity.body.errors[0].details.valid]).toEqual([
      true,
      ['things', 'hosted'],
    ]);
  });

  it('executes actions against the vendor with the credentials', async () => {
    vendor.received = [];
    const list = await call('execute_action', {
      connector_id: 'main',
      entity: 'things',
      action: 'list',
    });
    expect(list.isError).toBe(false);
    expect(list.body.result).toEqual([
      { id: 't1', name: 'first' },
      { id: 't2', name: 'second' },
    ]);
    const get = await call('execute_action', {
      connector_id: 'viaconfig',
      entity: 'things',
      action: 'get',
      params: { id: 'abc' },
      select_fields: ['id'],
    });
    expect(get.body.result).toEqual({ id: 'abc' });
    expect(
      vendor.received.map((r) => [r.url, r.headers.authorization ?? r.headers['x-api-key']]),
    ).toEqual([
      ['/api/things', `Bearer ${secret}`],
      ['/api/things/abc', SCHEMES.header!.credentials.api_key],
    ]);
  });

  it('answers bad calls as tool errors naming the field and the fix, before anything is sent', async () => {
    vendor.received = [];
    const badParam = await call('execute_action', {
      connector_id: 'main',
      entity: 'things',
      action: 'get',
      params: { id: 5 },
    });
    expect(badParam.isError).toBe(true);
    expect(badParam.body.errors[0]).toMatchObject({ field: 'id', error_code: 'invalid_type' });
    const unknownAction = await call('execute_action', {
      connector_id: 'main',
      entity: 'things',
      action: 'lsit',
    });
    expect(unknownAction.body.message).toContain("Did you mean 'list'?");
    expect(unknownAction.body.errors[0].field).toBe('action');
    const unknownConnector = await call('execute_action', {
      connector_id: 'nope',
      entity: 'things',
      action: 'list',
    });
    expect(unknownConnector.body.errors[0]).toMatchObject({
      field: 'connector_id',
      error_code: 'not_found',
      details: { valid: ['viaconfig', 'main'] },
    });
    const download = await call('execute_action', {
      connector_id: 'main',
      entity: 'things',
      action: 'download',
      params: { id: 'x' },
    });
    expect([download.isError, download.body.errors[0].field]).toEqual([true, 'action']);
    const shape = await call('execute_action', { connector_id: 'main', entity: 'things' }); // the SDK checks the tool's own schema
    expect(shape.isError).toBe(true);
    expect(shape.text).toMatch(/action/);
    expect(vendor.received).toEqual([]);
  });

  it('dry-runs: the request that would be sent, with the secret masked, and nothing sent', async () => {
    vendor.received = [];
    const dry = await call('dry_run_action', {
      connector_id: 'main',
      entity: 'things',
      action: 'get',
      params: { id: 'a b' },
    });
    expect(dry.body).toEqual({
      method: 'GET',
      url: `${vendor.origin}/api/things/a%20b`,
      headers: { authorization: '[redacted]', accept: 'application/json' },
    });
    const bad = await call('dry_run_action', {
      connector_id: 'main',
      entity: 'things',
      action: 'get',
      params: { id: ['x'] },
    });
    expect([bad.isError, bad.body.errors[0].field]).toEqual([true, 'id']);
    expect(vendor.received).toEqual([]);
  });

  it('search_records says where the search is available when the connector has no context store', async () => {
    const res = await call('search_records', {
      connector_id: 'main',
      entity: 'things',
      query: { filter: { eq: { name: 'first' } } },
    });
    expect(res.isError).toBe(true);
    expect(res.body.errors[0].field).toBe('action');
  });

  it('never shows a credential in any answer', () => {
    for (const text of answers) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(SCHEMES.header!.credentials.api_key);
    }
  });
});

describe('connector-engine mcp start-up problems', () => {
  it('stops with a usage error or the engine message, never the secret', () => {
    const bad = spawnSync(process.execPath, [cli, 'mcp', '--connector', 'oops'], {
      encoding: 'utf8',
    });
    expect([bad.status, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toContain('NAME=KIND:CREDENTIALS.json');
    const env = { ...process.env, ECHO_CREDS: '{"wrong_field":"sekret-value-123"}' };
    const wrong = spawnSync(
      process.execPath,
      [cli, 'mcp', '--connectors', dir, '--connector', 'main=echo-bearer:env:ECHO_CREDS'],
      { encoding: 'utf8', env },
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("connector 'main'");
    expect(wrong.stderr).not.toContain('sekret-value-123');
    const notJson = spawnSync(
      process.execPath,
      [cli, 'mcp', '--connectors', dir, '--connector', 'main=echo-bearer:env:ECHO_CREDS'],
      { encoding: 'utf8', env: { ...process.env, ECHO_CREDS: 'sekret-not-json' } },
    );
    expect([notJson.status, notJson.stderr.includes('sekret-not-json')]).toEqual([2, false]);
  }, 60_000);
});
