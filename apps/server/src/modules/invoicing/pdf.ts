// Invoice PDF in four designs (standard, corporate, minimal, colorful) with the company's logo and colours. DejaVu Sans
// is embedded (subset), so Turkish letters and the lira sign print and extract correctly; the parsed fonts are kept
// in memory and shared by every document. With facturX, the PDF is PDF/A-3b with the CII XML attached (Factur-X EN 16931).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type PDFDocumentClass from 'pdfkit';
import { formatMinor, formatUnitPrice, type InvoiceDesign } from '@ulak/shared';
import { unitPriceE4Of, type InvoiceDocument } from './document.js';
import { countryName, formatDate, formatQuantity, formatRate, LABELS, unitLabel, type Labels } from './labels.js';

type Theme = {
  band: string | null;
  bandText: string;
  title: string;
  tableHead: string | null;
  tableHeadText: string;
  zebra: string | null;
  rule: string;
  totalBox: string | null;
  totalText: string;
  stripe: string | null;
};
type Pdf = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 36;
const TEXT = '#1F2937';
const MUTED = '#6B7280';

type Libs = { PDFDocument: typeof PDFDocumentClass; fontkit: typeof fontkit };
let libs: Promise<Libs> | undefined;
// loadLibs loads pdfkit and fontkit the first time a PDF is drawn: together they hold ~8 MB that a process which
// never renders an invoice (a sending worker) need not carry.
const loadLibs = () => (libs ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fk]) => ({ PDFDocument: pdfkit.default, fontkit: fk })));

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

// memoizeGlyphDecoding keeps each TrueType glyph's decoded outline after its first decoding. The subset embedded in
// every PDF decodes each glyph it takes only to see whether it is composite (~15 % of a render), and fontkit keeps the
// glyph objects of a font for its lifetime but decodes them again each time. Our fonts live for the process and have no
// variations (whose processing rewrites decoded points), so the decoded data never changes.
function memoizeGlyphDecoding(font: fontkit.Font) {
  const proto = Object.getPrototypeOf(font.getGlyph(0)) as { _decode?: (this: object) => unknown; __memoized?: boolean };
  const decode = proto._decode;
  if (typeof decode !== 'function' || proto.__memoized) return;
  const decoded = new WeakMap<object, unknown>();
  proto._decode = function (this: object & { _font?: { _variationProcessor?: unknown } }) {
    if (this._font?._variationProcessor) return decode.call(this);
    if (!decoded.has(this)) decoded.set(this, decode.call(this));
    return decoded.get(this);
  };
  proto.__memoized = true;
}
// bindCodePoints creates the glyph object of every character the font maps, in code point order, before anything
// else asks for a glyph. fontkit keeps one glyph object per glyph id for the font's lifetime, with the code points of
// its first request, and pdfkit writes a document's ToUnicode map from those. A subset asks for the components of a
// composite glyph (O and ¨ of Ö, s and ¸ of ş) without code points; had that come first, every later document that
// printed O or s would map it to nothing and its text layer would lose the letter. Bound up front, each glyph's code
// points are a property of the font, the same for every document whatever was rendered before.
function bindCodePoints(font: fontkit.Font) {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
}
// loadFonts parses DejaVu Sans once per process.
function loadFonts({ fontkit }: Libs) {
  if (fonts) return fonts;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const open = (file: string) => {
    const font = fontkit.create(fs.readFileSync(path.join(dir, file))) as fontkit.Font;
    bindCodePoints(font);
    return font;
  };
  fonts = { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  memoizeGlyphDecoding(fonts.regular);
  return fonts;
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
// mix blends a colour toward white (amount 0..1 of white).
const tint = (c: string, amount: number) =>
  `#${hex(c)
    .map((v) =>
      Math.round(v + (255 - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
// textOn picks white or dark text for a background by its luminance.
const textOn = (c: string) => {
  const [r, g, b] = hex(c).map((v) => v / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#111827' : '#FFFFFF';
};

// themeOf maps a design and the brand colours to the colours the layout uses.
export function themeOf(design: InvoiceDesign, brand: InvoiceDocument['brand']): Theme {
  switch (design) {
    case 'corporate':
      return {
        band: brand.secondary,
        bandText: textOn(brand.secondary),
        title: textOn(brand.secondary),
        tableHead: brand.secondary,
        tableHeadText: textOn(brand.secondary),
        zebra: null,
        rule: '#CBD5E1',
        totalBox: brand.secondary,
        totalText: textOn(brand.secondary),
        stripe: brand.primary,
      };
    case 'minimal':
      return {
        band: null,
        bandText: TEXT,
        title: '#111827',
        tableHead: null,
        tableHeadText: '#111827',
        zebra: null,
        rule: '#E5E7EB',
        totalBox: null,
        totalText: '#111827',
        stripe: null,
      };
    case 'colorful':
      return {
        band: brand.primary,
        bandText: textOn(brand.primary),
        title: textOn(brand.primary),
        tableHead: brand.accent,
        tableHeadText: textOn(brand.accent),
        zebra: tint(brand.primary, 0.92),
        rule: tint(brand.primary, 0.6),
        totalBox: brand.accent,
        totalText: textOn(brand.accent),
        stripe: brand.accent,
      };
    default:
      return {
        band: null,
        bandText: TEXT,
        title: brand.primary,
        tableHead: brand.primary,
        tableHeadText: textOn(brand.primary),
        zebra: '#F5F7FA',
        rule: '#D0D5DD',
        totalBox: tint(brand.primary, 0.9),
        totalText: '#111827',
        stripe: brand.primary,
      };
  }
}

const COLS = [
  { key: 'no', width: 20, align: 'left' },
  { key: 'description', width: 175, align: 'left' },
  { key: 'quantity', width: 45, align: 'right' },
  { key: 'unit', width: 42, align: 'left' },
  { key: 'unitPrice', width: 72, align: 'right' },
  { key: 'discount', width: 50, align: 'right' },
  { key: 'vat', width: 36, align: 'right' },
  { key: 'amount', width: 75, align: 'right' },
] as const;

function partyLines(p: InvoiceDocument['seller'], L: Labels, lang: InvoiceDocument['language']): string[] {
  const place = [p.district, [p.postalCode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    ...(p.address ? p.address.split(/\r?\n/) : []),
    place,
    p.countryCode !== 'TR' || lang === 'en' ? countryName(p.countryCode, lang) : '',
    [p.taxOffice && `${L.taxOffice}: ${p.taxOffice}`, p.taxNumber && `${L.taxNumber}: ${p.taxNumber}`].filter(Boolean).join('  '),
    p.mersisNumber ? `${L.mersis}: ${p.mersisNumber}` : '',
    p.email ? `${L.email}: ${p.email}` : '',
    p.phone ? `${L.phone}: ${p.phone}` : '',
    p.contactPerson && p.contactPerson !== p.name ? `${L.attention}: ${p.contactPerson}` : '',
  ].filter((s) => s.trim());
}

function header(pdf: Pdf, doc: InvoiceDocument, theme: Theme, L: Labels): number {
  const m = PAGE.margin;
  if (theme.band) pdf.rect(0, 0, PAGE.width, 118).fill(theme.band);
  if (theme.stripe) pdf.rect(0, theme.band ? 118 : 0, PAGE.width, theme.band ? 5 : 4).fill(theme.stripe);
  let left = m;
  if (doc.brand.logo) {
    try {
      pdf.image(doc.brand.logo.data, m, left, { fit: [150, 48] });
      left += 54;
    } catch {
      // an unreadable image is skipped rather than failing the whole invoice
    }
  }
  pdf
    .fillColor(theme.band ? theme.bandText : TEXT)
    .font('bold')
    .fontSize(13)
    .text(doc.seller.name, m, left, { width: 270 });
  left = pdf.y;
  if (doc.brand.tagline)
    left = pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor(theme.band ? theme.bandText : MUTED)
      .text(doc.brand.tagline, m, left + 1, { width: 270 }).y;
  const credit = doc.kind === 'credit_note';
  pdf
    .fillColor(theme.title)
    .font('bold')
    .fontSize(22)
    .text(credit ? L.creditNote : L.invoice, 320, m - 2, { width: 235, align: 'right' });
  const meta: [string, string][] = [
    [credit ? L.creditNumber : L.number, doc.number ?? L.draft],
    [L.issueDate, formatDate(doc.issueDate)],
    ...(credit ? [] : ([[L.dueDate, formatDate(doc.dueDate)]] as [string, string][])),
  ];
  let right = pdf.y + 6;
  for (const [k, v] of meta) {
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(theme.band ? theme.bandText : MUTED)
      .text(k, 345, right, { width: 95, lineBreak: false });
    pdf
      .font('bold')
      .fillColor(theme.band ? theme.bandText : TEXT)
      .text(v, 440, right, { width: 115, align: 'right', lineBreak: false });
    right += 14;
  }
  return Math.max(left, right, theme.band ? 130 : 0) + 16;
}

function parties(pdf: Pdf, doc: InvoiceDocument, theme: Theme, L: Labels, y: number): number {
  const w = (CONTENT_WIDTH - 20) / 2;
  let bottom = y;
  for (const [i, title, p] of [
    [0, L.seller, doc.seller],
    [1, L.buyer, doc.buyer],
  ] as const) {
    const x = PAGE.margin + i * (w + 20);
    pdf
      .font('bold')
      .fontSize(8)
      .fillColor(theme.stripe ?? MUTED)
      .text(title.toUpperCase(), x, y, { width: w, characterSpacing: 0.5 });
    pdf
      .font('bold')
      .fontSize(10.5)
      .fillColor(TEXT)
      .text(p.legalName ?? p.name, x, pdf.y + 2, { width: w });
    pdf.font('regular').fontSize(8.5).fillColor(TEXT);
    for (const line of partyLines(p, L, doc.language)) pdf.text(line, x, pdf.y + 1, { width: w });
    bottom = Math.max(bottom, pdf.y);
  }
  const extra = [
    doc.currency !== 'TRY'
      ? `${L.currency}: ${doc.currency}   ${L.rate}: 1 ${doc.currency} = ${formatMinor(Math.round(doc.exchangeRate * 100), 'TRY', doc.language)}`
      : '',
    doc.reference ? `${L.reference}: ${doc.reference}` : '',
    doc.original?.number ? `${L.original}: ${doc.original.number} (${formatDate(doc.original.issueDate)})` : '',
  ].filter(Boolean);
  if (extra.length)
    bottom = pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(extra.join('     '), PAGE.margin, bottom + 10, { width: CONTENT_WIDTH }).y;
  return bottom + 14;
}

function tableHeader(pdf: Pdf, theme: Theme, L: Labels, y: number): number {
  const titles: Record<(typeof COLS)[number]['key'], string> = {
    no: '#',
    description: L.description,
    quantity: L.quantity,
    unit: L.unit,
    unitPrice: L.unitPrice,
    discount: L.discount,
    vat: L.vat,
    amount: L.amount,
  };
  if (theme.tableHead) pdf.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(theme.tableHead);
  let x = PAGE.margin;
  pdf.font('bold').fontSize(8).fillColor(theme.tableHeadText);
  for (const c of COLS) {
    pdf.text(titles[c.key], x + 4, y + 5, { width: c.width - 8, align: c.align, lineBreak: false });
    x += c.width;
  }
  if (!theme.tableHead)
    pdf
      .moveTo(PAGE.margin, y + 18)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + 18)
      .lineWidth(1)
      .strokeColor('#111827')
      .stroke();
  return y + 18;
}

function lines(pdf: Pdf, doc: InvoiceDocument, theme: Theme, L: Labels, y: number): number {
  y = tableHeader(pdf, theme, L, y);
  const lang = doc.language;
  doc.lines.forEach((l, i) => {
    pdf.font('regular').fontSize(8.5);
    const height = Math.max(16, pdf.heightOfString(l.description, { width: COLS[1].width - 8 }) + 7);
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = tableHeader(pdf, theme, L, PAGE.margin);
      pdf.font('regular').fontSize(8.5);
    }
    if (theme.zebra && i % 2 === 1) pdf.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(theme.zebra);
    const discount =
      l.discountMinor > 0 ? (l.discountType === 'percent' ? formatRate(l.discountValue, lang) : formatMinor(l.discountMinor, doc.currency, doc.language)) : '–';
    const cells = [
      String(l.position),
      l.description,
      formatQuantity(l.quantity, lang),
      unitLabel(l.unit, lang),
      formatUnitPrice(unitPriceE4Of(l), doc.currency, doc.language),
      discount,
      formatRate(l.taxRate, lang),
      formatMinor(l.netMinor, doc.currency, doc.language),
    ];
    let x = PAGE.margin;
    pdf.fillColor(TEXT);
    COLS.forEach((c, j) => {
      pdf.text(cells[j], x + 4, y + 4, { width: c.width - 8, align: c.align, lineBreak: j === 1 });
      x += c.width;
    });
    y += height;
    pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(theme.rule)
      .stroke();
  });
  return y + 12;
}

function totals(pdf: Pdf, doc: InvoiceDocument, theme: Theme, L: Labels, y: number): { start: number; end: number } {
  const rows: [string, string, boolean][] = [[L.subtotal, formatMinor(doc.subtotalMinor, doc.currency, doc.language), false]];
  if (doc.allowanceMinor > 0) {
    rows.push([
      doc.discount.type === 'percent' ? `${L.invoiceDiscount} (${formatRate(doc.discount.value, doc.language)})` : L.invoiceDiscount,
      `-${formatMinor(doc.allowanceMinor, doc.currency, doc.language)}`,
      false,
    ]);
    rows.push([L.taxBase, formatMinor(doc.taxExclusiveMinor, doc.currency, doc.language), false]);
  }
  for (const r of doc.breakdown)
    rows.push([
      r.category === 'E' ? `${L.vatExempt} (${formatRate(Number(r.rate), doc.language)})` : `${L.vat} (${formatRate(Number(r.rate), doc.language)})`,
      formatMinor(r.taxMinor, doc.currency, doc.language),
      false,
    ]);
  const needed = rows.length * 15 + 60;
  if (y + needed > BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  }
  const start = y;
  const x = PAGE.margin + CONTENT_WIDTH - 245;
  for (const [k, v] of rows) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(k, x, y, { width: 130 });
    pdf.fillColor(TEXT).text(v, x + 130, y, { width: 115, align: 'right' });
    y += 15;
  }
  if (theme.totalBox) pdf.rect(x - 6, y, 251, 22).fill(theme.totalBox);
  else
    pdf
      .moveTo(x, y)
      .lineTo(x + 245, y)
      .lineWidth(1)
      .strokeColor('#111827')
      .stroke();
  pdf
    .font('bold')
    .fontSize(10.5)
    .fillColor(theme.totalText)
    .text(doc.kind === 'credit_note' ? L.creditTotal : L.total, x, y + 6, { width: 130 });
  pdf.text(formatMinor(doc.totalMinor, doc.currency, doc.language), x + 110, y + 6, { width: 135, align: 'right' });
  y += 30;
  const after: [string, string][] = [];
  // only a prepayment known at issue (BT-113, as in the XML): later payments and credit notes do not change the document
  if (doc.kind === 'invoice' && doc.prepaidMinor > 0)
    after.push([L.prepaid, formatMinor(doc.prepaidMinor, doc.currency, doc.language)], [L.payable, formatMinor(doc.payableMinor, doc.currency, doc.language)]);
  if (doc.currency !== 'TRY') after.push([L.tryEquivalent, formatMinor(Math.round(doc.totalMinor * doc.exchangeRate), 'TRY', doc.language)]);
  for (const [k, v] of after) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(k, x, y, { width: 130 });
    pdf.fillColor(TEXT).text(v, x + 130, y, { width: 115, align: 'right' });
    y += 14;
  }
  return { start, end: y };
}

function details(pdf: Pdf, doc: InvoiceDocument, L: Labels, top: number, y: number): number {
  const w = CONTENT_WIDTH - 265;
  let left = top;
  const block = (title: string, body: string[]) => {
    if (!body.length) return;
    pdf.font('bold').fontSize(8.5).fillColor(TEXT).text(title, PAGE.margin, left, { width: w });
    pdf.font('regular').fontSize(8.5).fillColor(TEXT);
    for (const b of body) pdf.text(b, PAGE.margin, pdf.y + 1, { width: w });
    left = pdf.y + 8;
  };
  const s = doc.seller;
  if (doc.kind === 'invoice')
    block(
      L.payment,
      [
        s.bankName && `${L.bank}: ${s.bankName}`,
        s.bankBranch && `${L.branch}: ${s.bankBranch}`,
        s.iban && `${L.iban}: ${s.iban.replace(/(.{4})/g, '$1 ').trim()}`,
        doc.paymentTerms && `${L.paymentTerms}: ${doc.paymentTerms}`,
      ].filter((v): v is string => !!v),
    );
  if (doc.breakdown.some((r) => r.category === 'E')) block(L.exemptionReason, [[doc.exemption.code, doc.exemption.reason].filter(Boolean).join(' – ')]);
  if (doc.creditReason) block(L.creditReason, [doc.creditReason]);
  let bottom = Math.max(left, y) + 6;
  for (const [title, body] of [
    [L.notes, doc.notes],
    [L.terms, doc.terms],
  ] as const) {
    if (!body) continue;
    if (bottom + 40 > BOTTOM) {
      pdf.addPage();
      bottom = PAGE.margin;
    }
    pdf.font('bold').fontSize(8.5).fillColor(TEXT).text(title, PAGE.margin, bottom, { width: CONTENT_WIDTH });
    bottom =
      pdf
        .font('regular')
        .fontSize(8.5)
        .text(body, PAGE.margin, pdf.y + 1, { width: CONTENT_WIDTH }).y + 8;
  }
  return bottom;
}

function footers(pdf: Pdf, doc: InvoiceDocument, L: Labels) {
  const range = pdf.bufferedPageRange();
  const contact = [doc.seller.legalName ?? doc.seller.name, doc.seller.phone, doc.seller.email, doc.brand.website].filter(Boolean).join('  ·  ');
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const y = PAGE.height - PAGE.margin - 22;
    pdf
      .moveTo(PAGE.margin, y - 4)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 4)
      .lineWidth(0.5)
      .strokeColor('#E5E7EB')
      .stroke();
    pdf.font('regular').fontSize(7).fillColor(MUTED);
    if (doc.footer) pdf.text(doc.footer, PAGE.margin, y, { width: CONTENT_WIDTH - 60, height: 10, lineBreak: false, ellipsis: true });
    pdf.text(contact, PAGE.margin, y + 10, { width: CONTENT_WIDTH - 60, lineBreak: false, ellipsis: true });
    pdf.text(`${L.page} ${i - range.start + 1}/${range.count}`, PAGE.margin + CONTENT_WIDTH - 60, y + 10, { width: 60, align: 'right', lineBreak: false });
    if (doc.status === 'draft' || doc.status === 'cancelled') {
      pdf.save().rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
      pdf
        .font('bold')
        .fontSize(90)
        .fillColor('#EF4444')
        .fillOpacity(0.12)
        .text(doc.status === 'draft' ? L.draft : L.cancelled, 0, PAGE.height / 2 - 50, { width: PAGE.width, align: 'center', lineBreak: false });
      pdf.restore();
    }
  }
}

const FACTURX_XMP = `
<rdf:Description xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#" rdf:about="">
  <fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
  <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>${[
      'DocumentFileName:name of the embedded XML invoice file',
      'DocumentType:INVOICE',
      'Version:The actual version of the Factur-X XML schema',
      'ConformanceLevel:The conformance level of the embedded Factur-X data',
    ]
      .map((p) => {
        const [name, description] = p.split(':');
        return `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
      })
      .join('')}</rdf:Seq></pdfaSchema:property>
  </rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>`;

// Word layouts (fontkit's shaping of each word: glyphs and advances) depend only on the font and the word, yet pdfkit
// keeps them per document; shaping was ~28 % of a render. They are shared between documents per font, up to
// LAYOUT_LIMIT words (then the cache starts over, so memory stays bounded).
const LAYOUT_LIMIT = 20_000;
const layouts = new Map<string, { words: Map<string, unknown> }>();

// shareLayouts points the document's font's word-layout cache (pdfkit's layoutCache object) at the shared one.
function shareLayouts(pdf: Pdf, name: 'regular' | 'bold') {
  pdf.font(name);
  const font = (pdf as unknown as { _font?: { layoutCache?: object } })._font;
  if (!font || !font.layoutCache) return;
  let shared = layouts.get(name);
  if (!shared) layouts.set(name, (shared = { words: new Map() }));
  const cache = shared;
  font.layoutCache = new Proxy(Object.create(null) as object, {
    get: (_target, word) => (typeof word === 'string' ? cache.words.get(word) : undefined),
    set: (_target, word, run) => {
      if (typeof word !== 'string') return true;
      if (cache.words.size >= LAYOUT_LIMIT) cache.words.clear();
      cache.words.set(word, run);
      return true;
    },
  });
}

// renderPdf draws the invoice in its design; with facturX (CII XML) the result is a Factur-X PDF/A-3b.
export async function renderPdf(doc: InvoiceDocument, opts: { facturX?: string } = {}): Promise<Buffer> {
  const L = LABELS[doc.language];
  const loaded = await loadLibs();
  const { PDFDocument } = loaded;
  const { regular, bold } = loadFonts(loaded);
  const title = `${doc.kind === 'credit_note' ? L.creditNote : L.invoice} ${doc.number ?? L.draft}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // no default font: pdfkit would load and parse Helvetica's AFM for every document (~5 % of a render), and every
    // text here names DejaVu
    font: '',
    // the creation date is the issue instant (it also seeds the file ID), so every download has the same bytes
    info: {
      Title: title,
      Author: doc.seller.name,
      Subject: `${doc.buyer.name} – ${formatMinor(doc.totalMinor, doc.currency, doc.language)}`,
      Creator: 'Ulak',
      Producer: 'Ulak',
      CreationDate: doc.issuedAt,
    },
    ...(opts.facturX ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // pdfkit takes an already parsed fontkit font as well as a file: parsing DejaVu once saves most of the time
  pdf.registerFont('regular', regular as unknown as Buffer);
  pdf.registerFont('bold', bold as unknown as Buffer);
  shareLayouts(pdf, 'regular');
  shareLayouts(pdf, 'bold');
  const theme = themeOf(doc.design, doc.brand);
  let y = header(pdf, doc, theme, L);
  y = parties(pdf, doc, theme, L, y);
  y = lines(pdf, doc, theme, L, y);
  const sums = totals(pdf, doc, theme, L, y);
  details(pdf, doc, L, sums.start, sums.end);
  footers(pdf, doc, L);
  if (opts.facturX) {
    const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
      name: 'factur-x.xml',
      type: 'text/xml',
      description: 'Factur-X invoice',
      relationship: 'Alternative',
      creationDate: doc.issuedAt,
      modifiedDate: doc.issuedAt,
    };
    pdf.file(Buffer.from(opts.facturX, 'utf8'), attachment);
    (pdf as unknown as { appendXML: (xml: string) => void }).appendXML(FACTURX_XMP);
  }
  pdf.end();
  return done;
}
