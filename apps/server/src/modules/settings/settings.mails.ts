// The emails the settings module sends (invitations, email-change codes, notifications), in the recipient's language.
import { INVITATION_TTL_HOURS, type Language, type WorkspaceRole } from '@ulak/shared';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

const ROLE_NAMES: Record<WorkspaceRole, { tr: string; en: string }> = {
  owner: { tr: 'sahip', en: 'owner' },
  admin: { tr: 'yönetici', en: 'admin' },
  member: { tr: 'üye', en: 'member' },
  read_only: { tr: 'salt okunur', en: 'read-only' },
};

// invitationMail builds the invitation to join a workspace, with its expiring link.
export function invitationMail(p: { to: string; language: Language; workspaceName: string; inviter: string; link: string; role: WorkspaceRole }) {
  const tr = p.language === 'tr';
  const role = ROLE_NAMES[p.role][p.language];
  const subject = tr ? `${p.inviter} sizi Ulak'ta "${p.workspaceName}" çalışma alanına davet etti` : `${p.inviter} invited you to "${p.workspaceName}" on Ulak`;
  const lines = tr
    ? [
        `${p.inviter} sizi "${p.workspaceName}" çalışma alanına ${role} olarak davet etti.`,
        `Daveti kabul etmek için bağlantıyı açın (${INVITATION_TTL_HOURS} saat geçerlidir):`,
      ]
    : [`${p.inviter} invited you to the "${p.workspaceName}" workspace as ${role}.`, `Open the link to accept (valid for ${INVITATION_TTL_HOURS} hours):`];
  return {
    to: p.to,
    subject,
    text: `${lines.join('\n')}\n\n${p.link}\n`,
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`,
  };
}

// emailChangeMail carries the 6-digit code that confirms a new sign-in email.
export function emailChangeMail(p: { to: string; language: Language; code: string }) {
  const tr = p.language === 'tr';
  const subject = tr ? `Ulak e-posta değişikliği onay kodu: ${p.code}` : `Your Ulak email change code: ${p.code}`;
  const lines = tr
    ? [`Bu adresi Ulak hesabınızın e-postası yapmak için kodunuz: ${p.code}`, 'Kod 30 dakika geçerlidir. Bu isteği siz yapmadıysanız yok sayın.']
    : [`Your code to make this address your Ulak sign-in email: ${p.code}`, 'The code is valid for 30 minutes. If you did not ask for this, ignore it.'];
  return { to: p.to, subject, text: lines.join('\n'), html: paragraphs(lines) };
}

// notificationMail is the email form of an in-app notification.
export function notificationMail(p: { to: string; title: string; body: string; link?: string | null; publicUrl: string }) {
  const link = p.link ? (p.link.startsWith('/') ? `${p.publicUrl}${p.link}` : p.link) : undefined;
  const lines = [p.title, p.body].filter(Boolean);
  return {
    to: p.to,
    subject: p.title,
    text: `${lines.join('\n\n')}${link ? `\n\n${link}` : ''}\n`,
    html: `${paragraphs(lines)}${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}`,
  };
}
