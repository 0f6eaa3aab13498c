// Every command README.md and docs/*.md show keeps working: npm scripts exist; each `connector-engine`
// command names real subcommands and options (read from the CLI's own help); the concrete ones run
// for real in a temporary data folder against a local fake vendor (no usage error, exit 0 or 1); the
// service's environment variables are the ones docs/operations.md lists; relative links resolve.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'scripts/connector-engine.mjs');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
].map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

/** `connector-engine ...` in inline code and the lines of shell blocks, `\|` unescaped, comments cut. */
function documentedCommands(): { file: string; line: string }[] {
  const out: { file: string; line: string }[] = [];
  for (const { file, text } of pages) {
    const inline = [...text.matchAll(/`((?:npx )?connector-engine [^`]+)`/g)].map((m) => m[1]!);
    const blocks = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
      m[1]!.split('\n').filter((l) => /^(npx )?connector-engine /.test(l)),
    );
    for (const raw of [...inline, ...blocks]) {
      const line = raw
        .replace(/\s+#.*$/, '')
        .replace(/\\\|/g, '|')
        .replace(/^npx /, '');
      out.push({ file, line });
    }
  }
  return out;
}

/** Words of a command line; '...' and "..." stay one word, quotes removed. */
const words = (line: string) =>
  [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);

const run = promisify(execFile);
async function cliRun(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  try {
    const r = await run(process.execPath, [cli, ...args], { cwd, env, timeout: 60_000 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout: string; stderr: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Subcommands and long options of a command path, from its --help. */
const helps = new Map<string, Promise<{ commands: string[]; options: string[] }>>();
function helpOf(path: string[]) {
  const key = path.join(' ');
  if (!helps.has(key))
    helps.set(
      key,
      cliRun([...path, '--help'], root, process.env).then(({ code, stdout }) => {
        expect(code, `connector-engine ${key} --help`).toBe(0);
        const section = (name: string) =>
          (
            new RegExp(`^${name}:\\n([\\s\\S]*?)(?:\\n\\n|(?![\\s\\S]))`, 'm').exec(stdout)?.[1] ??
            ''
          )
            .split('\n')
            .filter((l) => /^ {2}\S/.test(l));
        return {
          commands: section('Commands').map((l) => l.trim().split(/\s/)[0]!),
          options: section('Options').flatMap((l) => [...l.matchAll(/--[\w-]+/g)].map((m) => m[0])),
        };
      }),
    );
  return helps.get(key)!;
}

/** The subcommand paths a command line names (`list|add|remove` is three) and its --options. */
async function resolveCommand(line: string) {
  const ws = words(line).slice(1);
  let paths: string[][] = [[]];
  for (const w of ws) {
    const { commands } = await helpOf(paths[0]!);
    const alternatives = w.split('|');
    if (!alternatives.every((a) => commands.includes(a))) break;
    paths = paths.flatMap((p) => alternatives.map((a) => [...p, a]));
  }
  const options = ws.flatMap((w) => /^\[?(--?[\w-]+)/.exec(w)?.[1] ?? []);
  return { paths, options };
}

const commands = documentedCommands();
/** Runnable as written: no optional parts, alternatives or placeholders (app_... is filled in). */
const concrete = (line: string) =>
  !/[[\]<>|]|\.\.\.|\b[A-Z]{2,}\b/.test(line.replace(/app_\.\.\./g, 'app_x'));
/** Commands that serve until stopped: checked against the help only. */
const serves = (line: string) => /^connector-engine (serve|mcp)\b/.test(line);

describe('commands in README and docs', { timeout: 300_000 }, () => {
  it('finds them', () => {
    expect(commands.length).toBeGreaterThanOrEqual(15);
    expect(commands.filter((c) => concrete(c.line) && !serves(c.line)).length).toBeGreaterThan(5);
  });

  it('npm scripts they name exist', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    );
    const named = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
        (m) => [file, m[1] ?? m[2]!] as const,
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(([, s]) => !scripts.includes(s))).toEqual([]);
  });

  // commands with subcommands that also run on their own: `mcp` serves stdio, `mcp approve-code` is an admin step
  const RUNS_ALONE = new Set(['mcp']);

  it.each(commands.map((c) => [`${c.file}: ${c.line}`, c.line] as const))(
    'names real commands and options: %s',
    async (_name, line) => {
      const { paths, options } = await resolveCommand(line);
      for (const path of paths) {
        const { commands: subs, options: known } = await helpOf(path);
        if (
          !options.length &&
          !/^(--|-\w)/.test(words(line)[1] ?? '') &&
          !RUNS_ALONE.has(path.join(' '))
        )
          expect(subs, `"${path.join(' ')}" needs a subcommand`).toEqual([]);
        expect(
          options.filter((o) => !known.includes(o) && o !== '-h'),
          `options of connector-engine ${path.join(' ')}`,
        ).toEqual([]);
      }
    },
  );

  describe('the concrete ones run', () => {
    const work = mkdtempSync(join(tmpdir(), 'docs-commands-'));
    let vendor: Server;
    let env: NodeJS.ProcessEnv;
    let clientId = '';
    beforeAll(async () => {
      // a vendor that refuses every credential: a run or check that gets this far exits 1, not 2
      vendor = createServer((_req, res) =>
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"refused"}'),
      );
      await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', r));
      const origin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
      env = { ...process.env, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'silent' };
      for (const kind of readdirSync(join(root, 'connectors')))
        env[
          `CONNECTOR_ENGINE_UPSTREAM_${kind
            .replace(/\.yaml$/, '')
            .toUpperCase()
            .replace(/-/g, '_')}`
        ] = origin;
      const init = await cliRun(['apps', 'create', '--org', 'acme', '--init'], work, env);
      expect(init.code, init.stderr).toBe(0);
      clientId = (JSON.parse(init.stdout) as { client_id: string }).client_id;
    }, 120_000);
    afterAll(() => new Promise<void>((r) => vendor.close(() => r())));

    // a line shown on several pages runs once, named after each page that shows it
    const runnable = new Map<string, string[]>();
    for (const c of commands.filter((c) => concrete(c.line) && !serves(c.line)))
      runnable.set(c.line, [...(runnable.get(c.line) ?? []), c.file]);
    it.each(
      [...runnable].map(
        ([line, files]) => [`${[...new Set(files)].join(', ')}: ${line}`, line] as const,
      ),
    )('%s', async (_name, line) => {
      const args = words(line.replace(/app_\.\.\./g, clientId)).slice(1);
      const file = args[args.indexOf('--credentials-file') + 1];
      if (args.includes('--credentials-file') && file) {
        const kind = args[1]!; // run|sync KIND ...
        const fixture = parse(
          readFileSync(join(root, 'tests/fixtures', kind, 'connector.yaml'), 'utf8'),
        ) as { credentials: object };
        writeFileSync(join(work, file), JSON.stringify(fixture.credentials));
      }
      if (args[0] === 'lint' && args.length === 1) args.push(join(root, 'connectors'));
      const r = await cliRun(args, work, env);
      expect(r.stderr).not.toMatch(/error: (unknown|missing|too many)/);
      expect([0, 1], `exit ${r.code}: ${r.stderr.slice(0, 500)}`).toContain(r.code);
    });
  });

  it('relative links resolve to files', () => {
    const broken = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .map((target) => resolve(root, dirname(file), target).slice(root.length + 1))
        .filter((target) => !existsSync(join(root, target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe("the service's environment variables are the ones docs/operations.md lists", () => {
  const ops = readFileSync(join(root, 'docs/operations.md'), 'utf8');
  const table = /^\| environment variable \| meaning \|\n([\s\S]*?)\n\n/m.exec(ops)?.[1] ?? '';
  const documented = new Set(
    table
      .split('\n')
      .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_<>]+)`/g)])
      .map((m) => m[1]!),
  );
  /** Names the sources read: env.NAME, envNumber(env, 'NAME'), a NAME_ENV constant, and patterns over a kind. */
  const sources = [
    ...readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join('server', f)),
    'engine/upstreams-env.ts',
    'engine/connector-folders.ts', // engineEnv(env) reads the folders' variable for the service
  ];
  const read = new Set(
    sources.flatMap((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      return [
        ...[...text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
        ...[...text.matchAll(/envNumber\(\s*env,\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!),
        ...[...text.matchAll(/onOff\(\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!),
        ...[...text.matchAll(/_ENV = '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!),
        ...[...text.matchAll(/(CONNECTOR_ENGINE_[A-Z_]*)(?:\(\.\+\)|\$\{[^}]+\})([A-Z_]*)/g)].map(
          (m) => `${m[1]}<KIND>${m[2]}`,
        ),
      ];
    }),
  );

  it('finds both lists', () => {
    expect(documented.size).toBeGreaterThan(20);
    expect(read.size).toBeGreaterThan(20);
  });
  it('every variable the service reads is documented', () =>
    expect([...read].filter((n) => !documented.has(n))).toEqual([]));
  it('every documented variable is read', () =>
    expect([...documented].filter((n) => !read.has(n))).toEqual([]));
  it('connector-engine --help lists the same ones', async () => {
    const { stdout } = await cliRun(['--help'], root, process.env);
    const listed = new Set(
      [...(stdout.split('\nEnvironment')[1] ?? '').matchAll(/\b[A-Z][A-Z0-9_]*(?:<KIND>[A-Z_]*)?/g)]
        .map((m) => m[0])
        .filter((n) => documented.has(n) || /^(CONNECTOR_ENGINE|DATA|DATABASE)_/.test(n)),
    );
    expect([...listed].sort()).toEqual([...documented].sort());
  }, 60_000);
});
