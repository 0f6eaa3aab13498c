import type { Strategy } from './types.ts';

/** An offset advanced by `step` (default: the records received). A step of the page size suits APIs
 *  that filter inside a window and return short pages. */
export const offset: Strategy<{ param: string; step?: string }> = {
  tokenSchema: () => ({
    type: 'integer',
    minimum: 0,
    description: 'Index of the first item to return (default 0).',
  }),
  compile(spec, compile) {
    const step = spec.step ? compile(spec.step, 'step') : undefined;
    return {
      async next(p) {
        const by = step ? Number(await step.evaluate(p.body, p.bindings)) : p.records.length;
        if (!Number.isFinite(by) || by <= 0) return undefined;
        const next = Number(p.params[spec.param] ?? 0) + by;
        return { token: String(next), params: { ...p.params, [spec.param]: next } };
      },
    };
  },
};
