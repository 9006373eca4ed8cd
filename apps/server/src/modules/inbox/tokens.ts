// Signed tokens of the inbox: the widget visitor's identity, the agent's short-lived stream token, the reply address.
import crypto from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type InboxTokens = ReturnType<typeof inboxTokens>;

// inboxTokens signs and checks the inbox's tokens with the instance secret (HMAC-SHA256, one purpose label each).
export function inboxTokens(secret: string) {
  const mac = (purpose: string, data: string, len = 32) =>
    crypto.createHmac('sha256', secret).update(`inbox:${purpose}:${data}`).digest('base64url').slice(0, len);
  const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return {
    /** A visitor of one workspace's widget: `<visitorId>.<signature>`, kept by the widget in localStorage. */
    visitor(workspaceId: string, visitorId: string) {
      return `${visitorId}.${mac('visitor', `${workspaceId}:${visitorId}`)}`;
    },
    /** The visitor id of a token signed for this workspace, else undefined. */
    readVisitor(workspaceId: string, token: string): string | undefined {
      const [id, sig, extra] = token.split('.');
      if (extra !== undefined || !id || !sig || !/^[A-Za-z0-9_-]{16,40}$/.test(id)) return undefined;
      return same(sig, mac('visitor', `${workspaceId}:${id}`)) ? id : undefined;
    },
    /** Opens the agent's event stream for a minute: `<userId>.<workspaceId>.<expiry>.<signature>`. */
    stream(userId: string, workspaceId: string, ttlSeconds: number) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const body = `${userId}.${workspaceId}.${exp}`;
      return { token: `${body}.${mac('stream', body)}`, expiresAt: new Date(exp * 1000) };
    },
    readStream(token: string): { userId: string; workspaceId: string } | undefined {
      const parts = token.split('.');
      if (parts.length !== 4) return undefined;
      const [userId, workspaceId, exp, sig] = parts;
      if (!UUID.test(userId) || !UUID.test(workspaceId) || !/^\d{1,12}$/.test(exp)) return undefined;
      if (!same(sig, mac('stream', `${userId}.${workspaceId}.${exp}`))) return undefined;
      if (Number(exp) * 1000 < Date.now()) return undefined;
      return { userId, workspaceId };
    },
    /** The local part of the workspace's reply address: `reply+<32 hex of the id><16 hex signature>` (lower case survives MTAs). */
    replyLocal(workspaceId: string) {
      const hex = workspaceId.replace(/-/g, '');
      return `reply+${hex}${crypto.createHmac('sha256', secret).update(`inbox:reply:${hex}`).digest('hex').slice(0, 16)}`;
    },
    /** The workspace of a reply address's local part, else undefined. */
    readReplyLocal(local: string): string | undefined {
      const m = /^reply\+([0-9a-f]{32})([0-9a-f]{16})$/.exec(local.toLowerCase());
      if (!m) return undefined;
      const expected = crypto.createHmac('sha256', secret).update(`inbox:reply:${m[1]}`).digest('hex').slice(0, 16);
      if (!same(m[2], expected)) return undefined;
      const h = m[1];
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
