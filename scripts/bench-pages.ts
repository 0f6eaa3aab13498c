// The 100-record pages that `npm run bench` serves from its local upstream: a Stripe customer list
// (records passed through as they are) and a monday users page (GraphQL, records mapped by JSONata).

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
