// The walk over a list's pages: the manifest's strategy says where the next page is; the walk
// stops on no next token, a token seen before (loop guard), an empty page, max_records, max_pages and
// the strategy's page cap (the last page the vendor serves, counted across a resumed walk too).
import type { ActionPlan } from '../plan/plan.ts';
import type { NextPage, PageState } from './index.ts';

export interface FetchedPage {
  records: unknown[];
  result: unknown;
  metadata: Record<string, unknown>;
  token?: string;
  state: Omit<PageState, 'records'>;
}

export interface WalkBounds {
  /** Most pages to fetch (default 10). */
  max_pages?: number;
  /** Stop once this many records were collected. */
  max_records?: number;
  /** The page a resumed walk starts at (its number counts toward the page cap). */
  start?: NextPage;
}

const MAX_PAGES_DEFAULT = 10;

export async function* walkPages<P extends FetchedPage>(
  plan: ActionPlan,
  first: { params: Record<string, unknown> } | NextPage,
  bounds: WalkBounds,
  fetch: (at: { params: Record<string, unknown> } | NextPage) => Promise<P>,
): AsyncGenerator<P & { next?: NextPage }> {
  const maxPages = bounds.max_pages ?? MAX_PAGES_DEFAULT;
  const seen = new Set<string>();
  let at = first;
  let collected = 0;
  for (let n = 0, number = bounds.start?.page ?? 1; n < maxPages; n++, number++) {
    const page = await fetch(at);
    collected += page.records.length;
    const full = !!bounds.max_records && collected >= bounds.max_records;
    const following = await nextPage(plan, page, seen, full, number);
    const out: P & { next?: NextPage } = page; // the fetch's own page: not copied (pipeline/send.ts)
    if (following) out.next = following;
    yield out;
    if (!following) return;
    seen.add(following.token);
    at = following;
  }
}

/** Where the page after this one is, or undefined when the walk stops here (no token, a token seen
 *  before, max_records reached, the strategy's page cap reached). */
async function nextPage(
  plan: ActionPlan,
  page: FetchedPage,
  seen: Set<string>,
  full: boolean,
  number: number,
): Promise<NextPage | undefined> {
  if (!page.records.length || !plan.paginator || full) return undefined;
  const cap = plan.paginator.pageCap;
  if (cap && number >= cap) return undefined;
  const following = await plan.paginator.next(pageState(page));
  if (!following || seen.has(following.token)) return undefined;
  following.page = number + 1; // the strategy's own new object
  return following;
}

/** What a strategy reads of a page, in one literal: on Node 20 a spread followed by a field is a slow path. */
export function pageState(page: Pick<FetchedPage, 'records' | 'state'>): PageState {
  const { params, url, body, headers, bindings } = page.state;
  return { params, url, body, headers, bindings, records: page.records };
}
