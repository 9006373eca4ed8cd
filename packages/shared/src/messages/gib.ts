// Server messages of the Turkish e-invoice channel (UBL-TR, GİB integrator), in both languages (merged into MESSAGES).
export const GIB_MESSAGES = {
  GIB_NOT_CONFIGURED: {
    tr: 'Önce e-fatura entegratörü bağlantısını ayarlayın (adres, kullanıcı adı, şifre).',
    en: 'Set up the e-invoice integrator connection first (address, user name, password).',
  },
  GIB_ENDPOINT_SCHEME: {
    tr: 'Entegratör adresi https:// ile başlamalıdır (düz http yalnızca bu makineye ve yönetici özel adreslere izin verdiyse kullanılabilir).',
    en: 'The integrator address must start with https:// (plain http only to this machine, when the operator allows private addresses).',
  },
  GIB_ENDPOINT_FORBIDDEN: {
    tr: 'Entegratör adresi özel, yerel veya ayrılmış bir ağda ({{range}}).',
    en: 'The integrator address is on a private, local or reserved network ({{range}}).',
  },
  GIB_ENDPOINT_UNRESOLVED: { tr: 'Entegratör adresinin alan adı çözümlenemiyor.', en: 'The host name of the integrator address does not resolve.' },
  GIB_INTEGRATOR_AUTH: {
    tr: 'Entegratör kullanıcı adını veya şifreyi kabul etmedi.',
    en: 'The integrator did not accept the user name or password.',
  },
  GIB_INTEGRATOR_TIMEOUT: { tr: 'Entegratör zamanında yanıt vermedi.', en: 'The integrator did not answer in time.' },
  GIB_INTEGRATOR_UNREACHABLE: { tr: 'Entegratöre ulaşılamadı ({{error}}).', en: 'The integrator could not be reached ({{error}}).' },
  GIB_INTEGRATOR_ERROR: {
    tr: 'Entegratör beklenmeyen bir yanıt verdi (HTTP {{status}}).',
    en: 'The integrator gave an unexpected answer (HTTP {{status}}).',
  },
  GIB_NOT_TURKISH: {
    tr: 'Yalnızca Türkiye’deki bir satıcının faturaları GİB’e e-fatura olarak gönderilebilir.',
    en: 'Only invoices of a seller in Turkey can be sent to GİB as e-invoices.',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
