// Test harness: a full app on a fresh database — in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config.js';
import { createApp, type UlakApp } from '../app.js';
import { pgliteTemplateBlob, postgresTemplate, whileBusy } from './templates.js';

export type TestApp = UlakApp & {
  request: (opts: {
    method: string;
    url: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    ip?: string;
  }) => Promise<LightMyRequestResponse>;
  /** Registers a user (register, then confirm with the mailed code) and returns its token and user. */
  register: (over?: Record<string, unknown>) => Promise<{ token: string; user: { id: string; workspaceId: string; email: string; emailVerified: boolean } }>;
  adminToken: () => Promise<string>;
  sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
  /**
   * Closes this app and starts a new one on the same data (a restart): on PostgreSQL, or on PGlite kept on disk
   * (start with ULAK_PGLITE_MEMORY: 'false'). Use the returned app from then on; its stop() removes the data.
   */
  restart: () => Promise<TestApp>;
};

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-1' };

async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ulak_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await whileBusy(() => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let counter = 0;

// startTestApp starts an app with the platform admin configured and returns request helpers.
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const pgBase = process.env.DATABASE_URL;
  const fresh = pgBase ? await freshPostgres(pgBase) : undefined;
  const dataDir = path.join(os.tmpdir(), `ulak-test-${process.pid}-${Date.now()}-${counter++}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ULAK_DATA_DIR: dataDir,
    ULAK_PUBLIC_URL: 'http://localhost:5000',
    ULAK_ADMIN_EMAIL: ADMIN.email,
    ULAK_ADMIN_PASSWORD: ADMIN.password,
    ULAK_SECRET: 'test-secret-test-secret-test-secret-1234',
    ULAK_PGLITE_MEMORY: 'true',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  return openTestApp(config, async () => {
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

// openTestApp starts an app on the given configuration; dispose removes its data once it is stopped for good.
async function openTestApp(config: ReturnType<typeof loadConfig>, dispose: () => Promise<void>): Promise<TestApp> {
  // an in-memory PGlite starts from a migrated copy (test/templates.ts); a disk or server database migrates as usual
  const inMemory = config.pgliteInMemory && !config.databaseUrl;
  const instance = await createApp(config, inMemory ? { pgliteTemplate: await pgliteTemplateBlob() } : {});
  // each request comes from its own address unless a test names one, so per-IP throttling stays out of unrelated tests
  let ipCounter = 0;
  const request: TestApp['request'] = async ({ method, url, body, token, headers, ip }) =>
    instance.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: ip ?? `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  let n = 0;
  const register: TestApp['register'] = async (over = {}) => {
    n += 1;
    const body = {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: `user${n}-${crypto.randomBytes(3).toString('hex')}@example.com`,
      password: 'secret12',
      ...over,
    };
    const ip = `10.250.${(n >> 8) & 255}.${n & 255}`;
    const started = await request({ method: 'POST', url: '/api/auth/register', body, ip });
    if (started.statusCode !== 202) throw new Error(`register failed: ${started.statusCode} ${started.body}`);
    const code = await signupCode(String(body.email).trim().toLowerCase());
    const res = await request({ method: 'POST', url: '/api/auth/register/confirm', body: { email: body.email, code }, ip });
    if (res.statusCode !== 201) throw new Error(`register confirm failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  // the code of the latest signup mail to the address: from the mail queue at once, or from the capture mailbox
  const signupCode = async (email: string): Promise<string> => {
    const query = async (text: string) => (await instance.ctx.database.query(text, [email])).rows as { subject?: string }[];
    const subject = await waitFor(async () => {
      const queued = await query(`SELECT data->>'subject' AS subject FROM pgboss.job
        WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on DESC LIMIT 1`);
      const captured = queued.length
        ? queued
        : await query(`SELECT subject FROM captured_mails
        WHERE to_addresses = $1 ORDER BY received_at DESC LIMIT 1`);
      return captured[0]?.subject;
    });
    const m = /\b(\d{6})\b/.exec(subject);
    if (!m) throw new Error(`no signup code in "${subject}"`);
    return m[1];
  };
  return {
    ...instance,
    request,
    register,
    adminToken: async () => (await request({ method: 'POST', url: '/api/auth/login', body: ADMIN })).json().token,
    sql: async (text, values) => (await instance.ctx.database.query(text, values)).rows,
    stop: async () => {
      await instance.close();
      await dispose();
    },
    restart: async () => {
      if (config.pgliteInMemory && !config.databaseUrl) throw new Error('restart: PGlite in memory keeps no data; start with ULAK_PGLITE_MEMORY: false');
      await instance.close();
      return openTestApp(config, dispose);
    },
  };
}

// waitFor polls until fn returns a truthy value or the timeout passes.
export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
