import { parseTemplate, renderTemplate } from '../request/template.ts';
import type { AuthScheme } from './types.ts';

/** HTTP basic: base64(username:password); a missing password is an empty one (API key as user name). */
export const basic: AuthScheme<{ username: string; password?: string }> = {
  compile(spec) {
    const user = parseTemplate(spec.username);
    const pass = parseTemplate(spec.password ?? '');
    return {
      refs: [...user.refs, ...pass.refs],
      apply(scope) {
        const pair = `${renderTemplate(user, scope)}:${pass.source ? renderTemplate(pass, scope) : ''}`;
        return {
          headers: { authorization: `Basic ${Buffer.from(pair).toString('base64')}` },
          query: [],
        };
      },
    };
  },
};
