// The synthetic Stripe customers of bench:store: record i is always the same, so the store's loop, its
// limits and the fake vendor of the sync path (its own process) make identical records.

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
  'victor',
  'whiskey',
  'xray',
  'yankee',
  'zulu',
];
const FIRST = [
  'John',
  'Jane',
  'Maria',
  'Ahmed',
  'Wei',
  'Olga',
  'Pedro',
  'Fatima',
  'Liam',
  'Noah',
  'Emma',
  'Mia',
];

export function customer(i: number) {
  return {
    id: `cus_${i.toString(36).padStart(8, '0')}`,
    object: 'customer',
    address: {
      city: ['Berlin', 'Paris', 'Lisbon', 'Austin'][i % 4],
      country: ['DE', 'FR', 'PT', 'US'][i % 4],
      line1: `${i % 300} Main St`,
      postal_code: String(10000 + (i % 90000)),
    },
    balance: (i * 37) % 100_000,
    created: 1_600_000_000 + i * 30,
    currency: ['usd', 'eur', 'gbp'][i % 3],
    delinquent: i % 11 === 0,
    description: `${FIRST[i % 12]} ${WORDS[i % 26]} ${WORDS[(i * 7) % 26]} account ${i % 997}`,
    email: `user${i}@example.com`,
    invoice_prefix: `P${(i % 46656).toString(36).toUpperCase()}`,
    livemode: false,
    metadata: { tier: ['gold', 'silver', 'bronze'][i % 3], crm_id: String(i) },
    name: `${FIRST[i % 12]} ${WORDS[(i * 3) % 26]}`,
  };
}
