// The walk over a list's pages: the manifest's strategy says where the next page is; the walk
// stops on no next token, a token seen before (loop guard), an empty page, max_records and max_pages.
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
  for (let n = 0; n < maxPages; n++) {
    const page = await fetch(at);
    collected += page.records.length;
    let following =
      page.records.length && plan.paginator
        ? await plan.paginator.next({ ...page.state, records: page.records })
        : undefined;
    if (following && seen.has(following.token)) following = undefined;
    if (bounds.max_records && collected >= bounds.max_records) following = undefined;
    yield { ...page, ...(following ? { next: following } : {}) };
    if (!following) return;
    seen.add(following.token);
    at = following;
  }
}
