// The service's OpenAPI 3.1 description (GET /api/v1/openapi.json): every route, built from the compiled
// manifests of the engine it is given. Built on first request and cached by the docs routes.
import type { Engine } from '../../engine/index.ts';
import type { Json } from './helpers.ts';
import { addKind, type KindRefs } from './kinds.ts';
import { oauthPaths, tokenPaths } from './paths-account.ts';
import { connectPaths } from './paths-connect.ts';
import { connectorPaths } from './paths-connectors.ts';
import { inboundWebhookPaths } from './paths-inbound-webhooks.ts';
import { logPaths } from './paths-logs.ts';
import { mcpOAuthPaths } from './paths-mcp-oauth.ts';
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
    ...inboundWebhookPaths(),
    ...opsPaths(),
    ...mcpOAuthPaths(),
  };
}

const EXECUTE_RESPONSE: Schema = {
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

const INFO = {
  title: 'Connector engine API',
  description:
    // Markdown: code spans keep <token> from being read as an HTML tag by the docs page
    'Stored connectors to SaaS APIs, executed through declarative manifests. Get a bearer token from `POST /api/v1/account/applications/token`, then send it as `Authorization: Bearer <token>`. Every error answers `{message, errors: [{field, message, error_code, details}]}`.',
};

const TAGS = [
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
];

const PARAMETERS = {
  OrganizationId: {
    name: 'X-Organization-Id',
    in: 'header',
    required: false,
    description: 'The organisation to act for, when the application was granted several.',
    schema: { type: 'string' },
  },
};

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A token from POST /api/v1/account/applications/token (15 minutes).',
  },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'CONNECTOR_ENGINE_METRICS_TOKEN.' },
};

/** The shared schemas, then each kind's components added in the engine's order (names stay stable). */
async function components(engine: Pick<Engine, 'kinds' | 'plan'>) {
  const schemas: Record<string, Schema> = { ...apiBodySchemas(), ...responseSchemas };
  schemas.ExecuteResponse = structuredClone(EXECUTE_RESPONSE);
  schemas.ContextStoreSearchParams = searchParamsSchema();
  const add = (name: string, schema: Schema) => {
    let unique = name;
    for (let i = 2; unique in schemas; i++) unique = `${name}${i}`;
    schemas[unique] = schema;
    return unique;
  };
  const kinds: KindRefs[] = [];
  for (const k of engine.kinds()) kinds.push(await addKind(engine.plan(k), add));
  return { schemas, kinds };
}

/** The whole document, for the engine's kinds. */
export async function openApiDocument(
  engine: Pick<Engine, 'kinds' | 'plan'>,
  version = '0.1.0',
): Promise<Json> {
  const { schemas, kinds } = await components(engine);
  return {
    openapi: '3.1.0',
    info: { title: INFO.title, version, description: INFO.description },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: TAGS.map((name) => ({ name })),
    paths: paths(kinds),
    components: {
      schemas,
      responses: errorResponses,
      parameters: structuredClone(PARAMETERS),
      securitySchemes: structuredClone(SECURITY_SCHEMES),
    },
  };
}
