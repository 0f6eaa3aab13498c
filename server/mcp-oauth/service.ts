// The MCP authorization server's parts, built once by the service graph: its URLs and metadata, the
// clients it knows and the grants it keeps.
import type { AuditTrail } from '../audit.ts';
import type { Db } from '../db/open.ts';
import type { WebhookTargets } from '../webhooks/targets.ts';
import { McpClients } from './clients.ts';
import { McpGrants } from './grants.ts';
import { McpOAuthUrls } from './metadata.ts';

export class McpOAuth {
  readonly urls: McpOAuthUrls;
  readonly clients: McpClients;
  readonly grants: McpGrants;

  constructor(
    db: Db,
    publicUrl: () => string,
    readonly audit: Pick<AuditTrail, 'record'>,
    /** Where client metadata documents may be fetched from: public addresses, and the operator's
     *  allowed private ones (CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE), as for webhook deliveries. */
    targets?: WebhookTargets,
  ) {
    this.urls = new McpOAuthUrls(publicUrl);
    this.clients = new McpClients(db, targets);
    this.grants = new McpGrants(db);
  }
}
