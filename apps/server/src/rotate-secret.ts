// `npm run rotate-secret`: replace the instance secret. Every value sealed with it (SMTP passwords, DKIM private keys)
// is re-encrypted under the new secret in one transaction; then the new key file is installed (the old one is kept as
// secret.key.old), or, when the secret comes from ULAK_SECRET, the new value is printed for the environment.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { secretBox, type SecretBox } from './secret-box.js';
import { mailServers, sendingSettings } from './modules/sending/sending.schema.js';

export type ColumnCounts = { reencrypted: number; alreadyNew: number; unreadable: number };
/** Every column sealed with the instance secret. */
export type SealedColumn = 'mail_servers.smtp_password_enc' | 'sending_settings.dkim_private_key_enc';
export type ReencryptResult = Record<SealedColumn, ColumnCounts>;

type Outcome = { value: string; kind: 'reencrypted' } | { kind: 'alreadyNew' | 'unreadable' };

function reseal(sealed: string, from: SecretBox, to: SecretBox): Outcome {
  try {
    return { value: to.seal(from.open(sealed)), kind: 'reencrypted' };
  } catch {
    // already under the new secret (a rotation that committed but did not install its key), or unreadable by both
  }
  try {
    to.open(sealed);
    return { kind: 'alreadyNew' };
  } catch {
    return { kind: 'unreadable' };
  }
}

// reencryptSecrets re-seals every stored secret from one instance secret to another, in one transaction.
export async function reencryptSecrets(db: Db, fromSecret: string, toSecret: string): Promise<ReencryptResult> {
  const from = secretBox(fromSecret);
  const to = secretBox(toSecret);
  const zero = (): ColumnCounts => ({ reencrypted: 0, alreadyNew: 0, unreadable: 0 });
  const result: ReencryptResult = {
    'mail_servers.smtp_password_enc': zero(),
    'sending_settings.dkim_private_key_enc': zero(),
  };
  await db.transaction(async (tx) => {
    const servers = await tx
      .select({ id: mailServers.id, sealed: mailServers.smtpPasswordEnc })
      .from(mailServers)
      .where(isNotNull(mailServers.smtpPasswordEnc))
      .for('update');
    for (const row of servers) {
      const out = reseal(row.sealed!, from, to);
      result['mail_servers.smtp_password_enc'][out.kind] += 1;
      if (out.kind === 'reencrypted') {
        await tx.update(mailServers).set({ smtpPasswordEnc: out.value }).where(eq(mailServers.id, row.id));
      }
    }
    const settings = await tx
      .select({ id: sendingSettings.workspaceId, sealed: sendingSettings.dkimPrivateKeyEnc })
      .from(sendingSettings)
      .where(isNotNull(sendingSettings.dkimPrivateKeyEnc))
      .for('update');
    for (const row of settings) {
      const out = reseal(row.sealed!, from, to);
      result['sending_settings.dkim_private_key_enc'][out.kind] += 1;
      if (out.kind === 'reencrypted') {
        await tx.update(sendingSettings).set({ dkimPrivateKeyEnc: out.value }).where(eq(sendingSettings.workspaceId, row.id));
      }
    }
  });
  return result;
}

/** Writes a file in full or not at all: a temporary file, fsync, rename, fsync of the directory. */
function writeAtomic(file: string, content: string) {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  syncDir(path.dirname(file));
}

function syncDir(dir: string) {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // not every platform can fsync a directory
  }
}

const readKey = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined);

export type RotateOptions = {
  env: NodeJS.ProcessEnv;
  open?: (opts: { databaseUrl?: string; dataDir?: string }) => Promise<Database>;
  log?: (line: string) => void;
};
export type RotateResult = { newSecret: string; source: 'env' | 'file'; counts: ReencryptResult };

export class RotateError extends Error {}

// rotateSecret runs the whole rotation for the environment a server would start with; safe to run again if interrupted.
export async function rotateSecret(opts: RotateOptions): Promise<RotateResult> {
  const { env, open = openDatabase, log = console.log } = opts;
  const config = loadConfig(env);
  const keyFile = path.join(config.dataDir, 'secret.key');
  const pendingFile = `${keyFile}.new`;
  const source = config.secret ? 'env' : 'file';
  const current = config.secret ?? readKey(keyFile);
  if (!current) throw new RotateError(`No secret to rotate: ULAK_SECRET is not set and ${keyFile} does not exist.`);

  const wanted = env.ULAK_NEW_SECRET?.trim() || undefined;
  // a rotation that stopped after choosing its key resumes with that key (some rows may already be sealed with it)
  const pending = source === 'file' ? readKey(pendingFile) : undefined;
  if (pending && wanted && pending !== wanted) {
    throw new RotateError(`${pendingFile} holds the key of an unfinished rotation; run again without ULAK_NEW_SECRET.`);
  }
  const newSecret = pending ?? wanted ?? crypto.randomBytes(32).toString('base64url');
  if (newSecret.length < 32) throw new RotateError('ULAK_NEW_SECRET must be at least 32 characters.');
  if (newSecret === current) throw new RotateError('The new secret is the current one.');
  if (pending) log(`Resuming the unfinished rotation in ${pendingFile}.`);
  else if (source === 'file') writeAtomic(pendingFile, newSecret);
  else if (!wanted) log(`New secret, shown only here (if this run stops, rerun with ULAK_NEW_SECRET=${newSecret})`);

  const database = await open({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let counts: ReencryptResult;
  try {
    await database.migrate();
    counts = await reencryptSecrets(database.db, current, newSecret);
  } finally {
    await database.close();
  }
  for (const [column, c] of Object.entries(counts)) {
    const extra = [
      c.alreadyNew ? `, ${c.alreadyNew} already under the new secret` : '',
      c.unreadable ? `, ${c.unreadable} unreadable with either secret (left as they were)` : '',
    ];
    log(`${column}: ${c.reencrypted} re-encrypted${extra.join('')}`);
  }

  if (source === 'file') {
    // only after the commit: keep the old key beside it, then swap the new one in atomically
    writeAtomic(`${keyFile}.old`, current);
    fs.renameSync(pendingFile, keyFile);
    syncDir(config.dataDir);
    log(`Installed the new secret in ${keyFile} (the previous one is in ${keyFile}.old).`);
  } else {
    log('The database now uses the new secret. Set it before starting the servers again:');
    log(`ULAK_SECRET=${newSecret}`);
  }
  return { newSecret, source, counts };
}

// main is the command-line entry: prints the outcome, exits non-zero with a message on failure.
export async function main(): Promise<void> {
  try {
    await rotateSecret({ env: process.env });
  } catch (err) {
    if (err instanceof ConfigError || err instanceof RotateError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    const why = err instanceof Error ? (err.stack ?? err.message) : String(err);
    process.stderr.write(`Rotation failed: ${why}\nRun it again: it resumes with the same new secret.\n`);
    process.exit(1);
  }
}
