// White-label email branding: the emails of a workspace whose branding turns white-label on carry its footer, and the
// product's own emails to its users (reset codes, invitations, notifications) carry its name and footer instead of the
// product's. The footer is plain text: escaped in the HTML part, kept as it is in the text part.
import type { OutgoingMail } from '../../mail/mailer.js';
import { escapeHtml } from '../templates/index.js';

/** The product's name as its own emails spell it (subjects, bodies, the From's display name). */
export const PRODUCT_NAME = 'Ulak';

/** What a white-label workspace's emails carry: its company name (may be empty) and its footer text (may be empty). */
export type EmailBrand = { name: string; footer: string };

// footerHtml is the footer as an HTML paragraph: escaped, its line breaks kept.
export function footerHtml(footer: string): string {
  return `<p style="font-size:12px;color:#868e96;text-align:center;white-space:pre-line">${escapeHtml(footer)}</p>`;
}

// insertBeforeBodyEnd puts a fragment before the last </body>, or at the end when there is none.
function insertBeforeBodyEnd(html: string, fragment: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + fragment : html.slice(0, at) + fragment + html.slice(at);
}

const PRODUCT_WORD = new RegExp(`\\b${PRODUCT_NAME}\\b`, 'g');

// brandMail rewrites one of the product's own emails for a white-label workspace: the product's name becomes the
// brand's (or the workspace's when the brand has none), and the footer closes the text and the HTML parts.
export function brandMail(mail: OutgoingMail, brand: EmailBrand, workspaceName: string): OutgoingMail {
  const name = brand.name.trim() || workspaceName.trim();
  const rename = (s: string, html = false) => (name ? s.replace(PRODUCT_WORD, html ? escapeHtml(name) : name) : s);
  const footer = brand.footer.trim();
  return {
    ...mail,
    subject: rename(mail.subject),
    text: footer ? `${rename(mail.text).trimEnd()}\n\n${footer}\n` : rename(mail.text),
    ...(mail.html !== undefined ? { html: footer ? insertBeforeBodyEnd(rename(mail.html, true), footerHtml(footer)) : rename(mail.html, true) } : {}),
    ...(name ? { fromName: name } : {}),
  };
}
