// `npm test`: unit and API tests on PGlite, again on PostgreSQL when DATABASE_URL is set, then browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

function vitest(label, project, env) {
  console.log(`\n[ulak] ${label}`);
  const report = path.join(os.tmpdir(), `ulak-vitest-${process.pid}-${project}-${Date.now()}.json`);
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (r.status !== 0) failedRuns += 1;
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    fs.rmSync(report, { force: true });
  } catch {
    if (r.status !== 0) totals.failed += 1;
  }
}

const { DATABASE_URL, ...withoutPg } = process.env;
vitest('unit and API tests on PGlite', 'unit', { ...withoutPg, DATABASE_URL: '' });
if (DATABASE_URL) vitest('API tests on PostgreSQL', 'unit', { DATABASE_URL });

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  vitest('browser tests in Chromium', 'e2e', { ...withoutPg, DATABASE_URL: '', CHROMIUM_PATH: chromium });
} else if (process.env.CI) {
  console.error(`[ulak] Chromium not found at ${chromium}: CI must install it (apt-get install -y chromium).`);
  failedRuns += 1;
} else {
  console.warn(`[ulak] Chromium not found at ${chromium}: browser tests skipped. Install Debian's chromium (or set CHROMIUM_PATH) to run them.`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
