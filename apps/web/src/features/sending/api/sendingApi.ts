// Calls of the email-sending endpoints: the spam check and the bulk send of the specification (seed 001 §7).
import type { bulkSendSchema, RequestBody, SendingAnswer, SpamRuleView } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type SpamRule = SpamRuleView;
export type SpamCheckResult = SendingAnswer<'spamCheck'>;

export type BulkSendInput = RequestBody<typeof bulkSendSchema>;
export type BulkSendResult = SendingAnswer<'bulk'>;

// checkSpam scores a subject and HTML content; call it only when both are present.
export function checkSpam(subject: string, content: string): Promise<SpamCheckResult> {
  return apiRequest<SpamCheckResult>('/email-sending/spam-check', { method: 'POST', body: { subject, content } });
}

// bulkSend sends to a list of addresses ("address, name") as a new campaign.
export function bulkSend(body: BulkSendInput): Promise<BulkSendResult> {
  return apiRequest<BulkSendResult>('/email-sending/bulk', { method: 'POST', body });
}
