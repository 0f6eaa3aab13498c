// PUT /api/v1/account/applications/{client_id}/proxy-write (mounted at /api/v1/account/applications):
// turns another application's proxy_write grant on or off in the caller's organisation. Only an
// application that holds the grant there may hand it on, and none changes its own: the first grant
// comes from the operator (connector-engine apps proxy-write), so no token can raise itself.
import { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import { ApiError, notFound } from '../errors.ts';
import { proxyWriteGranted, setProxyWrite } from '../proxy-grants.ts';
import { actedBy, type Env, jsonBody, org } from '../request.ts';

export function proxyGrantRoutes({ db }: { db: Db }) {
  return new Hono<Env>().put('/:client_id/proxy-write', jsonBody('proxyWriteGrant'), async (c) => {
    const target = c.req.param('client_id');
    const caller = c.get('applicationId');
    if (target === caller || !(await proxyWriteGranted(db, caller, org(c))))
      throw new ApiError(
        403,
        target === caller
          ? 'An application cannot change its own proxy_write grant; the operator sets it with connector-engine apps proxy-write.'
          : 'Only an application holding proxy_write in this organisation may change it for another.',
        [
          {
            field: 'client_id',
            message: 'may not be changed by this application',
            error_code: 'forbidden',
          },
        ],
      );
    const set = await setProxyWrite(
      db,
      target,
      org(c),
      c.req.valid('json').proxy_write,
      actedBy(c),
    );
    if (!set) throw notFound(`Application '${target}' of this organisation`);
    return c.json(set);
  });
}
