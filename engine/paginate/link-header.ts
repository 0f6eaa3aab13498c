import type { Strategy } from './types.ts';

/** RFC 8288 `Link: <https://...>; rel="next"`. */
export const linkHeader: Strategy<{ rel?: string }> = {
  compile(spec) {
    const rel = spec.rel ?? 'next';
    return {
      async next(p) {
        const url = parseLinkHeader(p.headers.get('link'))[rel];
        return url ? { token: url, url } : undefined;
      },
    };
  },
};

export function parseLinkHeader(value: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  if (!value) return links;
  for (const m of value.matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)) {
    const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(m[2] ?? '')?.[1];
    for (const r of rels?.split(/\s+/) ?? []) links[r] = m[1]!;
  }
  return links;
}
