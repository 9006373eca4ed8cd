// `npm run dev`: the API with reload (tsx watch) and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@ulak/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
