// vendor_api: every manifest names the vendor API version it targets; the linter (and only the linter:
// the engine never refuses to start over a date) turns an announced sunset into a warning 90 days
// ahead and an error once it has passed. "Today" is injected with --today, so these never age.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeKind } from '../engine/index.ts';
import { lintFiles } from '../scripts/lint.ts';
import { signIn, startTestServer, type TestServer } from './support/server.ts';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'scripts/connector-engine.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: root });
type Problem = {
  file: string;
  line: number;
  col: number;
  severity: string;
  code: string;
  message: string;
};
const lintJson = (...args: string[]) => {
  const r = run('lint', ...args, '--json');
  return { status: r.status, problems: JSON.parse(r.stdout) as Problem[] };
};

// Amazon's Orders API v0 is removed on 2027-03-27 (connectors/amazon-seller-partner.yaml).
const AMAZON = join(root, 'connectors/amazon-seller-partner.yaml');
const sunsetFindings = (today: string) =>
  lintFiles([AMAZON], { today }).map((p) => ({
    severity: p.severity,
    code: p.code,
    message: p.message,
    line: p.line,
  }));

describe('lint rule vendor-api-sunset', { timeout: 60_000 }, () => {
  it('says nothing more than 90 days before the sunset (the shipped connectors on 2026-11-23: 124 days)', () => {
    const r = run('lint', 'connectors', '--today', '2026-11-23');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
    expect(sunsetFindings('2026-12-26')).toEqual([]); // 91 days before
  });

  it('warns within 90 days before it, at the sunset line, up to the day itself', () => {
    const at =
      readFileSync(AMAZON, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('sunset: "2027-03-27"')) + 1;
    expect(sunsetFindings('2026-12-27')).toEqual([
      {
        severity: 'warning',
        code: 'vendor-api-sunset',
        line: at,
        message: expect.stringContaining('on 2027-03-27, in 90 day(s)'),
      },
    ]);
    // The sunset day itself is still a warning: the version works until the day has passed.
    expect(sunsetFindings('2027-03-27')).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringContaining('today') }),
    ]);
  });

  it('is an error once the sunset has passed', () => {
    expect(sunsetFindings('2027-03-28')).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'vendor-api-sunset',
        message: expect.stringContaining('retired API version'),
      }),
    ]);
  });

  it('the CLI prints the severity (text and --json); warnings exit 0, errors exit 1', () => {
    const warn = run('lint', 'connectors', '--today', '2027-01-01');
    expect(warn.stdout).toMatch(
      /^connectors\/amazon-seller-partner\.yaml:\d+:\d+ {2}warning {2}vendor-api-sunset {2}.*in 85 day\(s\)/,
    );
    expect(warn.stderr).toMatch(/0 error\(s\), \d+ warning\(s\)/); // other kinds' sunsets within 90 days of 2027-01-01 warn too
    expect(warn.status).toBe(0);
    const { status, problems } = lintJson(AMAZON, '--today', '2027-03-28');
    expect(status).toBe(1);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'vendor-api-sunset',
        message: expect.stringContaining('1 day(s) ago'),
      }),
    ]);
  });

  it('fails a manifest whose sunset passed before the real date, as greenhouse on Harvest v1 (gone after 2026-08-31) would have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sunset-'));
    const src = readFileSync(join(root, 'connectors/amazon-seller-partner.yaml'), 'utf8').replace(
      'sunset: "2027-03-27"',
      'sunset: "2026-08-31"',
    );
    writeFileSync(join(dir, 'amazon-seller-partner.yaml'), src);
    const { status, problems } = lintJson(
      join(dir, 'amazon-seller-partner.yaml'),
      '--fixtures',
      join(root, 'tests/fixtures'),
      '--today',
      '2026-11-23',
    );
    expect(status).toBe(1);
    expect(problems.map((p) => `${p.severity} ${p.code}`)).toEqual(['error vendor-api-sunset']);
    expect(problems[0]!.message).toContain('84 day(s) ago');
  });

  it('refuses a --today that is not a date (usage error, exit 2)', () => {
    const r = run('lint', 'connectors', '--today', 'tomorrow');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--today must be a date as YYYY-MM-DD');
  });

  it('is a linter rule only: the engine starts with a manifest whose sunset has passed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sunset-'));
    writeFileSync(
      join(dir, 'amazon-seller-partner.yaml'),
      readFileSync(join(root, 'connectors/amazon-seller-partner.yaml'), 'utf8').replace(
        'sunset: "2027-03-27"',
        'sunset: "2020-01-01"',
      ),
    );
    expect(createEngine({ connectorsDir: dir }).kinds()).toEqual(['amazon-seller-partner']);
  });
});

describe('vendor_api in the manifest format', { timeout: 60_000 }, () => {
  it('is required, with an https docs URL and a real date as sunset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vendor-api-'));
    const src = readFileSync(join(root, 'connectors/notion.yaml'), 'utf8');
    const cases: [string, RegExp][] = [
      [src.replace(/^vendor_api: .*\n/m, ''), /missing-key {2}vendor_api is required\./],
      [
        src.replace(
          'docs: "https://developers.notion.com/reference/intro"',
          'docs: "http://developers.notion.com"',
        ),
        /schema {2}vendor_api\.docs must match the pattern/,
      ],
      [
        src.replace('version: "2025-09-03",', 'version: "2025-09-03", sunset: "2027-02-30",'),
        /schema {2}vendor_api\.sunset must be a date/,
      ],
    ];
    for (const [text, expected] of cases) {
      writeFileSync(join(dir, 'notion.yaml'), text);
      const r = run('lint', join(dir, 'notion.yaml'), '--fixtures', join(root, 'tests/fixtures'));
      expect(r.stdout).toMatch(expected);
      expect(r.status).toBe(1);
    }
  });

  it('every shipped kind states its version and an https reference; sunsets are dates still ahead', () => {
    const engine = createEngine();
    const apis = Object.fromEntries(
      engine.kinds().map((k) => [k, describeKind(engine.plan(k)).vendor_api]),
    );
    expect(Object.keys(apis).length).toBeGreaterThanOrEqual(9);
    for (const api of Object.values(apis)) {
      expect(api.version).toBeTruthy();
      expect(api.docs).toMatch(/^https:\/\//);
      if (api.sunset) expect(api.sunset > new Date().toISOString().slice(0, 10)).toBe(true);
    }
    expect(apis['amazon-seller-partner']!.sunset).toBe('2027-03-27');
    expect(apis.monday!.version).toBe('2026-10');
    expect(apis.notion!.version).toBe('2025-09-03');
  });

  it('describe prints it', () => {
    const r = run('describe', 'notion');
    expect(r.stdout).toContain(
      'vendor API: 2025-09-03, https://developers.notion.com/reference/intro',
    );
  });
});

describe('GET /api/v1/connector-types', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("shows each kind's vendor_api", async () => {
    const session = await signIn(server, 'acme');
    const res = await session.api('GET', '/api/v1/connector-types');
    expect(res.status).toBe(200);
    const amazon = res.body.data.find(
      (k: { connector_type: string }) => k.connector_type === 'amazon-seller-partner',
    );
    expect(amazon.vendor_api).toEqual({
      version: 'orders v0, finances v0, catalogItems 2022-04-01, reports 2021-06-30',
      docs: 'https://developer-docs.amazon.com/sp-api/docs/orders-api-v0-use-case-guide',
      sunset: '2027-03-27',
    });
    for (const k of res.body.data) expect(k.vendor_api.docs).toMatch(/^https:\/\//);
  });
});
