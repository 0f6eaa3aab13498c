// The OAuth app a stored connector's tokens belong to: the organisation's own, or the service default.
export type OAuthClientSource = 'organization' | 'default';

export interface OAuthClient {
  id: string;
  secret: string;
}
