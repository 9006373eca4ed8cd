// Helpers shared by the start and test scripts: install dependencies and build only when needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// run executes a command in the repository root and exits on failure.
export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// ensureInstalled runs `npm ci` when node_modules is missing or older than the lockfile. `npm start` asks only for what
// running and building need ('production': `npm ci --omit=dev`, without the test, lint and benchmark tools); the test,
// dev and bench scripts ask for everything ('full'), and install again over a production install.
export function ensureInstalled(kind = 'full') {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  const hasDevTools = fs.existsSync(path.join(root, 'node_modules', 'vitest', 'package.json'));
  if (fresh && (kind === 'production' || hasDevTools)) return;
  console.log(`[ulak] installing dependencies (npm ci${kind === 'production' ? ' --omit=dev' : ''})…`);
  run('npm', ['ci', '--no-audit', '--no-fund', ...(kind === 'production' ? ['--omit=dev'] : [])]);
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

// ensureBuilt builds the web app and the server when a build is missing or older than its sources.
export function ensureBuilt() {
  const targets = [
    { out: 'apps/web/dist/index.html', sources: ['apps/web', 'packages/shared/src'], ws: '@ulak/web' },
    { out: 'apps/server/dist/main.js', sources: ['apps/server/src', 'packages/shared/src'], ws: '@ulak/server' },
  ];
  for (const t of targets) {
    const out = path.join(root, t.out);
    const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
    const newest = Math.max(...t.sources.map((s) => newestMtime(path.join(root, s))));
    if (built >= newest) continue;
    console.log(`[ulak] building ${t.ws}…`);
    run('npm', ['run', 'build', '-w', t.ws]);
  }
}
