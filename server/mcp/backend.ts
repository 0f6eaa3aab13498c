// The MCP tools' view of one organisation: its stored connectors (ConnectorStore.list and runtime,
// both scoped to the organisation, so another organisation's connector is "not found") and the
// catalog of kinds. Every tool call that reads connectors takes one call of the organisation's rate
// (a JSON-RPC batch counts each call, like separate requests), and each execute reserves its vendor
// calls from the POST's budget.

import type { Connector, Engine } from '../../engine/index.ts';
import type { McpBackend, McpConnectorInfo } from '../../mcp/backend.ts';
import type { CallRate } from '../call-rate.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore, ConnectorView } from '../connectors.ts';
import type { ExecutionLog } from '../execution-log.ts';
import { type LoggedCall, loggedCall, logIdOf } from '../execution-log-call.ts';
import type { VendorCallBudget } from '../vendor-budget.ts';

/** What each tool call's execute needs: the POST's vendor-call budget and, when logging, who calls. */
export interface ToolGuard {
  rate: CallRate;
  budget: VendorCallBudget;
  /** Each execute_action (and search) is one row of the organisation's execution log. */
  journal?: {
    executions: Pick<ExecutionLog, 'record' | 'settings'>;
    requestId?: string;
    applicationId?: string;
  };
}

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
  guard: ToolGuard,
  unexpected?: McpBackend['unexpected'],
  connect?: Pick<ConnectSessions, 'reconnectError' | 'create'>,
): McpBackend {
  // a connector waiting for re-consent: the tool error carries a link that reconnects it
  const recover = (id: string) => async (err: unknown) => {
    throw connect ? await connect.reconnectError(err, org, id) : err;
  };
  return {
    ...(unexpected ? { unexpected } : {}),
    ...(connect
      ? {
          connectUrl: async (kind: string, workspace: string) =>
            connect.create(org, { workspace_name: workspace, allowed_kinds: [kind] }),
        }
      : {}),
    list: async () => {
      guard.rate.take(org);
      return (await connectors.list(org)).map(info);
    },
    async open(id) {
      guard.rate.take(org);
      const { connector, view } = await connectors.runtime(org, id).catch(recover(id));
      const logged = journaled(connector, org, id, guard);
      return {
        connector: budgeted(connector, guard.budget, recover(id), logged),
        info: info(view),
      };
    },
    kinds: () => engine.kinds(),
    plan: (kind) => engine.plan(kind),
  };
}

type Execute = (...args: Parameters<Connector['execute']>) => ReturnType<Connector['execute']>;

/** The connector's execute, recorded in the execution log with its log id in the answer (when logging). */
function journaled(connector: Connector, org: string, id: string, guard: ToolGuard): Execute {
  const journal = guard.journal;
  if (!journal) return (...args) => connector.execute(...args);
  return (entity, action, params, opts) => {
    const signal = opts?.signal ?? new AbortController().signal; // one per call: it finds the call's tally
    const facts = {
      signal,
      organizationId: org,
      source: 'mcp' as const,
      connectorId: id,
      entity,
      action,
      params,
      kind: connector.kind,
      redact: (v: unknown) => connector.redact(v),
      requestId: journal.requestId,
      applicationId: journal.applicationId,
    };
    // Object.assign, not spreads followed by more: a slow path on Node 20 (docs/development.md)
    return loggedCall(journal.executions, facts, async (call: LoggedCall) =>
      Object.assign(
        {},
        await connector.execute(entity, action, params, Object.assign({}, opts, { signal })),
        call.id ? { execution_metadata: logIdOf(call) } : undefined,
      ),
    );
  };
}

/** The connector, its execute and proxy reserving vendor calls first (the cached connector itself is left as it is). */
function budgeted(
  connector: Connector,
  budget: VendorCallBudget,
  recover: (err: unknown) => Promise<never>,
  run: Execute,
): Connector {
  const execute: Execute = (entity, action, params, opts) => {
    budget.reserve(action, opts?.paginate);
    return run(entity, action, params, opts).catch(recover);
  };
  const proxy: Connector['proxy'] = (req, opts) => {
    budget.reserve('proxy');
    return connector.proxy(req, opts).catch(recover);
  };
  return new Proxy(connector, {
    get(target, key) {
      if (key === 'execute') return execute;
      if (key === 'proxy') return proxy;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
