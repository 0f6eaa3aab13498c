// The credentials port: how the engine reads a connector's credentials and keeps its refreshed tokens
// without knowing where they live. The engine calls it; it never calls back into the engine. The library's default holds them in memory (and tells
// ConnectorOptions.onCredentials of each new set); the hosted service implements it over its database
// (one module there owns the stored column, its sealing, the refresh lease and needs_reauth).
export type Credentials = Record<string, unknown>;

export interface CredentialsPort {
  /** The credentials the connector starts from, and the version they were read at. */
  read(): { credentials: Credentials; version: number };
  /**
   * Takes the refresh lease, so that a rotating refresh token is spent once across processes: the
   * freshest credentials to spend while holding it, or the ones another holder stored meanwhile.
   */
  lease(): Promise<Lease>;
  /** The provider refused the grant: the user must consent again (the reason has no secret in it). */
  needsReauth(why: string): Promise<void>;
}

export type Lease =
  | { taken: Credentials }
  | {
      from: Credentials;
      /** Stores the new set before anyone uses it, and ends the lease. */
      keep(next: Credentials): Promise<void>;
      /** Ends the lease without new credentials (the exchange failed). */
      release(): Promise<void>;
    };

/** The in-memory port: one process, the credentials given, each new set told to `onChange` first. */
export function memoryCredentials(
  initial: Credentials,
  onChange?: (next: Credentials) => Promise<void> | void,
): CredentialsPort {
  let current = { credentials: initial, version: 0 };
  return {
    read: () => current,
    lease: async () => ({
      from: current.credentials,
      async keep(next) {
        await onChange?.(next); // saved by the owner before first use: a rotated refresh token is never lost
        current = { credentials: next, version: current.version + 1 };
      },
      release: async () => {},
    }),
    async needsReauth() {
      // nothing to mark in memory: the caller gets connector_reauth_required from the call itself
    },
  };
}

/** A port rather than plain credentials (ConnectorOptions.credentials takes either). */
export function isCredentialsPort(v: unknown): v is CredentialsPort {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as CredentialsPort).read === 'function' &&
    typeof (v as CredentialsPort).lease === 'function'
  );
}
