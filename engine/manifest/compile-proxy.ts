// Compiles a kind's `proxy:` section: the methods and path prefixes the passthrough proxy may reach
// (read-only methods anywhere under the base URL when the section is absent), and the header and
// query names the kind's auth methods set, which callers may never send themselves.
import type { ProxyPlan } from '../plan/proxy.ts';
import type { Problems } from './problems.ts';
import type { AuthApply, ConnectorManifest } from './types.gen.ts';

const READ_ONLY = ['GET', 'HEAD'];

export function compileProxy(m: ConnectorManifest, p: Problems): ProxyPlan {
  const spec = m.proxy ?? {};
  const paths = spec.paths ?? ['/'];
  paths.forEach((path, i) => {
    if (path.split('/').some((s) => s === '.' || s === '..'))
      p.problem(
        ['proxy', 'paths', i],
        'invalid-value',
        `proxy.paths: '${path}' has a '.' or '..' segment; give the prefix as the vendor's plain path (e.g. /v1/customers).`,
      );
  });
  const methods = spec.methods ?? READ_ONLY;
  const applies = Object.values(m.auth).flatMap((a) => (a?.apply ? [a.apply] : []));
  return {
    methods: new Set(methods),
    // trailing slashes dropped: '/v1/' and '/v1' allow the same paths
    paths: paths.map((x) => x.replace(/\/+$/, '')),
    mcp: spec.mcp ?? false,
    authHeaders: new Set(['authorization', ...applies.flatMap(headerNames)]),
    authQuery: new Set(applies.flatMap((a) => (a.query ? [a.query.name] : []))),
  };
}

function headerNames(a: AuthApply): string[] {
  return [...(a.header ? [a.header.name] : []), ...Object.keys(a.headers ?? {})].map((n) =>
    n.toLowerCase(),
  );
}
