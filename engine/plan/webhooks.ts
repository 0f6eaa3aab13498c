// What a manifest's webhooks section compiles into: how an inbound delivery is verified, which
// handshakes are answered, and how each event becomes store work (engine/webhooks-in/).
import type { Expression } from './expression.ts';

/** One piece of the signed payload: literal text, or a value of the request. */
export type PayloadPart =
  | { text: string }
  | { from: 'body' | 'timestamp' | 'method' | 'url' }
  | { header: string };

export interface WebhookHandshake {
  when: Expression;
  secret?: Expression;
  responseHeaders: [string, Expression][];
  responseBody?: Expression;
  signed: boolean;
  /** The secret is shown to the endpoint's owner until the first verified event (they copy it to the vendor). */
  reveal: boolean;
}

export interface WebhookRoute {
  /** Exact types, and prefixes (from `customer.*`). */
  types: string[];
  prefixes: string[];
  entity: string;
  record?: Expression;
  recordId?: Expression;
  params?: [string, Expression][];
  delete: boolean;
  when?: Expression;
}

export interface WebhookPlan {
  docsUrl: string;
  secret: {
    source: 'user' | 'generated' | 'handshake';
    keyEncoding: 'utf8' | 'base64';
    keyPrefix: string;
  };
  signature: {
    header: string;
    separator?: string;
    prefix: string;
    timestampPrefix?: string;
    payload: PayloadPart[];
    algorithm: 'sha256' | 'sha1' | 'sha512';
    encoding: 'hex' | 'base64';
  };
  timestamp?: {
    header?: string;
    format: 'unix_seconds' | 'unix_ms' | 'iso8601';
    toleranceSeconds: number;
  };
  handshakes: WebhookHandshake[];
  events: { list?: Expression; id?: Expression; type: Expression; routes: WebhookRoute[] };
}
