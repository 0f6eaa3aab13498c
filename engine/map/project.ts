// select_fields / exclude_fields of the execute endpoint: dotted paths kept or dropped, per record.

export function project(result: unknown, select?: string[], exclude?: string[]): unknown {
  if (!select?.length && !exclude?.length) return result;
  const one = (r: unknown) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return r;
    let out = select?.length ? pick(r as Record<string, unknown>, select) : structuredClone(r as Record<string, unknown>);
    for (const path of exclude ?? []) out = drop(out, path.split('.'));
    return out;
  };
  return Array.isArray(result) ? result.map(one) : one(result);
}

function pick(record: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const steps = path.split('.');
    let from: unknown = record;
    for (const s of steps) from = from && typeof from === 'object' ? (from as Record<string, unknown>)[s] : undefined;
    if (from === undefined) continue;
    let to = out;
    steps.slice(0, -1).forEach((s) => (to = (to[s] ??= {}) as Record<string, unknown>));
    to[steps.at(-1)!] = structuredClone(from);
  }
  return out;
}

function drop(record: Record<string, unknown>, steps: string[]): Record<string, unknown> {
  let at: unknown = record;
  for (const s of steps.slice(0, -1)) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[s] : undefined;
  if (at && typeof at === 'object') delete (at as Record<string, unknown>)[steps.at(-1)!];
  return record;
}
