// Server messages of the platform admin panel, in both languages, keyed by stable code (merged into MESSAGES).
export const ADMIN_MESSAGES = {
  ACCOUNT_SUSPENDED: { tr: 'Bu hesap askıya alındı. Destek ekibiyle iletişime geçin.', en: 'This account is suspended. Please contact support.' },
  REGISTRATION_CLOSED: { tr: 'Yeni kayıtlar şu anda kapalı.', en: 'New registrations are closed at the moment.' },
  PASSWORD_POLICY: { tr: 'Şifre en az {{min}} karakter olmalı.', en: 'The password must be at least {{min}} characters long.' },
  ADMIN_IP_NOT_ALLOWED: { tr: 'Yönetim alanına bu IP adresinden erişilemez.', en: 'The admin area cannot be used from this IP address.' },
  ADMIN_IP_LIST_INVALID: { tr: 'İzin listesinde geçersiz bir adres var: {{entry}}', en: 'The allow-list holds an invalid address: {{entry}}' },
  ADMIN_IP_LOCKOUT: {
    tr: 'Bu liste şu anki adresinizi ({{ip}}) dışarıda bırakıyor; kendinizi kilitlememek için ekleyin.',
    en: 'This list leaves out your current address ({{ip}}); add it so you do not lock yourself out.',
  },
  IMPERSONATE_ADMIN: { tr: 'Başka bir yönetici adına oturum açılamaz.', en: 'Another admin cannot be impersonated.' },
  IMPERSONATE_SUSPENDED: { tr: 'Askıya alınmış bir kullanıcı adına oturum açılamaz.', en: 'A suspended user cannot be impersonated.' },
  IMPERSONATION_NESTED: { tr: 'Kullanıcı adına oturumdayken başka bir kullanıcıya geçilemez.', en: 'You cannot impersonate someone while impersonating.' },
  SUSPEND_ADMIN: { tr: 'Bir yönetici hesabı askıya alınamaz.', en: 'An admin account cannot be suspended.' },
  NOT_SUSPENDED: { tr: 'Bu hesap askıda değil.', en: 'This account is not suspended.' },
  ALERT_NOT_ACTIVE: { tr: 'Bu uyarı artık etkin değil.', en: 'This alert is no longer active.' },
  PLAN_ALREADY: { tr: 'Çalışma alanı zaten bu planda.', en: 'The workspace is already on this plan.' },
  PLATFORM_URL_SCHEME: {
    tr: 'Adres https ile başlamalı (http yalnızca yerel sunucular için ve özel adreslere izin verildiğinde).',
    en: 'The address must start with https (http only for a local server when private addresses are allowed).',
  },
  PLATFORM_URL_FORBIDDEN: {
    tr: 'Bu adres özel veya ayrılmış bir ağa ({{range}}) çıkıyor; yalnızca genel adreslere istek gönderilir.',
    en: 'This address resolves to a private or reserved network ({{range}}); only public addresses are called.',
  },
  PLATFORM_URL_UNRESOLVED: { tr: 'Bu adresin sunucusu bulunamadı.', en: 'The host of this address cannot be found.' },
  PLATFORM_TEST_MAIL_SUBJECT: { tr: 'Ulak deneme e-postası', en: 'Ulak test email' },
  PLATFORM_TEST_MAIL_TEXT: {
    tr: 'Bu ileti yönetim panelinin Ayarlar sekmesinden gönderildi: platformun e-posta aktarımı çalışıyor.',
    en: "This message was sent from the admin panel's settings tab: the platform's mail transport works.",
  },
} as const satisfies Record<string, { tr: string; en: string }>;
