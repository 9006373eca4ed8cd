// Test helpers of the team: invite an address with a role and accept the mailed link as a new account.
import { waitFor, type TestApp } from '../../test/harness.js';

// invitationToken reads the token of the latest invitation mailed to the address (the mail queue).
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const text = await waitFor(async () => {
    const queued = await t.sql(`SELECT data->>'text' AS text FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on DESC LIMIT 1`, [
      email,
    ]);
    return queued[0]?.text as string | undefined;
  });
  const m = /\/invite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no invitation link in ${text}`);
  return m[1] ?? '';
}

// joinAs invites a fresh address to the owner's workspace with a role and accepts it: the member's session token.
export async function joinAs(t: TestApp, ownerToken: string, role: 'admin' | 'member' | 'read_only') {
  const email = `invitee-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: ownerToken, body: { email, role } });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const token = await invitationToken(t, email);
  const joined = await t.request({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    body: { firstName: 'Deniz', lastName: 'Kaya', password: 'secret12' },
  });
  if (joined.statusCode !== 201) throw new Error(`accept failed: ${joined.statusCode} ${joined.body}`);
  return { email, token: joined.json().token as string, userId: (joined.json() as { userId?: string }).userId };
}
