// A response's headers as undici hands them (a record of lower-case names), read by name. fetch's
// Headers would copy every header and load Node's bundled undici (some 30 ms, on the first call of a
// process) for three look-ups per answer; it still fits where a HeaderReader is asked for.
import type { Dispatcher } from 'undici';

export interface HeaderReader extends Iterable<[string, string]> {
  get(name: string): string | null;
  has(name: string): boolean;
}

type Raw = Dispatcher.ResponseData['headers'];

export class ResponseHeaders implements HeaderReader {
  constructor(private readonly raw: Raw) {}

  get(name: string): string | null {
    const key = name.toLowerCase();
    const v = Object.hasOwn(this.raw, key) ? this.raw[key] : undefined;
    if (v === undefined) return null;
    return Array.isArray(v) ? v.join(', ') : v;
  }

  has(name: string): boolean {
    return this.get(name) !== null;
  }

  *[Symbol.iterator](): Iterator<[string, string]> {
    for (const key of Object.keys(this.raw).sort()) {
      const v = this.get(key);
      if (v !== null) yield [key, v];
    }
  }
}

export const NO_HEADERS: HeaderReader = new ResponseHeaders({});
