// Output helpers of the command line: exits that wait for piped output to drain, usage errors
// (exit 2), JSON results, and `k=v` option values.

/** Exits once stdout and stderr are drained: output piped to another program is never cut. */
export async function exit(code: number): Promise<never> {
  await Promise.all(
    [process.stdout, process.stderr].map((s) => new Promise<void>((r) => s.write('', () => r()))),
  );
  process.exit(code);
}

/** A usage error: the message and a pointer to the command's help, exit 2. */
export async function usage(message: string, command = ''): Promise<never> {
  process.stderr.write(
    `connector-engine: ${message}\n(see connector-engine ${command ? `${command} ` : ''}--help)\n`,
  );
  return exit(2);
}

/** An error of the work itself (not of the command line): one line, exit 1. */
export async function failed(message: string): Promise<never> {
  process.stderr.write(`connector-engine: ${message}\n`);
  return exit(1);
}

/** Prints a result as JSON (exit 0), or an error message (exit 1). */
export async function finish(out: unknown, indent?: number): Promise<never> {
  if (typeof out === 'string') return failed(out);
  process.stdout.write(`${JSON.stringify(out, null, indent)}\n`);
  return exit(0);
}

/** Collects repeated `--x k=v` options into pairs. */
export function collectPair(value: string, previous: [string, string][] = []): [string, string][] {
  const at = value.indexOf('=');
  if (at < 1) throw new Error(`'${value}' is not NAME=VALUE`);
  return [...previous, [value.slice(0, at), value.slice(at + 1)]];
}

// not through engine/index.ts: help and usage errors stay instant (no engine load)
export { upstreamsFromEnv } from '../../engine/upstreams-env.ts';
