import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { READ_ONLY_ALLOWED } from './members.service.js';
import { invitationToken as invitationTokenOf, joinAs } from './members.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const invitationToken = (email: string) => invitationTokenOf(t, email);
const inviteAndJoin = (ownerToken: string, role: 'admin' | 'member' | 'read_only') => joinAs(t, ownerToken, role);

describe('team members and invitations', () => {
  it('invites by email; a new invitee sets a password, joins and sees the workspace, and can sign in again', async () => {
    const owner = await t.register();
    const email = 'new-member@example.com';
    const inv = await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email, role: 'member' } });
    expect(inv.statusCode).toBe(201);
    const link = await invitationToken(email);
    const preview = await t.request({ method: 'GET', url: `/api/invitations/${link}` });
    expect(preview.json()).toMatchObject({ email, role: 'member', existingAccount: false });
    const accepted = await t.request({
      method: 'POST',
      url: `/api/invitations/${link}/accept`,
      body: { firstName: 'Deniz', lastName: 'Kaya', password: 'secret12' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().workspaceId).toBe(owner.user.workspaceId);
    const list = (await t.request({ method: 'GET', url: '/api/settings/members', token: accepted.json().token })).json();
    expect(list.members.map((m: { email: string }) => m.email)).toEqual([owner.user.email, email]);
    expect(list.yourRole).toBe('member');
    // the owner hears about it under the bell (their system-alert flags are on by default)
    const bell = (await t.request({ method: 'GET', url: '/api/notifications', token: owner.token })).json();
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0].title).toContain(email);
    // the link is single use
    expect((await t.request({ method: 'GET', url: `/api/invitations/${link}` })).statusCode).toBe(404);
    const again = await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password: 'secret12' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.workspaceId).toBe(owner.user.workspaceId);
  });

  it('refuses an expired invitation with 410 and creates nothing', async () => {
    const owner = await t.register();
    const email = 'late@example.com';
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email, role: 'admin' } });
    const link = await invitationToken(email);
    await t.sql(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    expect((await t.request({ method: 'GET', url: `/api/invitations/${link}` })).statusCode).toBe(410);
    const res = await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, body: { firstName: 'A', lastName: 'B', password: 'secret12' } });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('INVITATION_EXPIRED');
    expect(await t.sql('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    const list = (await t.request({ method: 'GET', url: '/api/settings/members', token: owner.token })).json();
    expect(list.invitations[0].status).toBe('expired');
    // the refused link is in the workspace's sign-in log
    const logged = await t.sql(`SELECT method, reason, email FROM sign_in_log WHERE workspace_id = $1 AND NOT success`, [owner.user.workspaceId]);
    expect(logged).toEqual([{ method: 'invitation', reason: 'invitation_expired', email }]);
  });

  it('an account with a second factor accepts only while signed in (its password alone does not open it)', async () => {
    const owner = await t.register();
    const other = await t.register();
    const setup = (await t.request({ method: 'POST', url: '/api/oauth/2fa/setup', token: other.token })).json();
    const { Secret, TOTP } = await import('otpauth');
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(setup.secret) }).generate();
    expect((await t.request({ method: 'POST', url: '/api/oauth/2fa/enable', token: other.token, body: { code } })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email: other.user.email, role: 'member' } });
    const link = await invitationToken(other.user.email);
    const byPassword = await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, body: { password: 'secret12' } });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json().code).toBe('INVITATION_SIGN_IN');
    const ok = await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, token: other.token, body: {} });
    expect(ok.statusCode).toBe(201);
    const log = await t.sql(`SELECT success, reason FROM sign_in_log WHERE workspace_id = $1 AND method = 'invitation' ORDER BY created_at`, [
      owner.user.workspaceId,
    ]);
    expect(log).toEqual([
      { success: false, reason: 'invitation_sign_in' },
      { success: true, reason: null },
    ]);
  });

  it('an existing account accepts only while signed in as the invited email, then works in the new workspace', async () => {
    const owner = await t.register();
    const other = await t.register();
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email: other.user.email, role: 'member' } });
    const link = await invitationToken(other.user.email);
    expect((await t.request({ method: 'GET', url: `/api/invitations/${link}` })).json().existingAccount).toBe(true);
    const anonymous = await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, body: {} });
    expect(anonymous.statusCode).toBe(403);
    const stranger = await t.register();
    expect((await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, token: stranger.token, body: {} })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, body: { password: 'wrong-pass' } })).statusCode).toBe(403);
    const ok = await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, token: other.token, body: {} });
    expect(ok.statusCode).toBe(201);
    const members = (await t.request({ method: 'GET', url: '/api/settings/members', token: ok.json().token })).json();
    expect(members.members.map((m: { email: string }) => m.email)).toContain(owner.user.email);
    // the earlier session still works in the account's own workspace
    const home = (await t.request({ method: 'GET', url: '/api/settings/members', token: other.token })).json();
    expect(home.members.map((m: { email: string }) => m.email)).toEqual([other.user.email]);
    // signed in again (home workspace), the account switches to the workspace it joined
    const list = (await t.request({ method: 'GET', url: '/api/settings/workspaces', token: other.token })).json().workspaces;
    expect(list.map((w: { id: string; role: string }) => [w.id, w.role]).sort()).toEqual(
      [
        [owner.user.workspaceId, 'member'],
        [other.user.workspaceId, 'owner'],
      ].sort(),
    );
    expect((await t.request({ method: 'POST', url: `/api/settings/workspaces/${stranger.user.workspaceId}/switch`, token: other.token })).statusCode).toBe(404);
    const switched = await t.request({ method: 'POST', url: `/api/settings/workspaces/${owner.user.workspaceId}/switch`, token: other.token });
    expect(switched.statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: other.token })).statusCode).toBe(401);
    const there = (await t.request({ method: 'GET', url: '/api/settings/workspaces', token: switched.json().token })).json().workspaces;
    expect(there.find((w: { current: boolean }) => w.current).id).toBe(owner.user.workspaceId);
  });

  it('an existing account may accept with its password instead of a session', async () => {
    const owner = await t.register();
    const other = await t.register();
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email: other.user.email, role: 'read_only' } });
    const link = await invitationToken(other.user.email);
    const ok = await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, body: { password: 'secret12' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ workspaceId: owner.user.workspaceId, role: 'read_only' });
  });

  it('changes roles and removes members; the last owner stays; a removed member is signed out', async () => {
    const owner = await t.register();
    const member = await inviteAndJoin(owner.token, 'member');
    const list = (await t.request({ method: 'GET', url: '/api/settings/members', token: owner.token })).json();
    const memberId = list.members.find((m: { email: string }) => m.email === member.email).userId;
    const ownerId = owner.user.id;
    // a member cannot manage the team
    expect((await t.request({ method: 'PUT', url: `/api/settings/members/${ownerId}/role`, token: member.token, body: { role: 'member' } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: member.token, body: { email: 'x@example.com', role: 'member' } }))
        .statusCode,
    ).toBe(403);
    // the only owner cannot step down
    const last = await t.request({ method: 'PUT', url: `/api/settings/members/${ownerId}/role`, token: owner.token, body: { role: 'admin' } });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_OWNER');
    expect((await t.request({ method: 'PUT', url: `/api/settings/members/${memberId}/role`, token: owner.token, body: { role: 'admin' } })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/api/settings/members', token: member.token })).json().yourRole).toBe('admin');
    // an admin cannot make owners
    expect((await t.request({ method: 'PUT', url: `/api/settings/members/${memberId}/role`, token: member.token, body: { role: 'owner' } })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/settings/members/${memberId}`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/settings/members', token: member.token })).statusCode).toBe(401);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: member.email, password: 'secret12' } });
    if (login.statusCode === 200) expect((await t.request({ method: 'GET', url: '/api/auth/me', token: login.json().token })).statusCode).toBe(401);
  });

  it('assigns leads, deals, tasks and conversations to a member who joined from another workspace, and not once removed', async () => {
    const owner = await t.register();
    const other = await t.register();
    const stranger = await t.register();
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email: other.user.email, role: 'member' } });
    const link = await invitationToken(other.user.email);
    expect((await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, token: other.token, body: {} })).statusCode).toBe(201);
    const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) => t.request({ method, url, token: owner.token, body });
    const memberId = other.user.id;

    const lead = await api('POST', '/api/crm/leads', { name: 'Atanan Müşteri', assignedTo: memberId });
    expect(lead.statusCode).toBe(201);
    expect(lead.json().lead.assignedTo).toBe(memberId);
    const deal = await api('POST', '/api/crm/deals', { title: 'Yıllık lisans', assignedTo: memberId });
    expect(deal.statusCode).toBe(201);
    expect(deal.json().deal.assignedTo).toBe(memberId);
    // another workspace's user is no assignee, on create or on update (the reference guard's 404)
    expect((await api('PATCH', `/api/crm/deals/${deal.json().deal.id}`, { assignedTo: stranger.user.id })).statusCode).toBe(404);
    expect((await api('POST', '/api/crm/deals', { title: 'X', assignedTo: stranger.user.id })).statusCode).toBe(404);

    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    const task = await api('POST', '/api/crm/activities', { type: 'task', title: 'Geri ara', dueAt, leadId: lead.json().lead.id, assignedTo: memberId });
    expect(task.statusCode).toBe(201);
    expect(task.json().activity.assignedTo).toBe(memberId);
    // a task named to nobody is its author's; an unassigned one says null; a call has no assignee
    const mine = (await api('POST', '/api/crm/activities', { type: 'task', title: 'Teklif hazırla', dueAt })).json().activity;
    expect(mine.assignedTo).toBe(owner.user.id);
    expect((await api('POST', '/api/crm/activities', { type: 'task', title: 'Boşta', dueAt, assignedTo: null })).json().activity.assignedTo).toBeNull();
    const call = (await api('POST', '/api/crm/activities', { type: 'call', title: 'Arama', assignedTo: memberId })).json().activity;
    expect(call.assignedTo).toBeNull();
    expect((await api('POST', '/api/crm/activities', { type: 'task', title: 'X', dueAt, assignedTo: stranger.user.id })).statusCode).toBe(404);
    const theirs = (await api('GET', `/api/crm/activities?openTasks=true&assignedTo=${memberId}`)).json().activities;
    expect(theirs.map((a: { title: string }) => a.title)).toEqual(['Geri ara']);
    // handed over, and only tasks are
    const moved = await api('PATCH', `/api/crm/activities/${mine.id}`, { assignedTo: memberId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().activity).toMatchObject({ assignedTo: memberId, completedAt: null });
    const refused = await api('PATCH', `/api/crm/activities/${call.id}`, { assignedTo: memberId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CRM_ONLY_TASKS_ASSIGNED');
    expect((await api('PATCH', `/api/crm/activities/${mine.id}`, {})).statusCode).toBe(400);
    // the inbox offers the member for assignment
    const inboxMembers = (await api('GET', '/api/inbox/members')).json().items.map((m: { id: string }) => m.id);
    expect(inboxMembers.sort()).toEqual([owner.user.id, memberId].sort());

    expect((await api('DELETE', `/api/settings/members/${memberId}`)).statusCode).toBe(200);
    // removed, they are no reference of the workspace any more
    expect((await api('POST', '/api/crm/leads', { name: 'Sonra', assignedTo: memberId })).statusCode).toBe(404);
    expect((await api('PATCH', `/api/crm/activities/${mine.id}`, { assignedTo: memberId })).statusCode).toBe(404);
    expect((await api('GET', '/api/inbox/members')).json().items.map((m: { id: string }) => m.id)).toEqual([owner.user.id]);
    // the member's own workspace still has them
    const home = await t.request({ method: 'POST', url: '/api/crm/leads', token: other.token, body: { name: 'Evde', assignedTo: memberId } });
    expect(home.statusCode).toBe(201);
  });

  it("isolates workspaces: another workspace's owner can read or change none of the members or invitations", async () => {
    const a = await t.register();
    const b = await t.register();
    const member = await inviteAndJoin(a.token, 'member');
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: a.token, body: { email: 'pending-a@example.com', role: 'member' } });
    const listA = (await t.request({ method: 'GET', url: '/api/settings/members', token: a.token })).json();
    const memberId = listA.members.find((m: { email: string }) => m.email === member.email).userId;
    const invitationId = listA.invitations[0].id;
    const listB = (await t.request({ method: 'GET', url: '/api/settings/members', token: b.token })).json();
    expect(JSON.stringify(listB)).not.toContain(member.email);
    expect(JSON.stringify(listB)).not.toContain('pending-a@example.com');
    expect((await t.request({ method: 'PUT', url: `/api/settings/members/${memberId}/role`, token: b.token, body: { role: 'read_only' } })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/settings/members/${memberId}`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/settings/members/invitations/${invitationId}`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/settings/members', token: member.token })).json().yourRole).toBe('member');
  });
});

describe('read-only members', () => {
  it('get 403 on every write route of the API (except their own sign-out, sessions and preferences)', async () => {
    const owner = await t.register();
    const ro = await inviteAndJoin(owner.token, 'read_only');
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const m = method.toUpperCase();
        if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(m) || !op.security?.length) continue;
        const pattern = path.replace(/\{(\w+)\}/g, ':$1');
        if (READ_ONLY_ALLOWED.includes(`${m} ${pattern}`)) continue;
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.request({ method: m, url, token: ro.token, body: {} });
        checked.push(`${m} ${path}`);
        if (res.statusCode !== 403) failures.push(`${m} ${path} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(50);
    // their own account's security is theirs to change
    expect((await t.request({ method: 'POST', url: '/api/oauth/2fa/setup', token: ro.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/oauth/passkeys/options', token: ro.token })).statusCode).toBe(200);
    // reads work, and the session is still alive
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: ro.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/settings/members', token: ro.token })).json().yourRole).toBe('read_only');
  });
});

describe('sessions', () => {
  it('lists the sessions with device and address, revokes one and signs out everywhere', async () => {
    const owner = await t.register();
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const second = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: owner.user.email, password: 'secret12' },
      headers: { 'user-agent': ua },
      ip: '10.77.0.1',
    });
    expect(second.statusCode).toBe(200);
    const list = (await t.request({ method: 'GET', url: '/api/settings/sessions', token: owner.token })).json().sessions;
    expect(list).toHaveLength(2);
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(other.device).toContain('Chrome 120');
    expect(other.ip).toBe('10.77.0.1');
    const stranger = await t.register();
    expect((await t.request({ method: 'DELETE', url: `/api/settings/sessions/${other.id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/settings/sessions/${other.id}`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: second.json().token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/settings/sessions/revoke-all', token: owner.token, body: {} })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: owner.token })).statusCode).toBe(401);
  });

  it("ends a session idle longer than the workspace's timeout (30 minutes by default)", async () => {
    const owner = await t.register();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: owner.token })).statusCode).toBe(200);
    await t.sql(`UPDATE session_activity SET last_seen_at = now() - interval '29 minutes' WHERE workspace_id = $1`, [owner.user.workspaceId]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: owner.token })).statusCode).toBe(200);
    await t.sql(`UPDATE session_activity SET last_seen_at = now() - interval '31 minutes' WHERE workspace_id = $1`, [owner.user.workspaceId]);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token: owner.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
});
