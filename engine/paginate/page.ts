import type { Strategy } from './types.ts';

/** A page number counted up from `start`, while `has_more` holds (default: the page had records). */
export const page: Strategy<{ param: string; start?: number; has_more?: string }> = {
  compile(spec, compile) {
    const hasMore = spec.has_more ? compile(spec.has_more) : undefined;
    const start = spec.start ?? 1;
    return {
      param: spec.param,
      async next(p) {
        const more = hasMore ? Boolean(await hasMore.evaluate(p.body, p.bindings)) : p.records.length > 0;
        if (!more) return undefined;
        const current = Number(p.params[spec.param] ?? start);
        return { token: String(current + 1), params: { ...p.params, [spec.param]: current + 1 } };
      },
    };
  },
};
