// inbound-webhooks commands: a connector's inbound endpoints (vendor webhooks in) in the data folder
// (DATA_DIR, or DATABASE_URL), as the service's /api/v1/integrations/connectors/{id}/webhooks routes keep
// them. A generated secret is printed once, by create; a vendor's secret is read from --secret-file or
// the environment (INBOUND_WEBHOOK_SECRET), never from the command line where `ps` would show it.
import { readFileSync } from 'node:fs';
import { withData } from './data.ts';
import { finish, usage } from './io.ts';

export interface InboundOptions {
  org: string;
  connector: string;
  secretFile?: string;
  id?: string;
}

export async function inboundWebhooksCommand(
  sub: 'create' | 'list' | 'delete',
  opts: InboundOptions,
): Promise<never> {
  let secret: string | undefined;
  try {
    secret = opts.secretFile
      ? readFileSync(opts.secretFile, 'utf8').trim()
      : process.env.INBOUND_WEBHOOK_SECRET;
  } catch (err) {
    return usage(`--secret-file: ${(err as Error).message}`, `inbound-webhooks ${sub}`);
  }
  const { InboundWebhooks } = await import('../../server/inbound-webhooks.ts');
  const { findOrganization } = await import('../../server/accounts.ts');
  const { createEngine } = await import('../../engine/index.ts');
  const out = await withData(async (db, data) => {
    const org = await findOrganization(db, opts.org);
    if (!org) return `no organisation '${opts.org}'`;
    const inbound = InboundWebhooks.of(db, data.sealer, createEngine());
    try {
      if (sub === 'list') return await inbound.list(org, opts.connector);
      if (sub === 'delete')
        return await inbound
          .delete(org, opts.connector, opts.id!)
          .then(() => ({ deleted: opts.id }));
      return await inbound.create(org, opts.connector, secret ? { secret } : undefined);
    } catch (err) {
      return (err as Error).message; // the API's own message: names the field and the reason
    }
  });
  return finish(out);
}
