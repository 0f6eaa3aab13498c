import { isBlank, type Strategy } from './types.ts';

/** An absolute URL of the next page, read from the response body. */
export const nextUrl: Strategy<{ next: string }> = {
  compile(spec, compile) {
    const next = compile(spec.next, 'next');
    return {
      async next(p) {
        const url = await next.evaluate(p.body, p.bindings);
        return isBlank(url) ? undefined : { token: String(url), url: String(url) };
      },
    };
  },
};
