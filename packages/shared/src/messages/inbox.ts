// Server messages of the unified inbox and the live chat widget, in both languages, keyed by stable code (merged into MESSAGES).
export const INBOX_MESSAGES = {
  INBOX_CHANNEL_NOT_CONFIGURED: {
    tr: 'Bu kanal yapılandırılmamış; yanıt gönderilemiyor. Önce Ayarlar > Entegrasyonlar bölümünden kanalı bağlayın.',
    en: 'This channel is not configured, so the reply cannot be sent. Connect the channel in Settings > Integrations first.',
  },
  INBOX_WHATSAPP_WINDOW_CLOSED: {
    tr: 'Müşterinin son mesajının üzerinden 24 saatten fazla geçti; WhatsApp yalnızca onaylı şablon mesajlarına izin veriyor.',
    en: "More than 24 hours have passed since the customer's last message; WhatsApp only allows approved template messages now.",
  },
  INBOX_ASSIGNEE_NOT_MEMBER: { tr: 'Atanan kişi bu çalışma alanının üyesi değil.', en: 'The assignee is not a member of this workspace.' },
  INBOX_NO_ADDRESS: { tr: 'Bu konuşmanın yanıt verilecek bir adresi yok.', en: 'This conversation has no address to reply to.' },
  INBOX_SEND_SKIPPED: { tr: 'Mesaj gönderilmedi: {{reason}}', en: 'The message was not sent: {{reason}}' },
  INBOX_SEND_FAILED: { tr: 'Mesaj gönderilemedi: {{reason}}', en: 'The message could not be sent: {{reason}}' },
  INBOX_WIDGET_NOT_FOUND: { tr: 'Sohbet penceresi bulunamadı.', en: 'Chat widget not found.' },
  INBOX_VISITOR_TOKEN_INVALID: { tr: 'Ziyaretçi kimliği geçersiz; sayfayı yenileyin.', en: 'The visitor identity is not valid; reload the page.' },
  INBOX_STREAM_TOKEN_INVALID: { tr: 'Canlı akış anahtarı geçersiz veya süresi dolmuş.', en: 'The live stream token is invalid or has expired.' },
  INBOX_INVALID_INBOUND: { tr: 'Gelen mesajın kimliği veya göndereni eksik.', en: 'The inbound message has no id or sender.' },
} as const satisfies Record<string, { tr: string; en: string }>;
