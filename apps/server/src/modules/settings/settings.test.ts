import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { joinAs as joinMember } from './members.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const get = (token: string, url = '/api/settings') => t.request({ method: 'GET', url, token });
const put = (token: string, section: string, body: unknown) => t.request({ method: 'PUT', url: `/api/settings/${section}`, token, body });

async function mailText(to: string): Promise<string> {
  return waitFor(async () => {
    const rows = await t.sql(`SELECT data->>'text' AS text FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on DESC LIMIT 1`, [
      to,
    ]);
    return rows[0]?.text as string | undefined;
  });
}

// joinAs invites a new member with a role and answers their session token
const joinAs = async (ownerToken: string, role: 'admin' | 'member' | 'read_only') => (await joinMember(t, ownerToken, role)).token;

describe('settings sections', () => {
  it('reads every section with the defaults (30-minute idle timeout, notification flags, system theme)', async () => {
    const owner = await t.register({ companyName: 'Acme' });
    const res = await get(owner.token);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.security).toEqual({ idleTimeoutMinutes: 30, role: 'owner' });
    expect(s.notifications.email_campaigns).toEqual({ email: true, push: true, sms: false });
    expect(s.appearance.theme).toBe('system');
    expect(s.billing.planType).toBeTruthy();
    expect(s.profile.email).toBe(owner.user.email);
    // the channels' connection states: nothing connected yet
    expect(s.integrations.map((i: { id: string }) => i.id)).toEqual(['sms', 'whatsapp', 'telegram', 'push', 'slack', 'webhooks']);
    expect(new Set(s.integrations.map((i: { status: string }) => i.status))).toEqual(new Set(['available']));
    for (const section of ['company', 'preferences', 'security', 'billing', 'integrations']) {
      const one = await get(owner.token, `/api/settings/${section}`);
      expect(one.statusCode).toBe(200);
      expect(Object.keys(one.json())).toEqual([section]);
    }
  });

  it('saves sections one by one and all at once; invalid input changes nothing', async () => {
    const owner = await t.register();
    expect((await put(owner.token, 'appearance', { theme: 'dark', accentColor: 'teal', density: 'compact' })).statusCode).toBe(200);
    expect((await put(owner.token, 'security', { idleTimeoutMinutes: 45 })).json().settings.security.idleTimeoutMinutes).toBe(45);
    expect((await put(owner.token, 'security', { idleTimeoutMinutes: 1 })).statusCode).toBe(400);
    expect((await put(owner.token, 'appearance', { theme: 'purple' })).statusCode).toBe(400);
    const all = await put(owner.token, 'all', {
      profile: { firstName: 'Zeynep' },
      company: { companyName: 'Zey Ltd', city: 'İzmir' },
      preferences: { timeZone: 'Europe/Berlin', language: 'en' },
      notifications: { invoices: { email: false, push: true, sms: true } },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().saved).toEqual(['profile', 'company', 'preferences', 'notifications']);
    const s = all.json().settings;
    expect(s.profile.firstName).toBe('Zeynep');
    expect(s.company.companyName).toBe('Zey Ltd');
    expect(s.preferences).toEqual({ timeZone: 'Europe/Berlin', language: 'en' });
    expect(s.notifications.invoices).toEqual({ email: false, push: true, sms: true });
    expect(s.appearance).toMatchObject({ theme: 'dark', accentColor: 'teal', density: 'compact', language: 'en' });
    expect(s.security.idleTimeoutMinutes).toBe(45);
    // the company data is the invoicing company settings
    const company = await t.request({ method: 'GET', url: '/api/admin/company-settings', token: owner.token });
    if (company.statusCode === 200) expect(JSON.stringify(company.json())).toContain('Zey Ltd');
    // the Save button's empty body saves nothing
    expect((await put(owner.token, 'all', {})).json().saved).toEqual([]);
    expect((await put(owner.token, 'preferences', { timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
  });

  it('honours the workspace idle timeout set in security', async () => {
    const owner = await t.register();
    await put(owner.token, 'security', { idleTimeoutMinutes: 120 });
    await t.sql(`UPDATE session_activity SET last_seen_at = now() - interval '60 minutes' WHERE workspace_id = $1`, [owner.user.workspaceId]);
    expect((await get(owner.token)).statusCode).toBe(200);
    await t.sql(`UPDATE session_activity SET last_seen_at = now() - interval '121 minutes' WHERE workspace_id = $1`, [owner.user.workspaceId]);
    expect((await get(owner.token)).statusCode).toBe(401);
  });

  it("keeps settings per workspace: another workspace's owner reads and changes only its own", async () => {
    const a = await t.register();
    const b = await t.register();
    await put(a.token, 'all', { company: { companyName: 'Only A' }, security: { idleTimeoutMinutes: 90 } });
    const sb = (await get(b.token)).json();
    expect(sb.company.companyName).not.toBe('Only A');
    expect(sb.security.idleTimeoutMinutes).toBe(30);
    await put(b.token, 'security', { idleTimeoutMinutes: 15 });
    expect((await get(a.token)).json().security.idleTimeoutMinutes).toBe(90);
  });

  it('lets members change their own preferences but not the company or security; read-only members change nothing of the workspace', async () => {
    const owner = await t.register();
    const member = await joinAs(owner.token, 'member');
    const ro = await joinAs(owner.token, 'read_only');
    expect((await put(member, 'appearance', { theme: 'dark' })).statusCode).toBe(200);
    expect((await put(member, 'security', { idleTimeoutMinutes: 60 })).statusCode).toBe(403);
    expect((await put(member, 'company', { companyName: 'Hijack' })).statusCode).toBe(403);
    expect((await put(ro, 'company', { companyName: 'Hijack' })).statusCode).toBe(403);
    expect((await put(ro, 'all', { appearance: { theme: 'dark' } })).statusCode).toBe(403);
    expect((await put(ro, 'appearance', { theme: 'dark' })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/settings/exports', token: member })).statusCode).toBe(403);
    // the owner's appearance is theirs alone
    expect((await get(owner.token)).json().appearance.theme).toBe('system');
  });
});

describe('email change', () => {
  it('changes the sign-in email after the code mailed to the new address', async () => {
    const owner = await t.register();
    const newEmail = `changed-${Math.random().toString(36).slice(2, 7)}@example.com`;
    expect(
      (await t.request({ method: 'POST', url: '/api/settings/profile/email', token: owner.token, body: { newEmail, password: 'wrong-pass' } })).statusCode,
    ).toBe(400);
    const start = await t.request({ method: 'POST', url: '/api/settings/profile/email', token: owner.token, body: { newEmail, password: 'secret12' } });
    expect(start.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(await mailText(newEmail))?.[1];
    expect((await get(owner.token)).json().profile.pendingEmail).toBe(newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.request({ method: 'POST', url: '/api/settings/profile/email/confirm', token: owner.token, body: { code: wrong } })).statusCode).toBe(400);
    const ok = await t.request({ method: 'POST', url: '/api/settings/profile/email/confirm', token: owner.token, body: { code } });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: newEmail, password: 'secret12' } })).statusCode).toBe(200);
  });
});

describe('notifications', () => {
  it('notifies members by their flags, shows unread counts and marks read, per user and workspace', async () => {
    const owner = await t.register();
    const other = await t.register();
    await put(owner.token, 'notifications', {
      crm_activities: { email: false, push: true, sms: false },
      marketing_updates: { email: false, push: false, sms: false },
    });
    const front = t.ctx.fronts.settings;
    expect((await front.notify(owner.user.workspaceId, { category: 'crm_activities', title: 'New lead', body: 'Ali', link: '/app/crm' })).inApp).toBe(1);
    expect((await front.notify(owner.user.workspaceId, { category: 'marketing_updates', title: 'News' })).inApp).toBe(0);
    const list = (await get(owner.token, '/api/notifications')).json();
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({ title: 'New lead', category: 'crm_activities', link: '/app/crm', readAt: null });
    expect((await get(other.token, '/api/notifications')).json().total).toBe(0);
    // another workspace cannot mark them read
    await t.request({ method: 'POST', url: '/api/notifications/read', token: other.token, body: { ids: [list.notifications[0].id] } });
    expect((await get(owner.token, '/api/notifications')).json().unread).toBe(1);
    await t.request({ method: 'POST', url: '/api/notifications/read', token: owner.token, body: { all: true } });
    expect((await get(owner.token, '/api/notifications')).json().unread).toBe(0);
  });
});

describe('advanced: export and deletion', () => {
  it('builds a whole-workspace archive in a job, downloadable only by its workspace, without secrets', async () => {
    const owner = await t.register();
    const other = await t.register();
    await t.request({ method: 'POST', url: '/api/contacts', token: owner.token, body: { email: 'exported@example.com' } });
    await t.request({ method: 'POST', url: '/api/contacts', token: other.token, body: { email: 'not-mine@example.com' } });
    const started = await t.request({ method: 'POST', url: '/api/settings/exports', token: owner.token });
    expect(started.statusCode).toBe(202);
    const id = started.json().export.id;
    const ready = await waitFor(async () => {
      const list = (await get(owner.token, '/api/settings/exports')).json().exports;
      return list.find((e: { id: string; status: string }) => e.id === id && e.status === 'ready');
    }, 30_000);
    expect(ready.sizeBytes).toBeGreaterThan(0);
    expect((await get(other.token, `/api/settings/exports/${id}/download`)).statusCode).toBe(404);
    const dl = await get(owner.token, `/api/settings/exports/${id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/gzip');
    const tar = zlib.gunzipSync(dl.rawPayload).toString('utf8');
    expect(tar).toContain('tables/contacts.ndjson');
    expect(tar).toContain('exported@example.com');
    expect(tar).not.toContain('not-mine@example.com');
    expect(tar).not.toContain('password_hash');
    expect(tar).not.toContain('token_hash');
  }, 60_000);

  it('schedules deletion only with the typed workspace name, can cancel it, and the sweep deletes after the grace period', async () => {
    const owner = await t.register();
    const name = (await get(owner.token)).json().workspace.name;
    expect((await t.request({ method: 'POST', url: '/api/settings/workspace/deletion', token: owner.token, body: { confirmName: 'nope' } })).statusCode).toBe(
      400,
    );
    const ok = await t.request({ method: 'POST', url: '/api/settings/workspace/deletion', token: owner.token, body: { confirmName: name } });
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().scheduledFor).getTime()).toBeGreaterThan(Date.now() + 13 * 86400_000);
    expect((await t.request({ method: 'DELETE', url: '/api/settings/workspace/deletion', token: owner.token })).json().scheduledFor).toBeNull();
    await t.request({ method: 'POST', url: '/api/settings/workspace/deletion', token: owner.token, body: { confirmName: name } });
    const member = await joinAs(owner.token, 'admin');
    expect((await t.request({ method: 'POST', url: '/api/settings/workspace/deletion', token: member, body: { confirmName: name } })).statusCode).toBe(403);
    await t.sql(`UPDATE workspace_settings SET deletion_scheduled_for = now() - interval '1 minute' WHERE workspace_id = $1`, [owner.user.workspaceId]);
    await t.ctx.boss.send('settings.deletion-sweep', {});
    await waitFor(async () => (await t.sql('SELECT id FROM workspaces WHERE id = $1', [owner.user.workspaceId])).length === 0, 20_000);
    expect((await get(owner.token)).statusCode).toBe(401);
  }, 40_000);
});
