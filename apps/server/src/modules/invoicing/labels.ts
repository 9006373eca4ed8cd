// Words and number formats printed on invoices (PDF, HTML, mail) in Turkish and English. Numbers, money and
// percentages follow the document's language through the shared formatting module (packages/shared/src/format.ts:
// "1.234,56 ₺" / "%20" in Turkish, "₺1,234.56" / "20%" in English); dates are DD.MM.YYYY in both.
import { INVOICE_UNITS, formatNumber, formatPercent, type InvoiceUnit, type Language } from '@ulak/shared';

export const LABELS = {
  tr: {
    invoice: 'FATURA',
    creditNote: 'İADE FATURASI',
    draft: 'TASLAK',
    cancelled: 'İPTAL',
    number: 'Fatura No',
    creditNumber: 'Belge No',
    issueDate: 'Fatura Tarihi',
    dueDate: 'Vade Tarihi',
    currency: 'Para Birimi',
    rate: 'Döviz Kuru',
    reference: 'Referans',
    original: 'İlgili Fatura',
    seller: 'Düzenleyen',
    buyer: 'Sayın',
    taxOffice: 'Vergi Dairesi',
    taxNumber: 'VKN/TCKN',
    mersis: 'MERSİS No',
    tradeRegister: 'Ticaret Sicil No',
    phone: 'Tel',
    email: 'E-posta',
    attention: 'İlgili',
    description: 'Açıklama',
    quantity: 'Miktar',
    unit: 'Birim',
    unitPrice: 'Birim Fiyat',
    discount: 'İndirim',
    vat: 'KDV',
    amount: 'Tutar',
    subtotal: 'Ara Toplam',
    invoiceDiscount: 'Fatura İndirimi',
    taxBase: 'KDV Matrahı',
    vatExempt: 'KDV İstisnası',
    total: 'Genel Toplam',
    creditTotal: 'İade Toplamı',
    paid: 'Ödenen',
    balance: 'Kalan Tutar',
    prepaid: 'Ön Ödeme',
    payable: 'Ödenecek Tutar',
    tryEquivalent: 'TL Karşılığı',
    notes: 'Notlar',
    terms: 'Şartlar ve Koşullar',
    payment: 'Ödeme Bilgileri',
    bank: 'Banka',
    branch: 'Şube',
    iban: 'IBAN',
    paymentTerms: 'Ödeme Koşulları',
    exemptionReason: 'İstisna Nedeni',
    creditReason: 'İade Nedeni',
    page: 'Sayfa',
    downloadPdf: 'PDF olarak indir',
    status: 'Durum',
  },
  en: {
    invoice: 'INVOICE',
    creditNote: 'CREDIT NOTE',
    draft: 'DRAFT',
    cancelled: 'CANCELLED',
    number: 'Invoice No',
    creditNumber: 'Document No',
    issueDate: 'Issue Date',
    dueDate: 'Due Date',
    currency: 'Currency',
    rate: 'Exchange Rate',
    reference: 'Reference',
    original: 'Original Invoice',
    seller: 'From',
    buyer: 'Bill To',
    taxOffice: 'Tax Office',
    taxNumber: 'Tax No',
    mersis: 'MERSIS No',
    tradeRegister: 'Trade Register No',
    phone: 'Phone',
    email: 'Email',
    attention: 'Attn',
    description: 'Description',
    quantity: 'Qty',
    unit: 'Unit',
    unitPrice: 'Unit Price',
    discount: 'Discount',
    vat: 'VAT',
    amount: 'Amount',
    subtotal: 'Subtotal',
    invoiceDiscount: 'Invoice Discount',
    taxBase: 'Taxable Amount',
    vatExempt: 'VAT Exempt',
    total: 'Total',
    creditTotal: 'Total Credit',
    paid: 'Paid',
    balance: 'Balance Due',
    prepaid: 'Prepaid',
    payable: 'Amount Due',
    tryEquivalent: 'TRY Equivalent',
    notes: 'Notes',
    terms: 'Terms and Conditions',
    payment: 'Payment Details',
    bank: 'Bank',
    branch: 'Branch',
    iban: 'IBAN',
    paymentTerms: 'Payment Terms',
    exemptionReason: 'Exemption Reason',
    creditReason: 'Reason for Credit',
    page: 'Page',
    downloadPdf: 'Download PDF',
    status: 'Status',
  },
} as const satisfies Record<Language, Record<string, string>>;
export type Labels = (typeof LABELS)['tr'] | (typeof LABELS)['en'];

// formatDate renders YYYY-MM-DD as DD.MM.YYYY.
export const formatDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

// formatQuantity renders a quantity with up to three decimals in the document's language ("1.234,5", "1,234.5").
export function formatQuantity(n: number, lang: Language): string {
  return formatNumber(n, lang, { maxDigits: 3 });
}

// formatRate renders a VAT or discount percentage: "%20" in Turkish, "20%" in English (the shared formatting module).
export function formatRate(n: number, lang: Language): string {
  return formatPercent(n, lang);
}

// unitLabel names a unit of measure in a language.
export const unitLabel = (unit: InvoiceUnit, lang: Language) => INVOICE_UNITS[unit][lang];

// countryName names a country code in a language (falls back to the code).
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
