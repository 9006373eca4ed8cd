// The emails the auth domain sends, in the recipient's language.
import { RESET_CODE_TTL_MINUTES, type Language } from '@ulak/shared';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// resetCodeMail builds the password-reset email carrying the 6-digit code.
export function resetCodeMail(p: { to: string; firstName: string; code: string; language: Language; publicUrl: string }) {
  const tr = p.language === 'tr';
  const subject = tr ? `Ulak şifre sıfırlama kodunuz: ${p.code}` : `Your Ulak password reset code: ${p.code}`;
  const hello = tr ? `Merhaba ${p.firstName},` : `Hello ${p.firstName},`;
  const body = tr
    ? `Şifrenizi sıfırlamak için kodunuz: ${p.code}\nKod ${RESET_CODE_TTL_MINUTES} dakika geçerlidir ve yalnızca bir kez kullanılabilir.\nBu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.`
    : `Your code to reset your password: ${p.code}\nThe code is valid for ${RESET_CODE_TTL_MINUTES} minutes and can be used once.\nIf you did not ask for this, you can ignore this email.`;
  const link = `${p.publicUrl}/forgot-password`;
  const text = `${hello}\n\n${body}\n\n${link}\n`;
  const html = `<p>${escapeHtml(hello)}</p>${body
    .split('\n')
    .map((l) => `<p>${escapeHtml(l).replace(escapeHtml(p.code), `<strong style="font-size:24px;letter-spacing:4px">${p.code}</strong>`)}</p>`)
    .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to: p.to, subject, text, html };
}
