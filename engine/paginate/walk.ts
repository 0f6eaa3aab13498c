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
  const cap = plan.paginator?.pageCap;
  for (let n = 0, number = bounds.start?.page ?? 1; n < maxPages; n++, number++) {
    const page = await fetch(at);
    collected += page.records.length;
    let following =
      page.records.length && plan.paginator
        ? await plan.paginator.next({ ...page.state, records: page.records })
        : undefined;
    if (following && seen.has(following.token)) following = undefined;
    if (bounds.max_records && collected >= bounds.max_records) following = undefined;
    if (cap && number >= cap) following = undefined;
    if (following) following = { ...following, page: number + 1 };
    yield { ...page, ...(following ? { next: following } : {}) };
    if (!following) return;
    seen.add(following.token);
    at = following;
  }
}
