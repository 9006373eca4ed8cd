// Server messages of white-label branding, tenants, custom domains, resellers and API limits, in both languages, keyed by stable code (merged into MESSAGES).
export const WHITE_LABEL_MESSAGES = {
  WL_NOT_RESELLER: { tr: 'Bu işlem yalnızca bayiler içindir.', en: 'Only resellers can do this.' },
  WL_NOT_YOUR_TENANT: { tr: 'Bu çalışma alanı sizin müşteriniz değil.', en: 'This workspace is not one of your tenants.' },
  WL_RESELLER_PASSIVE: { tr: 'Bayi hesabı pasif durumda.', en: 'The reseller account is passive.' },
  WL_RESELLER_EXISTS: { tr: 'Bu çalışma alanı zaten bir bayi.', en: 'This workspace is already a reseller.' },
  WL_RESELLER_USER_UNKNOWN: { tr: 'Bu e-posta ile kayıtlı bir kullanıcı yok; önce hesabı oluşturun.', en: 'No user has this email; create the account first.' },
  WL_RESELLER_IS_TENANT: { tr: 'Bir bayinin müşterisi olan çalışma alanı bayi olamaz.', en: "A reseller's tenant cannot become a reseller." },
  WL_TENANT_EMAIL_TAKEN: { tr: 'Bu e-posta adresi zaten bir hesaba ait.', en: 'This email already belongs to an account.' },
  WL_DOMAIN_INVALID: { tr: 'Geçerli bir alan adı girin (ör. app.ornek.com).', en: 'Enter a valid host name (e.g. app.example.com).' },
  WL_DOMAIN_CLAIMED: { tr: 'Bu alan adı başka bir çalışma alanına ait.', en: 'This domain is already claimed by another workspace.' },
  WL_DOMAIN_OWN: { tr: 'Ürünün kendi alan adı özel alan adı olarak eklenemez.', en: "The product's own domain cannot be added as a custom domain." },
  WL_DOMAIN_NOT_ALLOWED: { tr: 'Bu çalışma alanı için özel alan adı kapalı.', en: 'Custom domains are turned off for this workspace.' },
  WL_LOGO_NOT_ALLOWED: { tr: 'Bu çalışma alanı için logo yükleme kapalı.', en: 'Logo upload is turned off for this workspace.' },
  WL_LOGO_INVALID: {
    tr: 'Logo PNG, JPEG, WebP veya GIF bir görsel olmalıdır (SVG kabul edilmez).',
    en: 'The logo must be a PNG, JPEG, WebP or GIF image (SVG is not accepted).',
  },
  WL_LOGO_TOO_BIG: { tr: 'Logo en fazla {{kb}} KB olabilir.', en: 'The logo can be at most {{kb}} KB.' },
  WL_TLS_REFUSED: { tr: 'Bu alan adı için sertifika verilmez.', en: 'No certificate is issued for this host.' },
  WL_LOOPBACK_ONLY: { tr: 'Bu uç nokta yalnızca yerel ağdan kullanılabilir.', en: 'This endpoint answers only on loopback.' },
  API_LIMIT_EXCEEDED: {
    tr: 'API istek sınırı aşıldı ({{limit}} / {{window}}). {{retryAfter}} saniye sonra tekrar deneyin.',
    en: 'API rate limit exceeded ({{limit}} per {{window}}). Try again in {{retryAfter}} seconds.',
  },
  API_CONCURRENCY_EXCEEDED: {
    tr: 'Aynı anda en fazla {{limit}} API isteği işlenebilir. Biraz sonra tekrar deneyin.',
    en: 'At most {{limit}} API requests can run at the same time. Try again in a moment.',
  },
  API_DATA_LIMIT_EXCEEDED: {
    tr: 'Bu ayın API veri sınırı ({{limit}} GB) doldu. Sınır ay başında yenilenir.',
    en: "This month's API data limit ({{limit}} GB) is used up. It renews at the start of the month.",
  },
} as const satisfies Record<string, { tr: string; en: string }>;
