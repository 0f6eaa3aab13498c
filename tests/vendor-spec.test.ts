// Every request recorded in the fixtures must be one the vendor's own OpenAPI description accepts:
// a fixture that passes against our fake upstream can still encode a request the real API rejects.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ExpectedRequest, fixtureKinds, loadKindFixtures } from './support/fixtures.ts';
import { type CheckOptions, checkRequest, loadOpenApi } from './support/openapi-check.ts';

// shared/ sits beside the repository (CI clones main with shared/ next to it).
const specsDir =
  process.env.VENDOR_SPECS_DIR ?? join(import.meta.dirname, '../../shared/vendor-specs');
const haveSpecs = existsSync(specsDir);
// Vendors that publish no machine-readable description: their request shapes (method, path, query and
// body names per operation, each with the reference page it comes from) written down by hand as a small
// OpenAPI document, so fixtures are still checked against something independent of the manifest.
const shapesDir = join(import.meta.dirname, 'vendor-shapes');

/** A kind's API may be described in several files (one per product area); a request is checked
 *  against the first file that has its operation. `onlyPaths` limits the check to the requests whose path
 *  the stored files describe; the entry says why the others are left out. */
const vendors: Record<
  string,
  CheckOptions & { spec: string | string[]; onlyPaths?: RegExp; overConstrained?: string[] }
> = {
  stripe: { spec: `${specsDir}/stripe/stripe.com.apisguru.json`, basePath: '' },
  jira: { spec: `${specsDir}/jira/swagger-v3.v3.json`, basePath: /^(\/ex\/jira\/[0-9a-f-]{36})?/ },
  asana: { spec: `${specsDir}/asana/asana_oas.yaml`, basePath: '/api/1.0', unwrapData: true },
  // /crm/v3/schemas and the OAuth token endpoint have no file here. The stored search and create body
  // schemas mark fields required that the live API does not need (see vendor-specs/README.md).
  hubspot: {
    spec: [
      'contacts',
      'companies',
      'deals',
      'tickets',
      'objects',
      'properties',
      'pipelines',
      'associations_v4',
    ].map((f) => `${specsDir}/hubspot/crm_${f}${f.endsWith('v4') ? '' : '_v3'}.json`),
    onlyPaths: /^\/crm\/v3\/objects\//,
    overConstrained: ['after', 'properties', 'sorts', 'filterGroups', 'associations'],
  },
  notion: { spec: `${specsDir}/notion/notion-openapi.json` },
  // Ashby's ReadMe OpenAPI export (every operation a POST with a JSON body; the Ashby-Version header is not in it).
  ashby: { spec: `${specsDir}/ashby/ashby-api-openapi.json` },
  // Klaviyo's stable.json (revision 2026-07-15) describes /api/...; the OAuth token endpoint has no file here.
  klaviyo: { spec: `${specsDir}/klaviyo/stable.json`, onlyPaths: /^\/api\// },
  // Stored: reporting, invoicing, payments v2, orders, subscriptions. The v1 payments list, disputes,
  // catalog products and the OAuth token endpoint have no file here.
  'paypal-transaction': {
    spec: [
      'reporting_transactions_v1',
      'invoicing_v2',
      'payments_payment_v2',
      'checkout_orders_v2',
      'billing_subscriptions_v1',
    ].map((f) => `${specsDir}/paypal-transaction/${f}.json`),
    onlyPaths: /^\/v1\/reporting\/|^\/v2\//,
  },
  // One file (OpenAPI 3.0.3, incident.io's public schema including its unlisted endpoints); paths carry the version.
  'incident-io': {
    spec: `${specsDir}/incident-io/public-schema-v3-including-secret-endpoints.json`,
  },
  // The Search Console v1 description (paths under /webmasters/v3); Google's token endpoint is not part of it.
  'google-search-console': {
    spec: `${specsDir}/google-search-console/searchconsole_v1.apisguru.openapi.json`,
    onlyPaths: /^\/webmasters\/v3\//,
  },
  // v2 (stored) for spaces, pages and blog posts; v1 groups and audit from tests/vendor-shapes. The prefix is
  // /wiki (+ /api/v2 for v2), behind the OAuth gateway's /ex/confluence/{cloudId} when present.
  confluence: {
    spec: [`${specsDir}/confluence/openapi-v2.v3.json`, `${shapesDir}/confluence.yaml`],
    basePath: /^(\/ex\/confluence\/[0-9a-f-]{36})?\/wiki(\/api\/v2)?(?=\/)/,
  },
  // Swagger 2.0. Only Orders v0 and Finances v0 are stored: the Catalog Items (2022-04-01) and Reports
  // (2021-06-30) requests have no description here, and POST /auth/o2/token is Login with Amazon's token
  // endpoint, not part of the SP-API.
  'amazon-seller-partner': {
    spec: ['ordersV0', 'financesV0'].map((f) => `${specsDir}/amazon-seller-partner/${f}.json`),
    onlyPaths: /^\/(orders|finances)\/v0\//,
  },
  freshdesk: { spec: `${shapesDir}/freshdesk.yaml`, basePath: '/api/v2' },
  // Hand-written from Gong's reference (no OpenAPI stored); media downloads are signed URLs outside /v2.
  gong: { spec: `${shapesDir}/gong.yaml`, basePath: '/v2', onlyPaths: /^\/v2\// },
  salesforce: { spec: `${shapesDir}/salesforce.yaml`, basePath: '/services/data/v66.0' },
  // Octokit's api.github.com description (GitHub's own). Link-header next URLs use /repositories/{id}/...,
  // which the description does not list, and POST /graphql (discussions) is checked against the GraphQL
  // schema instead (tests/github-graphql.test.ts); every other REST path is checked.
  github: {
    spec: `${specsDir}/github/api.github.com.octokit-23.0.2.json`,
    onlyPaths: /^\/(repos|user|users|orgs|search)(\/|$)/,
  },
  // The OAuth token endpoint (/oauth/token) is not part of the hand-written shapes.
  typeform: {
    spec: `${shapesDir}/typeform.yaml`,
    onlyPaths: /^\/(forms|workspaces|images|themes)(\/|$)/,
  },
  // Hand-written from Snap's reference; the token endpoint lives on accounts.snapchat.com, outside /v1.
  'snapchat-marketing': {
    spec: `${shapesDir}/snapchat-marketing.yaml`,
    basePath: '/v1',
    onlyPaths: /^\/v1\//,
  },
  'linkedin-ads': { spec: `${shapesDir}/linkedin-ads.yaml`, basePath: '/rest' },
  // Hand-written from Amplitude's reference pages (no published description of these REST APIs).
  amplitude: { spec: `${shapesDir}/amplitude.yaml` },
  // Hand-written from Orb's reference and its SDK's list params (the official spec is not stored here).
  orb: { spec: `${shapesDir}/orb.yaml` },
  // Slack's official 2020 Swagger (method and argument names; basePath /api) plus a hand-written shape for
  // bookmarks.add, which it predates. users.info marks the token argument required; the connector sends the
  // token as a bearer header, which every method page prefers.
  slack: {
    spec: [`${specsDir}/slack/slack_web_openapi_v2.json`, `${shapesDir}/slack.yaml`],
    basePath: '/api',
    overConstrained: ['token'],
  },
  // Hand-written from Airtable's reference (Airtable publishes no API description), with its OAuth token endpoint.
  airtable: { spec: `${shapesDir}/airtable.yaml` },
  // Sentry's published OpenAPI (sentry-api-schema 0.272.0, OpenAPI 3.0.3); every path is under /api/0/ with a
  // trailing slash. Region hosts and self-hosted Sentry serve the same paths.
  sentry: { spec: `${specsDir}/sentry/openapi-derefed.json`, onlyPaths: /^\/api\/0\// },
  // Hand-written from GitLab's REST reference pages (GitLab's generated OpenAPI document is not stored here);
  // every path is under /api/v4 on gitlab.com or a self-managed host.
  gitlab: { spec: `${shapesDir}/gitlab.yaml`, basePath: '/api/v4' },
  // Intercom's own 2.16 description (intercom/Intercom-OpenAPI); it leaves the contacts list's per_page and
  // starting_after undeclared, which the hand-written supplement (from the pagination page) adds for GET /contacts.
  intercom: {
    spec: [`${shapesDir}/intercom.yaml`, `${specsDir}/intercom/api.intercom.io.2.16.yaml`],
  },
  // Zendesk's own Support (OpenAPI 3.0.3) and Help Center (3.0.2) descriptions, after a hand-written shape
  // for the Help Center article list's cursor params, which the stored file leaves out. Next-page links carry
  // the optional .json suffix the descriptions omit. The OAuth token endpoint (/oauth/tokens) and attachment
  // files (/attachments/token/..., /hc/article_attachments/...) are not API operations and are not checked.
  'zendesk-support': {
    spec: [
      `${shapesDir}/zendesk-support.yaml`,
      `${specsDir}/zendesk-support/support-oas.yaml`,
      `${specsDir}/zendesk-support/helpcenter-oas.yaml`,
    ],
    onlyPaths: /^\/api\/v2\//,
    optionalSuffix: '.json',
  },
};

function check(spec: string | string[], req: ExpectedRequest, opts: CheckOptions): string[] {
  let first: string[] | undefined;
  for (const file of [spec].flat()) {
    const problems = checkRequest(loadOpenApi(file), req, opts); // each file parsed once, on first use
    if (!problems[0]?.startsWith('no operation')) return problems;
    first ??= problems;
  }
  return first ?? [];
}

const present = new Set(fixtureKinds());

for (const [kind, { spec, onlyPaths, overConstrained, ...opts }] of Object.entries(vendors)) {
  const loose = overConstrained
    ? new RegExp(`missing required (?:body field|query param) '(${overConstrained.join('|')})'$`)
    : undefined;
  describe(`${kind} fixtures match the vendor spec`, () => {
    if (!haveSpecs && !process.env.CI && ![spec].flat().every((f) => f.startsWith(shapesDir))) {
      it.skip(`vendor specs not found at ${specsDir} (set VENDOR_SPECS_DIR)`, () => {});
      return;
    }
    if (!present.has(kind)) {
      it.skip(`no fixtures yet in tests/fixtures/${kind}`, () => {});
      return;
    }
    for (const file of loadKindFixtures(kind).files) {
      it(`${file.entity}.yaml`, () => {
        const problems: string[] = [];
        for (const c of file.cases) {
          (c.exchanges ?? []).forEach((x, i) => {
            if (c.action === 'download' && i > 0) return; // the file itself comes from a file host, not the vendor API
            if (onlyPaths && !onlyPaths.test(x.request.path)) return; // not described by the stored files (see the entry)
            for (const p of check(spec, x.request, opts))
              if (!loose?.test(p)) problems.push(`${c.name} [exchange ${i}]: ${p}`);
          });
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

describe.skipIf(!haveSpecs && !process.env.CI)('openapi-check', () => {
  const stripe = (req: ExpectedRequest) =>
    checkRequest(loadOpenApi(vendors.stripe!.spec as string), req, {});
  const jira = (req: ExpectedRequest) =>
    checkRequest(loadOpenApi(vendors.jira!.spec as string), req, {});

  it('reports an unknown path', () => {
    expect(stripe({ method: 'GET', path: '/v1/foo' })).toEqual([
      'no operation GET /v1/foo in the vendor spec',
    ]);
  });

  it('reports a method the path does not support', () => {
    expect(stripe({ method: 'PUT', path: '/v1/customers/cus_1' })[0]).toMatch(
      /^no operation PUT \/v1\/customers\/cus_1 in the vendor spec/,
    );
  });

  it('accepts a correct stripe list request with deepObject and array query names', () => {
    expect(
      stripe({
        method: 'GET',
        path: '/v1/customers',
        query: {
          limit: '10',
          'created[gte]': '1700000000',
          'expand[0]': 'data.tax',
          'expand[]': 'data.test_clock',
        },
      }),
    ).toEqual([]);
  });

  it('reports an unknown query param on GET /v1/customers', () => {
    const problems = stripe({
      method: 'GET',
      path: '/v1/customers',
      query: { limit: '10', page_size: '10' },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/unknown query param 'page_size'; declared: created, email,/);
  });

  it('prefers the literal template and reports a missing required query param', () => {
    // /v1/customers/search, not /v1/customers/{customer}; `query` is required there.
    expect(stripe({ method: 'GET', path: '/v1/customers/search', query: { limit: '5' } })).toEqual([
      "GET /v1/customers/search (GET /v1/customers/search): missing required query param 'query'",
    ]);
    expect(
      stripe({
        method: 'GET',
        path: '/v1/customers/search',
        query: { query: "email:'a@b.c'", page: 'x' },
      }),
    ).toEqual([]);
  });

  it('checks form body fields on POST /v1/customers', () => {
    const ok = {
      email: 'a@b.c',
      'metadata[order_id]': '42',
      'address[city]': 'Paris',
      'expand[0]': 'tax',
    };
    expect(stripe({ method: 'POST', path: '/v1/customers', body: ok })).toEqual([]);
    const problems = stripe({
      method: 'POST',
      path: '/v1/customers',
      body: { ...ok, 'nickname[first]': 'x' },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/unknown body field 'nickname'/);
  });

  it('accepts GET /rest/api/3/search/jql with jql and nextPageToken, rejects an unknown param', () => {
    expect(
      jira({
        method: 'GET',
        path: '/rest/api/3/search/jql',
        query: { jql: 'project = PROJ', nextPageToken: 'abc', fields: ['summary', 'status'] },
      }),
    ).toEqual([]);
    const problems = jira({
      method: 'GET',
      path: '/rest/api/3/search/jql',
      query: { jql: 'project = PROJ', startAt: '50' },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/unknown query param 'startAt'; declared: jql, nextPageToken,/);
  });

  it('reads Swagger 2.0: query params, and an `in: body` parameter as the request body', () => {
    const orders = (req: ExpectedRequest) =>
      checkRequest(loadOpenApi(vendors['amazon-seller-partner']!.spec[0]!), req, {});
    expect(
      orders({
        method: 'GET',
        path: '/orders/v0/orders',
        query: {
          MarketplaceIds: 'ATVPDKIKX0DER',
          CreatedAfter: '2024-01-01T00:00:00Z',
          OrderStatuses: 'Shipped,Unshipped',
        },
      }),
    ).toEqual([]);
    expect(
      orders({
        method: 'GET',
        path: '/orders/v0/orders',
        query: { CreatedAfter: '2024-01-01T00:00:00Z', PageSize: '10' },
      }),
    ).toEqual([
      "GET /orders/v0/orders (GET /orders/v0/orders): unknown query param 'PageSize'; declared: CreatedAfter, CreatedBefore, LastUpdatedAfter, LastUpdatedBefore, OrderStatuses, MarketplaceIds, FulfillmentChannels, PaymentMethods, BuyerEmail, SellerOrderId, MaxResultsPerPage, EasyShipShipmentStatuses, ElectronicInvoiceStatuses, NextToken, AmazonOrderIds, ActualFulfillmentSupplySourceId, IsISPU, StoreChainStoreId, EarliestDeliveryDateBefore, EarliestDeliveryDateAfter, LatestDeliveryDateBefore, LatestDeliveryDateAfter",
      "GET /orders/v0/orders (GET /orders/v0/orders): missing required query param 'MarketplaceIds'",
    ]);
    const shipment = { method: 'POST', path: '/orders/v0/orders/902-3159896-1390916/shipment' };
    expect(
      orders({
        ...shipment,
        body: { marketplaceId: 'ATVPDKIKX0DER', shipmentStatus: 'ReadyForPickup' },
      }),
    ).toEqual([]);
    const problems = orders({
      ...shipment,
      body: { shipmentStatus: 'ReadyForPickup', status: 'x' },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /unknown body field 'status'; declared: marketplaceId, shipmentStatus, orderItems/,
    );
    expect(problems[1]).toMatch(/missing required body field 'marketplaceId'/);
    expect(orders(shipment)).toEqual([
      'POST /orders/v0/orders/902-3159896-1390916/shipment (POST /orders/v0/orders/{orderId}/shipment): the operation requires a request body but none was sent',
    ]);
  });

  it('reads Swagger 2.0 formData parameters as a form body, and strips the basePath', () => {
    const doc = {
      swagger: '2.0',
      basePath: '/v2',
      paths: {
        '/pets/{id}': {
          post: {
            parameters: [
              { name: 'id', in: 'path', required: true },
              { name: 'name', in: 'formData', required: true },
              { name: 'status', in: 'formData' },
            ],
          },
        },
      },
    };
    expect(
      checkRequest(doc, {
        method: 'POST',
        path: '/v2/pets/1',
        body: { name: 'Rex', status: 'sold' },
      }),
    ).toEqual([]);
    expect(checkRequest(doc, { method: 'POST', path: '/v2/pets/1', body: { nme: 'Rex' } })).toEqual(
      [
        "POST /v2/pets/1 (POST /pets/{id}): unknown body field 'nme'; declared: name, status",
        "POST /v2/pets/1 (POST /pets/{id}): missing required body field 'name'",
      ],
    );
    expect(checkRequest(doc, { method: 'POST', path: '/pets/1', body: { name: 'Rex' } })).toEqual([
      'POST /pets/1: path does not start with the base path /v2',
    ]);
  });

  it('strips the asana base path and checks the keys inside the {data} wrapper', () => {
    const asana = (req: ExpectedRequest) =>
      checkRequest(loadOpenApi(vendors.asana!.spec as string), req, vendors.asana);
    expect(
      asana({ method: 'GET', path: '/api/1.0/tasks/1200', query: { opt_fields: 'name,notes' } }),
    ).toEqual([]);
    expect(
      asana({
        method: 'POST',
        path: '/api/1.0/tasks',
        body: { data: { name: 'x', workspace: '1' } },
      }),
    ).toEqual([]);
    expect(
      asana({
        method: 'POST',
        path: '/api/1.0/tasks',
        body: { data: { name: 'x', titel: 'y' } },
      })[0],
    ).toMatch(/unknown body.data field 'titel'/);
    expect(asana({ method: 'POST', path: '/api/1.0/tasks', body: { name: 'x' } })).toContain(
      'POST /api/1.0/tasks (POST /tasks): body must be wrapped as {data: {...}}',
    );
  });
});
