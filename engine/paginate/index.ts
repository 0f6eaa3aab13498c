// The table of pagination strategies a manifest may name (add a strategy: one file, one line here),
// and what every strategy shares: the token param it injects and the stop rules (`has_more`,
// `stop_when`), decided here so that no strategy's `next` hides a stop inside a conditional.
import { createRequire } from 'node:module';
import type jsonata from 'jsonata';
import type { Expression } from '../map/expression.ts';
import { cursor } from './cursor.ts';
import { linkHeader } from './link-header.ts';
import { nextUrl } from './next-url.ts';
import { offset } from './offset.ts';
import { page } from './page.ts';
import type { CommonSpec, Paginator, Strategy } from './types.ts';

// biome-ignore lint/suspicious/noExplicitAny: each strategy has its own config type; looked up by name
export const strategies: Record<string, Strategy<any>> = {
  cursor,
  page,
  offset,
  link_header: linkHeader,
  next_url: nextUrl,
};
export type {
  DetailSource,
  NextPage,
  Page,
  PageSource,
  PageState,
  Paginator,
  TokenParam,
} from './types.ts';

/** Compiles one named strategy; `compile` turns a JSONata source of the given spec key into an Expression. */
export function compileStrategy(
  type: string,
  spec: CommonSpec & Record<string, unknown>,
  compile: (source: string, key: string) => Expression,
): Paginator {
  const strategy = strategies[type]!;
  const { param, in: where, param_schema, has_more, stop_when, page_cap } = spec;
  const inner = strategy.compile(spec, compile);
  const hasMore = has_more ? compile(has_more, 'has_more') : undefined;
  const stopWhen = stop_when ? compile(stop_when, 'stop_when') : undefined;
  const token = param
    ? {
        name: param,
        ...(where ? { in: where } : {}),
        schema: param_schema ?? strategy.tokenSchema?.(spec) ?? { type: 'string' },
      }
    : undefined;
  return {
    ...(token ? { token } : {}),
    ...(page_cap ? { pageCap: page_cap } : {}),
    async next(p) {
      if (hasMore && !(await hasMore.evaluate(p.body, p.bindings))) return undefined;
      if (stopWhen && (await stopWhen.evaluate(p.body, p.bindings))) return undefined;
      return inner.next(p);
    },
  };
}

/** Whether a `next` expression decides the stop itself (`has_more ? data[-1].id`): that rule belongs
 *  in has_more or stop_when, where readers (and describe) find it. */
export function nextHidesStopRule(source: string): boolean {
  try {
    return (
      (
        (createRequire(import.meta.url)('jsonata') as typeof jsonata)(source).ast() as {
          type?: string;
        }
      ).type === 'condition'
    );
  } catch {
    return false; // a syntax error is reported on its own
  }
}
