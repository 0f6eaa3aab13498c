// An inbound delivery as the verifier sees it: the raw body (signatures cover its exact bytes), the
// method, the URL the vendor called and the headers under lower-case names.

export interface InboundRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** The largest body a vendor delivery may have (HubSpot batches up to 100 events; Jira issues are large). */
export const MAX_INBOUND_BODY_BYTES = 1024 * 1024;

/** The body parsed as JSON, or undefined when it is not JSON (a handshake may carry none). */
export function parsedBody(body: Buffer): unknown {
  if (!body.length) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
