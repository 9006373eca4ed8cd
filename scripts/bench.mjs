// `npm run bench`: build if needed, then run every benchmark in bench/ in turn (*.mjs with node, *.ts with tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') || (f.endsWith('.ts') && !f.endsWith('.d.ts')))
  .sort();
for (const file of files) {
  console.log(`\n# ${file}`);
  const full = path.join(root, 'bench', file);
  const r = file.endsWith('.ts')
    ? spawnSync('npx', ['--no-install', 'tsx', full], { cwd: root, stdio: 'inherit' })
    : spawnSync(process.execPath, [full], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
