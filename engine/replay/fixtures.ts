// Fixture files: <fixtures>/<kind>/<entity>.yaml, each a list of cases for that entity's actions,
// plus <fixtures>/<kind>/connector.yaml with the (synthetic) credentials and config of the kind.
// This repository keeps them in tests/fixtures/; an author's folder is given to `connector-engine test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYamlData } from '../manifest/load.ts';

export interface ExpectedRequest {
  method: string;
  /** Path without the origin, e.g. /v1/customers or /api/1.0/tasks. */
  path: string;
  /** Every query param, exactly; a repeated param is a list. */
  query?: Record<string, string | string[]>;
  /** Headers that must be present with these values (names case-insensitive). */
  headers?: Record<string, string>;
  /** Headers that must not be sent (e.g. authorization to a file host). */
  absent_headers?: string[];
  /** Exact body: a JSON value, or for a form body an object of field -> string (list when repeated). */
  body?: unknown;
}

export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  /** JSON body; the text {{origin}} anywhere in it becomes the fake upstream's origin. */
  body?: unknown;
  /** A raw text body instead of JSON (file downloads, non-JSON errors). */
  body_text?: string;
}

export interface Exchange {
  request: ExpectedRequest;
  response: FakeResponse;
}

export interface FixtureCase {
  name: string;
  action: string;
  params?: Record<string, unknown>;
  paginate?: { max_pages?: number; max_records?: number };
  credentials?: Record<string, unknown>;
  config?: Record<string, unknown>;
  /** Replication settings (replication_start_date) of the connector, for kinds that have them. */
  replication?: Record<string, unknown>;
  auth?: 'token' | 'oauth';
  exchanges?: Exchange[];
  expect: {
    result?: unknown;
    result_count?: number;
    /** Subset match: every key given must be equal in the result (recursively). */
    result_match?: unknown;
    metadata?: Record<string, unknown>;
    error?: { status: number; code: string; field?: string; message?: string };
    download?: { content_type?: string; body_text: string };
  };
}

export interface FixtureFile {
  kind: string;
  entity: string;
  file: string;
  cases: FixtureCase[];
}

export interface KindFixtures {
  kind: string;
  connector: {
    credentials: Record<string, unknown>;
    config?: Record<string, unknown>;
    replication?: Record<string, unknown>;
    auth?: 'token' | 'oauth';
  };
  files: FixtureFile[];
}

export function loadKindFixtures(kind: string, dir: string): KindFixtures {
  const kindDir = join(dir, kind);
  const connectorFile = join(kindDir, 'connector.yaml');
  const connector = existsSync(connectorFile)
    ? (parseYamlData(readFileSync(connectorFile, 'utf8')) as KindFixtures['connector'])
    : { credentials: {} };
  const files = readdirSync(kindDir)
    .filter((f) => f.endsWith('.yaml') && f !== 'connector.yaml')
    .sort()
    .map((f) => {
      const file = join(kindDir, f);
      const data = parseYamlData(readFileSync(file, 'utf8')) as { cases?: FixtureCase[] };
      return { kind, entity: f.replace(/\.yaml$/, ''), file, cases: data?.cases ?? [] };
    });
  return { kind, connector, files };
}

export function fixtureKinds(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
}
