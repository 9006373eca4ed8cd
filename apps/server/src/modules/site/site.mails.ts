// Emails the public site sends: an inquiry to the support address, the newsletter confirmation to a visitor.
import type { Language } from '@ulak/shared';
import type { siteInquiries } from './site.schema.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const INQUIRY_LABELS = {
  tr: { kind: 'Tür', type: 'Konu türü', name: 'Ad', email: 'E-posta', company: 'Şirket', subject: 'Konu', language: 'Dil' },
  en: { kind: 'Kind', type: 'Type', name: 'Name', email: 'Email', company: 'Company', subject: 'Subject', language: 'Language' },
} as const;

// inquiryMail forwards a contact or demo request to support, in the platform admin's language, replying to the visitor.
export function inquiryMail(row: typeof siteInquiries.$inferSelect, to: string, publicUrl: string, lang: Language = 'en') {
  const L = INQUIRY_LABELS[lang];
  const lines = [
    [L.kind, row.kind],
    [L.type, row.contactType ?? ''],
    [L.name, row.name ?? ''],
    [L.email, row.email],
    [L.company, row.company ?? ''],
    [L.subject, row.subject ?? ''],
    [L.language, row.language],
  ].filter(([, v]) => v);
  const tr = lang === 'tr';
  const subject =
    row.kind === 'demo'
      ? tr
        ? `[Ulak] ${row.email} demo talep etti`
        : `[Ulak] Demo request from ${row.email}`
      : `[Ulak] ${row.subject ?? (tr ? 'İletişim formu' : 'Contact form')} — ${row.name ?? row.email}`;
  const text = `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${row.message ?? ''}\n\n${publicUrl}/admin/inquiries\n`;
  const html = `<table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p style="white-space:pre-wrap">${escapeHtml(row.message ?? '')}</p><p><a href="${publicUrl}/admin/inquiries">${publicUrl}/admin/inquiries</a></p>`;
  return { to, subject, text, html, replyTo: row.email };
}

// newsletterConfirmMail asks a visitor to confirm the subscription (double opt-in).
export function newsletterConfirmMail(to: string, link: string, lang: Language) {
  const tr = lang === 'tr';
  const subject = tr ? 'Ulak bültenine aboneliğinizi onaylayın' : 'Confirm your subscription to the Ulak newsletter';
  const body = tr
    ? 'Ulak bültenine abone olmak için aşağıdaki bağlantıya tıklayın. Bu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylamadığınız sürece size bülten göndermeyiz.'
    : "Click the link below to subscribe to the Ulak newsletter. If you didn't ask for this, ignore this email: we won't send you anything unless you confirm.";
  const button = tr ? 'Aboneliği onayla' : 'Confirm subscription';
  return {
    to,
    subject,
    text: `${body}\n\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${button}</a></p><p style="color:#666;font-size:12px">${escapeHtml(link)}</p>`,
  };
}
