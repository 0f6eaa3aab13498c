// The 100-record pages that `npm run bench` serves from its local upstream: a Stripe customer list
// (records passed through as they are), a monday users page (GraphQL, records mapped), HubSpot
// contacts, a Jira JQL search and Amplitude active users (4 series x 25 days, a lambda mapping).

export const stripeCustomersPage = {
  object: 'list',
  url: '/v1/customers',
  has_more: true,
  data: Array.from({ length: 100 }, (_, i) => ({
    id: `cus_${String(i).padStart(14, '0')}`,
    object: 'customer',
    address: null,
    balance: 0,
    created: 1700000000 + i,
    currency: 'usd',
    default_source: null,
    delinquent: false,
    description: `Customer ${i}`,
    discount: null,
    email: `user${i}@example.com`,
    invoice_prefix: `P${i}`,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: { index: String(i) },
    name: `User ${i}`,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  })),
};

const KINDS = ['admin', 'member', 'guest', 'view_only'];
const STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'];

/** monday 2026-10 User shape; a few users without a photo or an activation date, as real pages have. */
export const mondayUsersPage = {
  data: {
    users: Array.from({ length: 100 }, (_, i) => {
      const id = String(40000000 + i);
      const photo = (size: string) =>
        `https://files.monday.com/use1/photos/${id}/${size}/${id}-user_photo.png`;
      return {
        id,
        name: `User ${i}`,
        email: `user${i}@example.com`,
        birthday: i % 3 ? null : '1990-04-12',
        country_code: 'US',
        created_at: '2024-05-02T11:00:00Z',
        became_active_at: i % 7 ? '2024-05-02T11:05:00Z' : null,
        location: i % 2 ? 'Austin' : null,
        mobile_phone: null,
        phone: null,
        photo_url:
          i % 5
            ? {
                original: photo('original'),
                small: photo('small'),
                thumb: photo('thumb'),
                thumb_small: photo('thumb_small'),
                tiny: photo('tiny'),
              }
            : null,
        time_zone_identifier: 'America/Chicago',
        title: `Title ${i}`,
        url: `https://example-co.monday.com/users/${id}`,
        kind: KINDS[i % 4],
        status: STATUSES[i % 3],
        is_email_confirmed: i % 2 === 0,
        utc_hours_diff: -5,
      };
    }),
  },
  account_id: 4242001,
};

/** HubSpot CRM v3 contacts with properties and one association, as the fixtures show them. */
export const hubspotContactsPage = {
  results: Array.from({ length: 100 }, (_, i) => ({
    id: String(51 + i),
    properties: {
      createdate: '2024-03-04T10:15:22.318Z',
      email: `user${i}@example.com`,
      firstname: `First${i}`,
      hs_object_id: String(51 + i),
      lastmodifieddate: '2024-05-02T08:01:44.902Z',
      lastname: i % 4 ? `Last${i}` : null,
    },
    createdAt: '2024-03-04T10:15:22.318Z',
    updatedAt: '2024-05-02T08:01:44.902Z',
    archived: false,
    associations: {
      companies: { results: [{ id: String(9000 + i), type: 'contact_to_company' }] },
    },
  })),
  paging: {
    next: { after: '151', link: 'https://api.hubapi.com/crm/v3/objects/contacts?after=151' },
  },
};

/** Jira Cloud enhanced JQL search (SearchAndReconcileResults of IssueBeans). */
export const jiraSearchPage = {
  isLast: false,
  nextPageToken: 'CAEaAggD',
  issues: Array.from({ length: 100 }, (_, i) => ({
    expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations',
    id: String(10000 + i),
    self: `https://acme.atlassian.net/rest/api/3/issue/${10000 + i}`,
    key: `PROJ-${i}`,
    fields: {
      summary: `Issue ${i}`,
      created: '2024-05-06T09:12:44.318+0200',
      status: {
        self: 'https://acme.atlassian.net/rest/api/3/status/10001',
        description: '',
        iconUrl: 'https://acme.atlassian.net/',
        name: 'In Progress',
        id: '3',
        statusCategory: { id: 4, key: 'indeterminate', colorName: 'yellow', name: 'In Progress' },
      },
      assignee:
        i % 3
          ? {
              accountId: '5b10ac8d82e05b22cc7d4ef5',
              displayName: 'Jane Doe',
              active: true,
              timeZone: 'Europe/Berlin',
              accountType: 'atlassian',
            }
          : null,
    },
  })),
};

const DAYS = Array.from({ length: 25 }, (_, d) => `2024-01-${String(d + 1).padStart(2, '0')}`);
const COUNTRIES = ['United States', 'Canada', 'Germany', 'France'];
/** Amplitude Dashboard API active users grouped by country: 4 series x 25 days = 100 records. */
export const amplitudeUsersPage = {
  data: {
    series: COUNTRIES.map((_, s) => DAYS.map((_, d) => 1000 + s * 100 + d)),
    seriesLabels: COUNTRIES,
    seriesMeta: COUNTRIES,
    xValues: DAYS,
  },
};
