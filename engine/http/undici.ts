// undici loads with the first vendor call, not at start-up: it is some 50 ms of module loading that a
// service answering its first /healthz, or a command printing help, does not need.
import type * as Undici from 'undici';

let loaded: typeof Undici | undefined;
let loading: Promise<typeof Undici> | undefined;

export async function undici(): Promise<typeof Undici> {
  return (loaded ??= await (loading ??= import('undici')));
}

/** The module once `undici()` has resolved (for synchronous callbacks inside a call that awaited it). */
export function undiciLoaded(): typeof Undici {
  if (!loaded) throw new Error('undici() must be awaited first');
  return loaded;
}
