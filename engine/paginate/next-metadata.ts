// A list page's connector_metadata tells the caller how to go on, whatever the strategy: when the
// manifest states no metadata at all, the strategy's own next token is given as `next` (a link_header
// list's next URL is otherwise in a response header the caller never sees). The last page adds nothing.
import type { PageState, Paginator } from './types.ts';
import { pageState } from './walk.ts';

export async function withNextToken(
  paginator: Paginator | undefined,
  page: {
    records: unknown[];
    metadata: Record<string, unknown>;
    state: Omit<PageState, 'records'>;
  },
): Promise<Record<string, unknown>> {
  const m = page.metadata;
  if (!paginator || !page.records.length || Object.keys(m).length) return m;
  const following = await paginator.next(pageState(page));
  return following ? { next: following.token } : m; // m is empty here
}
