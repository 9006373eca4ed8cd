// Signed, unguessable links in every email: preferences/unsubscribe, double opt-in confirmation, delivery webhooks.
import crypto from 'node:crypto';

const sign = (secret: string, purpose: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url').slice(0, 32);
const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ConsentTokens = ReturnType<typeof consentTokens>;

// consentTokens signs and verifies the audience's public links with the instance secret.
export function consentTokens(secret: string) {
  return {
    /** Token of a contact's preferences page and one-click unsubscribe. */
    contact: (contactId: string) => `${contactId}.${sign(secret, 'prefs', contactId)}`,
    readContact(token: string): string | undefined {
      const [id, sig] = token.split('.');
      return id && sig && UUID.test(id) && same(sig, sign(secret, 'prefs', id)) ? id : undefined;
    },
    /** Token confirming one list membership (double opt-in). */
    optIn: (contactId: string, listId: string) => `${contactId}.${listId}.${sign(secret, 'optin', `${contactId}:${listId}`)}`,
    readOptIn(token: string): { contactId: string; listId: string } | undefined {
      const [contactId, listId, sig] = token.split('.');
      if (!contactId || !listId || !sig || !UUID.test(contactId) || !UUID.test(listId)) return undefined;
      return same(sig, sign(secret, 'optin', `${contactId}:${listId}`)) ? { contactId, listId } : undefined;
    },
    /** Token in a workspace's delivery-event webhook URL. */
    webhook: (workspaceId: string) => `${workspaceId}.${sign(secret, 'webhook', workspaceId)}`,
    readWebhook(token: string): string | undefined {
      const [id, sig] = token.split('.');
      return id && sig && UUID.test(id) && same(sig, sign(secret, 'webhook', id)) ? id : undefined;
    },
  };
}
