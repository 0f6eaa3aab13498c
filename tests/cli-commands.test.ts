// The command line as a process: help on every command without loading the engine, --version,
// suggestions for mistyped commands and kinds, usage errors (exit 2), and the environment in help.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'scripts/connector-engine.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: root });

// Loaded before the CLI: at exit, lists the engine's libraries (CommonJS) that were loaded.
const probe = join(mkdtempSync(join(tmpdir(), 'cli-probe-')), 'probe.mjs');
writeFileSync(
  probe,
  `import { createRequire } from 'node:module';
const cache = createRequire(import.meta.url).cache;
process.on('exit', () => process.stderr.write('\\nLOADED ' + JSON.stringify(Object.keys(cache).filter((k) => /node_modules\\/(ajv|jsonata|better-sqlite3|undici|yaml|drizzle-orm)\\//.test(k)).map((k) => k.split('node_modules/')[1].split('/')[0]).filter((v, i, a) => a.indexOf(v) === i))));`,
);
const loaded = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', probe, cli, ...args], {
    encoding: 'utf8',
    cwd: root,
  });
  return { ...r, libs: JSON.parse(/LOADED (.*)$/.exec(r.stderr)![1]!) as string[] };
};

describe('connector-engine help', { timeout: 120_000 }, () => {
  it('prints help without loading the engine, the manifests or the server', () => {
    const help = loaded('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: connector-engine');
    expect(help.libs).toEqual([]);
    const runHelp = loaded('run', '--help');
    expect([runHelp.status, runHelp.libs]).toEqual([0, []]);
    // the probe sees the engine when a command does load it
    expect(loaded('describe', 'stripe', 'balance').libs).toEqual(
      expect.arrayContaining(['ajv', 'jsonata']),
    );
  });

  it('has -h/--help on every command', () => {
    const commands = [
      ['serve'],
      ['apps'],
      ['apps', 'create'],
      ['apps', 'grant'],
      ['apps', 'list'],
      ['apps', 'rotate'],
      ['apps', 'revoke'],
      ['oauth', 'origins', 'add'],
      ['oauth', 'origins', 'list'],
      ['lint'],
      ['describe'],
      ['run'],
      ['sync'],
    ];
    for (const c of commands) {
      const r = run(...c, c.length % 2 ? '-h' : '--help');
      expect([c.join(' '), r.status]).toEqual([c.join(' '), 0]);
      expect(r.stdout.startsWith(`Usage: connector-engine ${c.join(' ')} `)).toBe(true);
    }
    expect(run('run', '--help').stdout).toMatch(
      /--paginate[\s\S]*--dry-run[\s\S]*CONNECTOR_ENGINE_UPSTREAM_<KIND>/,
    );
  });

  it('prints the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const r = run('--version');
    expect([r.status, r.stdout.trim()]).toEqual([0, version]);
  });

  it('lists every environment variable the service and the commands read', () => {
    const help = run('--help').stdout;
    const sources = [
      'server/config.ts',
      'server/log.ts',
      'server/secrets.ts',
      'scripts/cli/io.ts',
      'scripts/cli/data.ts',
    ]
      .map((f) => readFileSync(join(root, f), 'utf8'))
      .join('\n');
    const names = new Set(
      [
        ...sources.matchAll(
          /\b(CONNECTOR_ENGINE_[A-Z_]+[A-Z]|LOG_LEVEL|DATA_DIR|PUBLIC_URL|PORT|HOST)\b/g,
        ),
      ].map((m) => m[1]!.replace(/_\(\.\+\)$/, '')),
    );
    names.add('CONNECTOR_ENGINE_UPSTREAM_<KIND>');
    names.add('CONNECTOR_ENGINE_OAUTH_<KIND>_CLIENT_ID');
    for (const n of [...names].filter(
      (n) => !/^CONNECTOR_ENGINE_(UPSTREAM|OAUTH)_?$/.test(n) && !n.endsWith('_CLIENT'),
    ))
      expect(help, n).toContain(n);
  });
});

describe('connector-engine mistakes', { timeout: 60_000 }, () => {
  it('suggests the command meant, exit 2', () => {
    const r = run('descibe', 'stripe');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('(Did you mean describe?)');
  });

  it('suggests the kind meant, before compiling anything, exit 2', () => {
    for (const args of [
      ['describe', 'strpe'],
      ['run', 'strpe', 'customers', 'list'],
      ['sync', 'jria', '--store', '/nonexistent/x.db'],
    ]) {
      const r = loaded(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/unknown kind '(strpe|jria)'\. Did you mean '(stripe|jira)'\?/);
      expect(r.libs).toEqual([]);
    }
  });

  it('suggests the entity meant', () => {
    const r = run('describe', 'stripe', 'custmers');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Did you mean 'customers'?");
  });

  it('refuses unknown options and missing arguments with exit 2', () => {
    expect(run('lint', '--nope').status).toBe(2);
    expect(run('describe').status).toBe(2);
    expect(run('apps', 'create').stderr).toContain("required option '--org <name>' not specified");
    expect(run('run', 'stripe', 'balance', 'get', '--paginate', 'x').status).toBe(2);
    expect(run('run', 'stripe', 'balance', 'get', '--params', '{no').stderr).toContain(
      '--params is not JSON',
    );
    expect(run('run', 'stripe', 'balance', 'get', '--config', 'novalue').stderr).toContain(
      "'novalue' is not NAME=VALUE",
    );
  });
});
