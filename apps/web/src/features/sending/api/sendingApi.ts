// Calls of the email-sending endpoints: the spam check and the bulk send of the specification (seed 001 §7).
import { apiRequest } from '../../../lib/api';

export type SpamRule = { id: string; points: number; message: { tr: string; en: string }; fix: { tr: string; en: string } };
export type SpamCheckResult = { success: boolean; spamScore: number; band: 'good' | 'medium' | 'bad'; rules: SpamRule[] };

export type BulkSendInput = {
  recipients: string[];
  subject: string;
  htmlContent: string;
  campaignName: string;
  personalizeContent: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  templateId?: string | null;
};
export type BulkSendResult = {
  success: boolean;
  totalSent: number;
  totalFailed: number;
  campaignId: string;
  queued: number;
  /** True when the send continues after the answer (more than 50 recipients, or not finished in time). */
  background: boolean;
  error?: string;
};

// checkSpam scores a subject and HTML content; call it only when both are present.
export function checkSpam(subject: string, content: string): Promise<SpamCheckResult> {
  return apiRequest<SpamCheckResult>('/email-sending/spam-check', { method: 'POST', body: { subject, content } });
}

// bulkSend sends to a list of addresses ("address, name") as a new campaign.
export function bulkSend(body: BulkSendInput): Promise<BulkSendResult> {
  return apiRequest<BulkSendResult>('/email-sending/bulk', { method: 'POST', body });
}
