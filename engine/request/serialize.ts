// Writes param values into URLSearchParams (query strings and form bodies): objects as deepObject
// (`created[gt]=1`), arrays in the manifest's chosen style. Values keep their meaning: booleans
// become true/false, numbers their decimal form, null and undefined are left out.

import type { ArrayStyle } from '../plan/request.ts';

export type { ArrayStyle };

export function appendParam(
  out: URLSearchParams,
  name: string,
  value: unknown,
  arrays: ArrayStyle,
): void {
  if (value === undefined || value === null) return;
  if (arrays === 'pipe') {
    appendPipe(out, name, value);
    return;
  }
  if (Array.isArray(value)) {
    if (arrays === 'comma' && value.every((v) => typeof v !== 'object' || v === null)) {
      out.append(name, value.map(String).join(','));
      return;
    }
    value.forEach((item, i) => {
      const key =
        arrays === 'indices' ? `${name}[${i}]` : arrays === 'brackets' ? `${name}[]` : name;
      appendParam(out, key, item, arrays === 'comma' ? 'repeat' : arrays);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      appendParam(out, `${name}[${k}]`, v, arrays);
    return;
  }
  out.append(name, String(value));
}

/**
 * OpenAPI pipeDelimited: an object `{gte: a, lt: b}` is one `name=gte|a|lt|b`, an array `a|b`. A scalar
 * sent `as: "name|op"` becomes the pair `op|value` of `name`, so several params (created_after,
 * created_before) can feed one filter; pairs for the same name are joined into one value.
 */
function appendPipe(out: URLSearchParams, name: string, value: unknown): void {
  const bar = name.indexOf('|');
  const wire = bar > 0 ? name.slice(0, bar) : name;
  const parts = Array.isArray(value)
    ? value.filter((v) => v !== undefined && v !== null).map(String)
    : typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .flatMap(([k, v]) => [k, String(v)])
      : bar > 0
        ? [name.slice(bar + 1), String(value)]
        : [String(value)];
  if (!parts.length) return;
  const before = out.get(wire);
  if (before === null) out.append(wire, parts.join('|'));
  else out.set(wire, `${before}|${parts.join('|')}`);
}
