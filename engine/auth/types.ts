// An auth scheme turns a connector's credentials (and config) into what each request carries.
// The compiled shapes (OAuth2Plan, AppliedAuth) are plan types (plan/auth.ts).
import type { AppliedAuth, AuthScope, OAuth2Plan } from '../plan/auth.ts';

export type { AppliedAuth, AuthScope, OAuth2Plan };

/** Compiled once from the manifest; applied once per connector (again after a token refresh). */
export interface AuthScheme<Spec = unknown> {
  compile(spec: Spec): { refs: string[]; apply(scope: AuthScope): AppliedAuth };
}

/** The OAuth app a connector's tokens belong to, given beside its credentials (never stored with them). */
export interface OAuthApp {
  client_id: string;
  client_secret: string;
}
