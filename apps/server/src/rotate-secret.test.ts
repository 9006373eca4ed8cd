import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reencryptSecrets, rotateSecret, type RotateOptions } from './rotate-secret.js';
import { acceptPrevious } from './secret.js';
import { secretBox } from './secret-box.js';
import { consentTokens } from './modules/contacts/consent.js';
import { invoiceLinks } from './modules/invoicing/public-link.js';
import { trackingSigner } from './modules/campaigns/message.js';
import { startTestApp, type TestApp } from './test/harness.js';

const OLD = 'old-secret-old-secret-old-secret-0001';
const NEW = 'new-secret-new-secret-new-secret-0002';
const APP_SECRET = 'app-secret-app-secret-app-secret-0003';

let t: TestApp;
let workspaceId = '';
let dir = '';

beforeAll(async () => {
  // the app itself signs with APP_SECRET and still accepts links signed with OLD
  t = await startTestApp({ ULAK_SECRET: APP_SECRET, ULAK_PREVIOUS_SECRET: OLD });
  workspaceId = (await t.register()).user.workspaceId;
});
afterAll(async () => {
  await t?.stop();
});
beforeEach(async () => {
  await t.sql('DELETE FROM mail_servers');
  await t.sql('UPDATE sending_settings SET dkim_private_key_enc = NULL');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-rotate-'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
});

const DKIM_PEM = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n';

// stores an SMTP server password and a DKIM private key sealed under `secret`, as the product does
async function storeSecrets(secret: string) {
  const box = secretBox(secret);
  await t.sql(
    `INSERT INTO mail_servers (workspace_id, name, smtp_host, smtp_user, smtp_password_enc)
     VALUES ($1, 'relay', 'smtp.example.com', 'u', $2)`,
    [workspaceId, box.seal('smtp-password-1')],
  );
  await t.sql(
    `INSERT INTO sending_settings (workspace_id, dkim_domain, dkim_selector, dkim_private_key_enc)
     VALUES ($1, 'example.com', 's1', $2)
     ON CONFLICT (workspace_id) DO UPDATE SET dkim_private_key_enc = EXCLUDED.dkim_private_key_enc`,
    [workspaceId, box.seal(DKIM_PEM)],
  );
}

async function storedSecrets() {
  const [server] = await t.sql('SELECT smtp_password_enc FROM mail_servers WHERE workspace_id = $1', [workspaceId]);
  const [settings] = await t.sql('SELECT dkim_private_key_enc FROM sending_settings WHERE workspace_id = $1', [workspaceId]);
  return { password: String(server!.smtp_password_enc), dkim: String(settings!.dkim_private_key_enc) };
}

const options = (env: Record<string, string>, lines: string[] = []): RotateOptions => ({
  env: { ULAK_DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
  // the test app's database, left open for the other tests
  open: async () => ({ ...t.ctx.database, close: async () => undefined }),
  log: (line) => lines.push(line),
});

describe('rotate-secret', () => {
  it('re-encrypts SMTP passwords and DKIM keys: they open with the new secret, not the old', async () => {
    await storeSecrets(OLD);
    const counts = await reencryptSecrets(t.ctx.database.db, OLD, NEW);
    expect(counts['mail_servers.smtp_password_enc']).toEqual({ reencrypted: 1, alreadyNew: 0, unreadable: 0 });
    expect(counts['sending_settings.dkim_private_key_enc']).toEqual({ reencrypted: 1, alreadyNew: 0, unreadable: 0 });
    const stored = await storedSecrets();
    expect(secretBox(NEW).open(stored.password)).toBe('smtp-password-1');
    expect(secretBox(NEW).open(stored.dkim)).toBe(DKIM_PEM);
    expect(() => secretBox(OLD).open(stored.password)).toThrow();
    expect(() => secretBox(OLD).open(stored.dkim)).toThrow();
  });

  it('with secret.key: installs the new key after the commit, keeps the old one as secret.key.old', async () => {
    fs.writeFileSync(path.join(dir, 'secret.key'), OLD, { mode: 0o600 });
    await storeSecrets(OLD);
    const result = await rotateSecret(options({}));
    expect(result.source).toBe('file');
    const installed = fs.readFileSync(path.join(dir, 'secret.key'), 'utf8');
    expect(installed).toBe(result.newSecret);
    expect(installed).not.toBe(OLD);
    expect(installed.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, 'secret.key.old'), 'utf8')).toBe(OLD);
    expect(fs.existsSync(path.join(dir, 'secret.key.new'))).toBe(false);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    const stored = await storedSecrets();
    expect(secretBox(installed).open(stored.password)).toBe('smtp-password-1');
    expect(() => secretBox(OLD).open(stored.dkim)).toThrow();
  });

  it('resumes a rotation interrupted after its commit with the same new key', async () => {
    fs.writeFileSync(path.join(dir, 'secret.key'), OLD, { mode: 0o600 });
    await storeSecrets(OLD);
    // the first run chose NEW, committed, and stopped before installing the key
    fs.writeFileSync(path.join(dir, 'secret.key.new'), NEW, { mode: 0o600 });
    await reencryptSecrets(t.ctx.database.db, OLD, NEW);
    const lines: string[] = [];
    const result = await rotateSecret(options({}, lines));
    expect(result.newSecret).toBe(NEW);
    expect(result.counts['mail_servers.smtp_password_enc']).toEqual({ reencrypted: 0, alreadyNew: 1, unreadable: 0 });
    expect(lines.join('\n')).toContain('Resuming');
    expect(fs.readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe(NEW);
    expect(secretBox(NEW).open((await storedSecrets()).dkim)).toBe(DKIM_PEM);
  });

  it('with ULAK_SECRET: re-encrypts to ULAK_NEW_SECRET, prints the value to set and writes no key file', async () => {
    await storeSecrets(OLD);
    const lines: string[] = [];
    const result = await rotateSecret(options({ ULAK_SECRET: OLD, ULAK_NEW_SECRET: NEW }, lines));
    expect(result.source).toBe('env');
    expect(lines).toContain(`ULAK_SECRET=${NEW}`);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(secretBox(NEW).open((await storedSecrets()).password)).toBe('smtp-password-1');
  });

  it('refuses a short or unchanged new secret and changes nothing', async () => {
    await storeSecrets(OLD);
    const before = await storedSecrets();
    const short = options({ ULAK_SECRET: OLD, ULAK_NEW_SECRET: 'short' });
    await expect(rotateSecret(short)).rejects.toThrow(/32 characters/);
    await expect(rotateSecret(options({ ULAK_SECRET: OLD, ULAK_NEW_SECRET: OLD }))).rejects.toThrow(/current one/);
    expect(await storedSecrets()).toEqual(before);
  });

  it('leaves values that neither secret opens as they were and reports them', async () => {
    await storeSecrets(crypto.randomBytes(24).toString('hex'));
    const before = await storedSecrets();
    const counts = await reencryptSecrets(t.ctx.database.db, OLD, NEW);
    expect(counts['mail_servers.smtp_password_enc'].unreadable).toBe(1);
    expect(await storedSecrets()).toEqual(before);
  });
});

describe('ULAK_PREVIOUS_SECRET', () => {
  it('keeps preferences links signed with the previous secret working, and no other secret', async () => {
    const { token } = await t.register();
    const res = await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'reader@example.org' } });
    expect(res.statusCode).toBe(201);
    const contactId = (res.json() as { contact: { id: string } }).contact.id;
    const prefs = (secret: string) => `/api/public/preferences/${consentTokens(secret).contact(contactId)}`;
    const viaOld = await t.request({ method: 'GET', url: prefs(OLD) });
    expect(viaOld.statusCode).toBe(200);
    const viaCurrent = await t.request({ method: 'GET', url: prefs(APP_SECRET) });
    expect(viaCurrent.statusCode).toBe(200);
    const forged = await t.request({ method: 'GET', url: prefs(NEW) });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
  });

  it('verifies invoice, tracking and consent tokens with the previous secret too, signs only with the current', () => {
    const id = crypto.randomUUID();
    const links = acceptPrevious(invoiceLinks(NEW, 'http://x'), invoiceLinks(OLD, 'http://x'));
    expect(links.read(invoiceLinks(OLD, 'http://x').token(id))).toBe(id);
    expect(links.read(invoiceLinks(NEW, 'http://x').token(id))).toBe(id);
    expect(links.read(invoiceLinks(APP_SECRET, 'http://x').token(id))).toBeUndefined();
    expect(links.token(id)).toBe(invoiceLinks(NEW, 'http://x').token(id));

    const signer = acceptPrevious(trackingSigner(NEW), trackingSigner(OLD));
    expect(signer.readOpen(trackingSigner(OLD).open(42))).toBe(42);
    expect(signer.readOpen(trackingSigner(APP_SECRET).open(42))).toBeUndefined();
    expect(signer.open(42)).toBe(trackingSigner(NEW).open(42));

    const tokens = acceptPrevious(consentTokens(NEW), consentTokens(OLD));
    expect(tokens.readWebhook(consentTokens(OLD).webhook(id))).toBe(id);
    expect(tokens.readOptIn(consentTokens(OLD).optIn(id, id))).toEqual({ contactId: id, listId: id });
    expect(tokens.webhook(id)).toBe(consentTokens(NEW).webhook(id));
    expect(acceptPrevious(consentTokens(NEW), undefined).readContact(consentTokens(OLD).contact(id))).toBeUndefined();
  });
});
