// Server messages of the EN 16931 and Turkish e-invoice fields of invoices (issue 15), in both languages (merged into MESSAGES).
export const INVOICING_MESSAGES = {
  'v.gtin': {
    tr: 'GTIN geçersiz: 8, 12, 13 veya 14 haneli olmalı ve kontrol basamağı tutmalıdır.',
    en: 'The GTIN is invalid: it needs 8, 12, 13 or 14 digits and a matching check digit.',
  },
  'v.withholdingCode': { tr: 'Bilinmeyen KDV tevkifat kodu.', en: 'Unknown VAT withholding code.' },
  'v.withholdingPercent': {
    tr: 'Tevkifat oranı, tevkifat kodunun oranı olmalıdır (GİB kodu ve oranı birlikte denetler).',
    en: 'The withholding share must be the one of its code (GİB checks the code and the share together).',
  },
  'v.negativeLineDiscount': {
    tr: 'Eksi miktarlı (iade/depozito) satırlarda indirim olamaz.',
    en: 'A line with a negative quantity (a return or deposit) cannot have a discount.',
  },
  'v.precedingInvoice': {
    tr: 'Düzeltme faturası (384) düzelttiği faturayı göstermelidir; başka fatura türlerinde önceki fatura seçilmez.',
    en: 'A corrected invoice (384) must name the invoice it corrects; other invoice types take no preceding invoice.',
  },
  'v.periodEnd': { tr: 'Fatura döneminin sonu başlangıcından önce olamaz.', en: 'The end of the invoicing period cannot be before its start.' },
  'v.chargeReason': { tr: 'Ek ücret için bir açıklama veya neden kodu girin.', en: 'Give the charge a reason or a reason code.' },
  'v.bic': { tr: 'BIC (SWIFT) kodu 8 veya 11 karakter olmalıdır (ör. TGBATRIS).', en: 'A BIC (SWIFT) code has 8 or 11 characters (e.g. TGBATRIS).' },
  'v.cardLast4': {
    tr: 'Kart ile ödemede kart numarasının yalnızca son 4 hanesini girin.',
    en: 'For card payments enter only the last 4 digits of the card number.',
  },
  'v.attachmentSize': { tr: 'Ek dosya en fazla 2 MB olabilir.', en: 'An attachment can be at most 2 MB.' },
  'v.base64': { tr: 'Dosya içeriği base64 olarak gönderilmelidir.', en: 'The file content must be sent as base64.' },
  EINVOICE_WITHHOLDING_NOTE: {
    tr: 'KDV tevkifatı {{codes}}: {{amount}} KDV alıcı tarafından beyan edilir; ödenecek tutardan düşülmüş, ön ödenmiş tutarda gösterilmiştir.',
    en: 'VAT withholding (KDV tevkifatı) {{codes}}: {{amount}} of VAT is declared by the buyer; deducted from the amount due and stated as prepaid.',
  },
  EINVOICE_STOPAJ_NOTE: {
    tr: 'Gelir vergisi stopajı %{{percent}}: {{amount}} alıcı tarafından kesilir; ödenecek tutardan düşülmüş, ön ödenmiş tutarda gösterilmiştir.',
    en: 'Income tax withholding (stopaj) {{percent}}%: {{amount}} is withheld by the buyer; deducted from the amount due and stated as prepaid.',
  },
  EINVOICE_EXCISE_REASON: { tr: 'ÖTV {{code}} %{{percent}}', en: 'Special consumption tax (ÖTV) {{code}} {{percent}}%' },
  INVOICE_PERIOD_END_BEFORE_START: {
    tr: 'Fatura döneminin sonu (invoicingPeriodEnd) başlangıcından önce olamaz.',
    en: 'The end of the invoicing period (invoicingPeriodEnd) cannot be before its start.',
  },
  INVOICE_TOTAL_NEGATIVE: {
    tr: 'Fatura toplamı eksi olamaz: eksi satırlar (iade, depozito) diğer satırları aşıyor. Bunun için iade faturası kesin.',
    en: 'The invoice total cannot be negative: the negative lines (returns, deposits) exceed the others. Issue a credit note instead.',
  },
  INVOICE_NEGATIVE_GROUP_DISCOUNT: {
    tr: 'Fatura indirimi, toplamı eksi olan bir KDV grubuna ({{category}} %{{rate}}) uygulanamaz.',
    en: 'An invoice discount cannot apply to a VAT group whose amount is negative ({{category}} {{rate}}%).',
  },
  INVOICE_PRECEDING_INVALID: {
    tr: 'Düzeltilen fatura bu çalışma alanında kesilmiş (taslak veya iptal olmayan) bir fatura olmalıdır.',
    en: 'The corrected invoice must be an issued invoice of this workspace (not a draft, not cancelled).',
  },
  INVOICE_WITHHOLDING_NEEDS_VAT: {
    tr: 'KDV tevkifatı yalnızca KDV’li (S) satırlara uygulanabilir.',
    en: 'VAT withholding applies only to lines with VAT (category S).',
  },
  INVOICE_DUE_BELOW_PREPAID: {
    tr: 'Ödenecek tutar (tevkifat ve stopaj düşülmüş), alınmış ön ödemenin ({{prepaid}}) altına düşemez.',
    en: 'The amount due (after withholding and stopaj) cannot be less than the prepayment already received ({{prepaid}}).',
  },
  ATTACHMENT_TYPE: {
    tr: 'Ek dosya PDF, PNG, JPEG, CSV, XLSX veya ODS olmalıdır (türü dosyanın içeriğinden anlaşılır).',
    en: 'An attachment must be a PDF, PNG, JPEG, CSV, XLSX or ODS file (its type is read from its content).',
  },
  ATTACHMENT_TOO_LARGE: { tr: 'Ek dosya en fazla {{max}} olabilir.', en: 'An attachment can be at most {{max}}.' },
  ATTACHMENT_LIMIT: { tr: 'Bir faturaya en fazla {{max}} ek eklenebilir.', en: 'An invoice can have at most {{max}} attachments.' },
  ATTACHMENT_EMPTY: { tr: 'Ek dosya boş.', en: 'The attachment is empty.' },
  ATTACHMENT_FILENAME: {
    tr: 'Dosya adı 1–200 karakter olmalı ve / \\ veya denetim karakteri içermemelidir.',
    en: 'The file name must have 1–200 characters without / \\ or control characters.',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
