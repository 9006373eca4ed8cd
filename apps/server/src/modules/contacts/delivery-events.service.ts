// Bounce and complaint intake: the workspace's signed delivery-event webhook (URL, token) and what a delivered, bounce
// or complaint event does to the contact, its engagement events and the suppression list.
import { AppError } from '../../http/errors.js';
import type { ContactsRepo } from './contacts.repo.js';
import type { ContactsDeps } from './contacts.shared.js';

/** Soft bounces in a row that suppress an address (configurable per deployment). */
export const SOFT_BOUNCE_LIMIT = 3;

type DeliveryEvent = {
  type: 'bounce' | 'complaint' | 'delivered';
  bounceType?: 'hard' | 'soft';
  email: string;
  campaignId?: string;
  timestamp?: string;
  reason?: string;
};

// deliveryEventsService builds the intake over the contacts repo and the signed webhook tokens.
export function deliveryEventsService(repo: ContactsRepo, deps: Pick<ContactsDeps, 'tokens' | 'publicUrl'>) {
  async function recordDeliveryEvent(workspaceId: string, e: DeliveryEvent) {
    const email = e.email.toLowerCase();
    const contact = await repo.findByEmail(workspaceId, email);
    const occurredAt = e.timestamp ? new Date(e.timestamp) : new Date();
    const meta = { reason: e.reason ?? null, bounceType: e.bounceType ?? null };
    if (e.type === 'delivered') {
      if (contact) await repo.addEvents([{ workspaceId, contactId: contact.id, campaignId: e.campaignId, type: 'delivered', occurredAt }]);
      return;
    }
    if (e.type === 'complaint') {
      await repo.suppress(workspaceId, email, 'complained', 'webhook');
      if (contact) {
        await repo.update(workspaceId, contact.id, { status: 'complained' });
        await repo.addEvents([{ workspaceId, contactId: contact.id, campaignId: e.campaignId, type: 'complained', occurredAt, meta }]);
      }
      return;
    }
    const soft = e.bounceType === 'soft';
    const after = soft && contact ? await repo.addSoftBounce(workspaceId, email) : contact;
    if (contact) await repo.addEvents([{ workspaceId, contactId: contact.id, campaignId: e.campaignId, type: 'bounced', occurredAt, meta }]);
    if (!soft || (after && after.softBounces >= SOFT_BOUNCE_LIMIT)) {
      await repo.suppress(workspaceId, email, 'bounced', soft ? 'soft-bounce-limit' : 'webhook');
      if (contact) await repo.update(workspaceId, contact.id, { status: 'bounced' });
    }
  }

  return {
    webhookToken: (workspaceId: string) => deps.tokens.webhook(workspaceId),
    webhookUrl: (workspaceId: string) => `${deps.publicUrl}/api/webhooks/delivery-events/${deps.tokens.webhook(workspaceId)}`,
    readWebhookToken: (token: string) => deps.tokens.readWebhook(token),
    recordDeliveryEvent,
    /** Records a webhook call's events, in order, for the workspace its token names (404 INVALID_LINK); returns how many. */
    async receiveWebhook(token: string, events: DeliveryEvent[]) {
      const workspaceId = deps.tokens.readWebhook(token);
      if (!workspaceId) throw new AppError(404, 'INVALID_LINK');
      for (const e of events) await recordDeliveryEvent(workspaceId, e);
      return events.length;
    },
  };
}
