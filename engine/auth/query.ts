import { parseTemplate, renderTemplate } from '../request/template.ts';
import type { AuthScheme } from './types.ts';

/** An API key in the query string, e.g. `?api_key=...`. */
export const query: AuthScheme<{ name: string; value: string }> = {
  compile(spec) {
    const t = parseTemplate(spec.value);
    return {
      refs: t.refs,
      apply: (scope) => ({ headers: {}, query: [[spec.name, renderTemplate(t, scope)]] }),
    };
  },
};
