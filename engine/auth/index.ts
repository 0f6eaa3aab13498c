// The table of auth schemes a manifest's `apply` may name. Add a scheme: one file, one line here.
import { basic } from './basic.ts';
import { bearer } from './bearer.ts';
import { header, headers } from './header.ts';
import { query } from './query.ts';
import type { AuthScheme } from './types.ts';

// biome-ignore lint/suspicious/noExplicitAny: each scheme has its own config type; looked up by name
export const authSchemes: Record<string, AuthScheme<any>> = {
  bearer,
  basic,
  header,
  headers,
  query,
};
export type { AppliedAuth, AuthScope } from './types.ts';
