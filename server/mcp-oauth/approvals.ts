// POST /api/v1/mcp/approvals (token required): a one-time code that lets a person approve an agent's
// access to the caller's organisation on the authorization page. {scopes} caps what it may grant
// (default: read and write). Only applications reach this route: an MCP access token cannot mint
// approvals for itself.
import { Hono } from 'hono';
import { ApiError } from '../errors.ts';
import { actedBy, type Env, org } from '../request.ts';
import { SCOPES } from './metadata.ts';
import type { McpOAuth } from './service.ts';

export function approvalRoutes({ mcpOAuth }: { mcpOAuth: McpOAuth }) {
  return new Hono<Env>().post('/approvals', async (c) => {
    const scopes = approvalScopes(await bodyOf(c.req.text()));
    const approval = await mcpOAuth.grants.createApproval(org(c), c.get('applicationId'), scopes);
    await mcpOAuth.audit.record({
      organizationId: org(c),
      action: 'mcp_approval.created',
      after: { scopes, expires_at: approval.expires_at },
      by: actedBy(c),
    });
    return c.json({ ...approval, organization_id: org(c) }, 201, { 'cache-control': 'no-store' });
  });
}

async function bodyOf(text: Promise<string>): Promise<unknown> {
  const raw = (await text).trim();
  if (!raw) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', [
      { field: null, message: 'is not valid JSON', error_code: 'malformed_json' },
    ]);
  }
}

function approvalScopes(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid(null, 'must be a JSON object', 'invalid_type');
  const extra = Object.keys(body).find((k) => k !== 'scopes');
  if (extra)
    throw invalid(extra.slice(0, 40), 'is not a known field (scopes only)', 'unknown_field');
  const scopes = (body as { scopes?: unknown }).scopes;
  if (scopes === undefined) return [...SCOPES];
  if (
    !Array.isArray(scopes) ||
    !scopes.length ||
    scopes.length > SCOPES.length ||
    scopes.some((s) => typeof s !== 'string' || !SCOPES.includes(s))
  )
    throw invalid('scopes', `must list one or both of ${SCOPES.join(', ')}`, 'invalid_scope');
  return [...new Set(scopes as string[])];
}

const invalid = (field: string | null, message: string, code: string) =>
  new ApiError(422, `Invalid request body: ${field ?? 'body'} ${message}.`, [
    { field, message, error_code: code },
  ]);
