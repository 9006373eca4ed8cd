// Server messages of SMS, WhatsApp, Web Push, Slack, Telegram adapters, integrations and channel campaigns, in both languages, keyed by stable code (merged into MESSAGES).
export const CHANNELS_MESSAGES = {
  CHANNEL_NOT_CONFIGURED: { tr: 'Bu kanal yapılandırılmamış.', en: 'This channel is not configured.' },
  CHANNEL_SECRET_REQUIRED: { tr: 'Bu kanal için gizli anahtar gerekli.', en: 'A secret is required for this channel.' },
  CHANNEL_SETTINGS_INVALID: { tr: 'Kanal ayarları geçersiz.', en: 'The channel settings are invalid.' },
  CHANNEL_ADDRESS_FORBIDDEN: { tr: 'Sağlayıcı adresi izin verilmeyen bir ağda.', en: 'The provider address is on a network that is not allowed.' },
  CHANNEL_PROVIDER_UNREACHABLE: { tr: 'Sağlayıcıya ulaşılamadı.', en: 'The provider could not be reached.' },
  CHANNEL_RECIPIENT_REQUIRED: { tr: 'Bir kişi ya da alıcı adresi gerekli.', en: 'A contact or a recipient address is required.' },
  CHANNEL_TEXT_REQUIRED: { tr: 'Mesaj metni gerekli.', en: 'The message text is required.' },
  CHANNEL_TEMPLATE_REQUIRED: { tr: 'Bu kanal için şablon gerekli.', en: 'A template is required for this channel.' },
  CHANNEL_INVALID_PHONE: { tr: 'Telefon numarası E.164 biçimine getirilemedi.', en: 'The phone number cannot be normalised to E.164.' },
  CHANNEL_NO_ADDRESS: { tr: 'Kişinin bu kanal için bir adresi yok.', en: 'The contact has no address on this channel.' },
  CHANNEL_NO_CONSENT: { tr: 'Kişinin bu kanal için izni yok.', en: 'The contact has not consented to this channel.' },
  CHANNEL_UNSUBSCRIBED: { tr: 'Bu adres bu kanaldan çıkmış (STOP).', en: 'This address has unsubscribed from this channel (STOP).' },
  CHANNEL_WHATSAPP_OUTSIDE_WINDOW: {
    tr: 'Son 24 saatte yazmamış bir kişiye yalnızca onaylı şablon gönderilebilir.',
    en: 'Only an approved template can be sent to someone who has not written in the last 24 hours.',
  },
  CHANNEL_CONTACT_NOT_FOUND: { tr: 'Kişi bulunamadı.', en: 'Contact not found.' },
  CHANNEL_TELEGRAM_NOT_LINKED: { tr: 'Kişi Telegram sohbetini bağlamamış.', en: 'The contact has not linked a Telegram chat.' },
  CHANNEL_PUSH_SUBSCRIPTION_INVALID: { tr: 'Push aboneliği geçersiz (anahtarlar hatalı).', en: 'The push subscription is invalid (bad keys).' },
  CHANNEL_NO_PUSH_SUBSCRIPTION: { tr: 'Kişinin push aboneliği yok.', en: 'The contact has no push subscription.' },
  CHANNEL_SIGNATURE_INVALID: { tr: 'İmza eksik ya da geçersiz.', en: 'The signature is missing or invalid.' },
  CHANNEL_IDEMPOTENCY_CONFLICT: { tr: 'Bu anahtarla başka bir mesaj gönderildi.', en: 'Another message was sent with this key.' },
  INTEGRATION_SMS_DESCRIPTION: {
    tr: 'Twilio uyumlu REST ya da SMPP ile SMS: kampanyalar, otomasyonlar ve gelen mesajlar.',
    en: 'SMS over a Twilio-compatible REST API or SMPP: campaigns, automations and inbound messages.',
  },
  INTEGRATION_WHATSAPP_DESCRIPTION: {
    tr: 'WhatsApp Cloud API: şablon mesajları ve 24 saatlik sohbetler.',
    en: 'WhatsApp Cloud API: template messages and 24-hour conversations.',
  },
  INTEGRATION_TELEGRAM_DESCRIPTION: {
    tr: 'Çalışma alanınızın Telegram botu ile kişilere mesaj gönderin.',
    en: "Message contacts through your workspace's Telegram bot.",
  },
  INTEGRATION_PUSH_DESCRIPTION: {
    tr: 'Sitenizin ziyaretçilerine tarayıcı bildirimleri (VAPID).',
    en: "Browser notifications to your site's visitors (VAPID).",
  },
  INTEGRATION_SLACK_DESCRIPTION: { tr: 'Ekibinize Slack kanalında bildirim gönderin.', en: 'Notify your team in a Slack channel.' },
  CHANNEL_CAMPAIGN_NOT_DRAFT: { tr: 'Kampanya zaten gönderildi ya da gönderiliyor.', en: 'The campaign has already been sent or is sending.' },
  CHANNEL_PLAN_LIMIT: {
    tr: 'Planınızın bu kanal için aylık mesaj hakkı doldu.',
    en: "Your plan's monthly message allowance for this channel is used up.",
  },
  CHANNEL_CAMPAIGN_OVER_LIMIT: {
    tr: '{{plan}} planınızın bu ay için {{channel}} mesaj hakkı kalmadı ({{limit}} mesaj). Planınızı yükseltin ya da gelecek ayı bekleyin.',
    en: 'Your {{plan}} plan has no {{channel}} messages left this month ({{limit}} messages). Upgrade your plan or wait for next month.',
  },
  CHANNEL_WHATSAPP_ACCOUNT_REQUIRED: {
    tr: 'Şablonları listelemek için WhatsApp ayarlarına WhatsApp Business hesap kimliğini (WABA ID) ekleyin.',
    en: 'Add the WhatsApp Business Account ID (WABA ID) to the WhatsApp settings to list its templates.',
  },
  CHANNEL_PROVIDER_ERROR: { tr: 'Sağlayıcı isteği reddetti: {{reason}}', en: 'The provider refused the request: {{reason}}' },
  CHANNEL_LINK_NOT_FOUND: { tr: 'Bu bağlantı bulunamadı.', en: 'This link was not found.' },
  CHANNEL_CAMPAIGN_EMPTY: { tr: 'Seçilen liste ya da segmentte kişi yok.', en: 'The chosen list or segment has no contacts.' },
  CHANNEL_SMPP_BIND_REFUSED: {
    tr: 'SMPP sunucusu bağlantıyı reddetti: system_id, parola ya da system_type hatalı.',
    en: 'The SMPP server refused the bind: wrong system_id, password or system_type.',
  },
  CHANNEL_SMPP_THROTTLED: {
    tr: 'SMPP sunucusu hız sınırına takıldı (saniyede çok fazla mesaj); mesaj tekrar denendi ama gönderilemedi.',
    en: 'The SMPP server is throttling (too many messages per second); the message was retried but not accepted.',
  },
  CHANNEL_SMPP_TIMEOUT: { tr: 'SMPP sunucusu zamanında yanıt vermedi.', en: 'The SMPP server did not answer in time.' },
  CHANNEL_SMPP_UNREACHABLE: {
    tr: 'SMPP sunucusuna bağlanılamadı ya da bağlantı koptu.',
    en: 'The SMPP server could not be reached, or the connection was lost.',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
