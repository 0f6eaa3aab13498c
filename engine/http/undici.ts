// undici loads with the first vendor call, not at start-up, and only the parts the engine uses: the
// request API, the global dispatcher and Agent. The package's index also loads fetch, WebSocket,
// caches and mocks: more than twice as much to load, on the first call of every process. undici is
// pinned to one version in package.json; these are its lib/ paths (CommonJS, so loaded synchronously).
import { createRequire } from 'node:module';
import type * as Undici from 'undici';

export interface UndiciParts {
  request: typeof Undici.request;
  Agent: typeof Undici.Agent;
}

let loaded: UndiciParts | undefined;

export function undici(): UndiciParts {
  return (loaded ??= load());
}

function load(): UndiciParts {
  const require = createRequire(import.meta.url);
  const apiRequest = require('undici/lib/api/api-request.js');
  const { getGlobalDispatcher } = require('undici/lib/global.js');
  const { parseURL } = require('undici/lib/core/util.js');
  const Agent = require('undici/lib/dispatcher/agent.js');
  // undici's own `request` (index.js makeDispatcher) for the options the engine passes: a URL string
  // and a dispatcher or the global one.
  const request = (url: string, opts: Undici.Dispatcher.RequestOptions) => {
    const u: URL = parseURL(url);
    const { dispatcher = getGlobalDispatcher() } = opts as typeof opts & {
      dispatcher?: Undici.Dispatcher;
    };
    const path = u.search ? `${u.pathname}${u.search}` : u.pathname;
    // Object.assign, not a spread with fields after it: on Node 20 that is a slow path (about a
    // microsecond an object; pipeline/send.ts). The options' keys are the engine's own.
    return apiRequest.call(dispatcher, Object.assign({}, opts, { origin: u.origin, path }));
  };
  return { request: request as unknown as typeof Undici.request, Agent };
}
