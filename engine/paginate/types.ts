import type { Expression } from '../map/expression.ts';
import type { NextPage, PageState, Paginator, TokenParam } from '../plan/paginate.ts';

export type { NextPage, PageState, Paginator, TokenParam };

/** The keys every strategy may have besides its own: where its token goes and how the stop is decided. */
export interface CommonSpec {
  param?: string;
  in?: TokenParam['in'];
  param_schema?: Record<string, unknown>;
  /** JSONata over the body: another page exists only while it is truthy. */
  has_more?: string;
  /** JSONata over the body: no further page once it is truthy. */
  stop_when?: string;
  /** The last page the vendor serves, counted from the first. */
  page_cap?: number;
}

export interface Strategy<Spec> {
  /** The token param's schema when the manifest gives none (given the spec, for e.g. a start page). */
  tokenSchema?(spec: Spec): Record<string, unknown>;
  compile(
    spec: Spec,
    compileExpression: (source: string, key: string) => Expression,
  ): Omit<Paginator, 'token'>;
}

export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || v === false;
}

/** One page of a list, as a walk yields it. */
export interface Page {
  records: unknown[];
  result: unknown;
  metadata: Record<string, unknown>;
  /** Token that fetched this page (undefined for the first). */
  token?: string;
  /** Where the page after this one is (a checkpoint to resume from); undefined on the last page. */
  next?: NextPage;
}

/** What reads a list page by page (a connector): all a sync's walk needs of it. */
export interface PageSource {
  pages(
    entity: string,
    action: string,
    params?: unknown,
    opts?: { max_pages?: number; max_records?: number; signal?: AbortSignal; start?: NextPage },
  ): AsyncGenerator<Page>;
}

/**
 * What reads one record in full (a connector): all a sync's detail reads (sync.detail) need of it. One
 * request of a single-request action, paced like the pages; none of execute's options or projections.
 */
export interface DetailSource {
  read(entity: string, action: string, params: unknown, signal?: AbortSignal): Promise<unknown>;
}
