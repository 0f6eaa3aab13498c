// Per kind, the origin that replaces the vendor's (CONNECTOR_ENGINE_UPSTREAM_<KIND>, the kind upper-cased
// with - as _): how the service, the CLI and the stdio MCP server point a kind at a local fake or proxy.
// Imports nothing, so a command can read it without loading the engine.

export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    const m = /^CONNECTOR_ENGINE_UPSTREAM_(.+)$/.exec(k);
    if (m && v) out[m[1]!.toLowerCase().replace(/_/g, '-')] = v;
  }
  return out;
}
