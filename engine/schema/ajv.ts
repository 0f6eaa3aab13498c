// The one Ajv factory, and validators compiled once per distinct schema. Three uses, three settings:
// action params (defaults filled, compiled fast), manifests (discriminators, the editors' keyword,
// generated code for the build) and caller input checked against a schema (the service's bodies).
// Ajv and its formats load on the first schema compiled, not at start-up: some 40 ms of modules that a
// service answering its first /healthz, or an engine whose validators compile on first use, does not
// need yet. Both are CommonJS, so they load synchronously where a validator is first wanted.
import { createRequire } from 'node:module';
import type { Ajv, Options, ValidateFunction } from 'ajv';
import type addFormatsModule from 'ajv-formats';

export type AjvUse = 'params' | 'manifest' | 'input';

export function newAjv(use: AjvUse, opts: { source?: boolean } = {}): Ajv {
  const require = createRequire(import.meta.url);
  const { Ajv: AjvClass } = require('ajv') as typeof import('ajv');
  const addFormats = require('ajv-formats') as typeof addFormatsModule.default;
  const ajv = new AjvClass(USES[use](opts.source ?? false));
  addFormats(ajv);
  // Editors' annotation of which variables an expression or template field sees (shown in descriptions).
  if (use === 'manifest')
    ajv.addKeyword({
      keyword: 'x-bindings',
      metaSchema: { type: 'array', items: { type: 'string' } },
    });
  return ajv;
}

const USES: Record<AjvUse, (source: boolean) => Options> = {
  // Compile speed matters (every action at start-up): no code optimisation pass, no source kept, no
  // messages (describeError writes them), no `verbose` (suggestions read the schema by schemaPath).
  // The manifest schema already checks every keyword, so no meta-validation either.
  params: () => ({
    allErrors: true,
    useDefaults: true,
    strict: false,
    messages: false,
    code: { optimize: false, source: false, lines: false },
    validateSchema: false,
    coerceTypes: false,
  }),
  // `source` keeps the generated code (the build's standalone validator).
  manifest: (source) => ({
    allErrors: true,
    strict: false,
    discriminator: true,
    verbose: true,
    ...(source ? { code: { source: true } } : {}),
  }),
  input: () => ({ allErrors: true, strict: false }),
};

/**
 * The Ajv of a catalog's params, made on its first compile. Many actions share a params schema (every
 * `get by id` of a kind): each distinct one compiles once.
 */
export class SchemaCompiler {
  private ajv: Ajv | undefined;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly use: AjvUse = 'params') {}

  compile(schema: object): ValidateFunction {
    const key = JSON.stringify(schema);
    let fn = this.compiled.get(key);
    if (!fn) this.compiled.set(key, (fn = (this.ajv ??= newAjv(this.use)).compile(schema)));
    return fn;
  }

  /** A schema added by its $id, then any definition in it by pointer (`#/definitions/x`). */
  compileRef(schema: { $id?: string }, ref: string): ValidateFunction {
    const ajv = (this.ajv ??= newAjv(this.use));
    const id = schema.$id ?? '';
    if (!ajv.getSchema(id)) ajv.addSchema(schema);
    return ajv.getSchema(`${id}${ref}`)!;
  }
}

export function createAjv(): SchemaCompiler {
  return new SchemaCompiler();
}

export function compileSchema(ajv: SchemaCompiler, schema: object, lazy = false): ValidateFunction {
  return lazy ? lazily(() => ajv.compile(schema)) : ajv.compile(schema);
}

/**
 * A validator compiled on its first use (still once). Start-up then costs the same however many
 * actions the catalog has; the linter compiles every validator eagerly to report any that fail.
 */
function lazily(compile: () => ValidateFunction): ValidateFunction {
  let real: ValidateFunction | undefined;
  const fn = ((data: unknown) => {
    real ??= compile();
    const ok = real(data);
    fn.errors = real.errors;
    return ok;
  }) as ValidateFunction;
  return fn;
}
