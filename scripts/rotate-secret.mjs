// `npm run rotate-secret`: re-encrypt the stored secrets under a new ULAK_SECRET (stop the servers first).
// Reads the same environment as `npm start`; ULAK_NEW_SECRET chooses the new secret, else one is generated.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const entry = path.join(root, 'apps/server/dist/rotate-secret.js');
// a build made before this command existed has only main.js
if (!fs.existsSync(entry)) run('npm', ['run', 'build', '-w', '@ulak/server']);
const r = spawnSync(process.execPath, ['--enable-source-maps', entry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(r.status ?? 1);
