// npm pack and npm publish: the package.json in the tarball leaves out `prepare`, the repository's own
// build on `npm ci`. A library user gets dist/ built in the tarball; npm 11 would still list a prepare
// script of a tarball or git dependency as "install scripts not yet covered by allowScripts".
// `prepack` builds and runs `strip`; `postpack` runs `restore` (also run first by `strip`, so a pack
// that failed half-way leaves no stripped package.json behind the next one).
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const file = join(root, 'package.json');
const saved = join(root, '.package.json.prepack');

const restore = () => {
  if (existsSync(saved)) renameSync(saved, file);
};

const mode = process.argv[2];
if (mode === 'restore') restore();
else if (mode === 'strip') {
  restore();
  copyFileSync(file, saved);
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  delete pkg.scripts.prepare;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
