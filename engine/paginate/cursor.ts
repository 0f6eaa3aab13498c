import { isBlank, type Strategy } from './types.ts';

/** A token read from the response goes into a param of the next request (body, query or header alike). */
export const cursor: Strategy<{ next: string; param: string }> = {
  compile(spec, compile) {
    const next = compile(spec.next);
    return {
      param: spec.param,
      async next(page) {
        const token = await next.evaluate(page.body, page.bindings);
        if (isBlank(token)) return undefined;
        const value = typeof token === 'object' ? JSON.stringify(token) : String(token);
        return { token: value, params: { ...page.params, [spec.param]: token } };
      },
    };
  },
};
