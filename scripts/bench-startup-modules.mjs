// `node --import ./scripts/bench-startup-modules.mjs ...`: records every module file the process loads
// (ES modules through a loader hook, CommonJS through Module._load) and, on SIGUSR2, writes their
// sorted list to $MODULE_LIST. bench-startup.ts sends the signal at the first 200 on /healthz: the
// module count of a start, independent of the machine's load.
import { writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const seen = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => seen.add(url));
port1.unref();
const hook = `let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) {
  if (url.startsWith('file:')) port.postMessage(url);
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, {
  data: { port: port2 },
  transferList: [port2],
});
const Module = createRequire(import.meta.url)('node:module');
const load = Module._load;
Module._load = function (...args) {
  const loaded = load.apply(this, args);
  try {
    const file = Module._resolveFilename(...args);
    if (file.startsWith('/')) seen.add(`file://${file}`);
  } catch {}
  return loaded;
};
// the loader thread's last messages arrive before the list is written
process.on('SIGUSR2', () =>
  setTimeout(() => writeFileSync(process.env.MODULE_LIST, [...seen].sort().join('\n')), 50),
);
