// Checks the requests a server test sends against the service's own OpenAPI document (fetched once from
// the running server): the method and path must be an operation of it and, in 'full' mode, the JSON body
// must match the operation's request body schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). The
// execute and create bodies are checked against the connector kind's own schema (ExecuteStripe, ...):
// the kind comes from the create body, or from the connector the request names (learned from the
// responses, or read once with the caller's own headers).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { kindComponent } from '../../server/openapi/kinds.ts';

export type RequestCheckMode = 'full' | 'route';

export interface RequestCheck {
  /** Throws when the request is not one the document describes. */
  before(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<void>;
  /** Learns connector kinds from the answers (create, read). */
  after(method: string, path: string, status: number, body: unknown): void;
}

interface Doc {
  paths: Record<
    string,
    Record<string, { requestBody?: { required?: boolean; content: Record<string, unknown> } }>
  >;
  components: { schemas: Record<string, unknown> };
}

const DOC_ID = 'https://connector-engine.test/openapi.json';
const CONNECTORS = '/api/v1/integrations/connectors';
const pointer = (...steps: string[]) =>
  `${DOC_ID}#/${steps.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

export function requestCheck(url: string, mode: RequestCheckMode): RequestCheck {
  let loaded:
    | Promise<{ doc: Doc; routes: { method: string; template: string; re: RegExp }[] }>
    | undefined;
  let ajv: Ajv2020 | undefined;
  const kinds = new Map<string, string>();
  const compiled = new Map<string, ValidateFunction>();

  const load = () =>
    (loaded ??= fetch(`${url}/api/v1/openapi.json`)
      .then(async (res) => {
        if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}`);
        const doc = (await res.json()) as Doc;
        // literal paths before templated ones: /connectors/oauth/initiate is not /connectors/{id}
        const routes = Object.entries(doc.paths)
          .flatMap(([template, item]) =>
            Object.keys(item).map((method) => ({
              method: method.toUpperCase(),
              template,
              re: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
            })),
          )
          .sort(
            (a, b) =>
              (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0),
          );
        return { doc, routes };
      })
      .catch((err: unknown) => {
        loaded = undefined; // try again on the next request
        throw err;
      }));

  /** Ajv over the whole document (its refs resolve), made on the first body check. */
  const validator = (doc: Doc, ref: string) => {
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true });
      (addFormatsModule as unknown as typeof addFormatsModule.default)(ajv);
      ajv.addSchema({ ...doc, $id: DOC_ID });
    }
    let v = compiled.get(ref);
    if (!v) compiled.set(ref, (v = ajv.compile({ $ref: ref })));
    return v;
  };

  const kindOf = async (id: string, headers: Record<string, string>) => {
    if (!kinds.has(id)) {
      const res = await fetch(`${url}${CONNECTORS}/${encodeURIComponent(id)}`, { headers });
      const found = (await res.json()) as { connector_type?: string };
      if (res.status === 200 && found.connector_type) kinds.set(id, found.connector_type);
    }
    return kinds.get(id);
  };

  return {
    async before(method, fullPath, body, headers) {
      const { doc, routes } = await load();
      const path = fullPath.split('?')[0]!;
      const route = routes.find((r) => r.method === method.toUpperCase() && r.re.test(path));
      if (!route) throw new Error(`${method} ${path} is not an operation of the OpenAPI document.`);
      if (mode === 'route') return;
      const requestBody = doc.paths[route.template]![method.toLowerCase()]!.requestBody;
      if (body === undefined) {
        if (requestBody?.required)
          throw new Error(`${method} ${path} needs a request body by the OpenAPI document.`);
        return;
      }
      if (!requestBody)
        throw new Error(`${method} ${path} takes no request body by the OpenAPI document.`);
      const parsed = typeof body === 'string' ? JSON.parse(body) : body;
      let ref = pointer(
        'paths',
        route.template,
        method.toLowerCase(),
        'requestBody',
        'content',
        'application/json',
        'schema',
      );
      const isExecute = route.template === `${CONNECTORS}/{id}/execute`;
      const isCreate = route.template === CONNECTORS;
      if (isExecute || isCreate) {
        const kind = isExecute
          ? await kindOf(path.split('/')[5]!, headers)
          : (parsed as { connector_type?: string }).connector_type;
        const name = kind && kindComponent(kind)[isExecute ? 'execute' : 'create'];
        if (name && doc.components.schemas[name]) ref = pointer('components', 'schemas', name);
        else if (isExecute) ref = pointer('components', 'schemas', 'ExecuteRequest'); // no such connector: the envelope only
      }
      const fresh = !compiled.has(ref);
      const v = validator(doc, ref);
      // a first compile can block for seconds: let the server's keep-alive timers close stale sockets
      // now rather than under the request that follows
      if (fresh) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!v(parsed))
        throw new Error(
          `${method} ${path}: the body does not match the OpenAPI document (${ref.split('#')[1]}): ${ajv!.errorsText(v.errors?.slice(0, 5))}`,
        );
    },
    after(method, fullPath, status, body) {
      const b = body as { id?: unknown; connector_type?: unknown } | undefined;
      const path = fullPath.split('?')[0]!;
      if (
        status < 300 &&
        typeof b?.id === 'string' &&
        typeof b.connector_type === 'string' &&
        path.startsWith(CONNECTORS) &&
        ['POST', 'GET'].includes(method.toUpperCase())
      )
        kinds.set(b.id, b.connector_type);
    },
  };
}
