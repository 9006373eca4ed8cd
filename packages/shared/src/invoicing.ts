// Invoicing contracts: invoices, credit notes, payments, customers, invoice settings and company settings
// (seed 001 §3, §4, §7, §9; issue "Invoicing"). Money travels in major units with two decimals and is stored in minor units.
import { z } from 'zod';

export const INVOICE_STATUSES = ['draft', 'issued', 'sent', 'viewed', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Turkish labels of the specification (seed 001 §4). */
export const INVOICE_STATUS_LABELS_TR: Record<InvoiceStatus, string> = {
  draft: 'Taslak',
  issued: 'Kesildi',
  sent: 'Gönderildi',
  viewed: 'Görüntülendi',
  paid: 'Ödendi',
  overdue: 'Vadesi Geçti',
  cancelled: 'İptal Edildi',
};
export const INVOICE_STATUS_LABELS_EN: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  sent: 'Sent',
  viewed: 'Viewed',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Invoice currencies (seed 001 §3); TRY is the default (§9). */
export const INVOICE_CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const INVOICE_CURRENCY_SYMBOLS: Record<InvoiceCurrency, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£' };
export const DEFAULT_INVOICE_CURRENCY: InvoiceCurrency = 'TRY';

export const PAYMENT_METHODS = ['bank_transfer', 'credit_card', 'paypal', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { tr: string; en: string }> = {
  bank_transfer: { tr: 'Banka Havalesi', en: 'Bank transfer' },
  credit_card: { tr: 'Kredi Kartı', en: 'Credit card' },
  paypal: { tr: 'PayPal', en: 'PayPal' },
  crypto: { tr: 'Kripto Para', en: 'Crypto' },
};

/** The specification's VAT choices (seed 001 §9: 0, 1, 8, 18, default 18) predate July 2023. */
export const SPEC_TAX_RATES = [0, 1, 8, 18] as const;
/** A new workspace's list: the specification's rates plus today's Turkish 10 (reduced) and 20 (standard) since 10 July 2023. */
export const DEFAULT_TAX_RATES = [0, 1, 8, 10, 18, 20];
export const DEFAULT_TAX_RATE = 20;
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
export const DEFAULT_INVOICE_PREFIX = 'INV';
export const CREDIT_NOTE_PREFIX = 'CN';
/** Reminder schedule in days relative to the due date: 3 days before, on the day, 7 days after. */
export const DEFAULT_REMINDER_SCHEDULE = [-3, 0, 7];
export const INVOICE_DESIGNS = ['standard', 'corporate', 'minimal', 'colorful'] as const;
export type InvoiceDesign = (typeof INVOICE_DESIGNS)[number];
export const RECURRENCE_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/**
 * EN 16931 VAT categories (UNCL 5305 subset): S standard (rate > 0), Z zero rated, E exempt, AE reverse charge, K
 * intra-community supply, G export outside the EU, O outside the scope of VAT, L Canary Islands (IGIC), M Ceuta and
 * Melilla (IPSI). E, AE, K, G and O need an exemption reason text or VATEX code (BR-E/AE/IC/G/O-10).
 */
export const TAX_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
/** Categories whose VAT breakdown needs an exemption reason or code, and whose rate is 0 (BR-*-05/06/10). */
export const EXEMPT_TAX_CATEGORIES: readonly TaxCategory[] = ['E', 'AE', 'K', 'G', 'O'];
/** Categories whose rate must be 0 (Z and the exempt ones); S needs a rate above 0; L and M accept 0 or more. */
export const ZERO_RATE_TAX_CATEGORIES: readonly TaxCategory[] = ['Z', 'E', 'AE', 'K', 'G', 'O'];
/** VATEX codes that name a category of their own (CEF VATEX list): the code decides the category it may go with. */
export const VATEX_CATEGORY: Record<string, TaxCategory> = { 'VATEX-EU-AE': 'AE', 'VATEX-EU-IC': 'K', 'VATEX-EU-G': 'G', 'VATEX-EU-O': 'O' };
/** One category's exemption reason (BT-120) and VATEX code (BT-121). */
export type TaxExemption = { category: TaxCategory; reason: string | null; code: string | null };

/**
 * Electronic address schemes (EAS, BT-34-1 / BT-49-1) of the Peppol list that sellers and buyers use: VAT numbers by
 * country (99xx), GLN, and the national registers. `vat` is the country whose VAT number the scheme carries.
 */
export const EAS_SCHEMES: Record<string, { label: string; vat?: string }> = {
  '0002': { label: 'FR SIRENE' },
  '0007': { label: 'SE Organisationsnummer' },
  '0009': { label: 'FR SIRET' },
  '0037': { label: 'FI LY-tunnus' },
  '0060': { label: 'DUNS' },
  '0088': { label: 'GLN (GS1)' },
  '0096': { label: 'DK P-nummer' },
  '0106': { label: 'NL KvK' },
  '0135': { label: 'IT SIA' },
  '0142': { label: 'IT SECETI' },
  '0151': { label: 'AU ABN' },
  '0183': { label: 'CH UIDB' },
  '0184': { label: 'DK CVR' },
  '0188': { label: 'JP SST' },
  '0190': { label: 'NL OIN' },
  '0191': { label: 'EE Registrikood' },
  '0192': { label: 'NO Organisasjonsnummer' },
  '0195': { label: 'SG UEN' },
  '0196': { label: 'IS Kennitala' },
  '0198': { label: 'DK ERST' },
  '0200': { label: 'LT Juridinio asmens kodas' },
  '0201': { label: 'IT Codice IPA' },
  '0204': { label: 'DE Leitweg-ID' },
  '0208': { label: 'BE Ondernemingsnummer' },
  '0209': { label: 'GS1 identification keys' },
  '0210': { label: 'IT Codice fiscale' },
  '0211': { label: 'IT Partita IVA', vat: 'IT' },
  '0212': { label: 'FI Organisaatiotunniste' },
  '0213': { label: 'FI ALV-numero', vat: 'FI' },
  '0216': { label: 'FI OVTtunnus' },
  '0218': { label: 'LV Unified registration number' },
  '0221': { label: 'JP IIN' },
  '0230': { label: 'MY National e-Invoicing' },
  '9901': { label: 'DK CPR' },
  '9906': { label: 'IT Partita IVA', vat: 'IT' },
  '9907': { label: 'IT Codice fiscale' },
  '9910': { label: 'HU VAT', vat: 'HU' },
  '9913': { label: 'EU Business Registers Network' },
  '9914': { label: 'AT UID', vat: 'AT' },
  '9915': { label: 'AT Verwaltungsorgane' },
  '9918': { label: 'IBAN' },
  '9919': { label: 'AT Firmenbuch' },
  '9920': { label: 'ES NIF-IVA', vat: 'ES' },
  '9922': { label: 'AD VAT', vat: 'AD' },
  '9923': { label: 'AL VAT', vat: 'AL' },
  '9924': { label: 'BA VAT', vat: 'BA' },
  '9925': { label: 'BE BTW', vat: 'BE' },
  '9926': { label: 'BG VAT', vat: 'BG' },
  '9927': { label: 'CH MWST', vat: 'CH' },
  '9928': { label: 'CY VAT', vat: 'CY' },
  '9929': { label: 'CZ DIČ', vat: 'CZ' },
  '9930': { label: 'DE USt-IdNr.', vat: 'DE' },
  '9931': { label: 'EE KMKR', vat: 'EE' },
  '9932': { label: 'GB VAT', vat: 'GB' },
  '9933': { label: 'GR ΑΦΜ', vat: 'GR' },
  '9934': { label: 'HR OIB', vat: 'HR' },
  '9935': { label: 'IE VAT', vat: 'IE' },
  '9936': { label: 'LI MWST', vat: 'LI' },
  '9937': { label: 'LT PVM', vat: 'LT' },
  '9938': { label: 'LU TVA', vat: 'LU' },
  '9939': { label: 'LV PVN', vat: 'LV' },
  '9940': { label: 'MC VAT', vat: 'MC' },
  '9941': { label: 'ME VAT', vat: 'ME' },
  '9942': { label: 'MK VAT', vat: 'MK' },
  '9943': { label: 'MT VAT', vat: 'MT' },
  '9944': { label: 'NL BTW', vat: 'NL' },
  '9945': { label: 'PL NIP', vat: 'PL' },
  '9946': { label: 'PT NIF', vat: 'PT' },
  '9947': { label: 'RO CIF', vat: 'RO' },
  '9948': { label: 'RS PIB', vat: 'RS' },
  '9949': { label: 'SI DDV', vat: 'SI' },
  '9950': { label: 'SK DPH', vat: 'SK' },
  '9951': { label: 'SM VAT', vat: 'SM' },
  '9952': { label: 'TR VKN', vat: 'TR' },
  '9953': { label: 'VA VAT', vat: 'VA' },
  '9957': { label: 'FR TVA', vat: 'FR' },
  '9959': { label: 'US EIN' },
};
export const EAS_CODES = Object.keys(EAS_SCHEMES) as [string, ...string[]];

/** The Peppol VAT scheme of each country (used when a party has a VAT number and no endpoint of its own). */
export const VAT_EAS_BY_COUNTRY: Record<string, string> = Object.fromEntries(
  Object.entries(EAS_SCHEMES)
    .filter(([code, s]) => s.vat && code !== '0211' && code !== '0213')
    .map(([code, s]) => [s.vat as string, code]),
);

const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);
/** VAT number formats of the countries where the format is simple to state (after the country prefix). */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/,
  IT: /^\d{11}$/,
  LU: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  SE: /^\d{12}$/,
};

// gs1CheckDigitOk checks the GS1 mod-10 check digit of a GLN or other GS1 key.
function gs1CheckDigitOk(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += Number(digits[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

// normalizeEndpointId upper-cases and strips spaces; a VAT scheme's id gets its country prefix (not 9952: a bare VKN).
export function normalizeEndpointId(scheme: string, id: string): string {
  const v = id.replace(/\s+/g, '');
  const vat = EAS_SCHEMES[scheme]?.vat;
  if (!vat || scheme === '9952') return vat ? v.toUpperCase() : v;
  const upper = v.toUpperCase();
  const prefix = vatPrefix(vat);
  return upper.startsWith(prefix) ? upper : `${prefix}${upper}`;
}

// isValidEndpointId checks an endpoint id against its scheme where the format is simple (GLN, NO, BE, DK, SE,
// Leitweg-ID, VAT numbers); other schemes take 1–50 visible characters.
export function isValidEndpointId(scheme: string, rawId: string): boolean {
  if (!(scheme in EAS_SCHEMES)) return false;
  const id = normalizeEndpointId(scheme, rawId);
  if (!/^[\x21-\x7E]{1,50}$/.test(id)) return false;
  switch (scheme) {
    case '0088':
      return /^\d{13}$/.test(id) && gs1CheckDigitOk(id);
    case '0192':
      return /^\d{9}$/.test(id);
    case '0208':
      return /^[01]\d{9}$/.test(id) && 97 - (Number(id.slice(0, 8)) % 97) === Number(id.slice(8));
    case '0184':
      return /^\d{8}$/.test(id);
    case '0007':
      return /^\d{10}$/.test(id);
    case '0204':
      return /^\d{2,12}(-[0-9A-Z]{1,30})?-\d{2}$/.test(id);
    case '9952':
      return isValidVkn(id);
    default: {
      const vat = EAS_SCHEMES[scheme].vat;
      if (!vat) return true;
      const prefix = vatPrefix(vat);
      const rest = id.slice(prefix.length);
      return VAT_FORMATS[vat] ? VAT_FORMATS[vat].test(rest) : /^[A-Z0-9]{2,13}$/.test(rest);
    }
  }
}

// ---- EN 16931 fields of issue 15 and the Turkish e-invoice codes (defined once here; server, web and tests read them)

type Labelled = { tr: string; en: string };
/** UNTDID 1001 invoice type codes an invoice can take (credit notes are 381, their own kind). */
export const INVOICE_TYPE_CODES = ['380', '384', '386', '389'] as const;
export type InvoiceTypeCode = (typeof INVOICE_TYPE_CODES)[number];
export const INVOICE_TYPE_CODE_LABELS: Record<InvoiceTypeCode | '381', Labelled> = {
  '380': { tr: 'Fatura', en: 'Invoice' },
  '381': { tr: 'İade Faturası', en: 'Credit note' },
  '384': { tr: 'Düzeltme Faturası', en: 'Corrected invoice' },
  '386': { tr: 'Ön Ödeme (Avans) Faturası', en: 'Prepayment invoice' },
  '389': { tr: 'Alıcı Tarafından Düzenlenen Fatura (Self-billing)', en: 'Self-billed invoice' },
};

/**
 * UNTDID 7161 charge reason codes offered for document charges (BG-21). ABK (miscellaneous) is also the code of the
 * ÖTV line charge in EN 16931 outputs: the list has no code for a tax, and ABK with the reason "ÖTV …" names it.
 */
export const CHARGE_REASON_CODES: Record<string, Labelled> = {
  FC: { tr: 'Nakliye', en: 'Freight service' },
  ABL: { tr: 'Ek ambalaj', en: 'Additional packaging' },
  PC: { tr: 'Paketleme', en: 'Packing' },
  ADR: { tr: 'Diğer hizmetler', en: 'Other services' },
  FI: { tr: 'Finansman', en: 'Financing' },
  LA: { tr: 'Etiketleme', en: 'Labelling' },
  AA: { tr: 'Reklam', en: 'Advertising' },
  ABK: { tr: 'Çeşitli', en: 'Miscellaneous' },
};
export const CHARGE_REASON_CODE_LIST = Object.keys(CHARGE_REASON_CODES) as [string, ...string[]];
/** The UNTDID 7161 code and reason of the ÖTV line charge in EN 16931 outputs. */
export const EXCISE_CHARGE_REASON_CODE = 'ABK';

/** UNTDID 7143 item classification list ids (BT-158-1) we accept. */
export const ITEM_CLASSIFICATION_LISTS: Record<string, Labelled> = {
  STI: { tr: 'Hizmet türü kodu', en: 'Service type identifier' },
  HS: { tr: 'GTİP / Armonize Sistem', en: 'Harmonised System (HS / customs tariff)' },
  CG: { tr: 'Ürün grubu', en: 'Commodity grouping' },
  GN: { tr: 'Ulusal ürün grubu kodu', en: 'National product group code' },
  ZZZ: { tr: 'Taraflarca belirlenen', en: 'Mutually defined' },
};
export const ITEM_CLASSIFICATION_LIST_IDS = Object.keys(ITEM_CLASSIFICATION_LISTS) as [string, ...string[]];
/** ISO 6523 scheme of a GTIN (the default scheme of a standard item identifier, BT-157-1). */
export const GTIN_SCHEME = '0160';
export const STANDARD_ITEM_SCHEMES: Record<string, Labelled> = {
  '0160': { tr: 'GTIN (barkod)', en: 'GTIN (barcode)' },
  '0088': { tr: 'GLN', en: 'GLN' },
  '0209': { tr: 'GS1 kimlik anahtarı', en: 'GS1 identification key' },
};

/** UNTDID 4461 payment means (BG-16): credit transfer, card, direct debit and their SEPA forms. */
export const PAYMENT_MEANS_CODES = ['30', '48', '49', '58', '59'] as const;
export type PaymentMeansCode = (typeof PAYMENT_MEANS_CODES)[number];
export const PAYMENT_MEANS_LABELS: Record<PaymentMeansCode, Labelled> = {
  '30': { tr: 'Banka havalesi / EFT', en: 'Credit transfer' },
  '48': { tr: 'Banka kartı / kredi kartı', en: 'Bank card' },
  '49': { tr: 'Otomatik ödeme talimatı', en: 'Direct debit' },
  '58': { tr: 'SEPA havalesi', en: 'SEPA credit transfer' },
  '59': { tr: 'SEPA otomatik ödeme', en: 'SEPA direct debit' },
};

/**
 * GİB KDV tevkifatı (VAT withholding) codes and the withheld share of the VAT in percent (7/10 = 70). GİB checks the
 * code and the percent together, so a line's percent is the code's (601–627 partial, 801–825 full).
 */
export const WITHHOLDING_CODES: Record<string, { percent: number; tr: string; en: string }> = {
  '601': { percent: 40, tr: 'Yapım işleri ve mühendislik-mimarlık, etüt-proje hizmetleri', en: 'Construction work with engineering and design services' },
  '602': { percent: 90, tr: 'Etüt, plan-proje, danışmanlık, denetim hizmetleri', en: 'Survey, planning, consulting and inspection services' },
  '603': { percent: 70, tr: 'Makine, teçhizat, demirbaş ve taşıt tadil, bakım ve onarımı', en: 'Repair and maintenance of machinery, equipment and vehicles' },
  '604': { percent: 50, tr: 'Yemek servis hizmeti', en: 'Catering services' },
  '605': { percent: 50, tr: 'Organizasyon hizmeti', en: 'Event organisation services' },
  '606': { percent: 90, tr: 'İşgücü temin hizmetleri', en: 'Labour supply services' },
  '607': { percent: 90, tr: 'Özel güvenlik hizmeti', en: 'Private security services' },
  '608': { percent: 90, tr: 'Yapı denetim hizmetleri', en: 'Building inspection services' },
  '609': { percent: 70, tr: 'Fason tekstil, konfeksiyon, çanta ve ayakkabı dikimi', en: 'Contract textile, garment, bag and shoe sewing' },
  '610': { percent: 90, tr: 'Turistik mağazalara müşteri bulma / götürme', en: 'Customer referral to tourist shops' },
  '611': { percent: 90, tr: 'Spor kulüplerinin yayın, reklam ve isim hakkı gelirleri', en: 'Sports clubs’ broadcasting, advertising and naming rights' },
  '612': { percent: 90, tr: 'Temizlik hizmeti', en: 'Cleaning services' },
  '613': { percent: 90, tr: 'Çevre ve bahçe bakım hizmetleri', en: 'Landscaping and garden maintenance' },
  '614': { percent: 50, tr: 'Servis taşımacılığı hizmeti', en: 'Shuttle transport services' },
  '615': { percent: 70, tr: 'Her türlü baskı ve basım hizmetleri', en: 'Printing services' },
  '616': { percent: 50, tr: 'Kamu idarelerine yapılan diğer hizmetler', en: 'Other services to public administrations' },
  '617': { percent: 70, tr: 'Hurda metalden elde edilen külçe teslimleri', en: 'Ingots made from scrap metal' },
  '618': {
    percent: 70,
    tr: 'Hurda dışı bakır, çinko, demir-çelik, alüminyum, kurşun külçe',
    en: 'Copper, zinc, iron-steel, aluminium and lead ingots (not from scrap)',
  },
  '619': { percent: 70, tr: 'Bakır, çinko, alüminyum ve kurşun ürünleri teslimi', en: 'Copper, zinc, aluminium and lead products' },
  '620': { percent: 70, tr: 'İstisnadan vazgeçenlerin hurda ve atık teslimi', en: 'Scrap and waste (exemption waived)' },
  '621': { percent: 90, tr: 'Hurda ve atıklardan elde edilen hammadde teslimi', en: 'Raw materials recovered from scrap and waste' },
  '622': { percent: 90, tr: 'Pamuk, tiftik, yün, yapağı, ham post ve deri teslimi', en: 'Cotton, mohair, wool, raw hides and skins' },
  '623': { percent: 50, tr: 'Ağaç ve orman ürünleri teslimi', en: 'Wood and forest products' },
  '624': { percent: 20, tr: 'Yük taşımacılığı hizmeti', en: 'Freight transport services' },
  '625': { percent: 30, tr: 'Ticari reklam hizmetleri', en: 'Commercial advertising services' },
  '626': { percent: 20, tr: 'Diğer teslimler', en: 'Other supplies' },
  '627': { percent: 50, tr: 'Demir-çelik ürünlerinin teslimi', en: 'Iron and steel products' },
  '801': { percent: 100, tr: 'Yapım işleri ve mühendislik-mimarlık, etüt-proje hizmetleri (tam)', en: 'Construction and engineering services (full)' },
  '802': { percent: 100, tr: 'Etüt, plan-proje, danışmanlık, denetim hizmetleri (tam)', en: 'Survey, planning, consulting, inspection (full)' },
  '803': { percent: 100, tr: 'Makine, teçhizat, demirbaş ve taşıt bakım-onarımı (tam)', en: 'Repair and maintenance (full)' },
  '804': { percent: 100, tr: 'Yemek servis hizmeti (tam)', en: 'Catering services (full)' },
  '805': { percent: 100, tr: 'Organizasyon hizmeti (tam)', en: 'Event organisation (full)' },
  '806': { percent: 100, tr: 'İşgücü temin hizmetleri (tam)', en: 'Labour supply (full)' },
  '807': { percent: 100, tr: 'Özel güvenlik hizmeti (tam)', en: 'Private security (full)' },
  '808': { percent: 100, tr: 'Yapı denetim hizmetleri (tam)', en: 'Building inspection (full)' },
  '809': { percent: 100, tr: 'Fason tekstil ve konfeksiyon işleri (tam)', en: 'Contract textile and garment work (full)' },
  '810': { percent: 100, tr: 'Turistik mağazalara müşteri bulma / götürme (tam)', en: 'Customer referral to tourist shops (full)' },
  '811': { percent: 100, tr: 'Spor kulüplerinin yayın, reklam ve isim hakkı gelirleri (tam)', en: 'Sports clubs’ rights income (full)' },
  '812': { percent: 100, tr: 'Temizlik hizmeti (tam)', en: 'Cleaning services (full)' },
  '813': { percent: 100, tr: 'Çevre ve bahçe bakım hizmetleri (tam)', en: 'Landscaping and garden maintenance (full)' },
  '814': { percent: 100, tr: 'Servis taşımacılığı hizmeti (tam)', en: 'Shuttle transport (full)' },
  '815': { percent: 100, tr: 'Her türlü baskı ve basım hizmetleri (tam)', en: 'Printing services (full)' },
  '816': { percent: 100, tr: 'Hurda metalden elde edilen külçe teslimleri (tam)', en: 'Ingots from scrap metal (full)' },
  '817': { percent: 100, tr: 'Hurda dışı bakır, çinko, demir-çelik, alüminyum, kurşun külçe (tam)', en: 'Metal ingots not from scrap (full)' },
  '818': { percent: 100, tr: 'Bakır, çinko, alüminyum ve kurşun ürünleri teslimi (tam)', en: 'Copper, zinc, aluminium and lead products (full)' },
  '819': { percent: 100, tr: 'İstisnadan vazgeçenlerin hurda ve atık teslimi (tam)', en: 'Scrap and waste, exemption waived (full)' },
  '820': { percent: 100, tr: 'Hurda ve atıklardan elde edilen hammadde teslimi (tam)', en: 'Raw materials from scrap and waste (full)' },
  '821': { percent: 100, tr: 'Pamuk, tiftik, yün, yapağı, ham post ve deri teslimi (tam)', en: 'Cotton, wool, raw hides and skins (full)' },
  '822': { percent: 100, tr: 'Ağaç ve orman ürünleri teslimi (tam)', en: 'Wood and forest products (full)' },
  '823': { percent: 100, tr: 'Yük taşımacılığı hizmeti (tam)', en: 'Freight transport (full)' },
  '824': { percent: 100, tr: 'Ticari reklam hizmetleri (tam)', en: 'Commercial advertising (full)' },
  '825': { percent: 100, tr: 'Demir-çelik ürünlerinin teslimi (tam)', en: 'Iron and steel products (full)' },
};
export const WITHHOLDING_CODE_LIST = Object.keys(WITHHOLDING_CODES) as [string, ...string[]];

/** ÖTV (special consumption tax) tax type codes of GİB; the line's ÖTV is a percent of its net (ad valorem). */
export const EXCISE_CODES: Record<string, Labelled> = {
  '0071': { tr: 'ÖTV I sayılı liste (akaryakıt)', en: 'SCT list I (fuel)' },
  '9077': { tr: 'ÖTV II sayılı liste (taşıtlar)', en: 'SCT list II (vehicles)' },
  '0073': { tr: 'ÖTV III sayılı liste', en: 'SCT list III' },
  '0074': { tr: 'ÖTV IV sayılı liste (dayanıklı tüketim)', en: 'SCT list IV (durable goods)' },
  '0075': { tr: 'ÖTV III-A sayılı liste (alkollü içecekler)', en: 'SCT list III-A (alcoholic beverages)' },
  '0076': { tr: 'ÖTV III-B sayılı liste (tütün)', en: 'SCT list III-B (tobacco)' },
  '0077': { tr: 'ÖTV III-C sayılı liste (kolalı içecekler)', en: 'SCT list III-C (cola drinks)' },
};
export const EXCISE_CODE_LIST = Object.keys(EXCISE_CODES) as [string, ...string[]];
/** GİB tax type code of stopaj (income-tax withholding) and of KDV (VAT) and KDV tevkifatı. */
export const STOPAJ_TAX_CODE = '0003';
export const KDV_TAX_CODE = '0015';
export const KDV_WITHHOLDING_TAX_CODE = '9015';

/** UBL-TR profiles (ProfileID) and invoice types (InvoiceTypeCode). */
export const TR_PROFILES = ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA'] as const;
export type TrProfile = (typeof TR_PROFILES)[number];
export const TR_PROFILE_LABELS: Record<TrProfile, Labelled> = {
  TEMELFATURA: { tr: 'Temel fatura', en: 'Basic e-invoice' },
  TICARIFATURA: { tr: 'Ticari fatura', en: 'Commercial e-invoice (accept / reject)' },
  EARSIVFATURA: { tr: 'e-Arşiv fatura', en: 'e-Archive invoice' },
};
export const TR_INVOICE_TYPES = ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI'] as const;
export type TrInvoiceType = (typeof TR_INVOICE_TYPES)[number];
export const TR_INVOICE_TYPE_LABELS: Record<TrInvoiceType, Labelled> = {
  SATIS: { tr: 'Satış', en: 'Sale' },
  IADE: { tr: 'İade', en: 'Return' },
  TEVKIFAT: { tr: 'Tevkifat', en: 'VAT withholding' },
  ISTISNA: { tr: 'İstisna', en: 'Exempt' },
  IHRACKAYITLI: { tr: 'İhraç kayıtlı', en: 'Export-registered' },
};
/** GİB VAT exemption reason codes (KDV istisna): 3xx full and partial exemptions, 7xx export-registered sales. */
export const TR_EXEMPTION_CODES: Record<string, Labelled> = {
  '301': { tr: '11/1-a Mal ihracatı', en: '11/1-a Export of goods' },
  '302': { tr: '11/1-a Hizmet ihracatı', en: '11/1-a Export of services' },
  '303': { tr: '11/1-a Roaming hizmetleri', en: '11/1-a Roaming services' },
  '304': { tr: '13/a Deniz, hava ve demiryolu taşıma araçlarının teslimi', en: '13/a Supply of ships, aircraft and rail vehicles' },
  '305': { tr: '13/b Liman ve hava meydanlarında yapılan hizmetler', en: '13/b Port and airport services' },
  '306': { tr: '13/c Petrol aramaları ve boru hatları teslim ve hizmetleri', en: '13/c Oil exploration and pipelines' },
  '307': { tr: '13/c Maden arama, işletme ve zenginleştirme', en: '13/c Mining exploration and processing' },
  '308': { tr: '13/d Teşvikli yatırım mal teslimleri', en: '13/d Supplies for incentivised investments' },
  '309': { tr: '13/e Liman ve hava meydanı inşaası, yenilenmesi', en: '13/e Construction of ports and airports' },
  '310': { tr: '13/f Ulusal güvenlik amaçlı teslim ve hizmetler', en: '13/f National security supplies' },
  '311': { tr: '14/1 Uluslararası taşımacılık', en: '14/1 International transport' },
  '312': { tr: '15/a Diplomatik organ ve misyonlara teslimler', en: '15/a Supplies to diplomatic missions' },
  '313': { tr: '15/b Uluslararası kuruluşlara teslimler', en: '15/b Supplies to international organisations' },
  '315': { tr: '16/1-a Gümrüksüz satış mağazalarına teslimler', en: '16/1-a Supplies to duty-free shops' },
  '317': {
    tr: '17/2-a Genel ve özel bütçeli kamu idarelerine, kamu yararına derneklere teslimler',
    en: '17/2-a Supplies to public bodies and public-benefit associations',
  },
  '350': { tr: 'Diğer istisnalar', en: 'Other exemptions' },
  '351': { tr: 'KDV – İstisna olmayan diğer', en: 'VAT – other, not exempt' },
  '701': { tr: '11/1-c İhraç kayıtlı satış', en: '11/1-c Export-registered sale' },
  '702': { tr: 'DİİB ve geçici kabul rejimi kapsamındaki satışlar', en: 'Sales under inward processing and temporary admission' },
  '703': { tr: 'ÖTV Kanunu 8/2 ihraç kayıtlı satış', en: 'SCT Law 8/2 export-registered sale' },
};
export const TR_EXEMPTION_CODE_LIST = Object.keys(TR_EXEMPTION_CODES) as [string, ...string[]];

/** Attachments embedded in e-invoices (BG-24): the MIME types EN 16931 allows, sniffed from the bytes. */
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;
export type AttachmentMime = (typeof ATTACHMENT_MIME_TYPES)[number];
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENTS_PER_INVOICE = 5;

// isValidGtin checks a GTIN-8/12/13/14 with its GS1 check digit.
export function isValidGtin(value: string): boolean {
  return /^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value) && gs1CheckDigitOk(value);
}
// isValidBic checks the format of a BIC (ISO 9362: 8 or 11 characters).
export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** Brand colours a workspace starts with (company settings: primaryColor, secondaryColor, accentColor). */
export const DEFAULT_BRAND_COLORS = { primaryColor: '#1D4ED8', secondaryColor: '#0F172A', accentColor: '#F59E0B' } as const;
/** Largest decoded size of a company logo. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const INVOICE_TIME_ZONE = 'Europe/Istanbul';

/** Units of measure with their UN/ECE Recommendation 20 codes (EN 16931 BT-130). */
export const INVOICE_UNITS = {
  piece: { code: 'C62', tr: 'Adet', en: 'Piece' },
  hour: { code: 'HUR', tr: 'Saat', en: 'Hour' },
  day: { code: 'DAY', tr: 'Gün', en: 'Day' },
  week: { code: 'WEE', tr: 'Hafta', en: 'Week' },
  month: { code: 'MON', tr: 'Ay', en: 'Month' },
  year: { code: 'ANN', tr: 'Yıl', en: 'Year' },
  kg: { code: 'KGM', tr: 'Kg', en: 'Kg' },
  gram: { code: 'GRM', tr: 'Gram', en: 'Gram' },
  litre: { code: 'LTR', tr: 'Litre', en: 'Litre' },
  metre: { code: 'MTR', tr: 'Metre', en: 'Metre' },
  m2: { code: 'MTK', tr: 'm²', en: 'm²' },
  m3: { code: 'MTQ', tr: 'm³', en: 'm³' },
  package: { code: 'XPK', tr: 'Paket', en: 'Package' },
  set: { code: 'SET', tr: 'Takım', en: 'Set' },
  service: { code: 'E48', tr: 'Hizmet', en: 'Service' },
} as const;
export type InvoiceUnit = keyof typeof INVOICE_UNITS;
const UNIT_KEYS = Object.keys(INVOICE_UNITS) as [InvoiceUnit, ...InvoiceUnit[]];

// formatInvoiceNumber renders INV-{YYYY}-{###} (at least three digits; the prefix comes from company settings).
export function formatInvoiceNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}

// toMinor converts a major-unit amount with at most two decimals to integer minor units.
export const toMinor = (major: number) => Math.round(major * 100);
// toMajor converts minor units to a major-unit number (exact to two decimals).
export const toMajor = (minor: number) => Math.round(minor) / 100;

const IBAN_LENGTHS: Record<string, number> = {
  TR: 26,
  DE: 22,
  GB: 22,
  FR: 27,
  NL: 18,
  BE: 16,
  AT: 20,
  CH: 21,
  IT: 27,
  ES: 24,
  PT: 25,
  IE: 22,
  LU: 20,
  PL: 28,
  SE: 24,
  NO: 15,
  DK: 18,
  FI: 18,
  GR: 27,
  CY: 28,
  AZ: 28,
  AE: 23,
  SA: 24,
};

// normalizeIban removes spaces and upper-cases an IBAN.
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

// isValidIban checks the format, the country's length (when known) and the ISO 13616 mod-97 checksum.
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length && iban.length !== length) return false;
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

// isValidVkn checks a Turkish tax identification number (vergi kimlik numarası: 10 digits, checksum on the last).
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const tmp = (Number(value[i]) + 9 - i) % 10;
    let v = (tmp * 2 ** (9 - i)) % 9;
    if (tmp !== 0 && v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

// isValidTckn checks a Turkish national identity number (T.C. kimlik no: 11 digits, two check digits, no leading zero).
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

// isValidTurkishTaxNumber accepts a VKN (companies) or a TCKN (sole traders and individuals).
export const isValidTurkishTaxNumber = (value: string) => isValidVkn(value) || isValidTckn(value);

const decimals = (n: number, places: number) => Math.abs(n * 10 ** places - Math.round(n * 10 ** places)) < 1e-6;
const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');
const requiredText = (max: number) => text(max).min(1, 'v.required');
/** Optional text; an empty string means "not set" (forms send every field). */
const optionalText = (max: number) => text(max).nullable().optional();
const optionalEmail = text(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'v.email')
  .nullable()
  .optional();
const optionalUrl = text(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'v.url')
  .nullable()
  .optional();
export const isoDateField = z.iso.date('v.date');
const money = z
  .number('v.money')
  .finite('v.money')
  .min(0, 'v.money')
  .max(100_000_000_000, 'v.money')
  .refine((v) => decimals(v, 2), 'v.money');
const positiveMoney = money.refine((v) => v > 0, 'v.money');
/** A unit price (BT-146): up to four decimals (fuel, energy, per-unit SaaS); the line net is rounded to two (BT-131). */
export const UNIT_PRICE_DECIMALS = 4;
const unitPrice = z
  .number('v.unitPrice')
  .finite('v.unitPrice')
  .min(0, 'v.unitPrice')
  .max(100_000_000_000, 'v.unitPrice')
  .refine((v) => decimals(v, UNIT_PRICE_DECIMALS), 'v.unitPrice');
// toPriceUnits converts a unit price with at most four decimals to integer ten-thousandths (1.2345 → 12345).
export const toPriceUnits = (major: number) => Math.round(major * 10 ** UNIT_PRICE_DECIMALS);
/** TRY per unit of the invoice currency, typed by the user (the Central Bank rate of the day), up to 6 decimals. */
const exchangeRateField = z
  .number('v.exchangeRate')
  .finite('v.exchangeRate')
  .positive('v.exchangeRate')
  .max(1_000_000, 'v.exchangeRate')
  .refine((v) => decimals(v, 6), 'v.exchangeRate');
const exemptionCode = z
  .string()
  .trim()
  .regex(/^VATEX-[A-Z0-9-]{1,40}$/i, 'v.invalid');
const quantity = z
  .number('v.quantity')
  .finite('v.quantity')
  .positive('v.quantity')
  .max(1_000_000_000, 'v.quantity')
  .refine((v) => decimals(v, 3), 'v.quantity');
/** An invoice line's quantity: negative for a returned item or deposit (the invoice total stays ≥ 0), never 0. */
const lineQuantity = z
  .number('v.quantity')
  .finite('v.quantity')
  .min(-1_000_000_000, 'v.quantity')
  .max(1_000_000_000, 'v.quantity')
  .refine((v) => v !== 0 && decimals(v, 3), 'v.quantity');
const percent = z
  .number('v.percent')
  .finite('v.percent')
  .min(0, 'v.percent')
  .max(100, 'v.percent')
  .refine((v) => decimals(v, 2), 'v.percent');
const countryCode = z
  .string('v.countryCode')
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'v.countryCode')
  .transform((v) => v.toUpperCase());
const currency = z.enum(INVOICE_CURRENCIES, 'v.invalid');
const discountValue = z
  .number('v.money')
  .finite('v.money')
  .min(0, 'v.money')
  .max(100_000_000_000, 'v.money')
  .refine((v) => decimals(v, 2), 'v.money');

/** An ÖTV rate: ad valorem, up to 500 % (vehicles go above 100 %). */
const excisePercentField = z
  .number('v.percent')
  .finite('v.percent')
  .min(0, 'v.percent')
  .max(500, 'v.percent')
  .refine((v) => decimals(v, 2), 'v.percent');
const code = (max: number) =>
  z
    .string('v.invalid')
    .trim()
    .min(1, 'v.required')
    .max(max, 'v.tooLong')
    .refine((v) => /^[\x21-\x7E]+$/.test(v), 'v.invalid');

type LineIds = {
  standardItemId?: string | null;
  standardItemScheme?: string | null;
  withholdingCode?: string | null;
  withholdingPercent?: number | null;
  exciseCode?: string | null;
  excisePercent?: number | null;
  quantity: number;
  discount?: number;
};
const lineRule = (l: LineIds, ctx: z.RefinementCtx) => {
  const scheme = l.standardItemScheme || GTIN_SCHEME;
  if (l.standardItemId && scheme === GTIN_SCHEME && !isValidGtin(l.standardItemId))
    ctx.addIssue({ code: 'custom', message: 'v.gtin', path: ['standardItemId'] });
  if (l.standardItemScheme && !l.standardItemId) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['standardItemId'] });
  if (l.withholdingPercent != null && !l.withholdingCode) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['withholdingCode'] });
  if (l.withholdingCode && l.withholdingPercent != null && WITHHOLDING_CODES[l.withholdingCode]?.percent !== l.withholdingPercent)
    ctx.addIssue({ code: 'custom', message: 'v.withholdingPercent', path: ['withholdingPercent'] });
  if (l.exciseCode && l.excisePercent == null) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['excisePercent'] });
  if (l.excisePercent != null && !l.exciseCode) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['exciseCode'] });
  if (l.quantity < 0 && (l.discount ?? 0) > 0) ctx.addIssue({ code: 'custom', message: 'v.negativeLineDiscount', path: ['discount'] });
};

export const invoiceLineInputSchema = z
  .strictObject({
    description: requiredText(1000),
    /** Negative for a returned item or deposit (invoices only; the total stays ≥ 0; no discount on such a line). */
    quantity: lineQuantity,
    unit: z.enum(UNIT_KEYS, 'v.invalid').default('piece'),
    unitPrice,
    discountType: z.enum(DISCOUNT_TYPES, 'v.invalid').default('percent'),
    /** A percentage (0–100) or an amount in major units, per discountType. */
    discount: discountValue.default(0),
    taxRate: percent,
    /** S when the rate is above 0, else Z (E when the invoice states an exemption); E/AE/K/G/O need an exemption reason. */
    taxCategory: z.enum(TAX_CATEGORIES, 'v.invalid').optional(),
    /** The seller's item identifier (BT-155). */
    sellerItemId: code(100).nullable().optional(),
    /** A standard item identifier (BT-157), a GTIN unless standardItemScheme says otherwise (check digit verified). */
    standardItemId: code(50).nullable().optional(),
    /** ISO 6523 scheme of standardItemId (BT-157-1); 0160 (GTIN) when empty. */
    standardItemScheme: z
      .string('v.invalid')
      .trim()
      .regex(/^\d{4}$/, 'v.invalid')
      .nullable()
      .optional(),
    /** Item classifications (BT-158) with their UNTDID 7143 list id (HS for the customs tariff, STI, CG, GN, ZZZ). */
    classifications: z
      .array(z.strictObject({ code: code(50), listId: z.enum(ITEM_CLASSIFICATION_LIST_IDS, 'v.invalid') }))
      .max(10, 'v.tooLong')
      .optional(),
    /** GİB KDV tevkifatı code (601–627, 801–825): part of this line's VAT is withheld by the buyer. */
    withholdingCode: z.enum(WITHHOLDING_CODE_LIST, 'v.withholdingCode').nullable().optional(),
    /** The withheld share of the VAT in percent; the code's (GİB checks code and share together) when empty. */
    withholdingPercent: percent.nullable().optional(),
    /** GİB ÖTV tax type code (0071, 9077, 0073…0077) and its rate on the line net; ÖTV is part of the VAT base. */
    exciseCode: z.enum(EXCISE_CODE_LIST, 'v.invalid').nullable().optional(),
    excisePercent: excisePercentField.nullable().optional(),
  })
  .refine((l) => l.discountType !== 'percent' || l.discount <= 100, { message: 'v.percent', path: ['discount'] })
  .superRefine(lineRule);
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

/** A document-level charge (BG-21): a reason text or an UNTDID 7161 code (BR-38), an amount, a VAT rate and category. */
export const chargeInputSchema = z
  .strictObject({
    reason: optionalText(200),
    reasonCode: z.enum(CHARGE_REASON_CODE_LIST, 'v.invalid').nullable().optional(),
    amount: positiveMoney,
    taxRate: percent,
    /** As for lines: S when the rate is above 0, else Z (E when the invoice states an exemption). */
    taxCategory: z.enum(TAX_CATEGORIES, 'v.invalid').optional(),
  })
  .refine((c) => !!c.reason?.trim() || !!c.reasonCode, { message: 'v.chargeReason', path: ['reason'] });

/** Payment means (BG-16) beyond the default credit transfer: card (48), direct debit (49/59), credit transfer with BIC (30/58). */
export const paymentMeansInputSchema = z
  .strictObject({
    code: z.enum(PAYMENT_MEANS_CODES, 'v.invalid'),
    /** The payee bank's BIC (BT-86) for 30/58. */
    bic: optionalText(11),
    /** Card: the last four digits of the card number (BT-87; never the full number) and the holder (BT-88). */
    cardLast4: optionalText(4),
    cardHolder: optionalText(200),
    /** Direct debit: mandate reference (BT-89, required), the seller's SEPA creditor id (BT-90), the debited IBAN (BT-91). */
    mandateId: optionalText(100),
    creditorId: optionalText(35),
    debitedAccount: optionalText(42),
  })
  .superRefine((m, ctx) => {
    if (m.bic && !isValidBic(m.bic)) ctx.addIssue({ code: 'custom', message: 'v.bic', path: ['bic'] });
    if (m.code === '48' && !/^\d{4}$/.test(m.cardLast4 ?? '')) ctx.addIssue({ code: 'custom', message: 'v.cardLast4', path: ['cardLast4'] });
    if ((m.code === '49' || m.code === '59') && !m.mandateId?.trim()) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['mandateId'] });
    if (m.debitedAccount && !isValidIban(m.debitedAccount)) ctx.addIssue({ code: 'custom', message: 'v.iban', path: ['debitedAccount'] });
  });

const invoiceFields = {
  customerId: z.uuid('v.invalid'),
  currency: currency.optional(),
  /** Defaults to today (Europe/Istanbul). */
  issueDate: isoDateField.optional(),
  /** Defaults to the issue date plus the workspace's payment term (30 days). */
  dueDate: isoDateField.optional(),
  /** The buyer's purchase order number (EN 16931 BT-13; BT-10 too when no buyer reference is given). */
  reference: optionalText(200),
  /** The buyer reference (BT-10), e.g. a German Leitweg-ID; empty = the order reference, else the invoice number. */
  buyerReference: optionalText(200),
  /** TRY per unit of a foreign invoice currency (BT-111); empty = the day's rate when the invoice is issued. */
  exchangeRate: exchangeRateField.nullable().optional(),
  /** Actual delivery date (BT-72); an intra-community supply (K) uses the issue date when empty. */
  deliveryDate: isoDateField.nullable().optional(),
  notes: optionalText(5000),
  terms: optionalText(5000),
  design: z.enum(INVOICE_DESIGNS, 'v.invalid').optional(),
  /** Invoice-level discount (a document allowance split over the VAT rates). */
  discountType: z.enum(DISCOUNT_TYPES, 'v.invalid').optional(),
  discount: discountValue.optional(),
  taxExemptionReason: optionalText(500),
  taxExemptionReasonCode: exemptionCode.nullable().optional(),
  /** Exemption reason and code per VAT category (BT-120/BT-121), for invoices that mix exempt categories. */
  taxExemptions: z
    .array(z.strictObject({ category: z.enum(TAX_CATEGORIES, 'v.invalid'), reason: optionalText(500), code: exemptionCode.nullable().optional() }))
    .max(TAX_CATEGORIES.length, 'v.tooLong')
    .refine((r) => new Set(r.map((e) => e.category)).size === r.length, 'v.duplicate')
    .optional(),
  lines: z.array(invoiceLineInputSchema).min(1, 'v.linesRequired').max(500, 'v.tooLong'),
  /** UNTDID 1001: 380 invoice (default), 384 corrected invoice, 386 prepayment invoice, 389 self-billed invoice. */
  typeCode: z.enum(INVOICE_TYPE_CODES, 'v.invalid').optional(),
  /** The issued invoice a corrected invoice (384) corrects (BG-3); required for 384. */
  precedingInvoiceId: z.uuid('v.invalid').nullable().optional(),
  /** Invoicing period (BT-73 start, BT-74 end). */
  invoicingPeriodStart: isoDateField.nullable().optional(),
  invoicingPeriodEnd: isoDateField.nullable().optional(),
  /** Contract reference (BT-12) and project reference (BT-11). */
  contractReference: optionalText(200),
  projectReference: optionalText(200),
  /** Document-level charges (BG-21), e.g. freight; each has a VAT rate (in the workspace's list) and category. */
  charges: z.array(chargeInputSchema).max(20, 'v.tooLong').optional(),
  /** How the buyer pays (BG-16); empty = credit transfer (30) to the company's IBAN when it has one. */
  paymentMeans: paymentMeansInputSchema.nullable().optional(),
  /** Stopaj (income-tax withholding, GİB 0003) in percent of the tax-exclusive amount, deducted from the amount due. */
  stopajPercent: percent.nullable().optional(),
  /** UBL-TR profile and invoice type; empty = derived from the parties and lines. */
  trProfile: z.enum(TR_PROFILES, 'v.invalid').nullable().optional(),
  trInvoiceType: z.enum(TR_INVOICE_TYPES, 'v.invalid').nullable().optional(),
  /** GİB exemption reason code (301…351, 701…703) and text, for ISTISNA / IHRACKAYITLI and 0 % lines. */
  trExemptionCode: z.enum(TR_EXEMPTION_CODE_LIST, 'v.invalid').nullable().optional(),
  trExemptionReason: optionalText(500),
};
type HeaderRules = {
  discountType?: DiscountType;
  discount?: number;
  typeCode?: InvoiceTypeCode;
  precedingInvoiceId?: string | null;
  invoicingPeriodStart?: string | null;
  invoicingPeriodEnd?: string | null;
};
const headerRule = (v: HeaderRules, ctx: z.RefinementCtx) => {
  if (v.discountType === 'percent' && (v.discount ?? 0) > 100) ctx.addIssue({ code: 'custom', message: 'v.percent', path: ['discount'] });
  if (v.typeCode === '384' && !v.precedingInvoiceId) ctx.addIssue({ code: 'custom', message: 'v.precedingInvoice', path: ['precedingInvoiceId'] });
  if (v.precedingInvoiceId && v.typeCode && v.typeCode !== '384') ctx.addIssue({ code: 'custom', message: 'v.precedingInvoice', path: ['precedingInvoiceId'] });
  // BR-29: the end of the invoicing period is not before its start
  if (v.invoicingPeriodStart && v.invoicingPeriodEnd && v.invoicingPeriodEnd < v.invoicingPeriodStart)
    ctx.addIssue({ code: 'custom', message: 'v.periodEnd', path: ['invoicingPeriodEnd'] });
};
export const invoiceInputSchema = z.strictObject(invoiceFields).superRefine(headerRule);
export const invoiceUpdateSchema = z.strictObject(invoiceFields).partial().superRefine(headerRule);
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;
export type ChargeInput = z.infer<typeof chargeInputSchema>;
export type PaymentMeansInput = z.infer<typeof paymentMeansInputSchema>;
/** Totals preview of a draft without saving it (lines, invoice discount, charges and stopaj). */
export const totalsPreviewSchema = z.strictObject({
  lines: invoiceFields.lines,
  discountType: invoiceFields.discountType,
  discount: invoiceFields.discount,
  charges: invoiceFields.charges,
  stopajPercent: invoiceFields.stopajPercent,
});

/** An attachment upload: the file name, an optional description (BT-123) and the bytes in base64 (≤ 2 MB decoded). */
export const attachmentInputSchema = z.strictObject({
  filename: z
    .string('v.required')
    .trim()
    .min(1, 'v.required')
    .max(200, 'v.tooLong')
    .refine((v) => ![...v].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), 'v.invalid'),
  description: optionalText(500),
  content: z
    .string('v.required')
    .min(1, 'v.required')
    .max(Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 8, 'v.attachmentSize')
    .refine((v) => /^[A-Za-z0-9+/]*={0,2}$/.test(v), 'v.base64'),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, 'v.invalid').optional(),
  kind: z.enum(INVOICE_KINDS, 'v.invalid').optional(),
  customerId: z.uuid('v.invalid').optional(),
  /** Matches the number, the customer's name or the reference. */
  search: z.string().trim().max(200, 'v.tooLong').optional(),
  /** Issue date range, inclusive. */
  from: isoDateField.optional(),
  to: isoDateField.optional(),
  sort: z.enum(['created_at', 'issue_date', 'due_date', 'total', 'number'], 'v.invalid').default('created_at'),
  order: z.enum(['asc', 'desc'], 'v.invalid').default('desc'),
  page: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100_000, 'v.invalid').default(1),
  limit: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100, 'v.invalid').default(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const paymentInputSchema = z.strictObject({
  amount: positiveMoney,
  method: z.enum(PAYMENT_METHODS, 'v.invalid'),
  /** Defaults to today. */
  paidAt: isoDateField.optional(),
  reference: optionalText(200),
  note: optionalText(1000),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const creditNoteInputSchema = z.strictObject({
  /** Lines of the original to credit, each with a quantity up to what is not yet credited; omitted = everything left. */
  lines: z
    .array(z.strictObject({ lineId: z.uuid('v.invalid'), quantity: quantity.optional() }))
    .min(1, 'v.linesRequired')
    .max(500, 'v.tooLong')
    .optional(),
  reason: optionalText(1000),
});
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>;

export const sendInvoiceSchema = z.strictObject({
  /** Defaults to the customer's email. */
  to: optionalEmail,
  message: optionalText(5000),
});

export const recurringInputSchema = z
  .strictObject({
    frequency: z.enum(RECURRENCE_FREQUENCIES, 'v.invalid'),
    /** First generation date (today or later). */
    startDate: isoDateField,
    endDate: isoDateField.nullable().optional(),
    /** Finalise and email each generated invoice; otherwise it waits as a draft. */
    autoSend: z.boolean('v.invalid').default(false),
  })
  .refine((r) => !r.endDate || r.endDate >= r.startDate, { message: 'v.date', path: ['endDate'] });
export type RecurringInput = z.infer<typeof recurringInputSchema>;

type PartyIds = { taxNumber?: string | null; countryCode?: string; country?: string; endpointScheme?: string | null; endpointId?: string | null };
const taxNumberRule = (v: PartyIds, ctx: z.RefinementCtx) => {
  const country = v.countryCode ?? v.country ?? 'TR';
  if (v.taxNumber && country === 'TR' && !isValidTurkishTaxNumber(v.taxNumber)) ctx.addIssue({ code: 'custom', message: 'v.taxNumber', path: ['taxNumber'] });
  // an electronic address is a scheme and an id together; the id must fit the scheme
  const scheme = v.endpointScheme || '';
  const id = v.endpointId || '';
  if (scheme && !id) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['endpointId'] });
  if (id && !scheme) ctx.addIssue({ code: 'custom', message: 'v.required', path: ['endpointScheme'] });
  if (scheme && id && !isValidEndpointId(scheme, id)) ctx.addIssue({ code: 'custom', message: 'v.endpointId', path: ['endpointId'] });
};
/** Peppol electronic address scheme (EAS code) and id of a party (BT-34 / BT-49); both or neither. */
const endpointFields = {
  endpointScheme: z
    .union([z.literal(''), z.enum(EAS_CODES, 'v.endpointScheme')])
    .nullable()
    .optional(),
  endpointId: optionalText(50),
};

const customerFields = {
  name: requiredText(200),
  email: optionalEmail,
  phone: optionalText(40),
  /** Turkish customers: a 10-digit VKN or an 11-digit TCKN, checksum verified. */
  taxNumber: optionalText(40),
  taxOffice: optionalText(100),
  address: optionalText(500),
  city: optionalText(100),
  postalCode: optionalText(20),
  /** ISO 3166-1 alpha-2; defaults to TR. */
  countryCode: countryCode.optional(),
  contactPerson: optionalText(200),
  language: z.enum(['tr', 'en'], 'v.language').optional(),
  /** Link to a CRM company (set by the CRM once it links customers). */
  crmCompanyId: z.uuid('v.invalid').nullable().optional(),
  ...endpointFields,
};
export const customerInputSchema = z.strictObject(customerFields).superRefine(taxNumberRule);
export const customerUpdateSchema = z.strictObject(customerFields).partial().superRefine(taxNumberRule);
export type CustomerInput = z.infer<typeof customerInputSchema>;
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export const customerListQuerySchema = z.object({
  search: z.string().trim().max(200, 'v.tooLong').optional(),
  page: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100_000, 'v.invalid').default(1),
  limit: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100, 'v.invalid').default(50),
});

export const invoiceSettingsSchema = z
  .strictObject({
    taxRates: z
      .array(percent)
      .min(1, 'v.required')
      .max(20, 'v.tooLong')
      .refine((r) => new Set(r).size === r.length, 'v.duplicate'),
    defaultTaxRate: percent,
    paymentTermDays: z.number('v.invalid').int('v.invalid').min(0, 'v.invalid').max(365, 'v.invalid'),
    /** Days relative to the due date (negative = before); at most 10. */
    reminderSchedule: z
      .array(z.number('v.invalid').int('v.invalid').min(-60, 'v.invalid').max(365, 'v.invalid'))
      .max(10, 'v.tooLong')
      .refine((r) => new Set(r).size === r.length, 'v.duplicate'),
    remindersEnabled: z.boolean('v.invalid'),
    defaultCurrency: currency,
    defaultDesign: z.enum(INVOICE_DESIGNS, 'v.invalid'),
    defaultNotes: optionalText(5000),
    defaultTerms: optionalText(5000),
  })
  .partial();
export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsSchema>;

const hexColor = z
  .string('v.color')
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'v.color')
  .nullable()
  .optional();
/** A logo uploaded as a data URL: PNG or JPEG (what the PDF can draw), at most 512 KB. */
const logoField = z
  .string('v.logo')
  .trim()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100, 'v.logo')
  .refine((v) => v === '' || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(v), 'v.logo')
  .nullable()
  .optional();

/** Every field of the company settings page (seed 001 §3), all optional; '' clears a field. */
export const companySettingsSchema = z
  .strictObject({
    companyName: optionalText(200),
    legalName: optionalText(300),
    /** VKN (10 digits) or TCKN (11 digits) when the country is TR; a VAT number elsewhere. */
    taxNumber: optionalText(40),
    /** Vergi dairesi (ours: Turkish invoices print it). */
    taxOffice: optionalText(100),
    tradeRegisterNumber: optionalText(50),
    /** MERSIS: 16 digits. */
    mersisNumber: text(16)
      .refine((v) => v === '' || /^\d{16}$/.test(v), 'v.mersis')
      .nullable()
      .optional(),
    email: optionalEmail,
    phone: optionalText(40),
    fax: optionalText(40),
    website: optionalUrl,
    address: optionalText(500),
    district: optionalText(100),
    city: optionalText(100),
    postalCode: optionalText(20),
    /** ISO 3166-1 alpha-2 (TR by default). */
    country: countryCode.optional(),
    logoUrl: logoField,
    primaryColor: hexColor,
    secondaryColor: hexColor,
    accentColor: hexColor,
    linkedinUrl: optionalUrl,
    twitterUrl: optionalUrl,
    facebookUrl: optionalUrl,
    instagramUrl: optionalUrl,
    foundedYear: z.number('v.year').int('v.year').min(1800, 'v.year').max(2100, 'v.year').nullable().optional(),
    ceoName: optionalText(200),
    authorizedPerson: optionalText(200),
    bankName: optionalText(200),
    bankBranch: optionalText(200),
    iban: text(42)
      .refine((v) => v === '' || isValidIban(v), 'v.iban')
      .nullable()
      .optional(),
    /** Invoice number prefix: 1–10 capital letters or digits (INV by default). */
    invoicePrefix: text(10)
      .refine((v) => v === '' || /^[A-Z0-9]{1,10}$/.test(v), 'v.invoicePrefix')
      .nullable()
      .optional(),
    invoiceFooter: optionalText(1000),
    paymentTerms: optionalText(1000),
    tagline: optionalText(300),
    description: optionalText(5000),
    mission: optionalText(5000),
    vision: optionalText(5000),
    ...endpointFields,
  })
  .superRefine(taxNumberRule);
export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;
/** The text fields of the company settings (every field but the country, the founding year and the logo's upload). */
export const COMPANY_TEXT_FIELDS = [
  'companyName',
  'legalName',
  'taxNumber',
  'taxOffice',
  'tradeRegisterNumber',
  'mersisNumber',
  'email',
  'phone',
  'fax',
  'website',
  'address',
  'district',
  'city',
  'postalCode',
  'logoUrl',
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'linkedinUrl',
  'twitterUrl',
  'facebookUrl',
  'instagramUrl',
  'ceoName',
  'authorizedPerson',
  'bankName',
  'bankBranch',
  'iban',
  'invoicePrefix',
  'invoiceFooter',
  'paymentTerms',
  'tagline',
  'description',
  'mission',
  'vision',
  'endpointScheme',
  'endpointId',
] as const satisfies readonly (keyof CompanySettingsInput)[];
