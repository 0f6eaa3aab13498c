// The service's OpenAPI 3.1 description (GET /api/v1/openapi.json): every route, built from the compiled
// manifests of the engine it is given. Built on first request and cached by the docs routes.
import type { Engine } from '../../engine/index.ts';
import type { Json } from './helpers.ts';
import { addKind, type KindRefs } from './kinds.ts';
import { oauthPaths, tokenPaths } from './paths-account.ts';
import { connectPaths } from './paths-connect.ts';
import { connectorPaths } from './paths-connectors.ts';
import { logPaths } from './paths-logs.ts';
import { opsPaths } from './paths-ops.ts';
import { webhookPaths } from './paths-webhooks.ts';
import {
  apiBodySchemas,
  errorResponses,
  ref,
  responseSchemas,
  type Schema,
  searchParamsSchema,
} from './schemas.ts';

/** Every path, in the order of the route groups. */
function paths(kinds: KindRefs[]): Json {
  return {
    ...tokenPaths(),
    ...connectorPaths(kinds),
    ...oauthPaths(),
    ...connectPaths(),
    ...logPaths(),
    ...webhookPaths(),
    ...opsPaths(),
  };
}

/** The whole document, for the engine's kinds. */
export async function openApiDocument(
  engine: Pick<Engine, 'kinds' | 'plan'>,
  version = '0.1.0',
): Promise<Json> {
  const schemas: Record<string, Schema> = { ...apiBodySchemas(), ...responseSchemas };
  schemas.ExecuteResponse = {
    type: 'object',
    required: ['status', 'result', 'connector_metadata', 'execution_metadata'],
    properties: {
      status: { const: 'success' },
      result: {},
      connector_metadata: {
        type: 'object',
        description: "The vendor's pagination fields, unchanged.",
      },
      execution_metadata: ref('ExecutionMetadata'),
    },
  };
  schemas.ContextStoreSearchParams = searchParamsSchema();
  const add = (name: string, schema: Schema) => {
    let unique = name;
    for (let i = 2; unique in schemas; i++) unique = `${name}${i}`;
    schemas[unique] = schema;
    return unique;
  };
  const kinds: KindRefs[] = [];
  for (const k of engine.kinds()) kinds.push(await addKind(engine.plan(k), add)); // in order: names stay stable
  return {
    openapi: '3.1.0',
    info: {
      title: 'Connector engine API',
      version,
      description:
        // Markdown: code spans keep <token> from being read as an HTML tag by the docs page
        'Stored connectors to SaaS APIs, executed through declarative manifests. Get a bearer token from `POST /api/v1/account/applications/token`, then send it as `Authorization: Bearer <token>`. Every error answers `{message, errors: [{field, message, error_code, details}]}`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [
      'Authentication',
      'Connectors',
      'Execute',
      'Context store',
      'OAuth',
      'Connect',
      'Audit',
      'Logs',
      'Webhooks',
      'Operations',
      'Documentation',
    ].map((name) => ({ name })),
    paths: paths(kinds),
    components: {
      schemas,
      responses: errorResponses,
      parameters: {
        OrganizationId: {
          name: 'X-Organization-Id',
          in: 'header',
          required: false,
          description: 'The organisation to act for, when the application was granted several.',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A token from POST /api/v1/account/applications/token (15 minutes).',
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'CONNECTOR_ENGINE_METRICS_TOKEN.',
        },
      },
    },
  };
}
