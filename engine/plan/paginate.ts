// What a plan holds of a pagination strategy (paginate/ compiles and walks them).

/** What one page left behind: the request that was made and what came back. */
export interface PageState {
  params: Record<string, unknown>;
  url: string;
  body: unknown;
  /** The answer's headers, read by name (engine/http/headers.ts; plan/ imports nothing). */
  headers: { get(name: string): string | null };
  records: unknown[];
  bindings: Record<string, unknown>;
}

/** The next request: the same action with changed params, or a URL the vendor handed out. */
export type NextPage = (
  | { token: string; params: Record<string, unknown> }
  | { token: string; url: string }
) & {
  /** Its number counted from the walk's first page (1), so that a resumed walk keeps the page cap. */
  page?: number;
};

/** The param a strategy carries its token in. The compiler adds it to every action that uses the
 *  strategy (unless the action declares it), so callers can pass a vendor's cursor back themselves. */
export interface TokenParam {
  name: string;
  /** Where it goes; default as for any param (query for GET/DELETE, body otherwise). */
  in?: 'query' | 'body' | 'header';
  /** The param's JSON Schema, with a description (describe and connector-types show it). */
  schema: Record<string, unknown>;
}

export interface Paginator {
  readonly token?: TokenParam;
  /** The last page the vendor serves (counted from the first): the walk ends there. */
  readonly pageCap?: number;
  next(page: PageState): Promise<NextPage | undefined>;
}
