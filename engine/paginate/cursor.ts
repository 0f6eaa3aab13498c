import { isBlank, type Strategy } from './types.ts';

/** A token read from the response (`next`) goes into the token param of the next request. */
export const cursor: Strategy<{ next: string; param: string }> = {
  tokenSchema: (spec) => ({ type: 'string', minLength: 1, description: `Omit on the first call; pass ${spec.next} of the previous response to read the next page.` }),
  compile(spec, compile) {
    const next = compile(spec.next, 'next');
    return {
      async next(page) {
        const token = await next.evaluate(page.body, page.bindings);
        if (isBlank(token)) return undefined;
        const value = typeof token === 'object' ? JSON.stringify(token) : String(token);
        return { token: value, params: { ...page.params, [spec.param]: token } };
      },
    };
  },
};
