// Calls of the Turkish e-invoice channel: an issued invoice's submission to GİB through the workspace's integrator
// (özel entegratör) and its status, and the integrator settings (the password is written, never read back). The
// types are the shared schemas' (packages/shared/src/invoicing-gib.ts).
import type { GibSettings, GibSettingsInput, GibSubmission } from '@ulak/shared/invoicing-gib';
import { apiRequest } from '../../../lib/api';

export type { GibSettings, GibSettingsInput, GibSubmission };
export type GibTestResult = { ok: boolean; error: string | null; settings: GibSettings };

const gibPath = (id: string) => `/invoices/${encodeURIComponent(id)}/gib`;

// fetchGibSubmission reads where an invoice's e-invoice is at GİB (null when it was never sent).
export async function fetchGibSubmission(id: string): Promise<GibSubmission | null> {
  return (await apiRequest<{ submission: GibSubmission | null }>(gibPath(id))).submission;
}

// submitToGib sends an issued invoice's UBL-TR to GİB through the integrator.
export async function submitToGib(id: string): Promise<GibSubmission | null> {
  return (await apiRequest<{ submission: GibSubmission | null }>(`${gibPath(id)}/submit`, { method: 'POST' })).submission;
}

// fetchGibSettings reads the integrator settings (whether a password is stored, not the password).
export async function fetchGibSettings(): Promise<GibSettings> {
  return (await apiRequest<{ settings: GibSettings }>('/invoices/gib/settings')).settings;
}

// saveGibSettings saves the integrator settings; a left-out password keeps the stored one.
export async function saveGibSettings(body: GibSettingsInput): Promise<GibSettings> {
  return (await apiRequest<{ settings: GibSettings }>('/invoices/gib/settings', { method: 'PUT', body })).settings;
}

// testGibConnection asks the integrator whether the stored settings let us in.
export function testGibConnection(): Promise<GibTestResult> {
  return apiRequest<GibTestResult>('/invoices/gib/settings/test', { method: 'POST' });
}
