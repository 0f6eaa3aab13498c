// webhooks commands: an organisation's webhook endpoints in the data folder (DATA_DIR, or DATABASE_URL),
// as the service's /api/v1/webhooks routes keep them. The signing secret is printed once, by create.
import { withData } from './data.ts';
import { finish, usage } from './io.ts';

export interface WebhooksOptions {
  org: string;
  url?: string;
  description?: string;
  events?: string;
  id?: string;
}

export async function webhooksCommand(
  sub: 'create' | 'list' | 'delete',
  opts: WebhooksOptions,
): Promise<never> {
  const { EVENT_TYPES, WebhookEndpoints } = await import('../../server/webhooks/endpoints.ts');
  const events = opts.events
    ?.split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const unknown = events?.find((e) => !(EVENT_TYPES as readonly string[]).includes(e));
  if (unknown)
    return usage(
      `--events: '${unknown}' is not one of ${EVENT_TYPES.join(', ')}.`,
      `webhooks ${sub}`,
    );
  const { findOrganization } = await import('../../server/accounts.ts');
  const { configFromEnv } = await import('../../server/main.ts');
  const out = await withData(async (db, data) => {
    const org = await findOrganization(db, opts.org);
    if (!org) return `no organisation '${opts.org}'`;
    const endpoints = WebhookEndpoints.of(db, data.sealer, configFromEnv().webhooks?.allowPrivate);
    try {
      if (sub === 'list') return await endpoints.list(org);
      if (sub === 'delete')
        return await endpoints.delete(org, opts.id!).then(() => ({ deleted: opts.id }));
      return await endpoints.create(org, {
        url: opts.url!,
        ...(opts.description ? { description: opts.description } : {}),
        ...(events ? { events: events as never } : {}),
      });
    } catch (err) {
      return (err as Error).message; // the API's own message: names the field and the reason
    }
  });
  return finish(out);
}
