import type { Ajv, ValidateFunction } from 'ajv';

/** The params validators a `source: true` SchemaCompiler compiled, as one CommonJS module of makers. */
export function validatorsModule(
  kind: string,
  compiler: { sources(): Iterable<{ hash: string; validate: ValidateFunction; ajv: Ajv }> },
  standaloneCode: (ajv: Ajv, validate: ValidateFunction) => string,
): string;
