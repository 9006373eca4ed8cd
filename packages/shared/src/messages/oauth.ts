// Server messages of third-party sign-in, two-factor authentication and sign-in logs, in both languages, keyed by stable code (merged into MESSAGES).
export const OAUTH_MESSAGES = {
  'v.cidr': {
    tr: 'Geçerli bir IP aralığı girin (ör. 203.0.113.0/24 veya 2001:db8::/32).',
    en: 'Enter a valid IP range (e.g. 203.0.113.0/24 or 2001:db8::/32).',
  },
  'v.cidrCount': { tr: 'En fazla 50 IP aralığı girilebilir.', en: 'At most 50 IP ranges can be listed.' },
  'v.signInTimeout': { tr: 'Oturum zaman aşımı 5 ile 10080 dakika arasında olmalıdır.', en: 'The session timeout must be between 5 and 10080 minutes.' },
  OAUTH_PROVIDER_DISABLED: { tr: 'Bu giriş sağlayıcısı kapalı.', en: 'This sign-in provider is disabled.' },
  OAUTH_NOT_CONFIGURED: {
    tr: 'Bu giriş sağlayıcısı henüz yapılandırılmadı (istemci kimliği ve gizli anahtar gerekli).',
    en: 'This sign-in provider is not configured yet (a client id and secret are needed).',
  },
  OAUTH_LAST_SIGN_IN_METHOD: {
    tr: 'Bu, hesabınıza girişin son yolu; kaldırmadan önce bir şifre belirleyin veya başka bir sağlayıcı bağlayın.',
    en: 'This is the last way to sign in to your account; set a password or link another provider before removing it.',
  },
  OAUTH_IDENTITY_NOT_FOUND: { tr: 'Bu sağlayıcı hesabınıza bağlı değil.', en: 'This provider is not linked to your account.' },
  OAUTH_LINK_INVALID: {
    tr: 'Bağlama isteği geçersiz veya süresi dolmuş. Lütfen yeniden deneyin.',
    en: 'The link request is invalid or has expired. Please try again.',
  },
  OAUTH_ALREADY_LINKED: { tr: 'Bu sağlayıcı hesabı başka bir kullanıcıya bağlı.', en: 'This provider account is linked to another user.' },
  TWO_FACTOR_CODE_INVALID: { tr: 'Doğrulama kodu yanlış.', en: 'The verification code is wrong.' },
  TWO_FACTOR_PENDING_INVALID: { tr: 'Giriş adımının süresi doldu. Lütfen yeniden giriş yapın.', en: 'This sign-in step has expired. Please sign in again.' },
  TWO_FACTOR_TOO_MANY_TRIES: { tr: 'Çok fazla yanlış kod. Lütfen yeniden giriş yapın.', en: 'Too many wrong codes. Please sign in again.' },
  TWO_FACTOR_ALREADY_ENABLED: { tr: 'İki adımlı doğrulama zaten açık.', en: 'Two-factor authentication is already on.' },
  TWO_FACTOR_NOT_SET_UP: { tr: 'Önce doğrulama uygulamanızı kurun.', en: 'Set up your authenticator app first.' },
  TWO_FACTOR_NOT_ENABLED: { tr: 'İki adımlı doğrulama kapalı.', en: 'Two-factor authentication is off.' },
  TWO_FACTOR_MANDATORY: {
    tr: 'Bu çalışma alanında iki adımlı doğrulama zorunlu; kapatılamaz.',
    en: 'Two-factor authentication is mandatory in this workspace; it cannot be turned off.',
  },
  IP_NOT_ALLOWED: { tr: 'Bu çalışma alanına bu IP adresinden giriş yapılamaz.', en: 'Signing in to this workspace from this IP address is not allowed.' },
  IP_RESTRICTION_SELF_LOCKOUT: {
    tr: 'Şu anki adresiniz ({{ip}}) listede yok; kaydederseniz kendinizi dışarıda bırakırsınız.',
    en: 'Your current address ({{ip}}) is not in the list; saving would lock you out.',
  },
  IP_RESTRICTION_EMPTY: { tr: 'IP kısıtlamasını açmak için en az bir aralık girin.', en: 'Enter at least one range to turn on the IP restriction.' },
  'v.reasonLength': { tr: 'Gerekçe 3 ile 500 karakter arasında olmalıdır.', en: 'The reason must be between 3 and 500 characters.' },
  PASSKEY_UNAVAILABLE: {
    tr: 'Geçiş anahtarları yalnızca alan adıyla açılan bir adreste kullanılabilir (IP adresinde değil).',
    en: 'Passkeys work only on an address with a domain name (not an IP address).',
  },
  PASSKEY_INVALID: {
    tr: 'Geçiş anahtarı doğrulanamadı. Lütfen yeniden deneyin.',
    en: 'The passkey could not be verified. Please try again.',
  },
  PASSKEY_CHALLENGE_INVALID: {
    tr: 'Geçiş anahtarı isteğinin süresi doldu veya kullanıldı. Lütfen yeniden deneyin.',
    en: 'The passkey request has expired or was already used. Please try again.',
  },
  PASSKEY_UNKNOWN: { tr: 'Bu geçiş anahtarı hiçbir hesaba kayıtlı değil.', en: 'This passkey is not registered to any account.' },
  PASSKEY_EXISTS: { tr: 'Bu geçiş anahtarı zaten kayıtlı.', en: 'This passkey is already registered.' },
  PASSKEY_LIMIT: { tr: 'En fazla 10 geçiş anahtarı kaydedebilirsiniz.', en: 'You can register at most 10 passkeys.' },
  PASSKEY_NOT_FOUND: { tr: 'Geçiş anahtarı bulunamadı.', en: 'Passkey not found.' },
  PASSKEY_COUNTER: {
    tr: 'Geçiş anahtarının sayacı geriye gitti; anahtar kopyalanmış olabilir. Giriş reddedildi.',
    en: "The passkey's counter went backwards; the key may have been cloned. Sign-in refused.",
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    tr: 'Bu çalışma alanı iki adımlı doğrulama istiyor. Önce Ayarlar › Güvenlik bölümünden bir doğrulama uygulaması veya geçiş anahtarı ekleyin.',
    en: 'This workspace requires two-factor authentication. Add an authenticator app or a passkey in Settings › Security first.',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
