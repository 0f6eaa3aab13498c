import { parseTemplate, renderTemplate } from '../request/template.ts';
import type { AuthScheme } from './types.ts';

/** `Authorization: Bearer <token>`. */
export const bearer: AuthScheme<string> = {
  compile(spec) {
    const t = parseTemplate(spec);
    return {
      refs: t.refs,
      apply: (scope) => ({
        headers: { authorization: `Bearer ${renderTemplate(t, scope)}` },
        query: [],
      }),
    };
  },
};
