// What a kind's `proxy:` section compiles into (engine/manifest/compile-proxy.ts): the methods and
// path prefixes the passthrough proxy may reach, and the names the kind's credentials occupy, which a
// caller may never send (the proxy would otherwise let a caller replace or read the credentials).

export interface ProxyPlan {
  /** Upper-case HTTP methods allowed (default GET, HEAD). */
  methods: ReadonlySet<string>;
  /** Path prefixes under the base URL (default ['/']: anything under it). */
  paths: string[];
  /** Offered as the MCP tool `proxy`. */
  mcp: boolean;
  /** Lower-case header names any of the kind's auth methods sets (always includes authorization). */
  authHeaders: ReadonlySet<string>;
  /** Query parameter names any of the kind's auth methods sets. */
  authQuery: ReadonlySet<string>;
}

/** Methods that change the vendor's data: they also need the calling application's grant. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
