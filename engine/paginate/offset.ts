import type { Strategy } from './types.ts';

/** An offset advanced by the number of records received, while `has_more` holds (default: records came). */
export const offset: Strategy<{ param: string; has_more?: string }> = {
  compile(spec, compile) {
    const hasMore = spec.has_more ? compile(spec.has_more) : undefined;
    return {
      param: spec.param,
      async next(p) {
        const more = hasMore ? Boolean(await hasMore.evaluate(p.body, p.bindings)) : p.records.length > 0;
        if (!more) return undefined;
        const next = Number(p.params[spec.param] ?? 0) + p.records.length;
        return { token: String(next), params: { ...p.params, [spec.param]: next } };
      },
    };
  },
};
