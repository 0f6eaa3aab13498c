// Airtable's OAuth consent: the authorize URL on airtable.com with space-separated scopes and PKCE (S256),
// which Airtable requires; the token endpoint is airtable.com/oauth2/v1/token with basic client auth.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';

const engine = createEngine();
const oauth = engine.plan('airtable').auth.get('oauth')!.oauth2!;

describe('airtable OAuth', () => {
  it('asks for schema.bases:read and data.records:read with a PKCE challenge', () => {
    const url = new URL(
      engine.consent('airtable')!.authorizeUrl({
        app: { client_id: 'client-1', client_secret: 'secret-1' },
        redirectUri: 'https://app.example.com/cb',
        state: 's1',
        codeChallenge: 'abc_DEF-123',
        config: {},
      }),
    );
    expect(url.origin + url.pathname).toBe('https://airtable.com/oauth2/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.example.com/cb',
      state: 's1',
      scope: 'schema.bases:read data.records:read',
      code_challenge: 'abc_DEF-123',
      code_challenge_method: 'S256',
    });
  });

  it('uses PKCE and basic client auth at the token endpoint', () => {
    expect(oauth.pkce).toBe(true);
    expect(oauth.clientAuth).toBe('basic');
  });
});
