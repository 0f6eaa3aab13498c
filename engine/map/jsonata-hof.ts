// JSONata's higher-order functions and the array functions passed to them, ported from jsonata 2.2
// (fn.map, fn.filter, fn.foldLeft, fn.each, fn.sort, fn.append, fn.lookup) for compiled mappings.
// A function argument gets as many of (value, index, array) as its arity takes (hofFuncArgs); an
// argument the signature rejects (not a function, an array where an object goes) throws BAIL.
import type { Builtin } from './jsonata-functions.ts';
import { type Fn, isFn } from './jsonata-lambdas.ts';
import { append, bail, boolean, lookup, sequence } from './jsonata-values.ts';

const fn = (f: unknown): Fn => (isFn(f) ? f : bail());
/** An `a` argument: undefined stays undefined, a lone value becomes [value]. */
const array = (v: unknown): unknown[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : isFn(v) ? bail() : [v];

/** hofFuncArgs: the function gets (value, index, array) as far as its arity takes them. */
function hofCall(f: Fn, value: unknown, index: unknown, whole: unknown): unknown {
  return f.arity >= 3 ? f(value, index, whole) : f.arity === 2 ? f(value, index) : f(value);
}

export const HOFS: Record<string, Builtin> = {
  map: {
    arities: [2],
    functionArgs: [1],
    call: (a, f) => {
      const items = array(a);
      const func = fn(f);
      if (items === undefined) return undefined;
      const result = sequence();
      for (let i = 0; i < items.length; i++) {
        const res = hofCall(func, items[i], i, items);
        if (res !== undefined) result.push(res);
      }
      return result;
    },
  },
  filter: {
    arities: [2],
    functionArgs: [1],
    call: (a, f) => {
      const items = array(a);
      const func = fn(f);
      if (items === undefined) return undefined;
      const result = sequence();
      for (let i = 0; i < items.length; i++) {
        const res = hofCall(func, items[i], i, items);
        if (isFn(res)) bail();
        if (boolean(res)) result.push(items[i]);
      }
      return result;
    },
  },
  reduce: {
    arities: [2, 3],
    functionArgs: [1],
    call: (a, f, init) => {
      const items = array(a);
      const func = fn(f);
      if (isFn(init)) bail();
      if (items === undefined) return undefined;
      if (func.arity < 2) bail(); // JSONata's D3050
      let index = 0;
      let result = init;
      if (init === undefined && items.length > 0) (result = items[0]), (index = 1);
      for (; index < items.length; index++) {
        const args = [result, items[index]];
        if (func.arity >= 3) args.push(index);
        if (func.arity >= 4) args.push(items);
        result = func(...args);
      }
      return result;
    },
  },
  each: {
    arities: [2],
    functionArgs: [1],
    call: (o, f) => {
      const func = fn(f);
      if (o === null || typeof o !== 'object' || Array.isArray(o)) return bail();
      const result = sequence();
      for (const key of Object.keys(o)) {
        const val = hofCall(func, (o as Record<string, unknown>)[key], key, o);
        if (val !== undefined) result.push(val);
      }
      return result;
    },
  },
  sort: {
    arities: [2],
    functionArgs: [1],
    call: (a, f) => {
      const items = array(a);
      const func = fn(f);
      if (items === undefined) return undefined;
      if (items.length <= 1) return items;
      // JSONata's merge sort: the comparator's (JavaScript) truth puts the right item first.
      const merge = (left: unknown[], right: unknown[]) => {
        const merged: unknown[] = [];
        let l = 0;
        let r = 0;
        while (l < left.length && r < right.length)
          merged.push(func(left[l], right[r]) ? right[r++] : left[l++]);
        while (l < left.length) merged.push(left[l++]);
        while (r < right.length) merged.push(right[r++]);
        return merged;
      };
      const msort = (xs: unknown[]): unknown[] => {
        if (xs.length <= 1) return xs;
        const middle = Math.floor(xs.length / 2);
        return merge(msort(xs.slice(0, middle)), msort(xs.slice(middle)));
      };
      return msort(items);
    },
  },
  append: {
    arities: [2],
    valueArity: 2,
    call: (a, b) => (isFn(a) || isFn(b) ? bail() : append(a, b)),
  },
  lookup: {
    arities: [2],
    call: (o, key) => {
      if (typeof key !== 'string' || isFn(o)) return bail();
      return lookup(o, key);
    },
  },
};
