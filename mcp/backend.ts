// What the MCP tools act on: the connectors one caller may use and the catalog of kinds. The stdio
// server (mcp/local.ts) backs it with connectors named in a config file; the hosted service
// (server/mcp/backend.ts) with the organisation's stored connectors.
import type { Connector, KindPlan } from '../engine/index.ts';

/** What a caller may do: read (list, get, search, describe, dry run); write (create, update, delete, named actions, connect). */
export const READ_SCOPE = 'connectors:read';
export const WRITE_SCOPE = 'connectors:write';
export const MCP_SCOPES: readonly string[] = [READ_SCOPE, WRITE_SCOPE];

export interface McpConnectorInfo {
  id: string;
  name: string;
  connector_type: string;
  workspace_name?: string;
  status?: string;
}

type Opened = { connector: Connector; info: McpConnectorInfo };

export interface McpBackend {
  /** The connectors this caller may use (the hosted service reads them from its database: a promise). */
  list(): McpConnectorInfo[] | Promise<McpConnectorInfo[]>;
  /** One of them as an engine connector; an unknown id (also another organisation's) throws a 404 error. */
  open(id: string): Opened | Promise<Opened>;
  kinds(): string[];
  plan(kind: string): KindPlan;
  /** A link the user opens to connect an account of this kind (the hosted service's connect page). */
  connectUrl?(kind: string, workspace: string): Promise<{ url: string; expires_at: string }>;
  /** Told of an error no tool expected (answered "Internal error." only): the service logs and counts it. */
  unexpected?(err: unknown, tool: string): void;
}

/** An error the tools may show as it is: the engine's and the service's ({message, errors}). */
export interface ShowableError {
  toBody(): {
    message: string;
    errors: { field: string | null; message: string; error_code: string; details?: unknown }[];
  };
}

export function isShowable(err: unknown): err is ShowableError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { toBody?: unknown }).toBody === 'function'
  );
}

/** An error of the tools themselves (an unknown connector id, a missing argument). */
export class ToolError extends Error implements ShowableError {
  constructor(
    message: string,
    readonly field: string | null,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
  toBody() {
    return {
      message: this.message,
      errors: [
        {
          field: this.field,
          message: this.message,
          error_code: this.code,
          ...(this.details ? { details: this.details } : {}),
        },
      ],
    };
  }
}
