// Emails the audience domain sends: the double opt-in confirmation.
import type { Language } from '@ulak/shared';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// optInMail asks a new subscriber to confirm a list membership.
export function optInMail(to: string, listName: string, link: string, lang: Language) {
  const tr = lang === 'tr';
  const subject = tr ? `"${listName}" aboneliğinizi onaylayın` : `Confirm your subscription to "${listName}"`;
  const body = tr
    ? `"${listName}" listesine abone olmak için aşağıdaki bağlantıya tıklayın. Bu isteği siz yapmadıysanız bu e-postayı yok sayın.`
    : `Click the link below to subscribe to "${listName}". If you didn't ask for this, ignore this email.`;
  const button = tr ? 'Aboneliği onayla' : 'Confirm subscription';
  return {
    to,
    subject,
    text: `${body}\n\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${button}</a></p>`,
  };
}
