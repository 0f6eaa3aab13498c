// `connector-engine mcp`: the MCP server over stdio with an in-process engine (mcp/tools.ts has the
// tools, mcp/local.ts reads the connectors). stdout carries the protocol only; problems go to stderr.
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  type LocalConnectorSpec,
  localBackend,
  parseConnectorFlag,
  readConfigFile,
} from '../mcp/local.ts';
import { createMcpServer } from '../mcp/tools.ts';

export const MCP_USAGE = `connector-engine mcp [--connector NAME=KIND:CREDENTIALS.json|NAME=KIND:env:VAR]... [--config FILE.json] [--connectors DIR]`;

export async function runMcp(argv: string[]): Promise<void> {
  let specs: [string, LocalConnectorSpec][];
  let connectorsDir: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      allowPositionals: false,
      options: {
        connector: { type: 'string', multiple: true },
        config: { type: 'string' },
        connectors: { type: 'string' },
      },
    });
    const file = values.config ? readConfigFile(values.config) : undefined;
    specs = [
      ...(file?.connectors ?? []),
      ...(values.connector ?? []).map((f) => parseConnectorFlag(f)),
    ];
    connectorsDir = values.connectors ?? file?.connectorsDir;
  } catch (err) {
    process.stderr.write(
      `connector-engine mcp: ${(err as Error).message}\n\nUsage: ${MCP_USAGE}\n`,
    );
    process.exit(2);
  }
  let backend: ReturnType<typeof localBackend>;
  try {
    // createEngine reads the upstream overrides (CONNECTOR_ENGINE_UPSTREAM_<KIND>) itself
    backend = localBackend(specs, connectorsDir ? { connectorsDir } : {});
  } catch (err) {
    process.stderr.write(`connector-engine mcp: ${(err as Error).message}\n`);
    process.exit(1);
  }
  await createMcpServer(backend).connect(new StdioServerTransport());
}
