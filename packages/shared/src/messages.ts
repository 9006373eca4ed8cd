// Server error and validation messages in both languages, keyed by stable code.
import type { Language } from './i18n.js';
import { CHANNELS_MESSAGES } from './messages/channels.js';
import { INBOX_MESSAGES } from './messages/inbox.js';
import { AUTOMATION_MESSAGES } from './messages/automation.js';
import { ANALYTICS_MESSAGES } from './messages/analytics.js';
import { OAUTH_MESSAGES } from './messages/oauth.js';
import { SETTINGS_MESSAGES } from './messages/settings.js';
import { ADMIN_MESSAGES } from './messages/admin.js';
import { WHITE_LABEL_MESSAGES } from './messages/white-label.js';
import { SENDING_MESSAGES } from './messages/sending.js';
import { WEBHOOKS_MESSAGES } from './messages/webhooks.js';
import { GIB_MESSAGES } from './messages/gib.js';
import { INVOICING_MESSAGES } from './messages/invoicing.js';
import { BILLING_MESSAGES } from './messages/billing.js';

const CORE_MESSAGES = {
  // generic
  VALIDATION_ERROR: { tr: 'Gönderilen bilgiler geçersiz.', en: 'The submitted data is invalid.' },
  NOT_FOUND: { tr: 'Kayıt bulunamadı.', en: 'Not found.' },
  ROUTE_NOT_FOUND: { tr: 'Böyle bir adres yok.', en: 'No such endpoint.' },
  UNAUTHORIZED: { tr: 'Oturum açmanız gerekiyor.', en: 'You need to sign in.' },
  FORBIDDEN: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  RATE_LIMITED: {
    tr: 'Çok fazla deneme yaptınız. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {{minutes}} minutes.',
  },
  PAYLOAD_TOO_LARGE: { tr: 'Gönderilen veri çok büyük.', en: 'The request body is too large.' },
  BAD_JSON: { tr: 'İstek gövdesi geçerli JSON değil.', en: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { tr: 'Desteklenmeyen içerik türü.', en: 'Unsupported content type.' },
  INTERNAL: { tr: 'Beklenmeyen bir hata oluştu.', en: 'An unexpected error occurred.' },
  INVALID_CHARACTERS: {
    tr: 'Gönderilen metin izin verilmeyen karakterler içeriyor (NUL baytı veya eşi olmayan vekil karakter).',
    en: 'The submitted text contains characters that are not allowed (a NUL byte or an unpaired surrogate).',
  },
  REFERENCE_NOT_FOUND: {
    tr: 'Bağlantı verilen kayıt ({{field}}) bu çalışma alanında bulunamadı.',
    en: 'The referenced record ({{field}}) was not found in this workspace.',
  },
  // texts the server writes into records and documents (activity titles, copies, document wording)
  COPY_NAME: { tr: '{{name}} (kopya)', en: '{{name}} (copy)' },
  CRM_STAGE_CHANGED: { tr: 'Aşama değişti: {{from}} → {{to}}', en: 'Stage changed: {{from}} → {{to}}' },
  CRM_DEAL_WON: { tr: 'Anlaşma kazanıldı', en: 'Deal won' },
  CRM_DEAL_LOST: { tr: 'Anlaşma kaybedildi', en: 'Deal lost' },
  CRM_ONLY_TASKS_ASSIGNED: { tr: 'Yalnızca görevler bir ekip üyesine atanabilir.', en: 'Only tasks can be assigned to a team member.' },
  CAMPAIGN_UNSUBSCRIBE_FOOTER: {
    tr: 'Bu e-postayı almak istemiyorsanız <a href="{{ unsubscribe_url }}">abonelikten çıkabilir</a> veya <a href="{{ preferences_url }}">tercihlerinizi</a> değiştirebilirsiniz.',
    en: 'Don\'t want these emails? <a href="{{ unsubscribe_url }}">Unsubscribe</a> or change your <a href="{{ preferences_url }}">preferences</a>.',
  },
  CAMPAIGN_UNSUBSCRIBE_TEXT: { tr: 'Abonelikten çıkmak için', en: 'Unsubscribe' },
  INVOICE_DISCOUNT_REASON: { tr: 'İndirim', en: 'Discount' },
  TEMPLATE_STARTER_FOOTER: {
    tr: 'Bu e-postayı {{ contact.email }} adresine gönderdik. <a href="{{ unsubscribe_url }}">Abonelikten çık</a>',
    en: 'We sent this email to {{ contact.email }}. <a href="{{ unsubscribe_url }}">Unsubscribe</a>',
  },
  // auth
  INVALID_CREDENTIALS: { tr: 'E-posta veya şifre hatalı.', en: 'Invalid email or password.' },
  EMAIL_TAKEN: { tr: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.', en: 'An account with this email already exists.' },
  SESSION_EXPIRED: { tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.', en: 'Your session has expired. Please sign in again.' },
  RESET_CODE_SENT: { tr: 'Bu e-posta adresi kayıtlıysa 6 haneli bir kod gönderdik.', en: 'If this email is registered, we have sent a 6-digit code to it.' },
  RESET_CODE_INVALID: { tr: 'Geçersiz veya süresi dolmuş kod.', en: 'Invalid or expired code.' },
  RESET_CODE_VALID: { tr: 'Kod doğrulandı.', en: 'Code verified.' },
  RESET_TOO_MANY_TRIES: { tr: 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.', en: 'Too many wrong tries. Please request a new code.' },
  PASSWORD_RESET_DONE: {
    tr: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    en: 'Your password has been updated. You can sign in with your new password.',
  },
  LOGGED_OUT: { tr: 'Çıkış yapıldı.', en: 'Signed out.' },
  OAUTH_NOT_CONFIGURED: { tr: 'Bu sağlayıcı ile giriş henüz yapılandırılmadı.', en: 'Sign-in with this provider is not configured.' },
  OAUTH_CODE_INVALID: {
    tr: 'Bu giriş bağlantısı geçersiz, süresi dolmuş ya da başka bir tarayıcıda başlatılmış. Lütfen yeniden deneyin.',
    en: 'This sign-in link is invalid, expired or was started in another browser. Please try again.',
  },
  SIGNUP_CODE_SENT: { tr: 'E-posta adresinize 6 haneli bir onay kodu gönderdik.', en: 'We have sent a 6-digit confirmation code to your email.' },
  SIGNUP_CODE_INVALID: { tr: 'Geçersiz veya süresi dolmuş onay kodu.', en: 'Invalid or expired confirmation code.' },
  SIGNUP_TOO_MANY_TRIES: {
    tr: 'Çok fazla hatalı deneme. Lütfen yeniden kayıt olun, yeni bir kod gönderelim.',
    en: 'Too many wrong tries. Please sign up again to get a new code.',
  },
  EMAIL_NOT_VERIFIED: {
    tr: 'Kampanya göndermeden önce e-posta adresinizi doğrulayın: size gönderdiğimiz bağlantıyı açın ya da yeni bir bağlantı isteyin.',
    en: 'Verify your email address before sending a campaign: open the link we mailed you, or ask for a new one.',
  },
  VERIFY_LINK_INVALID: {
    tr: 'Bu doğrulama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Panelden yeni bir bağlantı isteyebilirsiniz.',
    en: 'This verification link is invalid, used or expired. You can ask for a new one from the panel.',
  },
  EMAIL_VERIFIED: { tr: 'E-posta adresiniz doğrulandı.', en: 'Your email address is verified.' },
  VERIFY_EMAIL_SENT: { tr: 'Doğrulama bağlantısını e-posta adresinize gönderdik.', en: 'We have sent the verification link to your email address.' },
  PROFILE_SAVED: { tr: 'Profil kaydedildi.', en: 'Profile saved.' },
  WRONG_CURRENT_PASSWORD: { tr: 'Mevcut şifre hatalı.', en: 'The current password is wrong.' },
  PASSWORD_CHANGED: { tr: 'Şifreniz değiştirildi.', en: 'Your password has been changed.' },
  // site
  CONTACT_SENT: { tr: 'Mesajınız alındı. En geç 24 saat içinde yanıt vereceğiz.', en: 'Your message has been received. We will reply within 24 hours.' },
  DEMO_SENT: {
    tr: 'Demo talebiniz alındı. Ekibimiz kısa süre içinde sizinle iletişime geçecek.',
    en: 'Your demo request has been received. Our team will contact you shortly.',
  },
  NEWSLETTER_CHECK_INBOX: {
    tr: 'Aboneliğinizi onaylamanız için bir e-posta gönderdik. Lütfen gelen kutunuzu kontrol edin.',
    en: 'We sent you an email to confirm your subscription. Please check your inbox.',
  },
  NEWSLETTER_CONFIRMED: { tr: 'Aboneliğiniz onaylandı. Teşekkürler!', en: 'Your subscription is confirmed. Thank you!' },
  NEWSLETTER_TOKEN_INVALID: {
    tr: 'Bu onay bağlantısı geçersiz ya da daha önce kullanılmış.',
    en: 'This confirmation link is invalid or has already been used.',
  },
  CHAT_NOT_FOUND: { tr: 'Sohbet bulunamadı. Lütfen yeni bir sohbet başlatın.', en: 'Conversation not found. Please start a new one.' },
  CHAT_AUTO_REPLY: {
    tr: 'Mesajınız için teşekkürler! Bir ekip arkadaşımız en kısa sürede burada yanıtlayacak.',
    en: 'Thanks for your message! A member of our team will answer here as soon as possible.',
  },
  DOWNGRADE_BELOW_USAGE: {
    tr: 'Bu ay {{sent}} e-posta gönderdiniz; {{plan}} planının aylık limiti {{limit}}. Daha küçük bir plana geçmek için gelecek ayı bekleyin.',
    en: 'You have sent {{sent}} emails this month; the {{plan}} plan allows {{limit}} a month. Wait for next month to move to a smaller plan.',
  },
  PAYMENT_WEBHOOK_SIGNATURE: { tr: 'Ödeme bildiriminin imzası eksik ya da geçersiz.', en: 'The payment notification’s signature is missing or invalid.' },
  PLAN_CHANGED: { tr: 'Plan başarıyla güncellendi!', en: 'Plan upgraded successfully!' },
  PLAN_CONTACT_LIMIT: {
    tr: '{{plan}} planı en fazla {{limit}} kişiye izin veriyor ve bu sınıra ulaşıldı. Daha fazla kişi eklemek için planınızı yükseltin.',
    en: 'The {{plan}} plan allows up to {{limit}} contacts and that limit has been reached. Upgrade your plan to add more contacts.',
  },
  PAYMENT_REQUIRED: { tr: 'Ödemeniz onaylandığında planınız güncellenecek.', en: 'Your plan will change once the payment is confirmed.' },
  PAYMENT_PROVIDER_ERROR: {
    tr: 'Ödeme sağlayıcısına ulaşılamadı. Lütfen daha sonra tekrar deneyin.',
    en: 'The payment provider could not be reached. Please try again later.',
  },
  PLAN_CHANGED_UNPAID: {
    tr: 'Plan güncellendi. Ödeme sağlayıcısı yapılandırılmadığı için ödeme alınmadı.',
    en: 'Plan changed. No payment was taken: no payment provider is configured.',
  },
  PAYMENT_PROVIDER_REQUIRED: {
    tr: 'Bu plan değişikliği ödeme gerektiriyor, ancak ödeme sağlayıcısı yapılandırılmamış ' + 've platform ödemesiz plan değişikliğine izin vermiyor.',
    en: 'This plan change needs a payment, but no payment provider is configured ' + 'and the platform does not allow plan changes without payment.',
  },
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
  IMPORT_LINE_TOO_LONG: {
    tr: '{{line}}. satır çok uzun (bir satır en fazla {{mb}} MB olabilir). Dosya bozuk olabilir.',
    en: 'Line {{line}} is too long (a line can be at most {{mb}} MB). The file may be damaged.',
  },
  IMPORT_XLSX_TOO_LARGE: {
    tr: 'XLSX dosyasının içeriği açıldığında çok büyük (bir bölüm en fazla {{mb}} MB olabilir). Dosyayı CSV olarak kaydedip yükleyin.',
    en: 'The XLSX file is too large once unpacked (a part can be at most {{mb}} MB). Save it as CSV and upload that.',
  },
  IMPORT_FILE_UNREADABLE: { tr: 'Dosya okunamadı: geçerli bir XLSX dosyası değil.', en: 'The file could not be read: it is not a valid XLSX file.' },
  IMPORT_UPLOAD_FAILED: { tr: 'Dosya yüklenemedi.', en: 'The file could not be uploaded.' },
  IMPORT_FILE_MISSING: { tr: 'Yüklenen dosya artık yok; lütfen yeniden yükleyin.', en: 'The uploaded file is gone; please upload it again.' },
  IMPORT_FAILED: {
    tr: 'İçe aktarma beklenmeyen bir hatayla durdu. Lütfen tekrar deneyin.',
    en: 'The import stopped on an unexpected error. Please try again.',
  },
  IMPORT_ROW_MISSING_EMAIL: { tr: 'e-posta yok', en: 'missing email' },
  IMPORT_ROW_INVALID_EMAIL: { tr: 'geçersiz e-posta: {{email}}', en: 'invalid email: {{email}}' },
  IMPORT_ROW_BAD_TEXT: {
    tr: '{{column}}. sütunda geçersiz karakter (NUL veya bozuk Unicode)',
    en: 'invalid character in column {{column}} (NUL or broken Unicode)',
  },
  IMPORT_ROW_CONTACT_LIMIT: {
    tr: '{{plan}} planının {{limit}} kişi sınırına ulaşıldı; bu satır eklenmedi. Planınızı yükseltip yeniden içe aktarın.',
    en: "The {{plan}} plan's limit of {{limit}} contacts was reached; this row was not added. Upgrade and import it again.",
  },
  IMPORT_ROW_BAD_ATTRIBUTE: { tr: '{{key}} alanı geçerli bir tarih değil', en: '{{key}} is not a valid date' },
  // templates and campaigns
  TEMPLATE_INVALID_MJML: { tr: 'MJML işaretlemesi geçersiz.', en: 'The MJML markup is invalid.' },
  TEMPLATE_INVALID_LIQUID: { tr: 'Kişiselleştirme etiketi hatalı: {{error}}', en: 'A personalisation tag is invalid: {{error}}' },
  TEMPLATE_EMPTY: { tr: 'Şablonun içeriği boş.', en: 'The template has no content.' },
  TEMPLATE_PARTIALS_UNAVAILABLE: {
    tr: 'Şablonlar dosya ekleyemez: include, render ve layout etiketleri kullanılamaz. ({{error}})',
    en: 'Templates cannot include files: the include, render and layout tags are not available. ({{error}})',
  },
  TEMPLATE_LIMIT_EXCEEDED: {
    tr: 'Şablon işleme sınırını aşıyor (süre, bellek ya da çıktı boyutu): {{error}}',
    en: 'The template exceeds a rendering limit (time, memory or output size): {{error}}',
  },
  CAMPAIGN_NOT_EDITABLE: { tr: 'Gönderilmiş ya da gönderilmekte olan bir kampanya düzenlenemez.', en: 'A campaign that is sending or sent cannot be edited.' },
  CAMPAIGN_BAD_TRANSITION: { tr: 'Kampanya bu durumdayken bu işlem yapılamaz.', en: 'This action is not possible in the campaign’s current status.' },
  CAMPAIGN_NO_SUBJECT: { tr: 'Konu ve içerik zorunludur.', en: 'A subject and content are required.' },
  CAMPAIGN_NO_RECIPIENTS: { tr: 'Geçerli e-posta adresi bulunamadı', en: 'No valid email addresses found' },
  CAMPAIGN_OVER_LIMIT: {
    tr: 'Bu gönderim aylık limitinizi aşar: {{count}} alıcı, kalan hakkınız {{remaining}} e-posta ({{plan}} planı). Planınızı yükseltin veya alıcı sayısını azaltın.',
    en: 'This send would pass your monthly limit: {{count}} recipients, {{remaining}} emails left on the {{plan}} plan. Upgrade your plan or send to fewer people.',
  },
  CAMPAIGN_TEST_DEFERRED: {
    tr: 'Posta sunucularınız şu an sınırlarında; test e-postası gönderilmedi. Birkaç dakika sonra tekrar deneyin.',
    en: 'Your mail servers are at their limits right now; the test was not sent. Try again in a few minutes.',
  },
  CAMPAIGN_TEST_FAILED: {
    tr: 'Test e-postası gönderilemedi: sunucu iletiyi kabul etmedi.',
    en: 'The test email could not be sent: the server did not accept it.',
  },
  CAMPAIGN_SCHEDULE_PAST: { tr: 'Zamanlama tarihi gelecekte olmalıdır.', en: 'The scheduled time must be in the future.' },
  SERVER_NOT_FOUND: { tr: 'Sunucu bulunamadı.', en: 'Server not found.' },
  SERVER_TEST_FAILED: { tr: 'Sunucuya bağlanılamadı: {{error}}', en: 'Could not connect to the server: {{error}}' },
  MAIL_SERVER_ADDRESS_FORBIDDEN: {
    tr: 'Bu sunucu adresi kullanılamaz: yerel, özel veya ayrılmış bir ağ adresine çıkıyor. Herkese açık bir SMTP sunucusu girin.',
    en: 'This server address cannot be used: it points to a local, private or reserved network address. Enter a public SMTP server.',
  },
  MAIL_SERVER_UNREACHABLE: { tr: 'Sunucuya ulaşılamadı. Adresi ve portu kontrol edin.', en: 'The server could not be reached. Check the host and port.' },
  MAIL_SERVER_TLS_FAILED: {
    tr: 'Sunucuyla güvenli (TLS) bağlantı kurulamadı. Güvenlik ayarını ve portu kontrol edin.',
    en: 'A secure (TLS) connection to the server failed. Check the security setting and the port.',
  },
  MAIL_SERVER_AUTH_FAILED: { tr: 'Sunucu kullanıcı adını veya şifreyi kabul etmedi.', en: 'The server did not accept the username or password.' },
  MAIL_SERVER_NOT_SMTP: {
    tr: 'Bu adreste bir SMTP sunucusu yanıt vermiyor. Adresi ve portu kontrol edin.',
    en: 'No SMTP server answers at this address. Check the host and port.',
  },
  SENDING_DOMAIN_NOT_FOUND: { tr: 'Gönderim alan adı bulunamadı.', en: 'Sending domain not found.' },
  SENDING_DOMAIN_EXISTS: { tr: 'Bu alan adı zaten eklenmiş.', en: 'This domain has already been added.' },
  SENDING_DOMAIN_LIMIT: { tr: 'En fazla {{max}} gönderim alan adı eklenebilir.', en: 'At most {{max}} sending domains can be added.' },
  DKIM_KEY_REQUIRED: { tr: 'Bir özel anahtar yapıştırın veya yeni bir anahtar oluşturun.', en: 'Paste a private key or generate a new one.' },
  DKIM_KEY_INVALID: {
    tr: 'Özel anahtar okunamadı. PEM biçiminde, parolasız bir RSA özel anahtarı yapıştırın (-----BEGIN PRIVATE KEY----- veya -----BEGIN RSA PRIVATE KEY----- ile başlar).',
    en: 'The private key could not be read. Paste an unencrypted RSA private key in PEM format (it starts with -----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----).',
  },
  DKIM_KEY_TOO_SHORT: {
    tr: '{{bits}} bitlik RSA anahtarı çok kısa; en az {{min}} bit olmalıdır (2048 önerilir).',
    en: 'A {{bits}}-bit RSA key is too short; it needs at least {{min}} bits (2048 recommended).',
  },
  DKIM_KEY_UNSUPPORTED: {
    tr: '{{type}} anahtarlarıyla imzalanamıyor; bir RSA anahtarı kullanın.',
    en: 'Signing with {{type}} keys is not supported; use an RSA key.',
  },
  // invoicing
  INVOICE_NOT_EDITABLE: {
    tr: 'Yalnızca taslak faturalar düzenlenebilir. Gönderilmiş bir faturayı düzeltmek için iade faturası kesin.',
    en: 'Only draft invoices can be edited. Issue a credit note to correct a sent invoice.',
  },
  INVOICE_BAD_TRANSITION: { tr: 'Fatura bu durumdayken bu işlem yapılamaz.', en: 'This action is not possible in the invoice’s current status.' },
  INVOICE_NOT_DELETABLE: {
    tr: 'Numara almış faturalar silinemez; iptal edin ya da iade faturası kesin.',
    en: 'A numbered invoice cannot be deleted; cancel it or issue a credit note.',
  },
  INVOICE_CUSTOMER_NOT_FOUND: { tr: 'Müşteri bulunamadı.', en: 'Customer not found.' },
  INVOICE_NO_EMAIL: {
    tr: 'Müşterinin e-posta adresi yok. Bir adres girin ya da müşteriye ekleyin.',
    en: 'The customer has no email address. Enter one or add it to the customer.',
  },
  INVOICE_TAX_RATE_NOT_ALLOWED: {
    tr: '%{{rate}} KDV oranı çalışma alanınızın oran listesinde yok.',
    en: 'The {{rate}}% VAT rate is not in your workspace’s list of rates.',
  },
  INVOICE_TAX_CATEGORY_RATE: {
    tr: 'Standart oranlı (S) satırların KDV oranı 0’dan büyük; sıfır oranlı (Z), istisna (E), sorumlu sıfatıyla (AE), AB içi teslim (K), ihracat (G) ve KDV dışı (O) satırlarınki 0 olmalıdır.',
    en: 'Standard-rated (S) lines need a VAT rate above 0; zero-rated (Z), exempt (E), reverse charge (AE), intra-community (K), export (G) and out-of-scope (O) lines need 0.',
  },
  INVOICE_EXEMPTION_REASON_REQUIRED: {
    tr: '{{category}} KDV kategorili satırlar için bir istisna nedeni veya VATEX kodu zorunludur.',
    en: 'Lines of VAT category {{category}} need an exemption reason or a VATEX code.',
  },
  INVOICE_EXEMPTION_CODE_CATEGORY: {
    tr: '{{code}} kodu {{category}} kategorisine ait değil; kodun kategorisi {{expected}}.',
    en: 'The code {{code}} does not belong to category {{category}}; it is a code of category {{expected}}.',
  },
  INVOICE_SELLER_VAT_ID_REQUIRED: {
    tr: '{{category}} KDV kategorisi satıcının KDV numarasını gerektirir: şirket ayarlarına vergi numarasını girin.',
    en: 'VAT category {{category}} needs the seller’s VAT number: enter the tax number in the company settings.',
  },
  INVOICE_BUYER_VAT_ID_REQUIRED: {
    tr: '{{category}} KDV kategorisi alıcının KDV numarasını gerektirir: müşteriye vergi numarasını girin.',
    en: 'VAT category {{category}} needs the buyer’s VAT number: enter the customer’s tax number.',
  },
  INVOICE_OUT_OF_SCOPE_MIXED: {
    tr: 'KDV dışı (O) satırlar başka KDV kategorileriyle aynı faturada olamaz.',
    en: 'Out-of-scope (O) lines cannot be on the same invoice as other VAT categories.',
  },
  INVOICE_DUE_BEFORE_ISSUE: { tr: 'Vade tarihi fatura tarihinden önce olamaz.', en: 'The due date cannot be before the issue date.' },
  INVOICE_DISCOUNT_TOO_LARGE: { tr: 'İndirim tutarı, uygulandığı tutarı aşamaz.', en: 'A discount cannot exceed the amount it applies to.' },
  INVOICE_AMOUNT_TOO_LARGE: { tr: 'Fatura tutarı çok büyük.', en: 'The invoice amount is too large.' },
  INVOICE_CANCELLED_NO_EINVOICE: {
    tr: 'Bu fatura iptal edildi; geçerli bir fatura olmadığından e-fatura (UBL, CII, Factur-X) olarak indirilemez.',
    en: 'This invoice was cancelled; it is not a valid invoice and cannot be downloaded as an e-invoice (UBL, CII, Factur-X).',
  },
  INVOICE_CANCELLED_CREDITED: {
    tr: 'Bu fatura iptal edildi ve {{creditNotes}} numaralı iade faturasıyla düzeltildi; e-fatura olarak indirilemez.',
    en: 'This invoice was cancelled: corrected by credit note {{creditNotes}}. It cannot be downloaded as an e-invoice.',
  },
  INVOICE_TOTAL_BELOW_PREPAID: {
    tr: 'Fatura toplamı, alınmış ön ödemenin ({{prepaid}}) altına düşemez.',
    en: 'The invoice total cannot be less than the prepayment already received ({{prepaid}}).',
  },
  INVOICE_PREPAID_NOT_DELETABLE: {
    tr: 'Ön ödeme alınmış bir taslak silinemez; faturayı kesin.',
    en: 'A draft with a prepayment cannot be deleted; issue the invoice instead.',
  },
  INVOICE_HAS_PAYMENTS: {
    tr: 'Ödeme alınmış bir fatura iptal edilemez; iade faturası kesin.',
    en: 'An invoice with payments cannot be cancelled; issue a credit note.',
  },
  PAYMENT_EXCEEDS_BALANCE: { tr: 'Ödeme tutarı kalan bakiyeyi ({{balance}}) aşıyor.', en: 'The payment exceeds the balance due ({{balance}}).' },
  CREDIT_NOTE_LINE_NOT_FOUND: { tr: 'İade edilecek satır bu faturada yok.', en: 'The line to credit is not on this invoice.' },
  CREDIT_NOTE_EXCEEDS: {
    tr: 'İade miktarı, satırın henüz iade edilmemiş miktarını aşıyor.',
    en: 'The credited quantity exceeds what is left to credit on the line.',
  },
  CREDIT_NOTE_NOTHING_LEFT: { tr: 'Bu faturada iade edilecek bir şey kalmadı.', en: 'Nothing is left to credit on this invoice.' },
  CUSTOMER_IN_USE: { tr: 'Bu müşterinin faturaları var; silinemez.', en: 'This customer has invoices and cannot be deleted.' },
  EINVOICE_INCOMPLETE: { tr: 'E-fatura oluşturulamadı, eksik bilgiler: {{fields}}.', en: 'The e-invoice cannot be created; missing: {{fields}}.' },
  COMPANY_SETTINGS_SAVED: { tr: 'Kaydedildi', en: 'Saved' },
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
  'v.testAddresses': { tr: 'Bir test en fazla 5 adrese gönderilebilir.', en: 'A test can go to at most 5 addresses.' },
  'v.invalid': { tr: 'Geçersiz değer.', en: 'Invalid value.' },
  'v.ruleDays': { tr: 'Gün sayısı 1 ile 3650 arasında bir tam sayı olmalıdır.', en: 'The number of days must be a whole number from 1 to 3650.' },
  'v.attributeDate': {
    tr: 'Tarih gibi başlayan bir değer geçerli bir tarih olmalıdır (YYYY-AA-GG).',
    en: 'A value that starts like a date must be a real date (YYYY-MM-DD).',
  },
  'v.hostname': { tr: 'Geçerli bir alan adı girin (ör. ornek.com).', en: 'Enter a valid domain name (e.g. example.com).' },
  'v.dkimSelector': {
    tr: 'Seçici yalnızca harf, rakam ve tire içerebilir (ör. ulak1).',
    en: 'A selector may contain only letters, digits and hyphens (e.g. ulak1).',
  },
  'v.dkimKeyChoice': {
    tr: 'Ya bir anahtar yapıştırın ya da yeni anahtar oluşturun; ikisini birden değil.',
    en: 'Either paste a key or generate a new one, not both.',
  },
  'v.language': { tr: 'Dil tr veya en olmalıdır.', en: 'Language must be tr or en.' },
  'v.money': {
    tr: 'Tutar 0 veya daha büyük, en fazla iki ondalıklı bir sayı olmalıdır.',
    en: 'An amount must be a number of 0 or more with at most two decimals.',
  },
  'v.unitPrice': {
    tr: 'Birim fiyat 0 veya daha büyük, en fazla dört ondalıklı bir sayı olmalıdır.',
    en: 'A unit price must be a number of 0 or more with at most four decimals.',
  },
  'v.exchangeRate': {
    tr: 'Kur 0’dan büyük, en fazla altı ondalıklı bir sayı olmalıdır (1 birim için TRY).',
    en: 'The exchange rate must be above 0 with at most six decimals (TRY per unit).',
  },
  'v.endpointScheme': {
    tr: 'Elektronik adres şeması Peppol EAS listesinde yok (ör. 9930 Almanya KDV, 0088 GLN).',
    en: 'The electronic address scheme is not in the Peppol EAS list (e.g. 9930 German VAT, 0088 GLN).',
  },
  'v.endpointId': {
    tr: 'Elektronik adres bu şemanın biçimine uymuyor (ör. 9930: DE123456789, 0088: 13 haneli GLN).',
    en: 'The electronic address does not fit its scheme (e.g. 9930: DE123456789, 0088: a 13-digit GLN).',
  },
  'v.quantity': { tr: 'Miktar 0’dan büyük, en fazla üç ondalıklı bir sayı olmalıdır.', en: 'A quantity must be above 0 with at most three decimals.' },
  'v.percent': { tr: 'Oran 0 ile 100 arasında olmalıdır.', en: 'A percentage must be between 0 and 100.' },
  'v.date': { tr: 'Geçerli bir tarih girin (YYYY-AA-GG).', en: 'Enter a valid date (YYYY-MM-DD).' },
  'v.linesRequired': { tr: 'Faturada en az bir satır olmalıdır.', en: 'An invoice needs at least one line.' },
  'v.duplicate': { tr: 'Aynı değer birden fazla kez girilmiş.', en: 'A value appears more than once.' },
  'v.iban': {
    tr: 'IBAN geçersiz: ülke kodu, uzunluk veya kontrol basamakları tutmuyor (ör. TR33 0006 1005 1978 6457 8413 26).',
    en: 'The IBAN is invalid: its country code, length or check digits do not match (e.g. TR33 0006 1005 1978 6457 8413 26).',
  },
  'v.taxNumber': {
    tr: 'Vergi numarası geçersiz: 10 haneli VKN veya 11 haneli T.C. kimlik numarası girin (kontrol basamağı tutmuyor).',
    en: 'The tax number is invalid: enter a 10-digit VKN or an 11-digit T.C. identity number (the check digit does not match).',
  },
  'v.mersis': { tr: 'MERSİS numarası 16 haneden oluşmalıdır.', en: 'A MERSIS number has 16 digits.' },
  'v.countryCode': { tr: 'Ülke, iki harfli ISO kodu olmalıdır (ör. TR).', en: 'The country must be a two-letter ISO code (e.g. TR).' },
  'v.color': { tr: 'Renk #RRGGBB biçiminde olmalıdır.', en: 'A colour must look like #RRGGBB.' },
  'v.url': { tr: 'http:// veya https:// ile başlayan geçerli bir adres girin.', en: 'Enter a valid address starting with http:// or https://.' },
  'v.logo': { tr: 'Logo en fazla 512 KB boyutunda bir PNG veya JPEG görseli olmalıdır.', en: 'The logo must be a PNG or JPEG image of at most 512 KB.' },
  'v.logoDimensions': {
    tr: 'Logo en fazla 4096×4096 piksel (16 megapiksel) olabilir. Daha küçük bir görsel yükleyin.',
    en: 'The logo can be at most 4096×4096 pixels (16 megapixels). Upload a smaller image.',
  },
  'v.invoicePrefix': {
    tr: 'Fatura ön eki 1–10 büyük harf veya rakamdan oluşmalıdır (ör. INV).',
    en: 'The invoice prefix must be 1–10 capital letters or digits (e.g. INV).',
  },
  'v.year': { tr: 'Geçerli bir yıl girin.', en: 'Enter a valid year.' },
  'v.dateNotPast': { tr: 'Tarih bugün veya daha sonrası olmalıdır.', en: 'The date must be today or later.' },
  'v.defaultTaxRate': { tr: 'Varsayılan KDV oranı, oran listesinde olmalıdır.', en: 'The default VAT rate must be one of the listed rates.' },
} as const satisfies Record<string, { tr: string; en: string }>;

// Each plugin module keeps its messages in messages/<module>.ts.
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...CHANNELS_MESSAGES,
  ...INBOX_MESSAGES,
  ...AUTOMATION_MESSAGES,
  ...ANALYTICS_MESSAGES,
  ...OAUTH_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...ADMIN_MESSAGES,
  ...WHITE_LABEL_MESSAGES,
  ...SENDING_MESSAGES,
  ...WEBHOOKS_MESSAGES,
  ...GIB_MESSAGES,
  ...INVOICING_MESSAGES,
  ...BILLING_MESSAGES,
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
