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
  // site
  CONTACT_SENT: { tr: 'Mesajınız alındı. En geç 24 saat içinde yanıt vereceğiz.', en: 'Your message has been received. We will reply within 24 hours.' },
  DEMO_SENT: { tr: 'Demo talebiniz alındı. Ekibimiz kısa süre içinde sizinle iletişime geçecek.', en: 'Your demo request has been received. Our team will contact you shortly.' },
  NEWSLETTER_CHECK_INBOX: { tr: 'Aboneliğinizi onaylamanız için bir e-posta gönderdik. Lütfen gelen kutunuzu kontrol edin.', en: 'We sent you an email to confirm your subscription. Please check your inbox.' },
  NEWSLETTER_CONFIRMED: { tr: 'Aboneliğiniz onaylandı. Teşekkürler!', en: 'Your subscription is confirmed. Thank you!' },
  NEWSLETTER_TOKEN_INVALID: { tr: 'Bu onay bağlantısı geçersiz ya da daha önce kullanılmış.', en: 'This confirmation link is invalid or has already been used.' },
  CHAT_NOT_FOUND: { tr: 'Sohbet bulunamadı. Lütfen yeni bir sohbet başlatın.', en: 'Conversation not found. Please start a new one.' },
  CHAT_AUTO_REPLY: { tr: 'Mesajınız için teşekkürler! Bir ekip arkadaşımız en kısa sürede burada yanıtlayacak.', en: 'Thanks for your message! A member of our team will answer here as soon as possible.' },
  DOWNGRADE_BELOW_USAGE: { tr: 'Bu ay {{sent}} e-posta gönderdiniz; {{plan}} planının aylık limiti {{limit}}. Daha küçük bir plana geçmek için gelecek ayı bekleyin.', en: 'You have sent {{sent}} emails this month; the {{plan}} plan allows {{limit}} a month. Wait for next month to move to a smaller plan.' },
  PLAN_CHANGED: { tr: 'Plan başarıyla güncellendi!', en: 'Plan upgraded successfully!' },
  PAYMENT_REQUIRED: { tr: 'Ödemeniz onaylandığında planınız güncellenecek.', en: 'Your plan will change once the payment is confirmed.' },
  PAYMENT_PROVIDER_ERROR: { tr: 'Ödeme sağlayıcısına ulaşılamadı. Lütfen daha sonra tekrar deneyin.', en: 'The payment provider could not be reached. Please try again later.' },
  SAME_PLAN: { tr: 'Zaten bu plandasınız.', en: 'You are already on this plan.' },
  // audience
  CONTACT_EXISTS: { tr: 'Bu e-posta adresiyle bir kişi zaten var.', en: 'A contact with this email already exists.' },
  LIST_NOT_FOUND: { tr: 'Liste bulunamadı.', en: 'List not found.' },
  SEGMENT_NOT_FOUND: { tr: 'Segment bulunamadı.', en: 'Segment not found.' },
  INVALID_LINK: { tr: 'Bu bağlantı geçersiz ya da süresi dolmuş.', en: 'This link is invalid or has expired.' },
  OPTIN_CONFIRMED: { tr: 'Aboneliğiniz onaylandı.', en: 'Your subscription is confirmed.' },
  OPTIN_CHECK_INBOX: { tr: 'Aboneliğinizi onaylamanız için bir e-posta gönderdik.', en: 'We sent you an email to confirm your subscription.' },
  UNSUBSCRIBED: { tr: 'Abonelikten çıktınız. Size bir daha e-posta göndermeyeceğiz.', en: 'You have been unsubscribed. We will not email you again.' },
  PREFERENCES_SAVED: { tr: 'Tercihleriniz kaydedildi.', en: 'Your preferences have been saved.' },
  IMPORT_FILE_REQUIRED: { tr: 'Bir CSV veya XLSX dosyası yükleyin.', en: 'Upload a CSV or XLSX file.' },
  IMPORT_FILE_TYPE: { tr: 'Yalnızca CSV ve XLSX dosyaları içe aktarılabilir.', en: 'Only CSV and XLSX files can be imported.' },
  IMPORT_FILE_EMPTY: { tr: 'Dosyada başlık satırı bulunamadı.', en: 'The file has no header row.' },
  IMPORT_EMAIL_UNMAPPED: { tr: 'E-posta sütununu eşleştirmelisiniz.', en: 'You must map the email column.' },
  IMPORT_NOT_PENDING: { tr: 'Bu içe aktarma zaten başlatıldı.', en: 'This import has already been started.' },
  IMPORT_TOO_LARGE: { tr: 'Dosya çok büyük (en fazla {{mb}} MB).', en: 'The file is too large (at most {{mb}} MB).' },
  // templates and campaigns
  TEMPLATE_INVALID_MJML: { tr: 'MJML işaretlemesi geçersiz.', en: 'The MJML markup is invalid.' },
  TEMPLATE_INVALID_LIQUID: { tr: 'Kişiselleştirme etiketi hatalı: {{error}}', en: 'A personalisation tag is invalid: {{error}}' },
  TEMPLATE_EMPTY: { tr: 'Şablonun içeriği boş.', en: 'The template has no content.' },
  CAMPAIGN_NOT_EDITABLE: { tr: 'Gönderilmiş ya da gönderilmekte olan bir kampanya düzenlenemez.', en: 'A campaign that is sending or sent cannot be edited.' },
  CAMPAIGN_BAD_TRANSITION: { tr: 'Kampanya bu durumdayken bu işlem yapılamaz.', en: 'This action is not possible in the campaign’s current status.' },
  CAMPAIGN_NO_SUBJECT: { tr: 'Konu ve içerik zorunludur.', en: 'A subject and content are required.' },
  CAMPAIGN_NO_RECIPIENTS: { tr: 'Geçerli e-posta adresi bulunamadı', en: 'No valid email addresses found' },
  CAMPAIGN_OVER_LIMIT: { tr: 'Bu gönderim aylık limitinizi aşar: {{count}} alıcı, kalan hakkınız {{remaining}} e-posta ({{plan}} planı). Planınızı yükseltin veya alıcı sayısını azaltın.', en: 'This send would pass your monthly limit: {{count}} recipients, {{remaining}} emails left on the {{plan}} plan. Upgrade your plan or send to fewer people.' },
  CAMPAIGN_SCHEDULE_PAST: { tr: 'Zamanlama tarihi gelecekte olmalıdır.', en: 'The scheduled time must be in the future.' },
  SERVER_NOT_FOUND: { tr: 'Sunucu bulunamadı.', en: 'Server not found.' },
  SERVER_TEST_FAILED: { tr: 'Sunucuya bağlanılamadı: {{error}}', en: 'Could not connect to the server: {{error}}' },
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
