// The EN 16931 fields of issue 15 in the UBL (EN 16931 core and Peppol) and CII outputs, through the API: Turkish B2B
// 20/10/1 % with VAT withholding and stopaj, 3-decimal unit prices with ÖTV, document charges, corrected (384),
// prepayment (386) and self-billed (389) invoices, negative lines, attachments, card and direct-debit payment means.
// Each test is named after the rules it proves; every document is also checked against the UBL 2.1 / CII D16B XSDs
// with xmllint when it is installed (Debian libxml2-utils).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { all, cents, createInvoice, one, parseXml, setUpSeller, type XmlNode } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const SCHEMAS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/schemas');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

// xsdErrors validates a document with xmllint against the UBL 2.1 or CII D16B schema ('' when valid or no xmllint).
function xsdErrors(xml: string): string {
  if (!hasXmllint) return '';
  const root = parseXml(xml).name;
  const xsd =
    root === 'Invoice'
      ? 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd'
      : root === 'CreditNote'
        ? 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd'
        : 'cii-d16b/CrossIndustryInvoice_100pD16B.xsd';
  const file = path.join(os.tmpdir(), `ulak-xsd-${process.pid}-${crypto.randomUUID()}.xml`);
  fs.writeFileSync(file, xml);
  try {
    const r = spawnSync('xmllint', ['--noout', '--nonet', '--schema', path.join(SCHEMAS, xsd), file], { encoding: 'utf8' });
    return r.status === 0 ? '' : r.stderr;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

type Outputs = { ubl: XmlNode; core: XmlNode; cii: XmlNode; raw: string[] };
// outputs downloads the Peppol UBL (when the parties allow), the EN 16931 core UBL and the CII of an issued invoice,
// each checked against its schema.
async function outputs(token: string, id: string, peppol = true): Promise<Outputs> {
  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    expect(xsdErrors(res.body), url).toBe('');
    return res.body;
  };
  const core = await get(`/api/invoices/${id}/ubl?profile=en16931`);
  const ubl = peppol ? await get(`/api/invoices/${id}/ubl`) : core;
  const cii = await get(`/api/invoices/${id}/cii`);
  return { ubl: parseXml(ubl), core: parseXml(core), cii: parseXml(cii), raw: [ubl, core, cii] };
}

async function issue(token: string, body: Record<string, unknown>) {
  const draft = await createInvoice(t, token, body);
  const res = await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
  if (res.statusCode !== 200) throw new Error(`finalize: ${res.statusCode} ${res.body}`);
  return res.json().invoice;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const txt = (n: XmlNode, p: string) => one(n, p).text.trim();
const CII_SETTLEMENT = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
const CII_SUM = `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
const CII_AGREEMENT = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
const CII_LINES = 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem';

// checkSums re-states the document-level sums of EN 16931 over a UBL document (BR-CO-10…16) and returns the totals.
function checkSums(ubl: XmlNode) {
  const lineTag = ubl.name === 'CreditNote' ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const lmt = one(ubl, 'cac:LegalMonetaryTotal');
  const charges = all(ubl, 'cac:AllowanceCharge').filter((a) => txt(a, 'cbc:ChargeIndicator') === 'true');
  const allowances = all(ubl, 'cac:AllowanceCharge').filter((a) => txt(a, 'cbc:ChargeIndicator') === 'false');
  const lineSum = sum(all(ubl, `${lineTag}/cbc:LineExtensionAmount`).map((n) => Math.round(Number(n.text) * 100)));
  const opt = (p: string) => (all(lmt, p).length ? cents(lmt, p) : 0);
  // BR-CO-10: BT-106 = Σ BT-131
  expect(cents(lmt, 'cbc:LineExtensionAmount')).toBe(lineSum);
  // BR-CO-11 / BR-CO-12: BT-107 = Σ BT-92, BT-108 = Σ BT-99
  expect(opt('cbc:AllowanceTotalAmount')).toBe(sum(allowances.map((a) => cents(a, 'cbc:Amount'))));
  expect(opt('cbc:ChargeTotalAmount')).toBe(sum(charges.map((a) => cents(a, 'cbc:Amount'))));
  // BR-CO-13: BT-109 = BT-106 − BT-107 + BT-108
  expect(cents(lmt, 'cbc:TaxExclusiveAmount')).toBe(lineSum - opt('cbc:AllowanceTotalAmount') + opt('cbc:ChargeTotalAmount'));
  // BR-CO-15: BT-112 = BT-109 + BT-110
  const tax = cents(all(ubl, 'cac:TaxTotal').find((x) => all(x, 'cac:TaxSubtotal').length) as XmlNode, 'cbc:TaxAmount');
  expect(cents(lmt, 'cbc:TaxInclusiveAmount')).toBe(cents(lmt, 'cbc:TaxExclusiveAmount') + tax);
  // BR-CO-16: BT-115 = BT-112 − BT-113
  expect(cents(lmt, 'cbc:PayableAmount')).toBe(cents(lmt, 'cbc:TaxInclusiveAmount') - opt('cbc:PrepaidAmount'));
  // BR-S-08: each category's taxable amount = its lines − its allowances + its charges
  return { total: cents(lmt, 'cbc:TaxInclusiveAmount'), prepaid: opt('cbc:PrepaidAmount'), payable: cents(lmt, 'cbc:PayableAmount'), tax };
}

describe('EN 16931 fields of issue 15', () => {
  it('Turkish B2B 20/10/1 % with KDV tevkifatı and stopaj: BR-CO-10…16 and BR-S-08 hold, the withheld VAT and the stopaj are BT-113 with a BT-22 note (PEPPOL-EN16931-R002: one note)', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await issue(token, {
      customerId,
      stopajPercent: 20,
      lines: [
        { description: 'Makine bakım hizmeti', quantity: 1, unitPrice: 10000, taxRate: 20, withholdingCode: '603' },
        { description: 'Yedek parça', quantity: 3, unitPrice: 333.33, taxRate: 10 },
        { description: 'Ekmek', quantity: 10, unitPrice: 12.5, taxRate: 1 },
      ],
    });
    // 10,000 × 20 % = 2,000 VAT; 7/10 withheld = 1,400; stopaj 20 % of 11,124.99 = 2,225.00
    expect(inv).toMatchObject({ subtotal: 11124.99, taxTotal: 2101.25, total: 13226.24, withholdingTotal: 1400, stopajAmount: 2225, amountDue: 9601.24 });
    expect(inv.lines[0]).toMatchObject({ withholdingCode: '603', withholdingPercent: 70, withholdingAmount: 1400, taxAmount: 2000 });
    expect(inv.balance).toBe(9601.24);
    const out = await outputs(token, inv.id);
    for (const ubl of [out.ubl, out.core]) {
      const s = checkSums(ubl);
      expect(s).toMatchObject({ total: 1322624, prepaid: 362500, payable: 960124 });
      expect(all(ubl, 'cbc:Note')).toHaveLength(1);
      expect(txt(ubl, 'cbc:Note')).toContain('603 (7/10)');
      expect(txt(ubl, 'cbc:Note')).toMatch(/stopaj/i);
      expect(all(ubl, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent').map((n) => n.text)).toEqual(['20', '10', '1']);
    }
    expect(cents(out.cii, `${CII_SUM}/ram:TotalPrepaidAmount`)).toBe(362500);
    expect(cents(out.cii, `${CII_SUM}/ram:DuePayableAmount`)).toBe(960124);
    expect(all(out.cii, 'rsm:ExchangedDocument/ram:IncludedNote')).toHaveLength(2);
  });

  it('3-decimal unit prices with ÖTV: the ÖTV is a line charge (BG-28, BR-44 reason, code ABK), PEPPOL-EN16931-R120 (BT-131 = qty × price − allowances + charges), R040 (amount = base × percent) and ÖTV in the VAT base', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await issue(token, {
      customerId,
      lines: [{ description: 'Motorin', quantity: 1000, unit: 'litre', unitPrice: 1.234, taxRate: 20, exciseCode: '0071', excisePercent: 25 }],
    });
    // net 1,234.00, ÖTV 308.50, VAT 20 % of 1,542.50 = 308.50
    expect(inv).toMatchObject({ subtotal: 1542.5, exciseTotal: 308.5, taxTotal: 308.5, total: 1851 });
    expect(inv.lines[0]).toMatchObject({ total: 1234, exciseCode: '0071', excisePercent: 25, exciseAmount: 308.5 });
    const out = await outputs(token, inv.id);
    for (const ubl of [out.ubl, out.core]) {
      checkSums(ubl);
      const line = one(ubl, 'cac:InvoiceLine');
      expect(txt(line, 'cac:Price/cbc:PriceAmount')).toBe('1.234');
      const charge = one(line, 'cac:AllowanceCharge');
      expect(txt(charge, 'cbc:ChargeIndicator')).toBe('true');
      expect(txt(charge, 'cbc:AllowanceChargeReasonCode')).toBe('ABK');
      expect(txt(charge, 'cbc:AllowanceChargeReason')).toContain('0071');
      expect(cents(charge, 'cbc:Amount')).toBe(Math.round((cents(charge, 'cbc:BaseAmount') * Number(txt(charge, 'cbc:MultiplierFactorNumeric'))) / 100));
      expect(cents(line, 'cbc:LineExtensionAmount')).toBe(Math.round(1000 * 1.234 * 100) + cents(charge, 'cbc:Amount'));
      expect(cents(ubl, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')).toBe(154250);
    }
    const ciiLine = one(out.cii, CII_LINES);
    expect(txt(ciiLine, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:ChargeIndicator/udt:Indicator')).toBe('true');
    expect(cents(ciiLine, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount')).toBe(154250);
  });

  it('a document charge (BG-21): BR-36/BR-38 amount and reason, BR-37 VAT category, BR-CO-12 (BT-108), BR-CO-13, BR-S-08 (the freight joins its category); invoicing period BR-29, contract BT-12 and project BT-11', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await issue(token, {
      customerId,
      invoicingPeriodStart: '2026-11-01',
      invoicingPeriodEnd: '2026-11-30',
      contractReference: 'SÖZ-2026-7',
      projectReference: 'PRJ-42',
      charges: [{ reasonCode: 'FC', reason: 'Nakliye', amount: 150, taxRate: 20 }],
      discountType: 'percent',
      discount: 10,
      lines: [{ description: 'Sunucu', quantity: 2, unitPrice: 500, taxRate: 20 }],
    });
    // 1,000 − 100 + 150 = 1,050; VAT 210
    expect(inv).toMatchObject({ subtotal: 1000, discountTotal: 100, chargeTotal: 150, taxTotal: 210, total: 1260 });
    expect(inv.taxBreakdown).toEqual([{ category: 'S', rate: 20, net: 1000, discount: 100, charge: 150, taxable: 1050, tax: 210 }]);
    const out = await outputs(token, inv.id);
    for (const ubl of [out.ubl, out.core]) {
      checkSums(ubl);
      const charge = all(ubl, 'cac:AllowanceCharge').find((a) => txt(a, 'cbc:ChargeIndicator') === 'true') as XmlNode;
      expect(txt(charge, 'cbc:AllowanceChargeReasonCode')).toBe('FC');
      expect(txt(charge, 'cac:TaxCategory/cbc:ID')).toBe('S');
      expect(cents(ubl, 'cac:LegalMonetaryTotal/cbc:ChargeTotalAmount')).toBe(15000);
      expect(cents(ubl, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')).toBe(105000);
      expect(txt(ubl, 'cac:InvoicePeriod/cbc:StartDate')).toBe('2026-11-01');
      expect(txt(ubl, 'cac:InvoicePeriod/cbc:EndDate')).toBe('2026-11-30');
      expect(txt(ubl, 'cac:ContractDocumentReference/cbc:ID')).toBe('SÖZ-2026-7');
      expect(txt(ubl, 'cac:ProjectReference/cbc:ID')).toBe('PRJ-42');
    }
    expect(cents(out.cii, `${CII_SUM}/ram:ChargeTotalAmount`)).toBe(15000);
    // Factur-X embeds the same CII
    const facturx = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/pdf?facturx=true`, token });
    expect(facturx.statusCode).toBe(200);
    expect(facturx.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);
    expect(txt(out.cii, `${CII_SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString`)).toBe('20261101');
    expect(txt(out.cii, `${CII_AGREEMENT}/ram:ContractReferencedDocument/ram:IssuerAssignedID`)).toBe('SÖZ-2026-7');
    expect(txt(out.cii, `${CII_AGREEMENT}/ram:SpecifiedProcuringProject/ram:ID`)).toBe('PRJ-42');
    // BR-29 is refused at the door
    const bad = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: {
        customerId,
        invoicingPeriodStart: '2026-11-30',
        invoicingPeriodEnd: '2026-11-01',
        lines: [{ description: 'x', quantity: 1, unitPrice: 1, taxRate: 20 }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('invoicingPeriodEnd');
  });

  it('corrected invoice 384 references the invoice it corrects (BG-3, BR-55; CII InvoiceReferencedDocument); 386 prepayment invoice; a 384 without an issued preceding invoice is 400', async () => {
    const { token, customerId } = await setUpSeller(t);
    const line = { description: 'Danışmanlık', quantity: 1, unitPrice: 1000, taxRate: 20 };
    const first = await issue(token, { customerId, lines: [line] });
    const missing = await t.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, typeCode: '384', lines: [line] } });
    expect(missing.statusCode).toBe(400);
    const draft = await createInvoice(t, token, { customerId, lines: [line] });
    const notIssued = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, typeCode: '384', precedingInvoiceId: draft.id, lines: [line] },
    });
    expect(notIssued.statusCode).toBe(400);
    expect(notIssued.json().code).toBe('INVOICE_PRECEDING_INVALID');
    const corrected = await issue(token, { customerId, typeCode: '384', precedingInvoiceId: first.id, lines: [{ ...line, unitPrice: 900 }] });
    expect(corrected).toMatchObject({ typeCode: '384', precedingInvoiceId: first.id, precedingNumber: first.number });
    const out = await outputs(token, corrected.id);
    for (const ubl of [out.ubl, out.core]) {
      expect(txt(ubl, 'cbc:InvoiceTypeCode')).toBe('384');
      expect(txt(ubl, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(first.number);
      expect(txt(ubl, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe(first.issueDate);
    }
    expect(txt(out.cii, 'rsm:ExchangedDocument/ram:TypeCode')).toBe('384');
    expect(txt(out.cii, `${CII_SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe(first.number);
    // the corrected invoice is not a credit note of the first
    const notes = await t.request({ method: 'GET', url: `/api/invoices/${first.id}/credit-notes`, token });
    expect(notes.json().creditNotes).toHaveLength(0);

    const prepayment = await issue(token, { customerId, typeCode: '386', lines: [{ ...line, description: 'Avans' }] });
    const pre = await outputs(token, prepayment.id);
    expect(txt(pre.ubl, 'cbc:InvoiceTypeCode')).toBe('386');
    expect(txt(pre.cii, 'rsm:ExchangedDocument/ram:TypeCode')).toBe('386');
  });

  it('self-billed invoice 389: the customer is the seller (BG-4) and the company the buyer (BG-7); Peppol output uses the Self-Billing customization (PEPPOL-EN16931-P0100 has no 389 in billing)', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await issue(token, { customerId, typeCode: '389', lines: [{ description: 'Hurda alımı', quantity: 1, unitPrice: 500, taxRate: 20 }] });
    const out = await outputs(token, inv.id);
    for (const ubl of [out.ubl, out.core]) {
      expect(txt(ubl, 'cbc:InvoiceTypeCode')).toBe('389');
      expect(txt(ubl, 'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Boğaziçi Lojistik Ltd. Şti.');
      expect(txt(ubl, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Anadolu Yazılım ve Danışmanlık A.Ş.');
      // the company's IBAN is not the supplier's account: no credit transfer is written
      expect(all(ubl, 'cac:PaymentMeans')).toHaveLength(0);
    }
    expect(txt(out.ubl, 'cbc:CustomizationID')).toBe('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0');
    expect(txt(out.ubl, 'cbc:ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0');
    expect(txt(out.core, 'cbc:CustomizationID')).toBe('urn:cen.eu:en16931:2017');
    expect(txt(out.cii, `${CII_AGREEMENT}/ram:SellerTradeParty/ram:Name`)).toBe('Boğaziçi Lojistik Ltd. Şti.');
  });

  it('a negative line (a returned deposit): BR-CO-10 with a negative BT-131, BR-27 (the price stays positive); a total below zero is 400 INVOICE_TOTAL_NEGATIVE, a discount on it 400', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await issue(token, {
      customerId,
      lines: [
        { description: 'Su (damacana)', quantity: 10, unitPrice: 60, taxRate: 20 },
        { description: 'Depozito iadesi', quantity: -2, unitPrice: 50, taxRate: 20 },
      ],
    });
    expect(inv).toMatchObject({ subtotal: 500, taxTotal: 100, total: 600 });
    expect(inv.lines[1]).toMatchObject({ quantity: -2, total: -100 });
    const out = await outputs(token, inv.id);
    for (const ubl of [out.ubl, out.core]) {
      checkSums(ubl);
      const neg = all(ubl, 'cac:InvoiceLine')[1];
      expect(txt(neg, 'cbc:InvoicedQuantity')).toBe('-2');
      expect(txt(neg, 'cbc:LineExtensionAmount')).toBe('-100.00');
      expect(txt(neg, 'cac:Price/cbc:PriceAmount')).toBe('50.00');
    }
    const below = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, lines: [{ description: 'İade', quantity: -1, unitPrice: 10, taxRate: 20 }] },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().code).toBe('INVOICE_TOTAL_NEGATIVE');
    const discounted = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, lines: [{ description: 'İade', quantity: -1, unitPrice: 10, taxRate: 20, discount: 5 }] },
    });
    expect(discounted.statusCode).toBe(400);
    expect(JSON.stringify(discounted.json().details)).toContain('discount');
  });

  it('item identifiers and classification: BT-155 SellersItemIdentification, BT-157 StandardItemIdentification with schemeID 0160 (GTIN check digit), BT-158 ItemClassificationCode with listID (BR-64, BR-65); a bad GTIN is 400', async () => {
    const { token, customerId } = await setUpSeller(t);
    const bad = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, lines: [{ description: 'x', quantity: 1, unitPrice: 1, taxRate: 20, standardItemId: '4006381333932' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('standardItemId');
    const inv = await issue(token, {
      customerId,
      lines: [
        {
          description: 'Kalem',
          quantity: 5,
          unitPrice: 2.5,
          taxRate: 20,
          sellerItemId: 'KLM-01',
          standardItemId: '4006381333931',
          classifications: [{ code: '960810', listId: 'HS' }],
        },
      ],
    });
    expect(inv.lines[0]).toMatchObject({ sellerItemId: 'KLM-01', standardItemId: '4006381333931', standardItemScheme: '0160' });
    const out = await outputs(token, inv.id);
    const item = one(out.ubl, 'cac:InvoiceLine/cac:Item');
    expect(txt(item, 'cac:SellersItemIdentification/cbc:ID')).toBe('KLM-01');
    expect(one(item, 'cac:StandardItemIdentification/cbc:ID').attrs.schemeID).toBe('0160');
    expect(one(item, 'cac:CommodityClassification/cbc:ItemClassificationCode').attrs.listID).toBe('HS');
    const product = one(out.cii, `${CII_LINES}/ram:SpecifiedTradeProduct`);
    expect(one(product, 'ram:GlobalID').attrs.schemeID).toBe('0160');
    expect(txt(product, 'ram:SellerAssignedID')).toBe('KLM-01');
    expect(one(product, 'ram:DesignatedProductClassification/ram:ClassCode').attrs.listID).toBe('HS');
  });

  it('attachments (BG-24): embedded with BT-125 mimeCode and filename (BR-CL-24), type sniffed from the bytes; ≤ 2 MB, ≤ 5, drafts only; CII TypeCode 916', async () => {
    const { token, customerId } = await setUpSeller(t);
    const draft = await createInvoice(t, token, { customerId, lines: [{ description: 'Hizmet', quantity: 1, unitPrice: 100, taxRate: 20 }] });
    const url = `/api/invoices/${draft.id}/attachments`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const csv = Buffer.from('tarih;saat;iş\n2026-11-02;4;kurulum\n');
    const add = (filename: string, bytes: Buffer, description?: string) =>
      t.request({ method: 'POST', url, token, body: { filename, description, content: bytes.toString('base64') } });
    const a = await add('timesheet.pdf', pdf, 'Puantaj');
    expect(a.statusCode).toBe(201);
    expect(a.json().attachment).toMatchObject({ filename: 'timesheet.pdf', mime: 'application/pdf', description: 'Puantaj', size: pdf.length });
    // a CSV named .pdf is stored as what it is
    const b = await add('hours.pdf', csv);
    expect(b.json().attachment).toMatchObject({ mime: 'text/csv', filename: 'hours.pdf.csv' });
    // an executable named .pdf is refused
    const exe = await add('x.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().code).toBe('ATTACHMENT_TYPE');
    const big = await add('big.pdf', Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    for (const n of [3, 4, 5]) expect((await add(`${n}.pdf`, pdf)).statusCode).toBe(201);
    const sixth = await add('6.pdf', pdf);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('ATTACHMENT_LIMIT');
    for (const x of (await t.request({ method: 'GET', url, token })).json().attachments.slice(2))
      expect((await t.request({ method: 'DELETE', url: `${url}/${x.id}`, token })).statusCode).toBe(200);
    const file = await t.request({ method: 'GET', url: `${url}/${a.json().attachment.id}`, token });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.rawPayload).equals(pdf)).toBe(true);

    await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
    expect((await add('late.pdf', pdf)).statusCode).toBe(409);
    const out = await outputs(token, draft.id);
    for (const ubl of [out.ubl, out.core]) {
      const refs = all(ubl, 'cac:AdditionalDocumentReference');
      expect(refs.map((r) => txt(r, 'cbc:ID'))).toEqual(['timesheet.pdf', 'hours.pdf.csv']);
      const obj = one(refs[0], 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject');
      expect(obj.attrs).toMatchObject({ mimeCode: 'application/pdf', filename: 'timesheet.pdf' });
      expect(Buffer.from(obj.text, 'base64').equals(pdf)).toBe(true);
      expect(txt(refs[0], 'cbc:DocumentDescription')).toBe('Puantaj');
    }
    const ciiRefs = all(out.cii, `${CII_AGREEMENT}/ram:AdditionalReferencedDocument`);
    expect(ciiRefs.map((r) => txt(r, 'ram:TypeCode'))).toEqual(['916', '916']);
    expect(one(ciiRefs[1], 'ram:AttachmentBinaryObject').attrs).toMatchObject({ mimeCode: 'text/csv', filename: 'hours.pdf.csv' });
  });

  it('payment means: card 48 with only the last 4 digits (BR-51, BT-87/BT-88), direct debit 59 with mandate (BT-89, PEPPOL-EN16931-R061), debited account (BT-91) and SEPA creditor id (BT-90), SEPA transfer 58 with BIC (BT-86, BR-61)', async () => {
    const { token, customerId } = await setUpSeller(t);
    const line = { description: 'Abonelik', quantity: 1, unitPrice: 99.9, taxRate: 20 };
    const full = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, paymentMeans: { code: '48', cardLast4: '4111111111111111' }, lines: [line] },
    });
    expect(full.statusCode).toBe(400);
    const noMandate = await t.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, paymentMeans: { code: '59' }, lines: [line] } });
    expect(noMandate.statusCode).toBe(400);
    expect(JSON.stringify(noMandate.json().details)).toContain('mandateId');

    const card = await issue(token, { customerId, paymentMeans: { code: '48', cardLast4: '1234', cardHolder: 'Çağrı Öztürk' }, lines: [line] });
    const c = await outputs(token, card.id);
    for (const ubl of [c.ubl, c.core]) {
      expect(txt(ubl, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('48');
      expect(txt(ubl, 'cac:PaymentMeans/cac:CardAccount/cbc:PrimaryAccountNumberID')).toBe('1234');
      expect(txt(ubl, 'cac:PaymentMeans/cac:CardAccount/cbc:HolderName')).toBe('Çağrı Öztürk');
      expect(all(ubl, 'cac:PaymentMeans/cac:PayeeFinancialAccount')).toHaveLength(0);
    }
    expect(txt(c.cii, `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:ApplicableTradeSettlementFinancialCard/ram:ID`)).toBe('1234');

    const debit = await issue(token, {
      customerId,
      paymentMeans: { code: '59', mandateId: 'MANDAT-7', creditorId: 'DE98ZZZ09999999999', debitedAccount: 'DE89 3704 0044 0532 0130 00' },
      lines: [line],
    });
    const d = await outputs(token, debit.id);
    for (const ubl of [d.ubl, d.core]) {
      expect(txt(ubl, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('59');
      expect(txt(ubl, 'cac:PaymentMeans/cac:PaymentMandate/cbc:ID')).toBe('MANDAT-7');
      expect(txt(ubl, 'cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID')).toBe('DE89370400440532013000');
      const id = one(ubl, 'cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID');
      expect(id.attrs.schemeID).toBe('SEPA');
      expect(id.text).toBe('DE98ZZZ09999999999');
    }
    expect(txt(d.cii, `${CII_SETTLEMENT}/ram:CreditorReferenceID`)).toBe('DE98ZZZ09999999999');
    expect(txt(d.cii, `${CII_SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`)).toBe('MANDAT-7');
    expect(txt(d.cii, `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayerPartyDebtorFinancialAccount/ram:IBANID`)).toBe(
      'DE89370400440532013000',
    );

    const sepa = await issue(token, { customerId, paymentMeans: { code: '58', bic: 'tgba tris' }, lines: [line] });
    const s = await outputs(token, sepa.id);
    expect(txt(s.ubl, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe('TR330006100519786457841326');
    expect(txt(s.ubl, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID')).toBe('TGBATRIS');
    expect(txt(s.cii, `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID`)).toBe('TGBATRIS');
  });

  it('a credit note of a withholding invoice credits the lines with their withheld VAT and lowers the balance by its amount due; CreditNote XSD order (InvoicePeriod, project as document reference 50)', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await issue(token, {
      customerId,
      projectReference: 'PRJ-9',
      invoicingPeriodStart: '2026-10-01',
      invoicingPeriodEnd: '2026-10-31',
      lines: [{ description: 'Temizlik', quantity: 1, unitPrice: 1000, taxRate: 20, withholdingCode: '612' }],
    });
    expect(inv).toMatchObject({ total: 1200, withholdingTotal: 180, amountDue: 1020, balance: 1020 });
    const res = await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/credit-note`, token, body: {} });
    expect(res.statusCode).toBe(201);
    const note = res.json().creditNote;
    expect(note).toMatchObject({ typeCode: '381', total: 1200, withholdingTotal: 180, amountDue: 1020 });
    const after = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, token })).json().invoice;
    expect(after).toMatchObject({ credited: 1020, balance: 0, status: 'paid' });
    const out = await outputs(token, note.id);
    expect(out.ubl.name).toBe('CreditNote');
    checkSums(out.ubl);
    expect(txt(out.ubl, 'cac:InvoicePeriod/cbc:StartDate')).toBe('2026-10-01');
    const project = all(out.ubl, 'cac:AdditionalDocumentReference').find((r) => all(r, 'cbc:DocumentTypeCode').length) as XmlNode;
    expect(txt(project, 'cbc:ID')).toBe('PRJ-9');
    expect(txt(project, 'cbc:DocumentTypeCode')).toBe('50');
  });
});
