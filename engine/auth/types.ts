// An auth scheme turns a connector's credentials (and config) into what each request carries.
export interface AppliedAuth {
  headers: Record<string, string>;
  query: [string, string][];
}

export type AuthScope = { credentials: Record<string, unknown>; config: Record<string, unknown> };

/** Compiled once from the manifest; applied once per connector (again after a token refresh). */
export interface AuthScheme<Spec = unknown> {
  compile(spec: Spec): { refs: string[]; apply(scope: AuthScope): AppliedAuth };
}
