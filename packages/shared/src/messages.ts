// Server error and validation messages in both languages, keyed by stable code.
import type { Language } from './i18n.js';

export const MESSAGES = {
  // generic
  VALIDATION_ERROR: { tr: 'Gönderilen bilgiler geçersiz.', en: 'The submitted data is invalid.' },
  NOT_FOUND: { tr: 'Kayıt bulunamadı.', en: 'Not found.' },
  ROUTE_NOT_FOUND: { tr: 'Böyle bir adres yok.', en: 'No such endpoint.' },
  UNAUTHORIZED: { tr: 'Oturum açmanız gerekiyor.', en: 'You need to sign in.' },
  FORBIDDEN: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  RATE_LIMITED: { tr: 'Çok fazla deneme yaptınız. Lütfen {{minutes}} dakika sonra tekrar deneyin.', en: 'Too many attempts. Please try again in {{minutes}} minutes.' },
  PAYLOAD_TOO_LARGE: { tr: 'Gönderilen veri çok büyük.', en: 'The request body is too large.' },
  BAD_JSON: { tr: 'İstek gövdesi geçerli JSON değil.', en: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { tr: 'Desteklenmeyen içerik türü.', en: 'Unsupported content type.' },
  INTERNAL: { tr: 'Beklenmeyen bir hata oluştu.', en: 'An unexpected error occurred.' },
  // auth
  INVALID_CREDENTIALS: { tr: 'E-posta veya şifre hatalı.', en: 'Invalid email or password.' },
  EMAIL_TAKEN: { tr: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.', en: 'An account with this email already exists.' },
  SESSION_EXPIRED: { tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.', en: 'Your session has expired. Please sign in again.' },
  RESET_CODE_SENT: { tr: 'Bu e-posta adresi kayıtlıysa 6 haneli bir kod gönderdik.', en: 'If this email is registered, we have sent a 6-digit code to it.' },
  RESET_CODE_INVALID: { tr: 'Geçersiz veya süresi dolmuş kod.', en: 'Invalid or expired code.' },
  RESET_CODE_VALID: { tr: 'Kod doğrulandı.', en: 'Code verified.' },
  RESET_TOO_MANY_TRIES: { tr: 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.', en: 'Too many wrong tries. Please request a new code.' },
  PASSWORD_RESET_DONE: { tr: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.', en: 'Your password has been updated. You can sign in with your new password.' },
  LOGGED_OUT: { tr: 'Çıkış yapıldı.', en: 'Signed out.' },
  OAUTH_NOT_CONFIGURED: { tr: 'Bu sağlayıcı ile giriş henüz yapılandırılmadı.', en: 'Sign-in with this provider is not configured.' },
  PROFILE_SAVED: { tr: 'Profil kaydedildi.', en: 'Profile saved.' },
  WRONG_CURRENT_PASSWORD: { tr: 'Mevcut şifre hatalı.', en: 'The current password is wrong.' },
  PASSWORD_CHANGED: { tr: 'Şifreniz değiştirildi.', en: 'Your password has been changed.' },
  // validation (zod issue messages are these keys)
  'v.required': { tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  'v.email': { tr: 'Geçerli bir e-posta adresi girin.', en: 'Enter a valid email address.' },
  'v.passwordMin': { tr: 'Şifre en az 6 karakter olmalıdır', en: 'Password must be at least 6 characters' },
  'v.passwordMax': { tr: 'Şifre en fazla 128 karakter olabilir.', en: 'Password can be at most 128 characters.' },
  'v.tooLong': { tr: 'Bu alan çok uzun.', en: 'This field is too long.' },
  'v.code': { tr: 'Kod 6 haneli olmalıdır.', en: 'The code must be 6 digits.' },
  'v.companyRequired': { tr: 'Kurumsal hesap için şirket adı zorunludur.', en: 'A company name is required for a business account.' },
  'v.countryRequired': { tr: 'Kurumsal hesap için ülke zorunludur.', en: 'A country is required for a business account.' },
  'v.plan': { tr: 'Geçersiz plan.', en: 'Unknown plan.' },
  'v.unknownField': { tr: 'Bilinmeyen alan: {{keys}}', en: 'Unknown field: {{keys}}' },
  'v.invalid': { tr: 'Geçersiz değer.', en: 'Invalid value.' },
  'v.language': { tr: 'Dil tr veya en olmalıdır.', en: 'Language must be tr or en.' },
} as const satisfies Record<string, { tr: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

// isMessageKey tells whether a string is a key of the catalogue.
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

// translate returns a catalogue message in a language, filling {{name}} placeholders.
export function translate(key: MessageKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
