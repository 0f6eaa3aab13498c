// `{name}` / `{config.region}` placeholders, parsed once. Rendering an unknown or missing variable is
// an error, never an empty string: a URL with a hole in it would reach the wrong resource. A filter
// converts a value: `{replication.replication_start_date|unix}` gives Unix seconds, `{parent.id|int}` an integer,
// `{window.end|date}` the UTC day (YYYY-MM-DD). Filters are
// typed: a template that is exactly one placeholder with a number filter renders as a number
// (renderTemplateValue), wherever templates are used (sync params, default_from); inside longer
// text it is text.
import type { Template, TemplatePart } from '../plan/request.ts';

export type { Template, TemplatePart };

export interface TemplateFilter {
  /** What the filter yields when its placeholder is the whole template. */
  output: 'string' | 'number';
  apply(v: string): string;
}

export const FILTERS: Record<string, TemplateFilter> = {
  unix: {
    output: 'number',
    apply(v) {
      const ms = Date.parse(v);
      if (Number.isNaN(ms)) throw new Error(`'${v}' is not a date`);
      return String(Math.floor(ms / 1000));
    },
  },
  /** The UTC calendar parts of a date, as numbers (vendors that take a date as {year, month, day}). */
  year: datePart((d) => d.getUTCFullYear()),
  month: datePart((d) => d.getUTCMonth() + 1),
  day: datePart((d) => d.getUTCDate()),
  /** A decimal integer as a number (a parent record's numeric id into an integer param). */
  int: {
    output: 'number',
    apply(v) {
      if (!/^-?[0-9]+$/.test(v) || !Number.isSafeInteger(Number(v)))
        throw new Error(`'${v}' is not an integer`);
      return v;
    },
  },
  /** The UTC calendar day of a date, YYYY-MM-DD (APIs that take a day, not an instant). */
  date: {
    output: 'string',
    apply(v) {
      const ms = Date.parse(v);
      if (Number.isNaN(ms)) throw new Error(`'${v}' is not a date`);
      return new Date(ms).toISOString().slice(0, 10);
    },
  },
};

function datePart(part: (d: Date) => number): TemplateFilter {
  return {
    output: 'number',
    apply(v) {
      const ms = Date.parse(v);
      if (Number.isNaN(ms)) throw new Error(`'${v}' is not a date`);
      return String(part(new Date(ms)));
    },
  };
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*)(?:\|([a-z]+))?\}/g;

export function parseTemplate(source: string): Template {
  const parts: TemplatePart[] = [];
  const refs: string[] = [];
  let last = 0;
  for (const m of source.matchAll(PLACEHOLDER)) {
    if (m.index! > last) parts.push(source.slice(last, m.index));
    parts.push({ ref: m[1]!, path: m[1]!.split('.'), ...(m[2] ? { filter: m[2] } : {}) });
    refs.push(m[1]!);
    last = m.index! + m[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return { source, parts, refs };
}

export class MissingVariableError extends Error {
  constructor(readonly ref: string) {
    super(`missing value for {${ref}}`);
  }
}

export function renderTemplate(
  t: Template,
  scope: Record<string, unknown>,
  encode: (s: string) => string = (s) => s,
): string {
  if (t.refs.length === 0) return t.source;
  let out = '';
  for (const part of t.parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const text = placeholderText(part, scope);
    out += encode(part.filter ? FILTERS[part.filter]!.apply(text) : text);
  }
  return out;
}

/** The value a placeholder's path reaches, as text; a missing or empty one is an error naming it. */
function placeholderText(
  part: Exclude<TemplatePart, string>,
  scope: Record<string, unknown>,
): string {
  let value: unknown = scope;
  for (const key of part.path)
    value = value == null ? undefined : (value as Record<string, unknown>)[key];
  if (value === undefined || value === null || value === '')
    throw new MissingVariableError(part.ref);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The template's value with its filter's type: a lone `{x|unix}` is a number, anything else text. */
export function renderTemplateValue(t: Template, scope: Record<string, unknown>): string | number {
  const text = renderTemplate(t, scope);
  const only = t.parts.length === 1 && typeof t.parts[0] === 'object' ? t.parts[0] : undefined;
  return only?.filter && FILTERS[only.filter]?.output === 'number' ? Number(text) : text;
}
