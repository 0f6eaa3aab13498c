// A V8 .cpuprofile (node --cpu-prof) in a few lines: the busy share (samples not idle), the top
// functions by self time, self time by package or source file, and the inclusive time of the
// functions named in FOCUS (the per-request data access, token check, logging, engine call).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const FOCUS = [
  'tokenGrants',
  'row',
  'runtime',
  'verify',
  'requestLog',
  'execute',
  'write',
  'stringify',
  'parse',
  'request',
];
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

/** node_modules/<package> or the source file under the package root. */
function owner(url: string): string {
  if (!url) return '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return 'node:internals';
  const d = /\/(dist\/.*|engine\/.*|server\/.*)$/.exec(url);
  return d ? d[1]! : url;
}

export function summariseProfile(file: string, top = 20): string {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${owner(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const focus = new Map<string, number>();
  let busy = 0;
  let total = 0;
  p.samples.forEach((id, i) => {
    const us = p.timeDeltas[i] ?? 0;
    total += us;
    const n = byId.get(id)!;
    if (n.callFrame.functionName === '(idle)') return;
    busy += us;
    self.set(key(n), (self.get(key(n)) ?? 0) + us);
    const o = IDLE.has(n.callFrame.functionName)
      ? n.callFrame.functionName
      : owner(n.callFrame.url);
    byOwner.set(o, (byOwner.get(o) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (FOCUS.includes(name) && !seen.has(name))
        seen.add(name), focus.set(name, (focus.get(name) ?? 0) + us);
    }
  });
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us)}  ${k}`);
  return [
    `busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s; shares below are of the busy time`,
    `top ${top} functions by self time:`,
    ...rows(self, top),
    'self time by package or file:',
    ...rows(byOwner, 15),
    `inclusive time of: ${FOCUS.join(', ')} (by name, any file):`,
    ...rows(focus, FOCUS.length),
  ].join('\n');
}
