// What an auth scheme compiles into (auth/ applies it and runs the OAuth2 flows).
import type { Expression } from './expression.ts';
import type { Template } from './request.ts';

export interface AppliedAuth {
  headers: Record<string, string>;
  query: [string, string][];
}

export type AuthScope = { credentials: Record<string, unknown>; config: Record<string, unknown> };

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
  /** After consent: config values, JSONata over the answer of a GET to `url`, or without `url` over the
   *  token answer (its tokens left out); $config bound. */
  discover?: { url?: Template; config: Expression };
}
