// Server messages of outgoing webhooks, in both languages, keyed by stable code (merged into MESSAGES).
export const WEBHOOKS_MESSAGES = {
  'v.webhookEvent': { tr: 'Bilinmeyen olay türü.', en: 'Unknown event type.' },
  'v.webhookEvents': { tr: 'En az bir olay seçin.', en: 'Choose at least one event.' },
  WEBHOOK_HTTPS_REQUIRED: {
    tr: 'Webhook adresi https:// ile başlamalıdır (düz http yalnızca bu makineye ve yönetici özel adreslere izin verdiyse kullanılabilir).',
    en: 'A webhook address must start with https:// (plain http is allowed only to this machine, when the operator allows private addresses).',
  },
  WEBHOOK_ADDRESS_FORBIDDEN: {
    tr: 'Bu adres özel, yerel veya ayrılmış bir ağda ({{range}}); webhooklar yalnızca herkese açık adreslere gönderilir.',
    en: 'This address is on a private, local or reserved network ({{range}}); webhooks are sent to public addresses only.',
  },
  WEBHOOK_HOST_UNRESOLVED: { tr: 'Bu adresin alan adı çözümlenemiyor.', en: 'The host name of this address does not resolve.' },
  WEBHOOK_LIMIT: { tr: 'Bir çalışma alanında en fazla {{max}} webhook uç noktası olabilir.', en: 'A workspace can have at most {{max}} webhook endpoints.' },
  WEBHOOK_DELIVERY_BUSY: {
    tr: 'Bu gönderim şu anda yapılıyor; birazdan tekrar deneyin.',
    en: 'This delivery is being sent right now; try again in a moment.',
  },
  WEBHOOK_PAUSED_TITLE: { tr: 'Webhook duraklatıldı: {{url}}', en: 'Webhook paused: {{url}}' },
  WEBHOOK_PAUSED_BODY: {
    tr: 'Art arda {{count}} gönderim başarısız oldu; son hata: {{error}}. Alıcıyı düzeltip Ayarlar › Entegrasyonlar bölümünden yeniden başlatın.',
    en: '{{count}} deliveries in a row failed; the last error: {{error}}. Fix the receiver and resume it in Settings › Integrations.',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
