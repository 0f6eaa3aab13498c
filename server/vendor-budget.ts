// Vendor calls one HTTP request may cause: an execute follows up to paginate.max_pages pages, and an MCP
// batch holds many calls, so pages × calls could turn one small POST into thousands of vendor requests.
// Each call reserves its pages before it runs; past the bound it is refused, naming what to lower.
import { ApiError } from './errors.ts';

/** CONNECTOR_ENGINE_MAX_VENDOR_CALLS_PER_REQUEST's default: ten calls of 100 pages, or 100 single pages. */
export const DEFAULT_VENDOR_CALLS_PER_REQUEST = 1000;
/** The engine's page bound when paginate names none (engine/paginate/walk.ts). */
const DEFAULT_PAGES = 10;

export class VendorCallBudget {
  private reserved = 0;

  constructor(readonly max: number = DEFAULT_VENDOR_CALLS_PER_REQUEST) {}

  /** Reserves the vendor calls of one execute: none for a search, its pages when paginated, else one. */
  reserve(action: string, paginate?: { max_pages?: number | undefined } | undefined): void {
    if (action === 'context_store_search') return;
    const pages = paginate ? (paginate.max_pages ?? DEFAULT_PAGES) : 1;
    if (this.reserved + pages > this.max) {
      const field = paginate ? 'paginate.max_pages' : null;
      throw new ApiError(
        400,
        `This request would make more than ${this.max} vendor calls (pages × calls in one request or MCP batch; ${this.reserved} reserved already, this call needs ${pages}): lower paginate.max_pages or send the calls in separate requests.`,
        [
          {
            field,
            message: `exceeds the bound of ${this.max} vendor calls per request`,
            error_code: 'too_many_vendor_calls',
            details: { max_vendor_calls: this.max, reserved: this.reserved, needed: pages },
          },
        ],
      );
    }
    this.reserved += pages;
  }
}
