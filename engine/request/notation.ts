// Query values in the Rest.li 2.0 object notation, for vendors that parse the raw query string:
// an object is `(key:value,key2:value2)`, an array `List(a,b)`, and the structural characters
// `( ) , :` are sent as they are, while every key and leaf value is percent-encoded strictly (all but
// RFC 3986 unreserved characters, so `( ) , : ' & = + # %`, spaces and control characters inside a
// value can never read as structure or start another query param). An empty string is `''`.
// `notation_comma` writes a list without its `List( )` wrapper (`a,b`, a projection of fields).
import { EngineError } from '../errors.ts';

export type NotationStyle = 'notation' | 'notation_comma';

export function isNotationStyle(style: string): style is NotationStyle {
  return style === 'notation' || style === 'notation_comma';
}

/** Every byte of the UTF-8 form percent-encoded except A-Z a-z 0-9 - . _ ~ (lone surrogates become U+FFFD). */
export function strictEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The query value (already encoded for the wire) of a param in a notation style; undefined leaves it out. */
export function renderNotation(
  name: string,
  value: unknown,
  style: NotationStyle,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (style === 'notation_comma' && Array.isArray(value)) return items(name, value, 1).join(',');
  return node(name, value, 0);
}

const MAX_DEPTH = 32;

function node(name: string, value: unknown, depth: number): string {
  if (depth > MAX_DEPTH)
    throw new EngineError(
      'invalid_params',
      400,
      `${name} is nested too deeply (at most ${MAX_DEPTH} levels).`,
      { field: name },
    );
  if (Array.isArray(value)) return `List(${items(name, value, depth + 1).join(',')})`;
  if (typeof value === 'object' && value !== null) {
    const pairs = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => `${leaf(k)}:${node(name, v, depth + 1)}`);
    return `(${pairs.join(',')})`;
  }
  return leaf(value);
}

function items(name: string, list: unknown[], depth: number): string[] {
  return list.filter((v) => v !== undefined && v !== null).map((v) => node(name, v, depth));
}

function leaf(value: unknown): string {
  const text = String(value);
  return text === '' ? "''" : strictEncode(text);
}
