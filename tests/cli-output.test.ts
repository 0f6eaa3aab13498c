// The command line's JSON output is complete when piped to a slow reader, and a reader that stops
// early ends the command quietly (issue: a piped `describe asana --json` was cut at 64 KiB).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');

function run(args: string[], readAfterMs: number, stopAfterBytes?: number): Promise<{ out: string; err: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    child.stdout.pause(); // a slow reader: the pipe fills before anything is read
    setTimeout(() => {
      child.stdout.on('data', (c) => {
        out += c;
        if (stopAfterBytes && out.length >= stopAfterBytes) child.stdout.destroy();
      });
      child.stdout.resume();
    }, readAfterMs);
    child.on('close', (code) => resolve({ out, err, code }));
  });
}

it('describe --json is complete when piped to a slow reader', async () => {
  const { out, code } = await run(['describe', 'asana', '--json'], 1500);
  expect(code).toBe(0);
  expect(out.length).toBeGreaterThan(64 * 1024);
  expect(JSON.parse(out).connector_type).toBe('asana');
}, 30_000);

it('a reader that stops early ends the command without a stack trace', async () => {
  const { err } = await run(['describe', 'asana', '--json'], 200, 1000);
  expect(err).not.toMatch(/EPIPE|at .*:\d+:\d+/);
}, 30_000);
