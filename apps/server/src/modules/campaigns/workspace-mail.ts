// One email of a workspace to one of its contacts, outside a campaign (an automation's send_email step): rendered by
// the campaign compiler (merge fields escaped, the contact's own unsubscribe and preferences links, List-Unsubscribe)
// and sent through the campaign sender's one-off path, so it goes out as campaign mail does: the workspace's servers by
// rotation, or the platform relay with its From rules (a verified identity as itself, DKIM-signed; otherwise the
// platform's address with the workspace's name and the identity as Reply-To). The caller records the delivery (an
// automation email's row in `deliveries`, written before the send) and passes its id: the links and the open pixel are
// then signed for it and rewritten exactly as a campaign's, so opens and clicks land on that delivery.
import crypto from 'node:crypto';
import type { Language } from '@ulak/shared';
import { compileCampaign, type TrackingSigner } from './message.js';
import type { TestSender } from './test-send.js';

export type WorkspaceMailDeps = {
  publicUrl: string;
  signer: TrackingSigner;
  contactToken: (contactId: string) => string;
  workspaceInfo: (workspaceId: string) => Promise<{ name: string; language: Language; emailFooter?: string | null }>;
  senderIdentity: (workspaceId: string, id: string) => Promise<{ fromName: string; fromEmail: string; replyTo: string | null } | undefined>;
  /** The sender's one-off path; undefined while no sender runs in this process. */
  send: () => TestSender | undefined;
};

export type WorkspaceMailInput = {
  workspaceId: string;
  contact: { id: string; email: string; name: string | null; values: Record<string, unknown> };
  content: { subject: string; htmlContent: string; textContent: string | null };
  /** A sender identity of the workspace; without one, the workspace's mail settings' From (or the platform's). */
  senderIdentityId?: string | null;
  /** Stable per message (the step's idempotency key): a retry carries the same Message-ID. */
  key: string;
  headers?: Record<string, string>;
  /** The delivery this message is recorded as: its links and open pixel are tracked for it. Without one, nothing is tracked. */
  deliveryId?: number;
};

export type WorkspaceMailResult = { sent: true; messageId: string } | { sent: false; retryInSeconds: number; error: string | null };
export type WorkspaceMailService = ReturnType<typeof workspaceMailService>;

export function workspaceMailService(deps: WorkspaceMailDeps) {
  const domain = new URL(deps.publicUrl).hostname || 'ulak.local';
  return {
    /** Sends now; a template that cannot be rendered throws TemplateError (templates/render.ts). */
    async sendToContact(input: WorkspaceMailInput): Promise<WorkspaceMailResult> {
      const send = deps.send();
      if (!send) return { sent: false, retryInSeconds: 30, error: null };
      const info = await deps.workspaceInfo(input.workspaceId);
      const tracked = input.deliveryId !== undefined;
      const compiled = compileCampaign(
        { id: '', ...input.content, personalizeContent: true, trackOpens: tracked, trackClicks: tracked, abSubjects: null },
        {
          publicUrl: deps.publicUrl,
          signer: deps.signer,
          contactToken: deps.contactToken,
          workspaceName: info.name,
          language: info.language,
          footer: info.emailFooter,
          messageDomain: domain,
        },
      );
      const identity = input.senderIdentityId ? await deps.senderIdentity(input.workspaceId, input.senderIdentityId) : undefined;
      const messageId = `<auto.${crypto.createHash('sha256').update(input.key).digest('hex').slice(0, 24)}@${domain}>`;
      const contact = { ...input.contact.values, id: input.contact.id, name: input.contact.name };
      const r = await send({
        workspaceId: input.workspaceId,
        fromName: identity?.fromName ?? null,
        fromEmail: identity?.fromEmail ?? null,
        replyTo: identity?.replyTo ?? null,
        to: input.contact.email,
        render: (recipient) => {
          const msg = compiled({ ...recipient, id: input.deliveryId ?? 0, variant: null, contact });
          // no campaign to name; the delivery header stays when there is a delivery
          const { 'X-Ulak-Delivery': delivery, 'X-Ulak-Campaign': _campaign, ...headers } = msg.headers;
          return { ...msg, messageId, headers: { ...headers, ...(tracked ? { 'X-Ulak-Delivery': delivery } : {}), ...input.headers } };
        },
      });
      if (r.sent) return { sent: true, messageId };
      return { sent: false, retryInSeconds: r.retryInSeconds, error: r.error };
    },
  };
}
