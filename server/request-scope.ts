// What the code running now belongs to: the request's actor and id (for the audit trail) and, inside a
// logged call, its vendor-request tally (for the execution log). One AsyncLocalStorage for all of it:
// on Node 20 and 22 every instance adds its own work to each promise the process creates (a hosted
// execute creates over a hundred), so a second instance for the tally cost about a sixth of the
// service's throughput at concurrency 50.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Tally {
  vendorCalls: number;
  upstreamStatus: number | undefined;
}

export interface RequestScope {
  /** application:<client id>, mcp_client:<id>, connect_page, oauth_consent; absent: the command line. */
  actor?: string;
  requestId?: string;
  /** Set by a logged call for the code it runs. */
  tally?: Tally;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
