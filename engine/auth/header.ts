import { parseTemplate, renderTemplate } from '../request/template.ts';
import type { AuthScheme } from './types.ts';

/** One API-key header, e.g. `X-Api-Key: {credentials.api_key}`. */
export const header: AuthScheme<{ name: string; value: string }> = {
  compile(spec) {
    const t = parseTemplate(spec.value);
    return {
      refs: t.refs,
      apply: (scope) => ({
        headers: { [spec.name.toLowerCase()]: renderTemplate(t, scope) },
        query: [],
      }),
    };
  },
};

/** Several custom headers, each a template. */
export const headers: AuthScheme<Record<string, string>> = {
  compile(spec) {
    const ts = Object.entries(spec).map(
      ([name, value]) => [name.toLowerCase(), parseTemplate(value)] as const,
    );
    return {
      refs: ts.flatMap(([, t]) => t.refs),
      apply: (scope) => ({
        headers: Object.fromEntries(ts.map(([n, t]) => [n, renderTemplate(t, scope)])),
        query: [],
      }),
    };
  },
};
