import type { Strategy } from './types.ts';

/** A page number counted up from `start` (default 1). */
export const page: Strategy<{ param: string; start?: number }> = {
  tokenSchema: (spec) => ({
    type: 'integer',
    minimum: spec.start ?? 1,
    description: `Page number, from ${spec.start ?? 1}.`,
  }),
  compile(spec) {
    const start = spec.start ?? 1;
    return {
      async next(p) {
        const current = Number(p.params[spec.param] ?? start);
        return { token: String(current + 1), params: { ...p.params, [spec.param]: current + 1 } };
      },
    };
  },
};
