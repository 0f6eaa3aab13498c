// The proxy's refusals: a 400 naming the field and what was expected, thrown before any vendor call.
import { EngineError } from '../errors.ts';

export function refuse(field: string, message: string, expected: string): never {
  throw new EngineError(
    'invalid_proxy_request',
    400,
    `Proxy request refused: ${field} ${message}.`,
    {
      field,
      details: { expected },
    },
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL = /[\x00-\x1f\x7f]/;
