import type { Expression } from '../map/expression.ts';

/** What one page left behind: the request that was made and what came back. */
export interface PageState {
  params: Record<string, unknown>;
  url: string;
  body: unknown;
  headers: Headers;
  records: unknown[];
  bindings: Record<string, unknown>;
}

/** The next request: the same action with changed params, or a URL the vendor handed out. */
export type NextPage = { token: string; params: Record<string, unknown> } | { token: string; url: string };

export interface Paginator {
  /** Param that carries the token, when the strategy uses one (checked against the action's params). */
  readonly param?: string;
  next(page: PageState): Promise<NextPage | undefined>;
}

export interface Strategy<Spec> {
  compile(spec: Spec, compileExpression: (source: string) => Expression): Paginator;
}

export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || v === false;
}
