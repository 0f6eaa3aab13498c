// Manifest folders, one spelling for the library, the service and the commands: DIR alone, or
// shipped:DIR beside the package's kinds where the later folder wins a name; one kind twice in one
// folder, or a folder that is not there, is refused with its name; createEngine() reads the environment;
// a manifest is compiled once per process while its text is the same.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import { createEngine } from '../engine/index.ts';

const root = mkdtempSync(join(tmpdir(), 'connector-folders-'));
const mine = join(root, 'mine');
mkdirSync(mine);
// a copy of the shipped orb manifest under another kind, and an orb of our own (another name)
const orb = readFileSync(join(defaultConnectorsDir, 'orb.yaml'), 'utf8');
writeFileSync(join(mine, 'orbit.yaml'), orb.replace(/^kind: orb$/m, 'kind: orbit'));
const ownOrb = orb.replace(/^name: Orb$/m, 'name: My Orb');
writeFileSync(join(mine, 'orb.yaml'), ownOrb);
afterEach(() => {
  delete process.env.CONNECTOR_ENGINE_CONNECTORS_DIR;
  delete process.env.CONNECTOR_ENGINE_UPSTREAM_ORBIT;
});

it('reads only your folder, or yours beside the shipped ones where yours wins a name', () => {
  expect(createEngine({ connectorsDir: mine }).kinds().sort()).toEqual(['orb', 'orbit']);
  const both = createEngine({ connectorsDir: ['shipped', mine] });
  expect(both.kinds()).toContain('stripe');
  expect(both.kinds()).toContain('orbit');
  expect(both.plan('orb').manifest.name).toBe('My Orb'); // ours, not the shipped orb
  expect(createEngine({ connectorsDir: `shipped${delimiter}${mine}` }).kinds()).toEqual(
    both.kinds(),
  );
});

it('compiles a manifest once while its text is the same: another engine shares the plan, an edit makes a new one', () => {
  const edits = join(root, 'edits');
  mkdirSync(edits);
  writeFileSync(join(edits, 'orb.yaml'), ownOrb);
  const first = createEngine({ connectorsDir: edits }).plan('orb');
  expect(createEngine({ connectorsDir: edits }).plan('orb')).toBe(first);
  writeFileSync(join(edits, 'orb.yaml'), ownOrb.replace(/^name: My Orb$/m, 'name: Edited Orb'));
  const edited = createEngine({ connectorsDir: edits }).plan('orb');
  expect(edited).not.toBe(first);
  expect(edited.manifest.name).toBe('Edited Orb');
  expect(first.manifest.name).toBe('My Orb');
});

it('refuses one kind twice in a folder and a folder that is not there', () => {
  const twice = join(root, 'twice');
  mkdirSync(twice);
  writeFileSync(join(twice, 'a.yaml'), orb);
  writeFileSync(join(twice, 'b.yaml'), orb);
  expect(() => createEngine({ connectorsDir: twice })).toThrow(
    /kind 'orb' is already defined by .*a\.yaml in the same folder/,
  );
  process.env.CONNECTOR_ENGINE_CONNECTORS_DIR = join(root, 'nowhere');
  expect(() => createEngine()).toThrow(
    /CONNECTOR_ENGINE_CONNECTORS_DIR: '.*nowhere' is not a folder/,
  );
});

it('createEngine() reads the folders and the upstreams from the environment, as the service does', async () => {
  process.env.CONNECTOR_ENGINE_CONNECTORS_DIR = `shipped${delimiter}${mine}`;
  process.env.CONNECTOR_ENGINE_UPSTREAM_ORBIT = 'http://127.0.0.1:9';
  const engine = createEngine();
  expect(engine.kinds()).toContain('orbit');
  const connector = engine.connector('orbit', { credentials: { api_key: 'orb_key_12345678' } });
  const { requests } = await connector.render('customers', 'list', {});
  expect(requests[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/v1\/customers/);
});
