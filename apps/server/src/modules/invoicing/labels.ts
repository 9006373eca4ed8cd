// Words and number formats printed on invoices (PDF, HTML, mail) in Turkish and English. Numbers, money and
// percentages follow the document's language through the shared formatting module (packages/shared/src/format.ts:
// "1.234,56 ₺" / "%20" in Turkish, "₺1,234.56" / "20%" in English); dates are DD.MM.YYYY in both.
import {
  INVOICE_STATUS_LABELS_EN,
  INVOICE_STATUS_LABELS_TR,
  INVOICE_UNITS,
  formatMinor,
  formatNumber,
  formatPercent,
  formatUnitPrice,
  type InvoiceUnit,
  type Language,
  type TaxCategory,
} from '@ulak/shared';
import { unitPriceE4Of, type DocumentPaymentMeans, type InvoiceDocument } from './document.js';
import { einvoiceCategory, exemptionFor } from './einvoice.js';
import type { PartySnapshot } from './invoicing.schema.js';

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
    correctedInvoice: 'DÜZELTME FATURASI',
    prepaymentInvoice: 'ÖN ÖDEME FATURASI',
    selfBilledInvoice: 'SATICI ADINA FATURA',
    selfBilledNote: 'Bu fatura, alıcı tarafından satıcı adına ve hesabına düzenlenmiştir.',
    sellerParty: 'Satıcı',
    buyerIssuer: 'Alıcı (Düzenleyen)',
    corrected: 'Düzeltilen Fatura',
    orderReference: 'Sipariş No',
    buyerReference: 'Alıcı Referansı',
    contractReference: 'Sözleşme No',
    projectReference: 'Proje No',
    deliveryDate: 'Teslim Tarihi',
    invoicingPeriod: 'Fatura Dönemi',
    profile: 'Senaryo',
    invoiceType: 'Fatura Tipi',
    ettn: 'ETTN',
    carriedForward: 'Devreden Toplam',
    broughtForward: 'Nakli Yekün',
    excise: 'ÖTV',
    totalInclExcise: 'ÖTV Dahil Toplam',
    charge: 'Ek Ücret',
    charges: 'Ek Ücretler Toplamı',
    withholding: 'KDV Tevkifatı',
    stopaj: 'Gelir Vergisi Stopajı',
    deductions: 'Mahsup ve Kesintiler Toplamı',
    itemId: 'Ürün Kodu',
    standardId: 'Standart Kod',
    classification: 'Sınıf',
    inclExcise: 'ÖTV dahil',
    taxable: 'matrah',
    paymentMethod: 'Ödeme Şekli',
    bic: 'BIC',
    accountName: 'Hesap Sahibi',
    card: 'Kart',
    cardHolder: 'Kart Sahibi',
    mandate: 'Talimat No',
    creditorId: 'Alacaklı Kimliği',
    debitedAccount: 'Borçlandırılacak Hesap',
    attachments: 'Ekler',
    gibExemption: 'GİB İstisna Kodu',
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
    correctedInvoice: 'CORRECTED INVOICE',
    prepaymentInvoice: 'PREPAYMENT INVOICE',
    selfBilledInvoice: 'SELF-BILLED INVOICE',
    selfBilledNote: 'Self-billed invoice: issued by the buyer in the name and on behalf of the seller.',
    sellerParty: 'Seller',
    buyerIssuer: 'Buyer (issuer)',
    corrected: 'Corrected Invoice',
    orderReference: 'Order Reference',
    buyerReference: 'Buyer Reference',
    contractReference: 'Contract Reference',
    projectReference: 'Project Reference',
    deliveryDate: 'Delivery Date',
    invoicingPeriod: 'Invoicing Period',
    profile: 'e-Invoice Profile',
    invoiceType: 'e-Invoice Type',
    ettn: 'ETTN (UUID)',
    carriedForward: 'Carried forward',
    broughtForward: 'Brought forward',
    excise: 'Special consumption tax (ÖTV)',
    totalInclExcise: 'Total incl. ÖTV',
    charge: 'Charge',
    charges: 'Total charges',
    withholding: 'VAT withheld (tevkifat)',
    stopaj: 'Income tax withheld (stopaj)',
    deductions: 'Total prepaid and withheld',
    itemId: 'Item No',
    standardId: 'Standard ID',
    classification: 'Class',
    inclExcise: 'incl. ÖTV',
    taxable: 'taxable',
    paymentMethod: 'Payment Method',
    bic: 'BIC',
    accountName: 'Account Name',
    card: 'Card',
    cardHolder: 'Cardholder',
    mandate: 'Mandate Reference',
    creditorId: 'Creditor ID',
    debitedAccount: 'Debited Account',
    attachments: 'Attachments',
    gibExemption: 'GİB Exemption Code',
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
const regionNames = new Map<Language, Intl.DisplayNames>();
export function countryName(code: string, lang: Language): string {
  try {
    let names = regionNames.get(lang);
    if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** VAT category names printed beside a VAT row (S and Z are plain VAT). */
const CATEGORY_NAMES: Record<Language, Partial<Record<TaxCategory, string>>> = {
  tr: { E: 'KDV İstisnası', AE: 'Tersine Vergilendirme', K: 'AB İçi Teslim', G: 'İhracat', O: 'KDV Kapsamı Dışı', L: 'IGIC', M: 'IPSI' },
  en: { E: 'VAT Exempt', AE: 'Reverse Charge', K: 'Intra-Community Supply', G: 'Export', O: 'Outside the Scope of VAT', L: 'IGIC', M: 'IPSI' },
};

/** UNTDID 4461 payment means names. */
const PAYMENT_MEANS: Record<Language, Record<DocumentPaymentMeans['code'], string>> = {
  tr: { '30': 'Havale/EFT', '58': 'SEPA havalesi', '48': 'Banka/kredi kartı', '49': 'Otomatik ödeme talimatı', '59': 'SEPA otomatik ödeme talimatı' },
  en: { '30': 'Credit transfer', '58': 'SEPA credit transfer', '48': 'Bank card', '49': 'Direct debit', '59': 'SEPA direct debit' },
};

/** A row of the totals block: plain, the boxed grand total, or a bold figure (amount due). */
export type SumRow = { label: string; value: string; kind: 'row' | 'total' | 'strong' };

/** The texts of one invoice line as printed: the cells of the table and the notes under its description. */
export type PrintedLine = { cells: string[]; notes: string[] };

/**
 * Everything the PDF and the HTML page print, as text, so the two agree word for word and amount for amount. Money
 * rule (the same in every output): payable = total − prepaid − withheld VAT − stopaj; each deduction is its own row.
 */
export type PrintedInvoice = {
  title: string;
  meta: [string, string][];
  captions: { seller: string; buyer: string };
  party: { seller: { name: string; lines: string[] }; buyer: { name: string; lines: string[] } };
  info: [string, string][];
  columns: string[];
  lines: PrintedLine[];
  sums: SumRow[];
  blocks: { title: string; lines: string[] }[];
  texts: { title: string; body: string }[];
  footer: string | null;
  contact: string;
  watermark: string | null;
  money: (minor: number) => string;
};

const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

// printedParty is a party's name and the lines under it.
function printedParty(p: PartySnapshot, L: Labels, lang: Language): { name: string; lines: string[] } {
  const place = [p.district, [p.postalCode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [
    ...(p.address ? p.address.split(/\r?\n/) : []),
    place,
    p.countryCode !== 'TR' || lang === 'en' ? countryName(p.countryCode, lang) : '',
    [p.taxOffice && `${L.taxOffice}: ${p.taxOffice}`, p.taxNumber && `${L.taxNumber}: ${p.taxNumber}`].filter(Boolean).join(' · '),
    p.mersisNumber ? `${L.mersis}: ${p.mersisNumber}` : '',
    p.registrationNumber ? `${L.tradeRegister}: ${p.registrationNumber}` : '',
    p.email ? `${L.email}: ${p.email}` : '',
    p.phone ? `${L.phone}: ${p.phone}` : '',
    p.contactPerson && p.contactPerson !== p.name ? `${L.attention}: ${p.contactPerson}` : '',
  ].filter((s) => s.trim());
  return { name: p.legalName ?? p.name, lines };
}

// titleOf is the document's title by its type (UNTDID 1001).
export function titleOf(doc: Pick<InvoiceDocument, 'kind' | 'typeCode'>, L: Labels): string {
  if (doc.kind === 'credit_note' || doc.typeCode === '381') return L.creditNote;
  if (doc.typeCode === '384') return L.correctedInvoice;
  if (doc.typeCode === '386') return L.prepaymentInvoice;
  if (doc.typeCode === '389') return L.selfBilledInvoice;
  return L.invoice;
}

// printedInvoice lays out the texts of an invoice in its language.
export function printedInvoice(doc: InvoiceDocument): PrintedInvoice {
  const lang = doc.language;
  const L = LABELS[lang];
  const money = (minor: number) => formatMinor(minor, doc.currency, lang);
  const rate = (n: number | string) => formatRate(Number(n), lang);
  const credit = doc.kind === 'credit_note';
  const selfBilled = doc.typeCode === '389';
  const category = (c: string) => einvoiceCategory(doc, c);
  const categoryName = (c: TaxCategory) => CATEGORY_NAMES[lang][c] ?? L.vat;

  const meta: [string, string][] = [
    [credit ? L.creditNumber : L.number, doc.number ?? L.draft],
    [L.issueDate, formatDate(doc.issueDate)],
  ];
  if (!credit) meta.push([L.dueDate, formatDate(doc.dueDate)]);
  if (doc.status === 'draft' || doc.status === 'cancelled')
    meta.push([L.status, (lang === 'tr' ? INVOICE_STATUS_LABELS_TR : INVOICE_STATUS_LABELS_EN)[doc.status]]);

  const info: [string, string][] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value && value.trim()) info.push([label, value]);
  };
  if (doc.turkey) {
    add(L.profile, doc.turkey.profile);
    add(L.invoiceType, doc.turkey.invoiceType);
    add(L.ettn, doc.turkey.uuid);
  }
  if (doc.currency !== 'TRY') {
    add(L.currency, doc.currency);
    add(L.rate, `1 ${doc.currency} = ${formatMinor(Math.round(doc.exchangeRate * 100), 'TRY', lang)}`);
  }
  add(L.orderReference, doc.reference);
  add(L.buyerReference, doc.buyerReference);
  add(L.contractReference, doc.contractReference);
  add(L.projectReference, doc.projectReference);
  add(L.deliveryDate, doc.deliveryDate ? formatDate(doc.deliveryDate) : null);
  const period = doc.invoicingPeriod;
  if (period && (period.start || period.end))
    add(L.invoicingPeriod, `${period.start ? formatDate(period.start) : '…'} – ${period.end ? formatDate(period.end) : '…'}`);
  if (doc.original?.number)
    add(credit ? L.original : doc.typeCode === '384' ? L.corrected : L.original, `${doc.original.number} (${formatDate(doc.original.issueDate)})`);

  const lines: PrintedLine[] = doc.lines.map((l) => {
    const discount = l.discountMinor !== 0 ? (l.discountType === 'percent' ? rate(l.discountValue) : money(l.discountMinor)) : '–';
    const cat = category(l.taxCategory);
    const notes: string[] = [];
    const ids = [
      l.sellerItemId ? `${L.itemId}: ${l.sellerItemId}` : '',
      l.standardItemId ? `${l.standardItemId.scheme === '0160' ? 'GTIN' : `${L.standardId} (${l.standardItemId.scheme})`}: ${l.standardItemId.id}` : '',
      l.classifications?.length ? `${L.classification}: ${l.classifications.map((c) => `${c.listId} ${c.code}`).join(', ')}` : '',
    ].filter(Boolean);
    if (ids.length) notes.push(ids.join(' · '));
    // a percentage discount as the e-invoices state it: the rate, the amount it applies to and the amount (BT-138/137/136)
    if (l.discountMinor !== 0 && l.discountType === 'percent')
      notes.push(`${L.discount} ${rate(l.discountValue)} × ${money(l.grossMinor)} = ${money(l.discountMinor)}`);
    if (l.excise)
      notes.push(
        `${L.excise} ${l.excise.code} (${rate(l.excise.percent)}): ${money(l.excise.amountMinor)} · ${L.inclExcise}: ${money(l.netMinor + l.excise.amountMinor)}`,
      );
    if (l.withholding) notes.push(`${L.withholding} ${l.withholding.code} (${rate(l.withholding.percent)}): ${money(l.withholding.amountMinor)}`);
    return {
      cells: [
        String(l.position),
        l.description,
        formatQuantity(l.quantity, lang),
        unitLabel(l.unit, lang),
        formatUnitPrice(unitPriceE4Of(l), doc.currency, lang),
        discount,
        cat === 'S' || cat === 'Z' ? rate(l.taxRate) : `${rate(l.taxRate)} ${cat}`,
        money(l.netMinor),
      ],
      notes,
    };
  });

  // totals: the lines' sum, ÖTV, allowance, charges, the VAT base, VAT per group, the total, then the deductions
  const sums: SumRow[] = [];
  const row = (label: string, value: string) => sums.push({ label, value, kind: 'row' });
  const linesSum = doc.lines.reduce((s, l) => s + l.netMinor, 0);
  const excise = doc.exciseMinor ?? doc.lines.reduce((s, l) => s + (l.excise?.amountMinor ?? 0), 0);
  const charges = doc.charges ?? [];
  // byCode sums the lines' ÖTV or withheld VAT per (code, rate), as the UBL-TR subtotals state them
  const byCode = (pick: (l: InvoiceDocument['lines'][number]) => { code: string; percent: number; amountMinor: number } | null | undefined) => {
    const groups = new Map<string, number>();
    for (const l of doc.lines) {
      const t = pick(l);
      if (t) groups.set(`${t.code} (${rate(t.percent)})`, (groups.get(`${t.code} (${rate(t.percent)})`) ?? 0) + t.amountMinor);
    }
    return [...groups];
  };
  row(L.subtotal, money(linesSum));
  if (excise) {
    const codes = byCode((l) => l.excise);
    if (codes.length > 1) for (const [code, amount] of codes) row(`${L.excise} ${code}`, money(amount));
    row(codes.length === 1 ? `${L.excise} ${codes[0][0]}` : L.excise, money(excise));
    row(L.totalInclExcise, money(linesSum + excise));
  }
  if (doc.allowanceMinor) {
    row(
      doc.discount.type === 'percent' && doc.discount.value ? `${L.invoiceDiscount} (${rate(doc.discount.value)})` : L.invoiceDiscount,
      `-${money(doc.allowanceMinor)}`,
    );
  }
  for (const c of charges) row(`${c.reason || L.charge} (${L.vat} ${rate(c.taxRate)})`, money(c.amountMinor));
  if (charges.length > 1) row(L.charges, money(doc.chargeMinor ?? charges.reduce((n, c) => n + c.amountMinor, 0)));
  if (excise || doc.allowanceMinor || charges.length) row(L.taxBase, money(doc.taxExclusiveMinor));
  const groups = doc.breakdown.length;
  for (const r of doc.breakdown) {
    const cat = category(r.category);
    const name = cat === 'S' || cat === 'Z' ? L.vat : categoryName(cat);
    row(`${name} (${rate(r.rate)})${groups > 1 ? ` · ${L.taxable} ${money(r.taxableMinor)}` : ''}`, money(r.taxMinor));
  }
  sums.push({ label: credit ? L.creditTotal : L.total, value: money(doc.totalMinor), kind: 'total' });
  // deductions from the total, each its own row (stated positive, as in the XML); only a prepayment known at issue
  // (BT-113) is part of the document, later payments are on the invoice's screen
  const prepaid = credit ? 0 : doc.prepaidMinor;
  const withheld = doc.withholdingMinor ?? doc.lines.reduce((s, l) => s + (l.withholding?.amountMinor ?? 0), 0);
  const stopaj = doc.stopaj?.amountMinor ?? 0;
  if (prepaid) row(L.prepaid, money(prepaid));
  if (withheld) {
    const codes = byCode((l) => l.withholding);
    if (codes.length > 1) for (const [code, amount] of codes) row(`${L.withholding} ${code}`, money(amount));
    row(codes.length === 1 ? `${L.withholding} ${codes[0][0]}` : L.withholding, money(withheld));
  }
  if (stopaj) row(`${L.stopaj} (${rate(doc.stopaj!.percent)})`, money(stopaj));
  // the e-invoices state prepaid + withheld + stopaj as one prepaid amount (BT-113): that sum is printed too
  if ([prepaid, withheld, stopaj].filter(Boolean).length > 1) row(L.deductions, money(prepaid + withheld + stopaj));
  if (prepaid || withheld || stopaj) sums.push({ label: L.payable, value: money(doc.payableMinor), kind: 'strong' });
  if (doc.currency !== 'TRY') row(L.tryEquivalent, formatMinor(Math.round(doc.totalMinor * doc.exchangeRate), 'TRY', lang));

  // blocks beside the totals: payment, attachments, exemptions, the credit reason
  const blocks: { title: string; lines: string[] }[] = [];
  const s = doc.seller;
  // who issued the document: the seller, or for a self-billed invoice the buyer (the workspace)
  const issuer = selfBilled ? doc.buyer : doc.seller;
  if (!credit) {
    const pm = doc.paymentMeans;
    const payment: (string | null | false | undefined)[] = [];
    if (pm) payment.push(`${L.paymentMethod}: ${PAYMENT_MEANS[lang][pm.code]}`);
    const transfer = !pm || pm.code === '30' || pm.code === '58';
    if (transfer) {
      const iban = pm?.iban ?? s.iban;
      payment.push(
        s.bankName && `${L.bank}: ${s.bankName}`,
        s.bankBranch && `${L.branch}: ${s.bankBranch}`,
        iban && `${L.iban}: ${groupIban(iban)}`,
        pm?.bic && `${L.bic}: ${pm.bic}`,
        pm?.accountName && `${L.accountName}: ${pm.accountName}`,
      );
    } else if (pm.code === '48') {
      payment.push(pm.cardLast4 && `${L.card}: •••• ${pm.cardLast4}`, pm.cardHolder && `${L.cardHolder}: ${pm.cardHolder}`);
    } else {
      payment.push(
        pm.mandateId && `${L.mandate}: ${pm.mandateId}`,
        pm.creditorId && `${L.creditorId}: ${pm.creditorId}`,
        pm.debitedAccount && `${L.debitedAccount}: ${pm.debitedAccount}`,
      );
    }
    payment.push(doc.paymentTerms && `${L.paymentTerms}: ${doc.paymentTerms}`);
    const body = payment.filter((v): v is string => !!v);
    if (body.length) blocks.push({ title: L.payment, lines: body });
  }
  const exemptions = [...new Set(doc.breakdown.map((r) => category(r.category)))].flatMap((c) => {
    const e = exemptionFor(doc, c);
    const text = [e.code, e.reason].filter(Boolean).join(' – ');
    return text ? [`${categoryName(c)}: ${text}`] : [];
  });
  if (doc.turkey?.exemptionCode || doc.turkey?.exemptionReason)
    exemptions.push(`${L.gibExemption}: ${[doc.turkey.exemptionCode, doc.turkey.exemptionReason].filter(Boolean).join(' – ')}`);
  if (exemptions.length) blocks.push({ title: L.exemptionReason, lines: exemptions });
  if (doc.attachments?.length)
    blocks.push({ title: L.attachments, lines: doc.attachments.map((a) => (a.description ? `${a.filename} – ${a.description}` : a.filename)) });
  if (doc.creditReason) blocks.push({ title: L.creditReason, lines: [doc.creditReason] });

  const texts: { title: string; body: string }[] = [];
  if (selfBilled) texts.push({ title: L.selfBilledInvoice, body: L.selfBilledNote });
  if (doc.notes) texts.push({ title: L.notes, body: doc.notes });
  if (doc.terms) texts.push({ title: L.terms, body: doc.terms });

  return {
    title: titleOf(doc, L),
    meta,
    captions: selfBilled ? { seller: L.sellerParty, buyer: L.buyerIssuer } : { seller: L.seller, buyer: L.buyer },
    party: { seller: printedParty(doc.seller, L, lang), buyer: printedParty(doc.buyer, L, lang) },
    info,
    columns: ['#', L.description, L.quantity, L.unit, L.unitPrice, L.discount, L.vat, L.amount],
    lines,
    sums,
    blocks,
    texts,
    footer: doc.footer,
    contact: [issuer.legalName ?? issuer.name, issuer.phone, issuer.email, doc.brand.website].filter(Boolean).join('  ·  '),
    watermark: doc.status === 'draft' ? L.draft : doc.status === 'cancelled' ? L.cancelled : null,
    money,
  };
}
