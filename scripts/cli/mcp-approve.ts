// `connector-engine mcp approve-code --org NAME [--read-only]`: a one-time code (10 minutes) that lets
// a person approve an agent host's access to the organisation on the MCP authorization page, made by
// whoever can open the data folder (the operator), as POST /api/v1/mcp/approvals does for applications.
import { userInfo } from 'node:os';
import { withData } from './data.ts';
import { finish } from './io.ts';

export async function mcpApproveCommand(opts: { org: string; readOnly?: boolean }): Promise<never> {
  const { findOrganization } = await import('../../server/accounts.ts');
  const { McpGrants } = await import('../../server/mcp-oauth/grants.ts');
  const { AuditTrail } = await import('../../server/audit.ts');
  const { MCP_SCOPES, READ_SCOPE } = await import('../../mcp/backend.ts');
  const out = await withData(async (db) => {
    const organizationId = await findOrganization(db, opts.org);
    if (!organizationId) return `no organisation '${opts.org}'`;
    const scopes = opts.readOnly ? [READ_SCOPE] : [...MCP_SCOPES];
    const actor = `cli:${userInfo().username}`;
    // the audit row's actor is the command line's user, as the trail records outside a request
    const approval = await new McpGrants(db).createApproval(organizationId, actor, scopes);
    await new AuditTrail(db).record({
      organizationId,
      action: 'mcp_approval.created',
      after: { scopes, expires_at: approval.expires_at },
    });
    return { ...approval, organization_id: organizationId };
  });
  return finish(out);
}
