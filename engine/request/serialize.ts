// Writes param values into URLSearchParams (query strings and form bodies): objects as deepObject
// (`created[gt]=1`), arrays in the manifest's chosen style. Values keep their meaning: booleans
// become true/false, numbers their decimal form, null and undefined are left out.

export type ArrayStyle = 'repeat' | 'comma' | 'brackets' | 'indices';

export function appendParam(out: URLSearchParams, name: string, value: unknown, arrays: ArrayStyle): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    if (arrays === 'comma' && value.every((v) => typeof v !== 'object' || v === null)) {
      out.append(name, value.map(String).join(','));
      return;
    }
    value.forEach((item, i) => {
      const key = arrays === 'indices' ? `${name}[${i}]` : arrays === 'brackets' ? `${name}[]` : name;
      appendParam(out, key, item, arrays === 'comma' ? 'repeat' : arrays);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) appendParam(out, `${name}[${k}]`, v, arrays);
    return;
  }
  out.append(name, String(value));
}
