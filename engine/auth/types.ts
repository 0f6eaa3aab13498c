// An auth scheme turns a connector's credentials (and config) into what each request carries.
// OAuth2Plan is here so oauth2.ts, token-request.ts and oauth2-consent.ts share it without
// importing each other.
import type { Expression } from '../map/expression.ts';
import type { Template } from '../request/template.ts';

export interface AppliedAuth {
  headers: Record<string, string>;
  query: [string, string][];
}

export type AuthScope = { credentials: Record<string, unknown>; config: Record<string, unknown> };

/** Compiled once from the manifest; applied once per connector (again after a token refresh). */
export interface AuthScheme<Spec = unknown> {
  compile(spec: Spec): { refs: string[]; apply(scope: AuthScope): AppliedAuth };
}

export interface OAuth2Plan {
  authorizeUrl?: Template;
  scopes: string[];
  scopeSeparator: string;
  pkce: boolean;
  authorizeParams: [string, Template][];
  tokenUrl: Template;
  grant: 'refresh_token' | 'client_credentials';
  clientAuth: 'body' | 'basic' | 'none';
  tokenBody: 'form' | 'json';
  clientId?: Template;
  clientSecret?: Template;
  tokenParams: [string, Template][];
  keep: string[];
  /** After consent: a GET whose answer gives config values (JSONata over the body, $config bound). */
  discover?: { url: Template; config: Expression };
}

/** The OAuth app a connector's tokens belong to, given beside its credentials (never stored with them). */
export interface OAuthApp {
  client_id: string;
  client_secret: string;
}
