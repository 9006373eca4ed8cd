// Starts bench/lib/twilio-sink.ts (the Twilio-style stand-in in its own process) and returns its URL and a client for
// its counts; stopped by the bench's cleanup.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { onCleanup, root } from './harness.ts';

export const SMS_ACCOUNT = { accountSid: 'AC0bench0000000000000000000000000', authToken: 'bench-twilio-token' };

export type SmsSinkStatus = { messages: number; firstAt: number; lastAt: number };
export type SmsSink = {
  url: string;
  pid: number;
  status: () => Promise<SmsSinkStatus>;
  counts: () => Promise<Record<string, number>>;
  reset: () => Promise<void>;
};

// startSmsSink spawns the stand-in process and waits for its READY line.
export async function startSmsSink(): Promise<SmsSink> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/twilio-sink.ts')], {
    cwd: root,
    env: { ...process.env, SINK_ACCOUNT_SID: SMS_ACCOUNT.accountSid, SINK_AUTH_TOKEN: SMS_ACCOUNT.authToken },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  let alive = true;
  void exited.then(() => (alive = false));
  onCleanup('stop sms sink', async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    await exited;
  });
  const ports = await new Promise<{ smsPort: number; controlPort: number }>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\{.*\})/.exec(buf);
      if (m) resolve(JSON.parse(m[1]));
    });
    void exited.then(() => reject(new Error('sms sink exited')));
  });
  const control = `http://127.0.0.1:${ports.controlPort}`;
  return {
    url: `http://127.0.0.1:${ports.smsPort}`,
    pid: child.pid!,
    status: async () => (await fetch(`${control}/status`)).json() as Promise<SmsSinkStatus>,
    counts: async () => (await fetch(`${control}/counts`)).json() as Promise<Record<string, number>>,
    reset: async () => void (await fetch(`${control}/reset`, { method: 'POST' })),
  };
}

/**
 * N contacts of a workspace with a phone number each (prefix + a 7-digit sequence), members of a new list, with SMS
 * consent granted at that number; the tables analysed after. Returns the list's id.
 */
export async function seedSmsAudience(
  sql: pg.Client,
  workspaceId: string,
  n: number,
  o: { list: string; emailPrefix: string; phonePrefix: string; firstName?: string },
): Promise<string> {
  const listId = (await sql.query(`insert into lists (workspace_id, name) values ($1, $2) returning id`, [workspaceId, o.list])).rows[0].id as string;
  await sql.query(
    `insert into contacts (workspace_id, email, phone, first_name, consent_source, consent_at)
     select $1, $2 || g || '@bench.test', $3 || lpad(g::text, 7, '0'), $4, 'import', now() from generate_series(1, ${n}) g`,
    [workspaceId, o.emailPrefix, o.phonePrefix, o.firstName ?? null],
  );
  await sql.query(
    `insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at) select $1, id, $2, 'confirmed', now() from contacts where workspace_id = $2`,
    [listId, workspaceId],
  );
  await sql.query(
    `insert into channel_addresses (workspace_id, channel, address, contact_id, consent, consent_source, consent_at)
     select $1, 'sms', phone, id, 'granted', 'import', now() from contacts where workspace_id = $1`,
    [workspaceId],
  );
  await sql.query('analyze');
  return listId;
}
