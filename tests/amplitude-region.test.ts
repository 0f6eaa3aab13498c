// Amplitude serves each data center from its own API host: config region picks it (fixtures replay against a
// local upstream and so cannot show the host).
import { describe, expect, it } from 'vitest';
import { openConnection } from '../engine/connection.ts';
import { defaultHttpPolicy } from '../engine/http/client.ts';
import { createEngine } from '../engine/index.ts';

const plan = createEngine().plan('amplitude');
const credentials = { api_key: 'k', secret_key: 's' };
const base = (config?: Record<string, unknown>) =>
  openConnection(plan, { credentials, ...(config ? { config } : {}) }, { http: defaultHttpPolicy })
    .baseUrl;

describe('amplitude region', () => {
  it('standard (the default) is amplitude.com, eu is analytics.eu.amplitude.com', () => {
    expect(base()).toBe('https://amplitude.com');
    expect(base({ region: 'standard' })).toBe('https://amplitude.com');
    expect(base({ region: 'eu' })).toBe('https://analytics.eu.amplitude.com');
  });

  it('sends the API key and secret key as HTTP basic auth', () => {
    const c = openConnection(plan, { credentials }, { http: defaultHttpPolicy });
    expect(c.applied?.headers.authorization).toBe(`Basic ${Buffer.from('k:s').toString('base64')}`);
  });
});
