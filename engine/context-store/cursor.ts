// Search cursors: opaque and authenticated. The place in a snapshot (its seq, the offset, when the
// first page was served) is encrypted with AES-256-GCM and bound to the connector (additional
// data) and to the query (a hash inside), so a cursor can be neither read (the snapshot seq would
// reveal the size of a table all tenants of a kind share), nor altered (its expiry), nor used by
// another connector or with another query.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { EngineError } from '../errors.ts';

export const CURSOR_TTL_MS = 60 * 60_000;

export interface CursorPlace {
  /** The snapshot: the highest seq visible to the first page. */
  snapshot: number;
  offset: number;
  /** When the first page was served (ms); the cursor expires an hour later. */
  issued: number;
}

const IV = 12;
const TAG = 16;

const refused = (message: string) =>
  new EngineError('invalid_params', 400, message, { field: 'cursor' });

export class CursorSealer {
  constructor(private key: Buffer) {
    if (key.length !== 32) throw new Error('The cursor key must be 32 bytes.');
  }

  seal(place: CursorPlace, connectorId: string, queryHash: string): string {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aad(connectorId));
    const body = Buffer.concat([
      cipher.update(
        JSON.stringify([place.snapshot, place.offset, place.issued, queryHash]),
        'utf8',
      ),
      cipher.final(),
    ]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The place a cursor points at; 400 when it was altered, is foreign, belongs to another query or expired. */
  open(
    cursor: string,
    connectorId: string,
    queryHash: string,
    now = Date.now(),
    ttlMs = CURSOR_TTL_MS,
  ): CursorPlace {
    const raw = Buffer.from(cursor, 'base64url');
    let fields: unknown;
    try {
      if (raw.length <= IV + TAG || raw.toString('base64url') !== cursor)
        throw new Error('not a cursor');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV));
      decipher.setAAD(aad(connectorId));
      decipher.setAuthTag(raw.subarray(IV, IV + TAG));
      fields = JSON.parse(
        Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()]).toString('utf8'),
      );
    } catch {
      throw refused(
        'The cursor is not one this service issued for this connector (or it was altered): pass meta.cursor from the previous page unchanged, with the same connector.',
      );
    }
    const [snapshot, offset, issued, hash] = fields as [number, number, number, string];
    if (hash !== queryHash)
      throw refused(
        'This cursor belongs to another query: send the same entity, filter and sort with it.',
      );
    if (now - issued > ttlMs)
      throw refused('This cursor expired (cursors live 1 hour); search again from the start.');
    return { snapshot, offset, issued };
  }
}

const aad = (connectorId: string) => Buffer.from(`context-store-cursor\0${connectorId}`);
