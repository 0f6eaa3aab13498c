// The one Ajv factory, and validators compiled once per distinct schema. Three uses, three settings:
// action params (defaults filled, compiled fast), manifests (discriminators, the editors' keyword,
// generated code for the build) and caller input checked against a schema (the service's bodies).
// Ajv and its formats load on the first schema compiled, not at start-up: some 40 ms of modules that a
// service answering its first /healthz, or an engine whose validators compile on first use, does not
// need yet. Both are CommonJS, so they load synchronously where a validator is first wanted.
import { createHash } from 'node:crypto';
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
  // `source` keeps the generated code (the build's validators of the shipped kinds).
  params: (source) => ({
    allErrors: true,
    useDefaults: true,
    strict: false,
    messages: false,
    code: { optimize: false, source, lines: false },
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
 * `get by id` of a kind): each distinct one compiles once. A shipped kind's validators were generated
 * at build time (scripts/build.mjs): `usePrebuilt` hands them in, found by the hash of their schema,
 * and Ajv's code generation (milliseconds a schema, cold) is skipped.
 */
export class SchemaCompiler {
  private ajv: Ajv | undefined;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly prebuilt = new Map<string, () => ValidateFunction>();

  constructor(
    private readonly use: AjvUse = 'params',
    private readonly opts: { source?: boolean } = {},
  ) {}

  compile(schema: object): ValidateFunction {
    const key = JSON.stringify(schema);
    let fn = this.compiled.get(key);
    if (!fn) {
      const make = this.prebuilt.size ? this.prebuilt.get(schemaHash(key)) : undefined;
      fn = make ? make() : this.instance().compile(schema);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** A schema added by its $id, then any definition in it by pointer (`#/definitions/x`). */
  compileRef(schema: { $id?: string }, ref: string): ValidateFunction {
    const ajv = this.instance();
    const id = schema.$id ?? '';
    if (!ajv.getSchema(id)) ajv.addSchema(schema);
    return ajv.getSchema(`${id}${ref}`)!;
  }

  /** Validators generated at build time (a function making each), by `schemaHash` of their schema's JSON. */
  usePrebuilt(validators: Record<string, () => ValidateFunction>): void {
    for (const [hash, make] of Object.entries(validators)) this.prebuilt.set(hash, make);
  }

  /** Every schema compiled here, with its validator's generated code (a compiler made with `source`). */
  *sources(): Generator<{ hash: string; validate: ValidateFunction; ajv: Ajv }> {
    for (const [key, validate] of this.compiled)
      yield { hash: schemaHash(key), validate, ajv: this.instance() };
  }

  private instance(): Ajv {
    return (this.ajv ??= newAjv(this.use, this.opts));
  }
}

/** The name of a schema's prebuilt validator: a digest of its JSON text. */
export function schemaHash(json: string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 24);
}

export function createAjv(opts: { source?: boolean } = {}): SchemaCompiler {
  return new SchemaCompiler('params', opts);
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
