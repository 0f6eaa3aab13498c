// snapchat-marketing copies through a fake Snap Marketing API on 127.0.0.1: an ad account the member may no
// longer read (403) is skipped with a warning naming it, and every other account's campaigns are copied
// (Airbyte's connector skips such accounts too); before, one refused account failed the whole copy.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const vendor = new ProgrammableVendor();
let store: ContextStore;
let snap: Connector;
const wrap = (plural: string, single: string, rows: Record<string, unknown>[]) => ({
  request_status: 'SUCCESS',
  [plural]: rows.map((r) => ({ sub_request_status: 'SUCCESS', [single]: r })),
});

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/v1/, '');
    res.setHeader('content-type', 'application/json');
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };
    if (path === '/me/organizations')
      return send(200, wrap('organizations', 'organization', [{ id: 'org1', name: 'Org' }]));
    if (path === '/organizations/org1/adaccounts')
      return send(
        200,
        wrap('adaccounts', 'adaccount', [
          { id: 'acc-ok', name: 'Open', organization_id: 'org1' },
          { id: 'acc-closed', name: 'Closed', organization_id: 'org1' },
        ]),
      );
    if (path === '/adaccounts/acc-closed/campaigns')
      return send(403, {
        request_status: 'ERROR',
        debug_message: 'Forbidden',
        error_code: 'E1002',
      });
    if (path === '/adaccounts/acc-ok/campaigns')
      return send(
        200,
        wrap('campaigns', 'campaign', [{ id: 'c1', name: 'Spring', ad_account_id: 'acc-ok' }]),
      );
    send(404, { request_status: 'ERROR', debug_message: 'Not found' });
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'snap-')), 'copy.db'));
  snap = createEngine({
    upstreams: { 'snapchat-marketing': vendor.origin },
    http: { retries: 0 },
  }).connector('snapchat-marketing', {
    credentials: {
      client_id: 'fixture0only0snap0client0id',
      client_secret: 'fixture0only0snap0client0secret',
      refresh_token: 'fixture.only.snap.refresh.token.000000000000',
      access_token: 'fixture.only.snap.access.token.000000000000',
      expires_at: '2099-12-31T23:59:59.000Z',
    },
    contextStore: { store, connectorId: 's' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('snapchat-marketing sync', () => {
  it('skips an ad account answering 403 with a warning and copies the others', async () => {
    const states = await snap.sync({ entities: ['campaigns'] });
    const campaigns = states.find((s) => s.entity === 'campaigns')!;
    expect(campaigns).toMatchObject({ state: 'done', records: 1, last_error: null });
    expect(campaigns.warnings).toEqual([
      expect.objectContaining({ parent: 'acc-closed', status: 403 }),
    ]);
  });
});
