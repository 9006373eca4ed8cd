// UBL-TR 1.2 output for every Turkish case: each invoice is checked against the UBL 2.1 schema with xmllint (GİB's
// UBL-TR package ships the OASIS UBL 2.1 xsdrt unchanged) and against GİB's schematron rules, restated here in
// TypeScript with the code lists read from GİB's own UBL-TR_Codelist.xml (test/schemas/ubl-tr/README.md). Each
// assertion names its GİB rule (UBL-TR_Common_Schematron.xml abstract rule ids).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { all, cents, one, parseXml, type XmlNode } from './test-support.js';
import type { InvoiceDocument } from './document.js';
import { gibInvoiceId, renderUblTr, turkishView, ublTrProblems, ublTrTotals } from './ubltr.js';
import { sampleTurkishDocument, type SampleLine } from './ubltr-samples.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCHEMAS = path.resolve(here, '../../../test/schemas');
const XSD = path.join(SCHEMAS, 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd');
const CODELIST = fs.readFileSync(path.join(SCHEMAS, 'ubl-tr/UBL-TR_Codelist.xml'), 'utf8');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;
const hasXsltproc = spawnSync('xsltproc', ['--version']).status === 0;
/** GİB's schematron compiled to XSLT 1.0 (its XPath 2.0 asserts left out; those are restated below). */
const GIB_SCHEMATRON_XSLT1 = path.join(SCHEMAS, 'ubl-tr/UBL-TR_Schematron_xslt1.xsl');

// gibSchematron runs GİB's rules with xsltproc and returns the messages of the failed asserts (none: valid)
function gibSchematron(file: string, type: 'efatura' | 'earchive'): string[] {
  const res = spawnSync('xsltproc', ['--stringparam', 'type', type, GIB_SCHEMATRON_XSLT1, file], { encoding: 'utf8' });
  if (res.status !== 0 || res.stderr) throw new Error(`xsltproc: ${res.status} ${res.stderr}`);
  return res.stdout
    .replace('<?xml version="1.0"?>', '')
    .split(/\n\s*\n/)
    .map((m) => m.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

// codes reads one of GİB's code lists (<sch:let name="…" value="',A,B,'"/>) from the vendored file
function codes(name: string): Set<string> {
  const start = CODELIST.indexOf(`name="${name}"`);
  if (start < 0) throw new Error(`code list ${name} not found`);
  const open = CODELIST.indexOf('"', CODELIST.indexOf('value', start)) + 1;
  const value = CODELIST.slice(open, CODELIST.indexOf('"', open));
  return new Set(
    value
      .split(',')
      .map((c) => c.replace(/'/g, '').trim())
      .filter(Boolean),
  );
}
const L = {
  profile: codes('ProfileIDType'),
  profileEarchive: codes('ProfileIDTypeEarchive'),
  invoiceType: codes('InvoiceTypeCodeList'),
  taxType: codes('TaxType'),
  withholding: codes('WithholdingTaxType'),
  withholdingPercent: codes('WithholdingTaxTypeWithPercent'),
  exemption: codes('TaxExemptionReasonCodeType'),
  istisna: codes('istisnaTaxExemptionReasonCodeType'),
  ihrac: codes('ihracExemptionReasonCodeType'),
  partyScheme: codes('PartyIdentificationIDType'),
  currency: codes('CurrencyCodeList'),
  unit: codes('UnitCodeList'),
  paymentMeans: codes('PaymentMeansCodeTypeList'),
  country: codes('CountryCodeList'),
};

const text = (n: XmlNode, p: string) => all(n, p).map((x) => x.text.trim());
const first = (n: XmlNode, p: string) => text(n, p)[0] ?? '';
const DECIMAL = /^\s*[0-9][0-9]{0,16}(,[0-9]{3})*(\.[0-9]{1,2}\s*)?\s*$/;

// checkGibRules asserts the schematron rules of GİB that apply to an Invoice we write (type 'efatura' or 'earchive').
function checkGibRules(inv: XmlNode) {
  const type = first(inv, 'cbc:InvoiceTypeCode');
  const profile = first(inv, 'cbc:ProfileID');
  expect(first(inv, 'cbc:UBLVersionID')).toBe('2.1'); // UBLVersionIDCheck
  expect(['TR1.2', 'TR1.2.1']).toContain(first(inv, 'cbc:CustomizationID')); // CustomizationIDCheck
  expect(profile === 'EARSIVFATURA' ? L.profileEarchive.has(profile) : L.profile.has(profile)).toBe(true); // ProfileIDCheck
  expect(first(inv, 'cbc:ID')).toMatch(/^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$/); // InvoiceIDCheck
  expect(first(inv, 'cbc:CopyIndicator')).toBe('false'); // CopyIndicatorCheck
  expect(first(inv, 'cbc:UUID')).toMatch(/^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/); // UUIDCheck
  expect(L.invoiceType.has(type)).toBe(true); // InvoiceTypeCodeCheck
  if (type === 'IADE') expect(['TEMELFATURA', 'EARSIVFATURA']).toContain(profile); // InvoiceTypeCodeCheck
  expect(L.currency.has(first(inv, 'cbc:DocumentCurrencyCode'))).toBe(true); // CurrencyCodeCheck
  for (const c of text(inv, 'cbc:PricingCurrencyCode')) expect(L.currency.has(c)).toBe(true);
  expect(all(inv, 'cac:Signature').length).toBeLessThanOrEqual(1); // SignatureCountCheck
  for (const s of all(inv, 'cac:Signature')) {
    const id = one(s, 'cbc:ID'); // SignatureCheck
    expect(id.attrs.schemeID).toBe('VKN_TCKN');
    expect([10, 11]).toContain(id.text.length);
    expect(all(s, 'cac:SignatoryParty/cac:PartyIdentification/cbc:ID').some((i) => ['VKN', 'TCKN'].includes(i.attrs.schemeID))).toBe(true); // SignatoryPartyPartyIdentificationCheck
  }
  // GeneralWithholdingTaxTotalCheck
  if (all(inv, 'cac:WithholdingTaxTotal').length) expect(['TEVKIFAT', 'IADE']).toContain(type);
  // WithholdingTaxTotalCheck (invoice and lines)
  for (const st of [...all(inv, 'cac:WithholdingTaxTotal/cac:TaxSubtotal'), ...all(inv, 'cac:InvoiceLine/cac:WithholdingTaxTotal/cac:TaxSubtotal')]) {
    const code = first(st, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode');
    expect(L.withholding.has(code)).toBe(true);
    expect(L.withholdingPercent.has(`${code}${first(st, 'cbc:Percent')}`)).toBe(true);
  }
  // party rules: PartyIdentificationSchemeIDCheck, PartyIdentificationTCKNVKNCheck, PartyIdentificationPartyNamePersonCheck
  for (const party of [one(inv, 'cac:AccountingSupplierParty/cac:Party'), one(inv, 'cac:AccountingCustomerParty/cac:Party')]) {
    const ids = all(party, 'cac:PartyIdentification/cbc:ID');
    for (const id of ids) expect(L.partyScheme.has(id.attrs.schemeID)).toBe(true);
    const vkn = ids.filter((i) => i.attrs.schemeID === 'VKN');
    const tckn = ids.filter((i) => i.attrs.schemeID === 'TCKN');
    expect(vkn.length + tckn.length).toBe(1);
    for (const i of vkn) expect(i.text).toMatch(/^\d{10}$/);
    for (const i of tckn) expect(i.text).toMatch(/^\d{11}$/);
    if (vkn.length) expect(first(party, 'cac:PartyName/cbc:Name')).not.toBe('');
    if (tckn.length) {
      expect(first(party, 'cac:Person/cbc:FirstName')).not.toBe('');
      expect(first(party, 'cac:Person/cbc:FamilyName')).not.toBe('');
    }
    expect(L.country.has(first(party, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'))).toBe(true);
    expect(first(party, 'cac:PostalAddress/cbc:CityName')).not.toBe('');
    expect(first(party, 'cac:PostalAddress/cbc:CitySubdivisionName')).not.toBe('');
    expect(first(party, 'cac:PostalAddress/cac:Country/cbc:Name')).not.toBe('');
  }
  // TaxTypeCheck (invoice and lines)
  for (const c of [
    ...text(inv, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode'),
    ...text(inv, 'cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode'),
  ])
    expect(L.taxType.has(c)).toBe(true);
  // TaxExemptionReasonCheck (invoice and lines) and TaxExemptionReasonCodeCheck
  for (const st of [...all(inv, 'cac:TaxTotal/cac:TaxSubtotal'), ...all(inv, 'cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal')]) {
    const kdv = first(st, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode') === '0015';
    if (kdv && cents(st, 'cbc:TaxAmount') === 0 && !['IADE', 'IHRACKAYITLI'].includes(type))
      expect(first(st, 'cac:TaxCategory/cbc:TaxExemptionReason')).not.toBe('');
    const reason = all(st, 'cac:TaxCategory/cbc:TaxExemptionReason');
    const code = first(st, 'cac:TaxCategory/cbc:TaxExemptionReasonCode');
    if (reason.length) {
      expect(reason[0].text.trim()).not.toBe('');
      expect(L.exemption.has(code)).toBe(true);
    }
    if (L.istisna.has(code)) expect(['ISTISNA', 'IADE', 'IHRACKAYITLI']).toContain(type);
    if (L.ihrac.has(code)) expect(['IHRACKAYITLI', 'IADE']).toContain(type);
  }
  // InvoicedQuantityCheck and the unit code list
  for (const q of all(inv, 'cac:InvoiceLine/cbc:InvoicedQuantity')) expect(L.unit.has(q.attrs.unitCode)).toBe(true);
  // decimalCheck on the monetary totals and the tax totals
  for (const p of ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'AllowanceTotalAmount', 'PayableAmount'])
    for (const v of text(inv, `cac:LegalMonetaryTotal/cbc:${p}`)) expect(v).toMatch(DECIMAL);
  for (const v of text(inv, 'cac:TaxTotal/cbc:TaxAmount')) expect(v).toMatch(DECIMAL);
  // PaymentMeansCodeCheck
  for (const c of text(inv, 'cac:PaymentMeans/cbc:PaymentMeansCode')) expect(L.paymentMeans.has(c)).toBe(true);
  // IADEInvioceCheck
  if (type === 'IADE') expect(text(inv, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:DocumentTypeCode')).toContain('IADE');
  // e-Arşiv: the delivery type reference
  if (profile === 'EARSIVFATURA')
    expect(
      all(inv, 'cac:AdditionalDocumentReference')
        .filter((r) => first(r, 'cbc:DocumentTypeCode') === 'SEND_TYPE')
        .map((r) => first(r, 'cbc:ID')),
    ).toHaveLength(1);
}

// checkSums asserts that the XML's totals add up (the same rule the PDF and the other outputs follow).
function checkSums(inv: XmlNode, doc: InvoiceDocument) {
  const m = one(inv, 'cac:LegalMonetaryTotal');
  const lines = all(inv, 'cac:InvoiceLine');
  expect(first(inv, 'cbc:LineCountNumeric')).toBe(String(lines.length));
  const lineSum = lines.reduce((s, l) => s + cents(l, 'cbc:LineExtensionAmount'), 0);
  expect(cents(m, 'cbc:LineExtensionAmount')).toBe(lineSum);
  const charge = all(m, 'cbc:ChargeTotalAmount').length ? cents(m, 'cbc:ChargeTotalAmount') : 0;
  expect(cents(m, 'cbc:TaxExclusiveAmount')).toBe(lineSum - cents(m, 'cbc:AllowanceTotalAmount') + charge);
  const taxTotals = all(inv, 'cac:TaxTotal');
  for (const tt of taxTotals) expect(cents(tt, 'cbc:TaxAmount')).toBe(all(tt, 'cac:TaxSubtotal').reduce((s, st) => s + cents(st, 'cbc:TaxAmount'), 0));
  const added = all(inv, 'cac:TaxTotal/cac:TaxSubtotal')
    .filter((st) => first(st, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode') !== '0003')
    .reduce((s, st) => s + cents(st, 'cbc:TaxAmount'), 0);
  expect(cents(m, 'cbc:TaxInclusiveAmount')).toBe(cents(m, 'cbc:TaxExclusiveAmount') + added);
  const stopaj = all(inv, 'cac:TaxTotal/cac:TaxSubtotal')
    .filter((st) => first(st, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode') === '0003')
    .reduce((s, st) => s + cents(st, 'cbc:TaxAmount'), 0);
  const withheld = all(inv, 'cac:WithholdingTaxTotal').reduce((s, w) => s + cents(w, 'cbc:TaxAmount'), 0);
  const prepaid = all(m, 'cbc:PrepaidAmount').length ? cents(m, 'cbc:PrepaidAmount') : 0;
  expect(cents(m, 'cbc:PayableAmount')).toBe(cents(m, 'cbc:TaxInclusiveAmount') - withheld - stopaj - prepaid);
  // the document model agrees: the total is the tax-inclusive amount, the amount due the payable amount
  expect(cents(m, 'cbc:TaxInclusiveAmount')).toBe(doc.totalMinor);
  expect(cents(m, 'cbc:PayableAmount')).toBe(doc.payableMinor);
  // the invoice withholding is the sum of the lines'
  expect(withheld).toBe(all(inv, 'cac:InvoiceLine/cac:WithholdingTaxTotal').reduce((s, w) => s + cents(w, 'cbc:TaxAmount'), 0));
}

const B2B: SampleLine[] = [
  { description: 'Yazılım geliştirme — Kasım (ğüşıöç ĞÜŞİÖÇ)', quantity: 12.5, unitPriceE4: 1_499_9900, taxRate: 20, unitCode: 'HUR', discountPercent: 7.5 },
  { description: 'Eğitim kitabı', quantity: 3, unitPriceE4: 45_5500, taxRate: 10 },
  { description: 'Gıda kolisi', quantity: 7, unitPriceE4: 19_9900, taxRate: 1 },
];

const CASES: Record<string, InvoiceDocument> = {
  'b2b-20-10-1': sampleTurkishDocument({ lines: B2B }),
  tevkifat: sampleTurkishDocument({
    lines: [
      { description: 'Bina temizlik hizmeti', quantity: 1, unitPriceE4: 10_000_0000, taxRate: 20, withholding: { code: '613', percent: 90 } },
      { description: 'Yapım işi', quantity: 1, unitPriceE4: 5_000_0000, taxRate: 20, withholding: { code: '601', percent: 40 } },
      { description: 'Sarf malzemesi', quantity: 2, unitPriceE4: 250_0000, taxRate: 20 },
    ],
  }),
  istisna: sampleTurkishDocument({
    lines: [{ description: 'Uluslararası taşımacılık', quantity: 1, unitPriceE4: 8_000_0000, taxRate: 0 }],
    turkey: { invoiceType: 'ISTISNA' },
    exemption: { code: '311', reason: '14/1 Uluslararası taşımacılık' },
  }),
  ihrackayitli: sampleTurkishDocument({
    lines: [{ description: 'Tekstil ürünleri (ihraç kaydıyla)', quantity: 1000, unitPriceE4: 12_5000, taxRate: 0, unitCode: 'C62' }],
    turkey: { invoiceType: 'IHRACKAYITLI' },
    exemption: { code: '701', reason: '3065 sayılı KDV Kanunu 11/1-c ihraç kayıtlı teslim' },
  }),
  'iade-credit-note': sampleTurkishDocument({
    kind: 'credit_note',
    lines: [{ description: 'İade edilen kitap', quantity: 2, unitPriceE4: 45_5500, taxRate: 10 }],
  }),
  'earsiv-private-person': sampleTurkishDocument({
    buyer: { name: 'Ayşe Yılmaz', legalName: null, taxNumber: '10000000146', taxOffice: null, email: 'ayse@example.test' },
    turkey: { profile: 'EARSIVFATURA' },
  }),
  'earsiv-no-id-paper': sampleTurkishDocument({
    buyer: { name: 'Mehmet Demir', legalName: null, taxNumber: null, taxOffice: null, email: null },
    turkey: { profile: 'EARSIVFATURA' },
  }),
  'earsiv-foreign-buyer-eur': sampleTurkishDocument({
    currency: 'EUR',
    exchangeRate: 37.9512,
    buyer: { name: 'Müller & Söhne GmbH', legalName: null, taxNumber: 'DE123456789', taxOffice: null, countryCode: 'DE', city: 'Berlin', district: null },
    lines: [{ description: 'Danışmanlık hizmeti (yurt dışı)', quantity: 10, unitPriceE4: 120_0000, taxRate: 0, unitCode: 'HUR' }],
    turkey: { profile: 'EARSIVFATURA', invoiceType: 'ISTISNA' },
    exemption: { code: '302', reason: '11/1-a Hizmet ihracatı' },
  }),
  otv: sampleTurkishDocument({
    lines: [
      { description: 'Motorin', quantity: 1500.5, unitPriceE4: 28_4530, taxRate: 20, unitCode: 'LTR', excise: { code: '0071', percent: 25 } },
      { description: 'Buzdolabı', quantity: 1, unitPriceE4: 20_000_0000, taxRate: 20, excise: { code: '0074', percent: 6.7 } },
    ],
  }),
  stopaj: sampleTurkishDocument({
    lines: [{ description: 'Avukatlık hizmeti', quantity: 1, unitPriceE4: 20_000_0000, taxRate: 20, unitCode: 'E48' }],
    stopajPercent: 20,
    turkey: { profile: 'TEMELFATURA' },
  }),
  'three-decimal-prices': sampleTurkishDocument({
    lines: [
      { description: 'Elektrik (kWh)', quantity: 1234.567, unitPriceE4: 2_3450, taxRate: 20 },
      { description: 'SaaS kullanım birimi', quantity: 100000, unitPriceE4: 123, taxRate: 20 },
    ],
  }),
  'document-charge': sampleTurkishDocument({ charges: [{ reason: 'Nakliye', reasonCode: 'FC', amountMinor: 150_00, taxCategory: 'S', taxRate: 20 }] }),
  'foreign-currency-prepaid': sampleTurkishDocument({ currency: 'USD', exchangeRate: 34.1234, prepaidMinor: 100_00 }),
  '500-lines': sampleTurkishDocument({
    lines: Array.from({ length: 500 }, (_, i) => ({
      description: `Kalem ${i + 1} — ${'uzun açıklama '.repeat(i % 5)}`,
      quantity: (i % 7) + 1,
      unitPriceE4: 10_0000 + i * 1234,
      taxRate: [20, 10, 1][i % 3],
    })),
  }),
};

describe('UBL-TR 1.2', () => {
  const rendered = Object.fromEntries(Object.entries(CASES).map(([name, doc]) => [name, renderUblTr(doc)]));

  it.skipIf(!hasXmllint)('every case passes the UBL 2.1 schema of the UBL-TR package (xmllint)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubltr-'));
    try {
      const files = Object.entries(rendered).map(([name, xml]) => {
        const file = path.join(dir, `${name}.xml`);
        fs.writeFileSync(file, xml);
        return file;
      });
      const res = spawnSync('xmllint', ['--noout', '--schema', XSD, ...files], { encoding: 'utf8' });
      expect(res.stderr.split('\n').filter((l) => l && !l.endsWith(' validates'))).toEqual([]);
      expect(res.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasXsltproc)('every case passes GİB’s own schematron rules (XSLT 1.0 compilation, xsltproc); a broken one does not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubltr-sch-'));
    try {
      const failures: Record<string, string[]> = {};
      for (const [name, doc] of Object.entries(CASES)) {
        const file = path.join(dir, `${name}.xml`);
        fs.writeFileSync(file, rendered[name]);
        const messages = gibSchematron(file, turkishView(doc).profile === 'EARSIVFATURA' ? 'earchive' : 'efatura');
        if (messages.length) failures[name] = messages;
      }
      expect(failures).toEqual({});
      // the rules really run: a wrong withholding share, an unknown tax type and an IADE as TICARIFATURA are caught
      const broken = path.join(dir, 'broken.xml');
      fs.writeFileSync(
        broken,
        rendered.tevkifat
          .replace('<cbc:Percent>40</cbc:Percent>', '<cbc:Percent>35</cbc:Percent>')
          .replace('<cbc:TaxTypeCode>0015</cbc:TaxTypeCode>', '<cbc:TaxTypeCode>0099</cbc:TaxTypeCode>')
          .replace('<cbc:InvoiceTypeCode>TEVKIFAT</cbc:InvoiceTypeCode>', '<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>'),
      );
      const messages = gibSchematron(broken, 'efatura').join(' | ');
      expect(messages).toContain('0099');
      expect(messages).toContain('Uyumsuz vergi tipi yüzdesi');
      expect(messages).toContain('Fatura tipi IADE iken');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const [name, doc] of Object.entries(CASES))
    it(`${name}: GİB schematron rules and sums`, () => {
      const inv = parseXml(rendered[name]);
      expect(inv.name).toBe('Invoice');
      checkGibRules(inv);
      checkSums(inv, doc);
    });

  it('reads GİB’s code lists from the vendored UBL-TR_Codelist.xml', () => {
    expect(L.taxType.has('0015') && L.taxType.has('0003') && L.taxType.has('0071')).toBe(true);
    expect(L.unit.has('C62') && L.unit.has('HUR') && !L.unit.has('XYZ')).toBe(true);
    expect(L.withholdingPercent.has('60140') && !L.withholdingPercent.has('60120')).toBe(true);
    expect([...L.invoiceType]).toEqual(expect.arrayContaining(['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI']));
  });

  it('maps our numbers to the 16-character GİB ID', () => {
    expect(gibInvoiceId('INV-2026-042')).toBe('INV2026000000042');
    expect(gibInvoiceId('CN-2026-7')).toBe('CNX2026000000007');
    expect(gibInvoiceId('a-2026-1000')).toBe('AXX2026000001000');
    expect(gibInvoiceId('FATURA2-2026-123456789')).toBe('FAT2026123456789');
    expect(gibInvoiceId('INV-2026-1234567890')).toBeNull();
    expect(gibInvoiceId('INV2026-1')).toBeNull();
    expect(gibInvoiceId(null)).toBeNull();
  });

  it('B2B: profile, type, parties, KDV per rate and line taxes', () => {
    const inv = parseXml(rendered['b2b-20-10-1']);
    expect(first(inv, 'cbc:ProfileID')).toBe('TICARIFATURA');
    expect(first(inv, 'cbc:InvoiceTypeCode')).toBe('SATIS');
    expect(first(inv, 'cbc:ID')).toBe('INV2026000000042');
    expect(first(inv, 'cbc:IssueTime')).toBe('12:30:00'); // 09:30 UTC in Istanbul
    expect(first(inv, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:Name')).toBe('Kadıköy');
    expect(text(inv, 'cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID')).toEqual(['1234567890', '0123456789012345', '123456']);
    const subtotals = all(inv, 'cac:TaxTotal/cac:TaxSubtotal');
    expect(subtotals.map((s) => first(s, 'cbc:Percent'))).toEqual(['20', '10', '1']);
    const doc = CASES['b2b-20-10-1'];
    expect(subtotals.map((s) => cents(s, 'cbc:TaxAmount'))).toEqual(doc.breakdown.map((b) => b.taxMinor));
    const line = all(inv, 'cac:InvoiceLine')[0];
    expect(first(line, 'cac:AllowanceCharge/cbc:MultiplierFactorNumeric')).toBe('0.075');
    expect(first(line, 'cac:Item/cbc:Name')).toBe('Yazılım geliştirme — Kasım (ğüşıöç ĞÜŞİÖÇ)');
    // the embedded GİB view
    const view = all(inv, 'cac:AdditionalDocumentReference').find((r) => first(r, 'cbc:DocumentType') === 'XSLT');
    expect(Buffer.from(first(view!, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject'), 'base64').toString('utf8')).toContain('<xsl:stylesheet');
  });

  it('TEVKIFAT: withheld KDV per line and per code, deducted from the amount due', () => {
    const inv = parseXml(rendered.tevkifat);
    expect(first(inv, 'cbc:InvoiceTypeCode')).toBe('TEVKIFAT');
    const w = all(inv, 'cac:WithholdingTaxTotal/cac:TaxSubtotal');
    expect(
      w.map((s) => [
        first(s, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode'),
        first(s, 'cbc:Percent'),
        cents(s, 'cbc:TaxableAmount'),
        cents(s, 'cbc:TaxAmount'),
      ]),
    ).toEqual([
      ['613', '90', 2000_00, 1800_00],
      ['601', '40', 1000_00, 400_00],
    ]);
    expect(cents(inv, 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe(18600_00);
    expect(cents(inv, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(18600_00 - 2200_00);
  });

  it('ISTISNA and IHRACKAYITLI carry the GİB exemption code and reason', () => {
    const ist = parseXml(rendered.istisna);
    expect(first(ist, 'cbc:InvoiceTypeCode')).toBe('ISTISNA');
    expect(first(ist, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode')).toBe('311');
    const ihr = parseXml(rendered.ihrackayitli);
    expect(first(ihr, 'cbc:InvoiceTypeCode')).toBe('IHRACKAYITLI');
    expect(first(ihr, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode')).toBe('701');
    expect(cents(ihr, 'cac:TaxTotal/cbc:TaxAmount')).toBe(0);
  });

  it('IADE references the returned invoice by its GİB ID', () => {
    const inv = parseXml(rendered['iade-credit-note']);
    expect(first(inv, 'cbc:InvoiceTypeCode')).toBe('IADE');
    // the model said TICARIFATURA (a buyer with a VKN); GİB allows IADE only as TEMELFATURA or EARSIVFATURA
    expect(CASES['iade-credit-note'].turkey?.profile).toBe('TICARIFATURA');
    expect(first(inv, 'cbc:ProfileID')).toBe('TEMELFATURA');
    expect(first(inv, 'cbc:ID')).toBe('CNX2026000000007');
    const ref = one(inv, 'cac:BillingReference/cac:InvoiceDocumentReference');
    expect([first(ref, 'cbc:ID'), first(ref, 'cbc:IssueDate'), first(ref, 'cbc:DocumentTypeCode')]).toEqual(['INV2026000000042', '2026-11-20', 'IADE']);
    expect(all(inv, 'cac:PaymentMeans')).toHaveLength(0);
  });

  it('EARSIVFATURA: a private person by TCKN (or GİB’s 11111111111) and the delivery type', () => {
    const person = parseXml(rendered['earsiv-private-person']);
    const buyer = one(person, 'cac:AccountingCustomerParty/cac:Party');
    expect(one(buyer, 'cac:PartyIdentification/cbc:ID').attrs.schemeID).toBe('TCKN');
    expect([first(buyer, 'cac:Person/cbc:FirstName'), first(buyer, 'cac:Person/cbc:FamilyName')]).toEqual(['Ayşe', 'Yılmaz']);
    const sendType = (x: XmlNode) => all(x, 'cac:AdditionalDocumentReference').find((r) => first(r, 'cbc:DocumentTypeCode') === 'SEND_TYPE');
    expect(first(sendType(person)!, 'cbc:ID')).toBe('ELEKTRONIK');
    const paper = parseXml(rendered['earsiv-no-id-paper']);
    expect(first(paper, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID')).toBe('11111111111');
    expect(first(sendType(paper)!, 'cbc:ID')).toBe('KAGIT');
  });

  it('e-Arşiv to a foreign buyer: GİB’s VKN 2222222222, the country by name, the export exemption', () => {
    const inv = parseXml(rendered['earsiv-foreign-buyer-eur']);
    const buyer = one(inv, 'cac:AccountingCustomerParty/cac:Party');
    expect(one(buyer, 'cac:PartyIdentification/cbc:ID').text).toBe('2222222222');
    expect(first(buyer, 'cac:PartyName/cbc:Name')).toBe('Müller & Söhne GmbH');
    expect(first(buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe('DE');
    expect(first(buyer, 'cac:PostalAddress/cac:Country/cbc:Name')).toBe('Almanya');
    expect(first(inv, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode')).toBe('302');
  });

  it('ÖTV is its own subtotal (0071, 0074) and part of the KDV base', () => {
    const inv = parseXml(rendered.otv);
    const doc = CASES.otv;
    const byCode = (c: string) => all(inv, 'cac:TaxTotal/cac:TaxSubtotal').filter((s) => first(s, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode') === c);
    const excise = doc.lines.map((l) => l.excise!.amountMinor);
    expect(byCode('0071').map((s) => cents(s, 'cbc:TaxAmount'))).toEqual([excise[0]]);
    expect(byCode('0074').map((s) => first(s, 'cbc:Percent'))).toEqual(['6.7']);
    const kdv = byCode('0015')[0];
    expect(cents(kdv, 'cbc:TaxableAmount')).toBe(doc.lines.reduce((s, l) => s + l.netMinor + l.excise!.amountMinor, 0));
    expect(ublTrTotals(doc).excise).toBe(excise[0] + excise[1]);
  });

  it('stopaj (0003) is a second tax total on the tax-exclusive amount, deducted from the amount due', () => {
    const inv = parseXml(rendered.stopaj);
    const totals = all(inv, 'cac:TaxTotal');
    expect(totals).toHaveLength(2);
    expect(first(totals[1], 'cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode')).toBe('0003');
    expect(cents(totals[1], 'cac:TaxSubtotal/cbc:TaxableAmount')).toBe(20000_00);
    expect(cents(totals[1], 'cbc:TaxAmount')).toBe(4000_00);
    expect(cents(inv, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(24000_00 - 4000_00);
  });

  it('keeps unit prices with up to four decimals and quantities with three', () => {
    const inv = parseXml(rendered['three-decimal-prices']);
    expect(text(inv, 'cac:InvoiceLine/cac:Price/cbc:PriceAmount')).toEqual(['2.345', '0.0123']);
    expect(text(inv, 'cac:InvoiceLine/cbc:InvoicedQuantity')).toEqual(['1234.567', '100000']);
    expect(text(inv, 'cac:InvoiceLine/cbc:LineExtensionAmount')).toEqual(['2895.06', '1230.00']);
  });

  it('document charge joins the tax-exclusive amount and its KDV group', () => {
    const inv = parseXml(rendered['document-charge']);
    const charge = all(inv, 'cac:AllowanceCharge').find((a) => first(a, 'cbc:ChargeIndicator') === 'true')!;
    expect([first(charge, 'cbc:AllowanceChargeReasonCode'), first(charge, 'cbc:AllowanceChargeReason'), cents(charge, 'cbc:Amount')]).toEqual([
      'FC',
      'Nakliye',
      150_00,
    ]);
    expect(cents(inv, 'cac:LegalMonetaryTotal/cbc:ChargeTotalAmount')).toBe(150_00);
  });

  it('foreign currency: the pricing exchange rate to TRY and the prepaid amount', () => {
    const inv = parseXml(rendered['foreign-currency-prepaid']);
    expect(first(inv, 'cbc:DocumentCurrencyCode')).toBe('USD');
    const rate = one(inv, 'cac:PricingExchangeRate');
    expect([first(rate, 'cbc:SourceCurrencyCode'), first(rate, 'cbc:TargetCurrencyCode'), first(rate, 'cbc:CalculationRate')]).toEqual([
      'USD',
      'TRY',
      '34.1234',
    ]);
    expect(cents(inv, 'cac:LegalMonetaryTotal/cbc:PrepaidAmount')).toBe(100_00);
    expect(one(inv, 'cac:LegalMonetaryTotal/cbc:PayableAmount').attrs.currencyID).toBe('USD');
  });

  it('is the same for the same document (issued documents do not change)', () => {
    expect(renderUblTr(CASES.tevkifat)).toBe(rendered.tevkifat);
  });

  it('defaults when the model carries no Turkish view: TICARIFATURA to a VKN, EARSIVFATURA otherwise, type derived', () => {
    const plain = sampleTurkishDocument({ turkey: null });
    expect(turkishView(plain)).toMatchObject({ profile: 'TICARIFATURA', invoiceType: 'SATIS', uuid: plain.id });
    const person = sampleTurkishDocument({ turkey: null, buyer: { taxNumber: '10000000146' } });
    expect(turkishView(person).profile).toBe('EARSIVFATURA');
    const withheld = sampleTurkishDocument({
      turkey: null,
      lines: [{ description: 'x', quantity: 1, unitPriceE4: 1_000_0000, taxRate: 20, withholding: { code: '601', percent: 40 } }],
    });
    expect(turkishView(withheld).invoiceType).toBe('TEVKIFAT');
    expect(turkishView(sampleTurkishDocument({ turkey: null, kind: 'credit_note' })).invoiceType).toBe('IADE');
    const exempt = sampleTurkishDocument({
      turkey: null,
      lines: [{ description: 'x', quantity: 1, unitPriceE4: 1_000_0000, taxRate: 0 }],
      exemption: { code: '701', reason: 'ihraç kayıtlı' },
    });
    expect(turkishView(exempt).invoiceType).toBe('IHRACKAYITLI');
  });

  it('names what is missing instead of writing an invalid invoice', () => {
    const doc = sampleTurkishDocument({ lines: [{ description: 'x', quantity: 1, unitPriceE4: 10_0000, taxRate: 0 }] });
    doc.seller = { ...doc.seller, taxNumber: null, taxOffice: null };
    doc.number = 'weird';
    expect(ublTrProblems(doc)).toEqual([
      'number (PREFIX-YYYY-### with at most nine sequence digits)',
      'company.taxNumber (VKN or TCKN of a Turkish seller)',
      'company.taxOffice',
      'turkey.exemptionCode (0 % KDV)',
    ]);
    expect(() => renderUblTr(doc)).toThrow(/company.taxNumber/);
    const b2bWithoutVkn = sampleTurkishDocument({ buyer: { taxNumber: null } });
    expect(ublTrProblems(b2bWithoutVkn)).toEqual(['customer.taxNumber (VKN or TCKN; or the EARSIVFATURA profile)']);
  });

  it('escapes markup in names and notes', () => {
    const doc = sampleTurkishDocument({ buyer: { name: 'A & B <Ltd>', legalName: null } });
    doc.notes = '"quoted" <note> & more';
    const inv = parseXml(renderUblTr(doc));
    expect(first(inv, 'cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name')).toBe('A & B <Ltd>');
    expect(text(inv, 'cbc:Note')[0]).toBe('"quoted" <note> & more');
  });
});
