// The deep merge that `defaults` and `$ref` with sibling keys share: plain objects merge key by key,
// the overriding side wins, and arrays and scalars are replaced, never concatenated.

export function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `over` merged onto `under`. `ownFirst` lists over's keys first (defaults: the action's own keys
 *  lead in describe); otherwise under's order is kept and new keys follow (a $ref's siblings). */
export function merge(under: unknown, over: unknown, ownFirst = true): unknown {
  if (!isPlain(under) || !isPlain(over)) return over === undefined ? under : over;
  return ownFirst ? mergeOwnFirst(under, over) : mergeInOrder(under, over);
}

function mergeOwnFirst(under: Record<string, unknown>, over: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(over)) out[k] = merge(under[k], v, true);
  for (const [k, v] of Object.entries(under)) if (!(k in out)) out[k] = v;
  return out;
}

function mergeInOrder(under: Record<string, unknown>, over: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(under)) out[k] = k in over ? merge(v, over[k], false) : v;
  for (const [k, v] of Object.entries(over)) if (!(k in out)) out[k] = v;
  return out;
}
