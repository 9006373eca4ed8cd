// `npm run bench`: build if needed, then run every benchmark in bench/ in turn.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
for (const file of fs.readdirSync(path.join(root, 'bench')).filter((f) => f.endsWith('.mjs')).sort()) {
  console.log(`\n# ${file}`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', file)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
