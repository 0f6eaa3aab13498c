// Params that carry JSON text (`contentMediaType: application/json`, e.g. a sort given as a string): after
// the params schema passes, each such param is parsed and its value checked against its `contentSchema`,
// so bad JSON or a wrong shape is a 400 naming the param before anything is sent. The params keep the
// caller's text; the request renderer sends the parsed value (parseJsonParam).

import { EngineError } from '../errors.ts';
import { assertShape } from './shape.ts';
import type { SchemaCompiler } from './validate.ts';
import { compileParamsValidator, type ParamsValidator } from './validate.ts';

export const JSON_MEDIA_TYPE = 'application/json';

/** The validator that also parses and checks the JSON-text params named in `contents` (name -> contentSchema). */
export function withJsonContent(
  ajv: SchemaCompiler,
  validate: ParamsValidator,
  contents: Map<string, object>,
  where: string,
  lazy: boolean,
): ParamsValidator {
  if (!contents.size) return validate;
  const checks = [...contents].map(
    ([name, schema]) =>
      [
        name,
        compileParamsValidator(
          ajv,
          { type: 'object', properties: { [name]: schema } },
          where,
          lazy,
        ),
      ] as const,
  );
  return (input) => {
    const params = validate(input);
    for (const [name, check] of checks) {
      if (typeof params[name] !== 'string') continue;
      const value = parseJsonParam(params[name], name, where);
      assertShape(value, name);
      check({ [name]: value });
    }
    return params;
  };
}

/** The parsed value of a JSON-text param; a 400 naming the param when the text is not JSON. */
export function parseJsonParam(text: string, name: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const why = (err as Error).message.replace(/^JSON\.parse: /, '');
    throw new EngineError(
      'invalid_params',
      400,
      `Invalid params for ${where}: ${name} must be JSON text (${why}).`,
      { field: name, details: { expected: 'JSON' } },
    );
  }
}
