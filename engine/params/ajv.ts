// Ajv and its formats load on the first schema compiled, not at start-up: some 40 ms of modules that a
// service answering its first /healthz, or an engine whose validators compile on first use, does not
// need yet. Both are CommonJS, so they load synchronously where a validator is first wanted.
import { createRequire } from 'node:module';
import type { Ajv, Options } from 'ajv';
import type addFormatsModule from 'ajv-formats';

export function newAjv(opts: Options): Ajv {
  const require = createRequire(import.meta.url);
  const { Ajv: AjvClass } = require('ajv') as typeof import('ajv');
  const addFormats = require('ajv-formats') as typeof addFormatsModule.default;
  const ajv = new AjvClass(opts);
  addFormats(ajv);
  return ajv;
}
