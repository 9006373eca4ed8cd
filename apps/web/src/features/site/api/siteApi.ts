// Calls of the public-site endpoints: settings, platform figures, contact and demo forms, newsletter.
import type { contactFormSchema, CONTACT_TYPES, demoFormSchema, PublicSiteAnswer, RequestBody } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type SiteSettings = PublicSiteAnswer<'settings'>;
/** Real platform figures (never invented); uptime is null until enough checks have run. */
export type SiteStats = PublicSiteAnswer<'stats'>;

export type ContactType = (typeof CONTACT_TYPES)[number];

export type ContactBody = RequestBody<typeof contactFormSchema>;
export type DemoBody = RequestBody<typeof demoFormSchema>;
export type SuccessMessage = PublicSiteAnswer<'sent'>;

// fetchSiteSettings reads the admin-managed public settings: contact details, WhatsApp and testimonials.
export function fetchSiteSettings(): Promise<SiteSettings> {
  return apiRequest<SiteSettings>('/site/settings', { token: null });
}

// fetchSiteStats reads the platform's real figures for the stats strips.
export function fetchSiteStats(): Promise<SiteStats> {
  return apiRequest<SiteStats>('/site/stats', { token: null });
}

// sendContactMessage stores a contact-form message and mails it to support.
export function sendContactMessage(body: ContactBody): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/site/contact', { method: 'POST', body, token: null });
}

// requestDemo stores a demo request and mails it to support.
export function requestDemo(body: DemoBody): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/site/demo', { method: 'POST', body, token: null });
}

// subscribeNewsletter starts the double opt-in: the server mails a confirmation link.
export function subscribeNewsletter(email: string): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/site/newsletter', { method: 'POST', body: { email }, token: null });
}

// confirmNewsletter completes the double opt-in with the token from the mailed link.
export function confirmNewsletter(token: string): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/site/newsletter/confirm', { method: 'POST', body: { token }, token: null });
}
