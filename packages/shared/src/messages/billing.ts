// Server messages of the subscription's billing (invoices, saved card, cancel and resume, refunds), in both languages, keyed by stable code (merged into MESSAGES).
export const BILLING_MESSAGES = {
  PAYMENT_PROVIDER_NONE: {
    tr: 'Ödeme sağlayıcısı yapılandırılmamış; kart kaydı ve iadeler kullanılamıyor.',
    en: 'No payment provider is configured; saving a card and refunds are not available.',
  },
  PAYMENT_METHOD_NONE: { tr: 'Kayıtlı bir kart yok.', en: 'There is no saved card.' },
  SUBSCRIPTION_FREE: { tr: 'Ücretsiz plan iptal edilecek bir abonelik değildir.', en: 'The Free plan is not a subscription to cancel.' },
  SUBSCRIPTION_ALREADY_CANCELLED: {
    tr: 'Abonelik zaten dönem sonunda bitecek şekilde iptal edildi.',
    en: 'The subscription is already set to end at the end of the period.',
  },
  SUBSCRIPTION_NOT_CANCELLED: {
    tr: 'Abonelik iptal edilmemiş; sürdürülecek bir şey yok.',
    en: 'The subscription is not cancelled; there is nothing to resume.',
  },
  BILLING_INVOICE_NOT_FOUND: { tr: 'Fatura bulunamadı.', en: 'Invoice not found.' },
  BILLING_INVOICE_REFUNDED: { tr: 'Bu fatura zaten iade edildi.', en: 'This invoice has already been refunded.' },
} as const satisfies Record<string, { tr: string; en: string }>;
