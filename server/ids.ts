import { randomBytes } from 'node:crypto';

/** Opaque, unguessable identifiers with a readable prefix (org_, app_, conn_, ws_). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
