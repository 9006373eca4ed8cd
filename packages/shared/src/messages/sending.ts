// Server messages of sender identities, in both languages, keyed by stable code (merged into MESSAGES).
export const SENDING_MESSAGES = {
  SENDER_IDENTITY_NOT_FOUND: { tr: 'Gönderici kimliği bulunamadı.', en: 'Sender identity not found.' },
  SENDER_IDENTITY_EXISTS: { tr: 'Bu gönderen adresi için zaten bir kimlik var.', en: 'There is already an identity for this From address.' },
  SENDER_IDENTITY_LIMIT: { tr: 'En fazla {{max}} gönderici kimliği eklenebilir.', en: 'At most {{max}} sender identities can be added.' },
  SENDER_IDENTITY_MISSING: {
    tr: 'Bu kampanyanın gönderici kimliği silinmiş; göndermeden önce başka bir kimlik seçin.',
    en: "This campaign's sender identity was deleted; choose another identity before sending.",
  },
} as const satisfies Record<string, { tr: string; en: string }>;
