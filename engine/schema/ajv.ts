// The one Ajv factory, and validators compiled once per distinct schema. Three uses, three settings:
// action params (defaults filled, compiled fast), manifests (discriminators, the editors' keyword,
// generated code for the build) and caller bodies checked against a schema (the service's API).
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

export type AjvUse = 'params' | 'manifest' | 'input';

export function createAjv(use: AjvUse = 'params', opts: { source?: boolean } = {}): Ajv {
  const ajv = new Ajv(USES[use](opts.source ?? false));
  addFormats(ajv);
  // Editors' annotation of which variables an expression or template field sees (shown in descriptions).
  if (use === 'manifest')
    ajv.addKeyword({
      keyword: 'x-bindings',
      metaSchema: { type: 'array', items: { type: 'string' } },
    });
  return ajv;
}

const USES: Record<AjvUse, (source: boolean) => ConstructorParameters<typeof Ajv>[0]> = {
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

// Many actions share a params schema (every `get by id` of a kind): compile each distinct one once.
const compiled = new WeakMap<Ajv, Map<string, ValidateFunction>>();

export function compileSchema(ajv: Ajv, schema: object, lazy = false): ValidateFunction {
  if (lazy) return lazily(() => compileSchema(ajv, schema));
  let cache = compiled.get(ajv);
  if (!cache) compiled.set(ajv, (cache = new Map()));
  const key = JSON.stringify(schema);
  let fn = cache.get(key);
  if (!fn) cache.set(key, (fn = ajv.compile(schema)));
  return fn;
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
