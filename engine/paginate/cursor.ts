import { isBlank, type Strategy } from './types.ts';

interface CursorSpec {
  next: string;
  param: string;
  /** The walk backward, chosen by the caller sending backward.param (the page before an object). */
  backward?: { param: string; next: string };
}

/**
 * A token read from the response (`next`) goes into the token param of the next request. A walk that
 * began with `backward.param` keeps going backward: the token from `backward.next` goes into that
 * param and the forward one is dropped, since vendors refuse both cursors in one request.
 */
export const cursor: Strategy<CursorSpec> = {
  tokenSchema: (spec) => ({
    type: 'string',
    minLength: 1,
    description: `Omit on the first call; pass ${spec.next} of the previous response to read the next page.`,
  }),
  compile(spec, compile) {
    const forward = {
      param: spec.param,
      next: compile(spec.next, 'next'),
      drop: spec.backward?.param,
    };
    const backward = spec.backward
      ? {
          param: spec.backward.param,
          next: compile(spec.backward.next, 'backward'),
          drop: spec.param,
        }
      : undefined;
    return {
      async next(page) {
        const way = backward && !isBlank(page.params[backward.param]) ? backward : forward;
        const token = await way.next.evaluate(page.body, page.bindings);
        if (isBlank(token)) return undefined;
        const value = typeof token === 'object' ? JSON.stringify(token) : String(token);
        const params = { ...page.params, [way.param]: token };
        if (way.drop) delete params[way.drop];
        return { token: value, params };
      },
    };
  },
};
