// An automation's send_email, dispatched from the outbox: recorded as a delivery (a row of `deliveries` keyed by run,
// node and iteration) before it goes out, tracked like campaign mail, counted in plan usage and analytics. The record
// makes the send at most once: a dispatch that finds it sent does not send again, and one that finds it still
// 'sending' (the process stopped between the SMTP conversation and the record) fails the step instead of risking a
// second copy.
import type { ModuleDeps } from '../module.js';
import { TemplateError } from '../templates/index.js';
import { stepRef, type AutomationRepo } from './automation.repo.js';

/** The plan's monthly email limit is reached: the step fails with this code (shown in the run history). */
export const PLAN_LIMIT = 'AUTOMATION_EMAIL_PLAN_LIMIT';
/** A previous attempt stopped while sending: not sent again, the step fails with this code. */
export const INTERRUPTED = 'AUTOMATION_EMAIL_INTERRUPTED';

export type EmailOutboxItem = {
  workspace_id: string;
  workflow_id: string;
  contact_id: string;
  idempotency_key: string;
  payload: Record<string, unknown>;
};
export type DispatchResult = { status: 'sent' | 'skipped' | 'failed'; messageId?: string; error?: string };
type Template = NonNullable<Awaited<ReturnType<ModuleDeps['services']['templates']['get']>>>;

/**
 * What the emails of one outbox batch share, read once per batch instead of once per email: each workspace's room
 * under its plan's monthly limit (counting every sent delivery of the month is a scan of the month's deliveries), taken
 * one email at a time as the batch goes out, and the templates. Other processes' batches at the same moment are not
 * counted, so the limit can be passed by the emails in flight, as with the campaign sender.
 */
export function emailBatch(deps: ModuleDeps) {
  const room = new Map<string, { ready: Promise<void>; left: number }>();
  const templates = new Map<string, Promise<Template | undefined>>();
  return {
    /** Takes room for one email of the workspace; false when its plan's monthly limit is reached. */
    async takeRoom(workspaceId: string) {
      let r = room.get(workspaceId);
      if (!r) {
        const entry = { left: Infinity, ready: Promise.resolve() };
        entry.ready = deps.services.billing
          .current(workspaceId)
          .then((sub) => {
            if (sub && sub.monthlyEmailLimit > 0) entry.left = sub.monthlyEmailLimit - sub.emailsSentThisMonth;
          })
          .catch(() => undefined);
        room.set(workspaceId, (r = entry));
      }
      await r.ready;
      // checked and taken in one turn of the event loop: the batch's lanes never take the same room twice
      if (r.left <= 0) return false;
      r.left -= 1;
      return true;
    },
    template(workspaceId: string, id: string) {
      const key = `${workspaceId}:${id}`;
      let t = templates.get(key);
      if (!t) templates.set(key, (t = deps.services.templates.get(workspaceId, id).catch(() => undefined)));
      return t;
    },
  };
}
export type EmailBatch = ReturnType<typeof emailBatch>;
type Contact = NonNullable<Awaited<ReturnType<AutomationRepo['contact']>>>;

// sendStepEmail sends one queued send_email, at most once; a deferral or a refusal throws (retried with back-off).
export async function sendStepEmail(
  repo: AutomationRepo,
  deps: ModuleDeps,
  item: EmailOutboxItem,
  contact: Contact,
  values: Record<string, unknown> & { name: string },
  leaseUntil: Date,
  batch: EmailBatch,
): Promise<DispatchResult> {
  const ref = stepRef(item.idempotency_key);
  const records = deps.fronts.campaigns.automationDeliveries;
  const earlier = await records.emailDelivery(ref);
  if (earlier?.status === 'sent') return { status: 'sent', messageId: earlier.message_id ?? undefined };
  if (earlier?.status === 'failed' || earlier?.status === 'skipped') return { status: earlier.status, error: earlier.error ?? undefined };
  if (earlier?.status === 'sending') {
    await records.closeEmailDelivery(ref, 'failed', INTERRUPTED);
    return { status: 'failed', error: INTERRUPTED };
  }
  const end = async (status: 'failed' | 'skipped', error: string): Promise<DispatchResult> => {
    await records.closeEmailDelivery(ref, status, error);
    return { status, error };
  };
  // suppression: only subscribed contacts not on the suppression list get automated marketing email
  if (contact.status !== 'subscribed' || (await repo.suppressed(item.workspace_id, contact.email))) return end('skipped', `contact ${contact.status}`);
  const t = await batch.template(item.workspace_id, String(item.payload.templateId));
  if (!t) return end('failed', 'template deleted');
  // the plan's monthly limit counts every sent delivery, campaigns' and automations' alike
  if (!(await batch.takeRoom(item.workspace_id))) return end('failed', PLAN_LIMIT);

  const deliveryId = await records.claimEmailDelivery({
    ...ref,
    workspaceId: item.workspace_id,
    workflowId: item.workflow_id,
    contactId: item.contact_id,
    email: contact.email,
    name: values.name,
    leaseUntil,
  });
  // another dispatch changed the record meanwhile: the next attempt reads what it became
  if (deliveryId === undefined) throw new Error('the delivery record changed during dispatch');
  let r;
  try {
    // through the campaign sender's path: the workspace's servers or the relay's From rules, the sender identity the
    // step names, DKIM, the contact's unsubscribe link, tracked links and open pixel (campaigns/workspace-mail.ts)
    r = await deps.services.workspaceMail.sendToContact({
      workspaceId: item.workspace_id,
      contact: { id: item.contact_id, email: contact.email, name: values.name, values },
      content: { subject: t.subject, htmlContent: t.htmlContent, textContent: t.textContent },
      senderIdentityId: typeof item.payload.senderIdentityId === 'string' ? item.payload.senderIdentityId : null,
      key: item.idempotency_key,
      headers: { 'X-Ulak-Workflow-Step': item.idempotency_key.slice(0, 200) },
      deliveryId,
    });
  } catch (err) {
    // a template that cannot be rendered for this contact is final; anything else is retried
    if (err instanceof TemplateError) return end('failed', `template: ${err.message}`.slice(0, 500));
    await records.emailDeferred(deliveryId, err instanceof Error ? err.message.slice(0, 500) : String(err));
    throw err;
  }
  // deferred (every server at its limit) or refused: back in the queue, retried with back-off up to the workspace's retries
  if (!r.sent) {
    await records.emailDeferred(deliveryId, r.error);
    throw new Error(r.error ?? `deferred ${r.retryInSeconds} s`);
  }
  await records.emailSent(deliveryId, r.messageId);
  return { status: 'sent', messageId: r.messageId };
}
