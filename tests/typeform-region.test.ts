// Typeform serves each data center from its own API host: config region picks it (fixtures replay against
// a local upstream and so cannot show the host). Accounts on the EU data center are on api.typeform.eu.
import { describe, expect, it } from 'vitest';
import { openConnection } from '../engine/connection.ts';
import { defaultHttpPolicy } from '../engine/http/client.ts';
import { createEngine } from '../engine/index.ts';

const plan = createEngine().plan('typeform');
const credentials = { personal_access_token: 'tfp_FixtureOnlyNotARealPersonalToken0000' };
const base = (config?: Record<string, unknown>) =>
  openConnection(plan, { credentials, ...(config ? { config } : {}) }, { http: defaultHttpPolicy })
    .baseUrl;

describe('typeform region', () => {
  it('us (the default), the EU Responses Data Center and the EU data center', () => {
    expect(base()).toBe('https://api.typeform.com');
    expect(base({ region: 'eu' })).toBe('https://api.eu.typeform.com');
    expect(base({ region: 'eu_dc' })).toBe('https://api.typeform.eu');
  });
});
