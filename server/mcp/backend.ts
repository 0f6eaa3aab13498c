// The MCP tools' view of one organisation: its stored connectors (ConnectorStore.list and runtime,
// both scoped to the organisation, so another organisation's connector is "not found") and the
// catalog of kinds.

import type { Engine } from '../../engine/index.ts';
import type { McpBackend, McpConnectorInfo } from '../../mcp/backend.ts';
import type { ConnectorStore, ConnectorView } from '../connectors.ts';

const info = (v: ConnectorView): McpConnectorInfo => ({
  id: v.id,
  name: v.name,
  connector_type: v.connector_type,
  workspace_name: v.workspace_name,
  status: v.status,
});

export function organisationBackend(
  connectors: Pick<ConnectorStore, 'list' | 'runtime'>,
  engine: Pick<Engine, 'kinds' | 'plan'>,
  org: string,
): McpBackend {
  return {
    list: async () => (await connectors.list(org)).map(info),
    async open(id) {
      const { connector, view } = await connectors.runtime(org, id);
      return { connector, info: info(view) };
    },
    kinds: () => engine.kinds(),
    plan: (kind) => engine.plan(kind),
  };
}
