import type { Strategy } from './types.ts';

/** An offset advanced by `step` (default: the records received), while `has_more` holds (default:
 *  records came). A step of the page size suits APIs that filter inside a window and return short pages. */
export const offset: Strategy<{ param: string; has_more?: string; step?: string }> = {
  compile(spec, compile) {
    const hasMore = spec.has_more ? compile(spec.has_more) : undefined;
    const step = spec.step ? compile(spec.step) : undefined;
    return {
      param: spec.param,
      async next(p) {
        const more = hasMore ? Boolean(await hasMore.evaluate(p.body, p.bindings)) : p.records.length > 0;
        if (!more) return undefined;
        const by = step ? Number(await step.evaluate(p.body, p.bindings)) : p.records.length;
        if (!Number.isFinite(by) || by <= 0) return undefined;
        const next = Number(p.params[spec.param] ?? 0) + by;
        return { token: String(next), params: { ...p.params, [spec.param]: next } };
      },
    };
  },
};
