// Browser-test harness: the built server in a child process on a free port with its own data dir, and Debian's Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/client.js';

export const ADMIN = { email: 'admin@e2e.local', password: 'admin-e2e-pass' };
const root = path.resolve(import.meta.dirname, '..');

// freePort asks the system for a free loopback port.
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

const mainJs = () => path.join(root, 'apps/server/dist/main.js');

/**
 * preparedDataDir is a data dir that the built server's first start has created, migrated and seeded
 * (`ULAK_PREPARE_ONLY=1`), made once per build and schema in the temp dir; each server starts on a copy of it, so a
 * browser test does not pay initdb and every migration again (the first start itself is what `npm start` and the
 * fresh-clone check exercise).
 */
function preparedDataDir(): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(mainJs()));
  const migrations = path.join(root, 'apps/server/drizzle');
  for (const f of fs.readdirSync(migrations).sort()) if (f.endsWith('.sql')) hash.update(f).update(fs.readFileSync(path.join(migrations, f)));
  const dir = path.join(os.tmpdir(), `ulak-e2e-template-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) return dir;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-e2e-template-building-'));
  const prepared = spawnSync(process.execPath, [mainJs()], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      ULAK_PREPARE_ONLY: '1',
      ULAK_DATA_DIR: building,
      ULAK_ADMIN_EMAIL: ADMIN.email,
      ULAK_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error(`preparing the data dir failed with ${prepared.status}`);
  try {
    fs.renameSync(building, dir);
  } catch {
    // another test file prepared it meanwhile
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

export type Server = {
  url: string;
  /** The server's data directory (its PGlite database lives under it). */
  dataDir: string;
  /** Stops the server; keepData leaves its data directory for a look at the stored rows (see storedRows). */
  stop: (opts?: { keepData?: boolean }) => Promise<void>;
  api: <T>(method: string, url: string, body?: unknown, token?: string) => Promise<{ status: number; body: T }>;
};

// startServer runs apps/server/dist/main.js (built web app included) and waits for a healthy answer; `env` adds or
// overrides environment variables (e.g. ULAK_DNS_SERVERS pointing at a test DNS server).
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  // a test that needs the public address before the start (e.g. http://localhost:<port> for passkeys) names the port
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-e2e-'));
  fs.cpSync(preparedDataDir(), dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [mainJs()], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ULAK_DATA_DIR: dataDir,
      ULAK_PUBLIC_URL: url,
      ULAK_ADMIN_EMAIL: ADMIN.email,
      ULAK_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 100));
  }
  const api: Server['api'] = async (method, p, body, token) => {
    const res = await fetch(`${url}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  return {
    url,
    dataDir,
    api,
    stop: async (opts) => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      if (!opts?.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// storedRows runs one SQL query over a stopped server's database (its PGlite directory), as a person checking by hand would.
export async function storedRows<T>(server: Server, text: string, values?: unknown[]): Promise<T[]> {
  const database = await openDatabase({ dataDir: server.dataDir });
  try {
    return (await database.query(text, values)).rows as T[];
  } finally {
    await database.close();
  }
}

// launchBrowser starts Debian's Chromium headless with the flags this machine needs.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

// mailedCode reads the 6-digit code of the newest matching mail to an address from the capture mailbox, as the admin.
export async function mailedCode(server: Server, email: string, adminToken: string, subject: RegExp, after = 0): Promise<string> {
  const until = Date.now() + 20_000;
  for (;;) {
    const list = await server.api<{ items: { to: string; subject: string; receivedAt: string }[] }>(
      'GET',
      '/api/admin/mailbox?limit=50',
      undefined,
      adminToken,
    );
    const hit = list.body.items.find((m) => m.to === email && subject.test(m.subject) && new Date(m.receivedAt).getTime() > after);
    const code = hit && /(\d{6})/.exec(hit.subject)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no mail matching ${subject} for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// latestCode reads the newest password-reset code mailed to an address.
export function latestCode(server: Server, email: string, adminToken: string, after = 0): Promise<string> {
  return mailedCode(server, email, adminToken, /reset|sıfırlama/i, after);
}

// signupCode reads the newest registration confirmation code mailed to an address.
export function signupCode(server: Server, email: string, adminToken: string, after = 0): Promise<string> {
  return mailedCode(server, email, adminToken, /sign-up code|kayıt onay/i, after);
}

// adminToken signs the platform admin in over the API.
export async function adminToken(server: Server): Promise<string> {
  return (await server.api<{ token: string }>('POST', '/api/auth/login', ADMIN)).body.token;
}

type Registered = { token: string; user: { id: string; email: string; workspaceId: string } };

// registerUser registers over the API like a person would: register, read the mailed code, confirm.
export async function registerUser(server: Server, body: Record<string, unknown> & { email: string }): Promise<Registered> {
  const started = await server.api('POST', '/api/auth/register', body);
  if (started.status !== 202) throw new Error(`register failed: ${started.status} ${JSON.stringify(started.body)}`);
  const code = await signupCode(server, body.email.toLowerCase(), await adminToken(server));
  const done = await server.api<Registered>('POST', '/api/auth/register/confirm', { email: body.email, code });
  if (done.status !== 201) throw new Error(`register confirm failed: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/**
 * Waits as a reader would before opening and clicking a mail just sent: the product counts a click within 2 s of
 * sending (SCANNER_SECONDS in the tracking module) as a link scanner's, not a person's.
 */
export function readLikeAPerson(): Promise<void> {
  return new Promise((r) => setTimeout(r, 2500));
}
