// Secrets at rest: AES-256-GCM with a random 96-bit IV per value, bound to its row by additional
// authenticated data (a sealed value copied onto another row does not open). The master key comes
// from CONNECTOR_ENGINE_MASTER_KEY or from a key file created (mode 0600) in the data folder; a key
// check value stored with the data makes a wrong key fail at start-up, not on each call.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class Sealer {
  constructor(private key: Buffer) {}

  seal(plain: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad));
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ct.toString('base64url'),
    ].join(':');
  }

  open(sealed: string, aad: string): string {
    const [v, iv, tag, ct] = sealed.split(':');
    if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ct, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** A key for another purpose (token signing), derived so the master key itself is used only here. */
  derive(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, 'connector-engine', purpose, 32));
  }
}

export class MasterKeyError extends Error {}

/** The master key: the environment's, else the data folder's key file, created on first start. */
export function loadMasterKey(
  dataDir: string,
  fromEnv: string | undefined,
): { key: Buffer; source: string } {
  if (fromEnv !== undefined)
    return { key: parseKey(fromEnv, 'CONNECTOR_ENGINE_MASTER_KEY'), source: 'environment' };
  const file = join(dataDir, 'master.key');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another process created it first
    }
  }
  return { key: parseKey(readFileSync(file, 'utf8').trim(), file), source: file };
}

function parseKey(value: string, where: string): Buffer {
  const v = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (key.length !== 32)
    throw new MasterKeyError(
      `${where} must hold a 32-byte key, as 64 hex characters or base64 (e.g. \`openssl rand -base64 32\`).`,
    );
  return key;
}

const CHECK_AAD = 'master-key-check';
const CHECK_TEXT = 'connector-engine master key check';

/** Stores a check value on first use; afterwards refuses a key that cannot open it. */
export function verifyKeyCheck(
  sealer: Sealer,
  stored: string | undefined,
  save: (value: string) => void,
): void {
  if (stored === undefined) {
    save(sealer.seal(CHECK_TEXT, CHECK_AAD));
    return;
  }
  let ok = false;
  try {
    ok = sealer.open(stored, CHECK_AAD) === CHECK_TEXT;
  } catch {
    ok = false;
  }
  if (!ok) {
    throw new MasterKeyError(
      "The master key does not match the one this data folder was sealed with. Start with the original CONNECTOR_ENGINE_MASTER_KEY (or the data folder's master.key); nothing was changed.",
    );
  }
}

/** Application secrets are random and long, so a plain SHA-256 is enough to store them. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
