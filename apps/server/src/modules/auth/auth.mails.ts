// The emails the auth domain sends, in the recipient's language.
import { RESET_CODE_TTL_MINUTES, SIGNUP_CODE_TTL_MINUTES, VERIFY_EMAIL_TTL_HOURS, type Language } from '@ulak/shared';

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

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

// signupCodeMail builds the email carrying the 6-digit code that confirms a new registration.
export function signupCodeMail(p: { to: string; firstName: string; code: string; language: Language; publicUrl: string }) {
  const tr = p.language === 'tr';
  const subject = tr ? `Ulak kayıt onay kodunuz: ${p.code}` : `Your Ulak sign-up code: ${p.code}`;
  const lines = tr
    ? [
        `Merhaba ${p.firstName},`,
        `Ulak hesabınızı oluşturmak için onay kodunuz: ${p.code}`,
        `Kod ${SIGNUP_CODE_TTL_MINUTES} dakika geçerlidir.`,
        'Kayıt olmadıysanız bu e-postayı yok sayabilirsiniz.',
      ]
    : [
        `Hello ${p.firstName},`,
        `Your code to confirm your new Ulak account: ${p.code}`,
        `The code is valid for ${SIGNUP_CODE_TTL_MINUTES} minutes.`,
        'If you did not sign up, you can ignore this email.',
      ];
  const text = `${lines.join('\n\n')}\n`;
  return { to: p.to, subject, text, html: paragraphs(lines) };
}

// signupAttemptMail tells an existing account's owner that someone tried to sign up again with their address.
export function signupAttemptMail(p: { to: string; firstName: string; language: Language; publicUrl: string }) {
  const tr = p.language === 'tr';
  const subject = tr ? 'Ulak: bu adresle yeniden kayıt olunmaya çalışıldı' : 'Ulak: someone tried to sign up with your address';
  const login = `${p.publicUrl}/login`;
  const reset = `${p.publicUrl}/forgot-password`;
  const lines = tr
    ? [
        `Merhaba ${p.firstName},`,
        'Birisi bu e-posta adresiyle yeni bir Ulak hesabı açmaya çalıştı; bu adresin zaten bir hesabı var.',
        `Siz idiyseniz giriş yapın: ${login}`,
        `Şifrenizi hatırlamıyorsanız sıfırlayın: ${reset}`,
        'Siz değilseniz bu e-postayı yok sayabilirsiniz; hesabınızda bir değişiklik yapılmadı.',
      ]
    : [
        `Hello ${p.firstName},`,
        'Someone tried to create a new Ulak account with this email address, which already has an account.',
        `If it was you, sign in: ${login}`,
        `If you forgot your password, reset it: ${reset}`,
        'If it was not you, you can ignore this email; nothing on your account has changed.',
      ];
  const text = `${lines.join('\n\n')}\n`;
  return { to: p.to, subject, text, html: paragraphs(lines) };
}

// verifyEmailMail carries the link that proves an account's address (/verify-email?token=…).
export function verifyEmailMail(p: { to: string; firstName: string; token: string; language: Language; publicUrl: string }) {
  const tr = p.language === 'tr';
  const link = `${p.publicUrl}/verify-email?token=${encodeURIComponent(p.token)}`;
  const subject = tr ? 'Ulak: e-posta adresinizi doğrulayın' : 'Ulak: verify your email address';
  const lines = tr
    ? [
        `Merhaba ${p.firstName},`,
        'Kampanya gönderebilmeniz için bu adresin size ait olduğunu doğrulamamız gerekiyor. Doğrulamak için bağlantıyı açın:',
        link,
        `Bağlantı ${VERIFY_EMAIL_TTL_HOURS} saat geçerlidir ve bir kez kullanılabilir.`,
        'Bu hesabı siz açmadıysanız bu e-postayı yok sayabilirsiniz.',
      ]
    : [
        `Hello ${p.firstName},`,
        'Before you can send campaigns we need to confirm this address is yours. Open the link to verify it:',
        link,
        `The link is valid for ${VERIFY_EMAIL_TTL_HOURS} hours and can be used once.`,
        'If you did not open this account, you can ignore this email.',
      ];
  const text = `${lines.join('\n\n')}\n`;
  const html = lines.map((l) => (l === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(l)}</p>`)).join('');
  return { to: p.to, subject, text, html };
}
