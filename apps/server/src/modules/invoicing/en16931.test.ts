// Conformance of our UBL and CII to the EN 16931 validation artefacts (CEN/TC 434 schematron, UBL and CII bindings) and
// the Peppol BIS Billing 3.0 rules, re-stated here rule by rule over the parsed XML of real outputs. The official
// artefacts (XSLT/Saxon) cannot run in this environment; each check names the rule it mirrors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAS_CODES, INVOICE_UNITS } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { all, cents, createInvoice, one, parseXml, setUpSeller, type XmlNode } from './test-support.js';

let t: TestApp;

type Doc = {
  name: string;
  token?: string;
  ubl: XmlNode;
  core: XmlNode;
  cii: XmlNode;
  peppol: boolean;
  invoice: { id: string; number: string; exchangeRate: number; lines: { id: string }[] };
};
const docs: Doc[] = [];
const byName = (name: string) => docs.find((d) => d.name === name) as Doc;

const walk = (n: XmlNode): XmlNode[] => [n, ...n.children.flatMap(walk)];
const opt = (n: XmlNode, p: string) => all(n, p)[0]?.text.trim();
const lineTag = (ubl: XmlNode) => (ubl.name === 'CreditNote' ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
// taxOf is round-half-up(taxable × rate) in cents, the per-category rule (BR-CO-17, BR-S-09)
const taxOf = (taxableCents: number, rate: number) => Math.round((taxableCents * rate) / 100 + 1e-9);

// ISO 3166-1 alpha-2 prefixes BR-CO-9 accepts for the ones we write, plus EL for Greece
const VAT_PREFIX = /^(TR|DE|FR|NL|BE|AT|IT|ES|GB|US|EL)/;
// the Peppol EAS subset (PEPPOL-EN16931-CL008) has 9952 (TR VKN), the VAT schemes, GLN… but no EM; EN 16931's list
// (BR-CL-25) has EM too
const PEPPOL_EAS = new Set(EAS_CODES);
const CORE_EAS = new Set([...EAS_CODES, 'EM']);
const EXEMPT = ['E', 'AE', 'K', 'G', 'O'];
const VATEX_OWN: Record<string, string> = { 'VATEX-EU-AE': 'AE', 'VATEX-EU-IC': 'K', 'VATEX-EU-G': 'G', 'VATEX-EU-O': 'O' };
const GERMAN_BUYER = {
  name: 'Berliner Handel GmbH',
  taxNumber: '123456789',
  countryCode: 'DE',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  postalCode: '10117',
  language: 'en',
};

async function issue(
  name: string,
  body: Record<string, unknown>,
  opts: { customer?: Record<string, unknown>; seller?: Record<string, unknown>; peppol?: boolean } = {},
) {
  const { token, customerId } = await setUpSeller(t, opts.customer);
  if (opts.seller) {
    const res = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: opts.seller });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const draft = await createInvoice(t, token, { customerId, ...body });
  const invoice = (await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token })).json().invoice;
  return { token, invoice, ...(await fetchAll(token, invoice.id, opts.peppol ?? true)) };
}

async function fetchAll(token: string, id: string, peppol: boolean) {
  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return parseXml(res.body);
  };
  const core = await get(`/api/invoices/${id}/ubl?profile=en16931`);
  return { ubl: peppol ? await get(`/api/invoices/${id}/ubl`) : core, core, cii: await get(`/api/invoices/${id}/cii`) };
}

beforeAll(async () => {
  t = await startTestApp();
  // 1. TRY, rates 20/10/1 with percent and amount line discounts, a 5 % invoice discount, and a 0 % line exempt under KDV 13/b
  const tr = await issue('TRY mixed rates', {
    lines: [
      { description: 'Yazılım geliştirme\nŞubat sprintleri, İstanbul ofisi', quantity: 12.5, unit: 'hour', unitPrice: 1499.99, discount: 7.5, taxRate: 20 },
      { description: 'Eğitim kitabı', quantity: 3, unit: 'piece', unitPrice: 45.55, discountType: 'amount', discount: 5, taxRate: 10 },
      { description: 'Gıda kolisi', quantity: 7, unit: 'package', unitPrice: 19.99, taxRate: 1 },
      { description: 'Liman hizmeti', quantity: 1, unit: 'service', unitPrice: 250, taxRate: 0 },
    ],
    discountType: 'percent',
    discount: 5,
    taxExemptionReason: 'KDV Kanunu 13/b: deniz ve hava taşıma araçları için liman hizmetleri',
    notes: 'Sipariş PO-77',
  });
  docs.push({ name: 'TRY mixed rates', peppol: true, ...tr });
  // 2. a 0 % line with no exemption basis stays zero rated (Z), with an amount invoice discount split over the rates
  const z = await issue('zero rated', {
    lines: [
      { description: 'Danışmanlık', quantity: 2, unitPrice: 333.33, taxRate: 20 },
      { description: 'Kitap', quantity: 1, unitPrice: 99.99, taxRate: 0 },
    ],
    discountType: 'amount',
    discount: 10,
  });
  docs.push({ name: 'zero rated', peppol: true, ...z });
  // 3. USD invoice of a Turkish seller: VAT accounting currency TRY (BT-6, BT-111)
  const usd = await issue('USD', {
    currency: 'USD',
    lines: [
      { description: 'Cloud hosting', quantity: 3, unit: 'month', unitPrice: 1234.57, taxRate: 20 },
      { description: 'Support', quantity: 1.25, unit: 'hour', unitPrice: 80.01, taxRate: 20, discount: 3 },
    ],
  });
  docs.push({ name: 'USD', peppol: true, ...usd });
  // 4. export outside the EU: EUR to a German buyer, exempt with VATEX-EU-G (written as category G); no Peppol endpoint for the buyer
  const exp = await issue(
    'export',
    {
      currency: 'EUR',
      lines: [{ description: 'Yazılım lisansı', quantity: 1, unit: 'year', unitPrice: 5000, taxRate: 0, taxCategory: 'E' }],
      taxExemptionReason: 'KDV Kanunu 11/1-a: hizmet ihracatı',
      taxExemptionReasonCode: 'VATEX-EU-G',
    },
    {
      customer: {
        name: 'Berliner Handel GmbH',
        taxNumber: '123456789',
        countryCode: 'DE',
        address: 'Unter den Linden 1',
        city: 'Berlin',
        postalCode: '10117',
        language: 'en',
      },
      peppol: false,
    },
  );
  docs.push({ name: 'export', peppol: false, ...exp });
  // 5. a credit note for part of invoice 1, with a reason
  const cnRes = await t.request({
    method: 'POST',
    url: `/api/invoices/${tr.invoice.id}/credit-note`,
    token: tr.token,
    body: {
      lines: [
        { lineId: tr.invoice.lines[0].id, quantity: 2.5 },
        { lineId: tr.invoice.lines[3].id, quantity: 1 },
      ],
      reason: 'Fiyat düzeltmesi',
    },
  });
  if (cnRes.statusCode !== 201 && cnRes.statusCode !== 200) throw new Error(cnRes.body);
  const cn = cnRes.json().creditNote;
  docs.push({ name: 'credit note', peppol: true, invoice: cn, ...(await fetchAll(tr.token, cn.id, true)) });
  // 6. a private person without a tax number, decimal quantities; EN 16931 core only (Peppol needs a VKN endpoint)
  const person = await issue(
    'private person',
    {
      lines: [
        { description: 'Özel ders', quantity: 1.5, unit: 'hour', unitPrice: 600, taxRate: 20 },
        { description: 'Abonelik', quantity: 0.333, unit: 'month', unitPrice: 99.9, taxRate: 20 },
      ],
    },
    { customer: { name: 'Ayşe Yılmaz', taxNumber: null, taxOffice: null, email: 'ayse@example.test' }, peppol: false },
  );
  docs.push({ name: 'private person', peppol: false, ...person });
  // 7. a sole proprietor seller identified by a TCKN only (tax registration, no VAT identifier, no MERSIS)
  const sole = await issue(
    'sole proprietor',
    { lines: [{ description: 'Tasarım', quantity: 1, unitPrice: 1000, taxRate: 20 }] },
    { seller: { taxNumber: '10000000146', mersisNumber: '', tradeRegisterNumber: '' }, peppol: false },
  );
  docs.push({ name: 'sole proprietor', peppol: false, ...sole });
  // 8. EU reverse charge (AE): services to a German company, VATEX-EU-AE; Peppol via the buyer's VAT number (9930)
  const ae = await issue(
    'reverse charge AE',
    {
      currency: 'EUR',
      exchangeRate: 36.4521,
      buyerReference: '04011000-12345-34',
      lines: [{ description: 'Beratung', quantity: 10, unit: 'hour', unitPrice: 120, taxRate: 0, taxCategory: 'AE' }],
      taxExemptions: [{ category: 'AE', code: 'VATEX-EU-AE', reason: 'Reverse charge' }],
    },
    { customer: GERMAN_BUYER },
  );
  docs.push({ name: 'reverse charge AE', peppol: true, ...ae });
  // 9. intra-community supply (K) from a German seller to a French buyer with a GLN endpoint; delivery date given
  const k = await issue(
    'intra-community K',
    {
      currency: 'EUR',
      deliveryDate: '2026-03-02',
      lines: [{ description: 'Maschinenteile', quantity: 4, unitPrice: 2500, taxRate: 0, taxCategory: 'K' }],
      taxExemptions: [{ category: 'K', code: 'VATEX-EU-IC', reason: 'Intra-community supply' }],
    },
    {
      seller: { country: 'DE', taxNumber: 'DE811907980', address: 'Hauptstraße 1', city: 'München', postalCode: '80331', district: '', mersisNumber: '' },
      customer: {
        name: 'Société Lyonnaise SARL',
        taxNumber: 'FR40303265045',
        countryCode: 'FR',
        address: '1 Rue de la République',
        city: 'Lyon',
        postalCode: '69001',
        language: 'en',
        endpointScheme: '0088',
        endpointId: '4000001123452',
      },
    },
  );
  docs.push({ name: 'intra-community K', peppol: true, ...k });
  // 10. export outside the EU as an explicit G line with its own exemption entry; the buyer's endpoint is a GLN
  const g = await issue(
    'export G',
    {
      currency: 'USD',
      lines: [{ description: 'Software licence', quantity: 1, unit: 'year', unitPrice: 900, taxRate: 0, taxCategory: 'G' }],
      taxExemptions: [{ category: 'G', code: 'VATEX-EU-G', reason: 'KDV Kanunu 11/1-a' }],
    },
    {
      customer: {
        name: 'Acme Inc.',
        taxNumber: null,
        countryCode: 'US',
        address: '1 Main St',
        city: 'Springfield',
        postalCode: '12345',
        language: 'en',
        endpointScheme: '0088',
        endpointId: '4000001123452',
      },
    },
  );
  docs.push({ name: 'export G', peppol: true, ...g });
  // 11. outside the scope of VAT (O) with its reason: no VAT identifiers, no rates
  const o = await issue('out of scope O', {
    lines: [{ description: 'Bağış', quantity: 1, unitPrice: 1000, taxRate: 0, taxCategory: 'O' }],
    taxExemptions: [{ category: 'O', reason: 'KDV kapsamı dışında' }],
  });
  docs.push({ name: 'out of scope O', peppol: true, ...o });
  // 12. unit prices with three and four decimals (fuel, per-unit SaaS): line nets rounded to cents (BT-131)
  const fuel = await issue('3-decimal unit price', {
    lines: [
      { description: 'Motorin', quantity: 1234.5, unit: 'litre', unitPrice: 41.239, taxRate: 20 },
      { description: 'API çağrısı', quantity: 10001, unitPrice: 0.0125, taxRate: 20 },
    ],
  });
  docs.push({ name: '3-decimal unit price', peppol: true, ...fuel });
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

// each runs a check over every UBL document (Peppol where issued so, else EN 16931 core) and reports failures by scenario
function eachUbl(check: (ubl: XmlNode, d: Doc) => void) {
  expect(docs.length).toBe(12);
  for (const d of docs) {
    try {
      check(d.ubl, d);
    } catch (e) {
      throw new Error(`${d.name}: ${(e as Error).message}`);
    }
  }
}
function eachCii(check: (cii: XmlNode, d: Doc) => void) {
  for (const d of docs) {
    try {
      check(d.cii, d);
    } catch (e) {
      throw new Error(`${d.name}: ${(e as Error).message}`);
    }
  }
}

const subtotals = (ubl: XmlNode) => all(ubl, 'cac:TaxTotal/cac:TaxSubtotal');
const docAllowances = (ubl: XmlNode) => all(ubl, 'cac:AllowanceCharge');
const catOf = (n: XmlNode, p: string) => ({ id: one(n, `${p}/cbc:ID`).text, rate: Number(opt(n, `${p}/cbc:Percent`) ?? 0) });

describe('UBL 2.1 (Peppol BIS 3.0 / EN 16931)', () => {
  it('BR-01…BR-16: mandatory header, parties, totals and lines are present', () => {
    eachUbl((ubl, d) => {
      for (const p of ['cbc:CustomizationID', 'cbc:ID', 'cbc:IssueDate', 'cbc:DocumentCurrencyCode']) expect(opt(ubl, p), p).toBeTruthy();
      expect(opt(ubl, 'cbc:InvoiceTypeCode') ?? opt(ubl, 'cbc:CreditNoteTypeCode')).toBeTruthy();
      for (const role of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) {
        expect(opt(ubl, `${role}/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName`), role).toBeTruthy();
        expect(opt(ubl, `${role}/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode`), role).toMatch(/^[A-Z]{2}$/);
      }
      for (const p of ['cbc:LineExtensionAmount', 'cbc:TaxExclusiveAmount', 'cbc:TaxInclusiveAmount', 'cbc:PayableAmount'])
        expect(all(ubl, `cac:LegalMonetaryTotal/${p}`), p).toHaveLength(1);
      expect(all(ubl, lineTag(ubl)).length).toBeGreaterThan(0);
      expect(one(ubl, 'cbc:CustomizationID').text).toBe(
        d.peppol ? 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0' : 'urn:cen.eu:en16931:2017',
      );
    });
  });

  it('BR-CL-01, PEPPOL-EN16931-P0100/P0101, BR-55: 380 invoices, 381 credit notes referring to the original', () => {
    eachUbl((ubl) => {
      if (ubl.name === 'Invoice') expect(one(ubl, 'cbc:InvoiceTypeCode').text).toBe('380');
      else {
        expect(ubl.uri).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
        expect(one(ubl, 'cbc:CreditNoteTypeCode').text).toBe('381');
        expect(opt(ubl, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(byName('TRY mixed rates').invoice.number);
        expect(all(ubl, 'cbc:DueDate')).toHaveLength(0); // not an element of UBL CreditNote
      }
    });
  });

  it('PEPPOL-EN16931-R001/R007/R004/R003/R002: process, specification, buyer reference, one note', () => {
    eachUbl((ubl) => {
      expect(one(ubl, 'cbc:ProfileID').text).toMatch(/^urn:fdc:peppol\.eu:2017:poacc:billing:\d{2}:1\.0$/);
      expect(opt(ubl, 'cbc:BuyerReference')).toBeTruthy();
      expect(all(ubl, 'cbc:Note').length).toBeLessThanOrEqual(1);
    });
    // the credit note carries the original's note and the credit reason in its single note
    expect(one(byName('credit note').ubl, 'cbc:Note').text).toContain('Fiyat düzeltmesi');
  });

  it('PEPPOL-EN16931-R008, PEPPOL-EN16931-F001: no empty elements; dates are YYYY-MM-DD', () => {
    eachUbl((ubl) => {
      for (const n of walk(ubl)) if (n.children.length === 0) expect(n.text.trim(), n.name).not.toBe('');
      for (const n of walk(ubl).filter((x) => /^cbc:(IssueDate|DueDate|TaxPointDate|StartDate|EndDate|ActualDeliveryDate)$/.test(x.name)))
        expect(n.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  it('BR-CO-10: sum of line net amounts equals the invoice line total (BT-106)', () => {
    eachUbl((ubl) =>
      expect(cents(ubl, 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe(sum(all(ubl, lineTag(ubl)).map((l) => cents(l, 'cbc:LineExtensionAmount')))),
    );
  });

  it('BR-CO-11, BR-CO-13: allowance total and tax-exclusive total', () => {
    eachUbl((ubl) => {
      const totals = one(ubl, 'cac:LegalMonetaryTotal');
      const allowances = sum(docAllowances(ubl).map((a) => cents(a, 'cbc:Amount')));
      expect(all(totals, 'cbc:AllowanceTotalAmount').length ? cents(totals, 'cbc:AllowanceTotalAmount') : 0).toBe(allowances);
      expect(all(totals, 'cbc:AllowanceTotalAmount').length > 0).toBe(docAllowances(ubl).length > 0);
      expect(cents(totals, 'cbc:TaxExclusiveAmount')).toBe(cents(totals, 'cbc:LineExtensionAmount') - allowances);
    });
    expect(docAllowances(byName('TRY mixed rates').ubl)).toHaveLength(4);
    expect(docAllowances(byName('zero rated').ubl)).toHaveLength(2);
  });

  it('BR-CO-14: invoice total VAT equals the sum of VAT category amounts; BR-CO-15, BR-CO-16: grand total and amount due', () => {
    eachUbl((ubl) => {
      const cur = one(ubl, 'cbc:DocumentCurrencyCode').text;
      const main = all(ubl, 'cac:TaxTotal').filter((x) => all(x, 'cac:TaxSubtotal').length > 0);
      expect(main).toHaveLength(1); // PEPPOL-EN16931-R053
      expect(cents(main[0], 'cbc:TaxAmount')).toBe(sum(subtotals(ubl).map((s) => cents(s, 'cbc:TaxAmount'))));
      expect(all(ubl, 'cac:TaxTotal/cbc:TaxAmount').filter((x) => x.attrs.currencyID === cur)).toHaveLength(1);
      const totals = one(ubl, 'cac:LegalMonetaryTotal');
      expect(cents(totals, 'cbc:TaxInclusiveAmount')).toBe(cents(totals, 'cbc:TaxExclusiveAmount') + cents(main[0], 'cbc:TaxAmount'));
      expect(cents(totals, 'cbc:PayableAmount')).toBe(cents(totals, 'cbc:TaxInclusiveAmount'));
    });
  });

  it('BR-CO-17, BR-S-09: VAT per category = taxable amount of the category × rate, rounded once (not a sum of rounded line VAT)', () => {
    eachUbl((ubl) => {
      for (const s of subtotals(ubl)) expect(cents(s, 'cbc:TaxAmount')).toBe(taxOf(cents(s, 'cbc:TaxableAmount'), catOf(s, 'cac:TaxCategory').rate));
    });
    // 2 × 333.33 = 666.66 − its share of the 10.00 discount; per-line rounding would differ from the category rule here
    const z = byName('zero rated').ubl;
    const s20 = subtotals(z).find((s) => one(s, 'cac:TaxCategory/cbc:ID').text === 'S');
    expect(s20 && cents(s20, 'cbc:TaxAmount')).toBe(taxOf(s20 ? cents(s20, 'cbc:TaxableAmount') : 0, 20));
  });

  it('BR-S-08, BR-Z-08, BR-E-08, BR-G-08: taxable amount per category and rate = line nets − document allowances', () => {
    eachUbl((ubl) => {
      const lines = all(ubl, lineTag(ubl));
      for (const s of subtotals(ubl)) {
        const { id, rate } = catOf(s, 'cac:TaxCategory');
        const same = (n: XmlNode, p: string) => catOf(n, p).id === id && (id !== 'S' || catOf(n, p).rate === rate);
        const net = sum(lines.filter((l) => same(l, 'cac:Item/cac:ClassifiedTaxCategory')).map((l) => cents(l, 'cbc:LineExtensionAmount')));
        const allow = sum(
          docAllowances(ubl)
            .filter((a) => same(a, 'cac:TaxCategory'))
            .map((a) => cents(a, 'cbc:Amount')),
        );
        expect(cents(s, 'cbc:TaxableAmount'), `${id}${rate}`).toBe(net - allow);
      }
    });
  });

  it('BR-S-01, BR-Z-01, BR-E-01, BR-G-01, BR-CO-18: one breakdown per category used (S per rate); BR-CL-17/18 UNCL 5305 codes', () => {
    eachUbl((ubl) => {
      const used = [...all(ubl, `${lineTag(ubl)}/cac:Item/cac:ClassifiedTaxCategory`), ...all(ubl, 'cac:AllowanceCharge/cac:TaxCategory')].map((c) => ({
        id: one(c, 'cbc:ID').text,
        rate: Number(opt(c, 'cbc:Percent') ?? 0),
      }));
      const listed = subtotals(ubl).map((s) => catOf(s, 'cac:TaxCategory'));
      expect(listed.length).toBeGreaterThan(0);
      for (const u of used) {
        expect(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']).toContain(u.id);
        expect(
          listed.filter((l) => l.id === u.id && (u.id !== 'S' || l.rate === u.rate)),
          `${u.id}${u.rate}`,
        ).toHaveLength(1);
      }
      for (const l of listed) expect(used.some((u) => u.id === l.id)).toBe(true);
    });
    expect(
      subtotals(byName('TRY mixed rates').ubl).map((s) => `${one(s, 'cac:TaxCategory/cbc:ID').text}:${one(s, 'cac:TaxCategory/cbc:Percent').text}`),
    ).toEqual(['E:0', 'S:20', 'S:10', 'S:1']);
    expect(subtotals(byName('zero rated').ubl).map((s) => one(s, 'cac:TaxCategory/cbc:ID').text)).toEqual(['S', 'Z']);
    expect(subtotals(byName('export').ubl).map((s) => one(s, 'cac:TaxCategory/cbc:ID').text)).toEqual(['G']);
    for (const [name, id] of [
      ['reverse charge AE', 'AE'],
      ['intra-community K', 'K'],
      ['export G', 'G'],
      ['out of scope O', 'O'],
    ]) {
      expect(
        subtotals(byName(name).ubl).map((s) => one(s, 'cac:TaxCategory/cbc:ID').text),
        name,
      ).toEqual([id]);
      expect(one(byName(name).ubl, 'cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID').text, name).toBe(id);
    }
  });

  it('BR-S/Z/E/AE/IC/G-05…07, BR-O-05…07: S rates above zero, Z/E/AE/K/G rates zero, O without a rate', () => {
    eachUbl((ubl) => {
      for (const c of walk(ubl).filter((n) => n.name === 'cac:TaxCategory' || n.name === 'cac:ClassifiedTaxCategory')) {
        const id = one(c, 'cbc:ID').text;
        if (id === 'O') {
          expect(all(c, 'cbc:Percent'), 'O has no rate').toHaveLength(0);
          continue;
        }
        const rate = Number(one(c, 'cbc:Percent').text);
        if (id === 'S') expect(rate).toBeGreaterThan(0);
        else expect(rate).toBe(0);
      }
      // BR-O-09 / BR-AE-09 / BR-IC-09 / BR-G-09: no VAT in these categories
      for (const s of subtotals(ubl)) if (EXEMPT.includes(one(s, 'cac:TaxCategory/cbc:ID').text)) expect(cents(s, 'cbc:TaxAmount')).toBe(0);
    });
  });

  it('BR-S-10, BR-Z-10, BR-E-10, BR-G-10, BR-CL-22, PEPPOL-EN16931-P0104…P0111: exemption reasons only where they belong, codes matching the category', () => {
    eachUbl((ubl) => {
      for (const c of walk(ubl).filter((n) => n.name === 'cac:TaxCategory' || n.name === 'cac:ClassifiedTaxCategory')) {
        const id = one(c, 'cbc:ID').text;
        const code = opt(c, 'cbc:TaxExemptionReasonCode');
        const reason = opt(c, 'cbc:TaxExemptionReason');
        const inBreakdown = all(ubl, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory').includes(c);
        if (!inBreakdown || !EXEMPT.includes(id)) expect(code ?? reason, `${id} outside an exempt breakdown`).toBeUndefined(); // also UBL-CR-480/481/600/601
        if (inBreakdown && EXEMPT.includes(id)) expect(code ?? reason, id).toBeTruthy(); // BR-E/AE/IC/G/O-10
        if (code && VATEX_OWN[code]) expect(id, code).toBe(VATEX_OWN[code]);
        if (id === 'E' && code) expect(code).toMatch(/^VATEX-EU-(79-C|132|143|144|146|148|151|153|159|309|D|F|I|J)/);
      }
    });
    const g = one(byName('export').ubl, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory');
    expect(one(g, 'cbc:TaxExemptionReasonCode').text).toBe('VATEX-EU-G');
    expect(one(g, 'cbc:TaxExemptionReason').text).toContain('11/1-a');
    const e = subtotals(byName('TRY mixed rates').ubl).find((s) => one(s, 'cac:TaxCategory/cbc:ID').text === 'E');
    expect(e && one(e, 'cac:TaxCategory/cbc:TaxExemptionReason').text).toContain('13/b');
    // reverse charge and intra-community codes are written with their own categories, not dropped under E
    expect(one(byName('reverse charge AE').ubl, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode').text).toBe('VATEX-EU-AE');
    expect(one(byName('intra-community K').ubl, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode').text).toBe('VATEX-EU-IC');
    expect(one(byName('out of scope O').ubl, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason').text).toBe('KDV kapsamı dışında');
  });

  it('BR-AE-02/03, BR-IC-02/03/11/12, BR-O-02…04: VAT identifiers of both parties; delivery date and country for K; none for O', () => {
    const party = (ubl: XmlNode, role: string) => all(ubl, `${role}/cac:Party/cac:PartyTaxScheme`).filter((p) => one(p, 'cac:TaxScheme/cbc:ID').text === 'VAT');
    for (const name of ['reverse charge AE', 'intra-community K']) {
      expect(party(byName(name).ubl, 'cac:AccountingSupplierParty'), name).toHaveLength(1);
      expect(party(byName(name).ubl, 'cac:AccountingCustomerParty'), name).toHaveLength(1);
    }
    const k = byName('intra-community K').ubl;
    expect(one(k, 'cac:Delivery/cbc:ActualDeliveryDate').text).toBe('2026-03-02');
    expect(one(k, 'cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode').text).toBe('FR');
    const o = byName('out of scope O').ubl;
    expect(all(o, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme')).toHaveLength(0);
    expect(all(o, 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme')).toHaveLength(0);
    const oCii = one(byName('out of scope O').cii, 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement');
    expect(all(oCii, 'ram:SellerTradeParty/ram:SpecifiedTaxRegistration').length + all(oCii, 'ram:BuyerTradeParty/ram:SpecifiedTaxRegistration').length).toBe(
      0,
    );
    const kCii = one(byName('intra-community K').cii, 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery');
    expect(one(kCii, 'ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID').text).toBe('FR');
    expect(one(kCii, 'ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString').text).toBe('20260302');
  });

  it('BR-S-02/03, BR-Z-02/03, BR-E-02/03, BR-G-02/03, BR-CO-26: the seller has a tax identifier and a legal or VAT identifier', () => {
    eachUbl((ubl, d) => {
      const seller = one(ubl, 'cac:AccountingSupplierParty/cac:Party');
      // an out-of-scope invoice has no tax identifiers (BR-O-02); its seller is identified by the legal registration
      if (d.name === 'out of scope O') return expect(all(seller, 'cac:PartyLegalEntity/cbc:CompanyID')).toHaveLength(1);
      expect(all(seller, 'cac:PartyTaxScheme/cbc:CompanyID').length).toBeGreaterThan(0);
      const vat = all(seller, 'cac:PartyTaxScheme').filter((p) => one(p, 'cac:TaxScheme/cbc:ID').text === 'VAT');
      expect(vat.length + all(seller, 'cac:PartyIdentification/cbc:ID').length + all(seller, 'cac:PartyLegalEntity/cbc:CompanyID').length).toBeGreaterThan(0);
      if (subtotals(ubl).some((s) => ['G', 'K'].includes(one(s, 'cac:TaxCategory/cbc:ID').text))) expect(vat).toHaveLength(1);
      expect(all(seller, 'cac:PartyTaxScheme').length).toBeLessThanOrEqual(2); // UBL-SR-42
      if (d.name === 'sole proprietor') {
        expect(vat).toHaveLength(0); // a TCKN is not a VAT identifier
        expect(one(seller, 'cac:PartyTaxScheme/cbc:CompanyID').text).toBe('10000000146');
        expect(one(seller, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID').text).toBe('TAX');
        expect(one(seller, 'cac:PartyLegalEntity/cbc:CompanyID').text).toBe('10000000146');
      }
    });
  });

  it('BR-CO-9: VAT identifiers carry an ISO 3166-1 country prefix (TR + VKN, DE + number); UBL-CR-652 no schemeID', () => {
    eachUbl((ubl) => {
      for (const p of all(ubl, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme').concat(
        all(ubl, 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme'),
      )) {
        const id = one(p, 'cbc:CompanyID');
        expect(id.attrs.schemeID).toBeUndefined();
        if (one(p, 'cac:TaxScheme/cbc:ID').text === 'VAT') expect(id.text).toMatch(VAT_PREFIX);
      }
    });
    expect(one(byName('export').ubl, 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID').text).toBe('DE123456789');
    expect(all(byName('private person').ubl, 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme')).toHaveLength(0);
  });

  it('BR-62, BR-63, BR-CL-25, PEPPOL-EN16931-R010/R020/CL008: electronic addresses with a Peppol EAS scheme', () => {
    eachUbl((ubl, d) => {
      for (const role of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) {
        const ep = all(ubl, `${role}/cac:Party/cbc:EndpointID`);
        if (d.peppol) expect(ep, role).toHaveLength(1);
        for (const e of ep) expect((d.peppol ? PEPPOL_EAS : CORE_EAS).has(e.attrs.schemeID), `${role} ${e.attrs.schemeID}`).toBe(true);
      }
    });
    expect(one(byName('private person').ubl, 'cac:AccountingCustomerParty/cac:Party/cbc:EndpointID').attrs.schemeID).toBe('EM');
    const ep = (name: string, role: string) => {
      const e = one(byName(name).ubl, `${role}/cac:Party/cbc:EndpointID`);
      return `${e.attrs.schemeID}:${e.text}`;
    };
    // an EU buyer's VAT number gives its country's scheme; explicit endpoints (GLN 0088) win
    expect(ep('reverse charge AE', 'cac:AccountingCustomerParty')).toBe('9930:DE123456789');
    expect(ep('intra-community K', 'cac:AccountingSupplierParty')).toBe('9930:DE811907980');
    expect(ep('intra-community K', 'cac:AccountingCustomerParty')).toBe('0088:4000001123452');
    expect(ep('export G', 'cac:AccountingCustomerParty')).toBe('0088:4000001123452');
  });

  it('BR-CL-23: unit codes are UN/ECE Rec 20/21 codes (adet C62, saat HUR, ay MON …); decimal quantities are kept', () => {
    // every unit the app offers, checked against the Rec 20/21 list of the official code list rule
    expect(Object.fromEntries(Object.entries(INVOICE_UNITS).map(([k, v]) => [k, v.code]))).toEqual({
      piece: 'C62',
      hour: 'HUR',
      day: 'DAY',
      week: 'WEE',
      month: 'MON',
      year: 'ANN',
      kg: 'KGM',
      gram: 'GRM',
      litre: 'LTR',
      metre: 'MTR',
      m2: 'MTK',
      m3: 'MTQ',
      package: 'XPK',
      set: 'SET',
      service: 'E48',
    });
    eachUbl((ubl) => {
      for (const q of all(ubl, `${lineTag(ubl)}/cbc:InvoicedQuantity`).concat(all(ubl, `${lineTag(ubl)}/cbc:CreditedQuantity`)))
        expect(Object.values(INVOICE_UNITS).map((u) => u.code)).toContain(q.attrs.unitCode); // BR-23
    });
    const p = all(byName('private person').ubl, 'cac:InvoiceLine/cbc:InvoicedQuantity');
    expect(p.map((q) => `${q.text} ${q.attrs.unitCode}`)).toEqual(['1.5 HUR', '0.333 MON']);
  });

  it('PEPPOL-EN16931-R120, BR-41/42, BR-DEC-24: line net = quantity × price − line allowances', () => {
    eachUbl((ubl) => {
      for (const l of all(ubl, lineTag(ubl))) {
        const qty = Number((all(l, 'cbc:InvoicedQuantity')[0] ?? one(l, 'cbc:CreditedQuantity')).text);
        const allowances = all(l, 'cac:AllowanceCharge');
        for (const a of allowances) {
          expect(one(a, 'cbc:ChargeIndicator').text).toBe('false');
          expect(opt(a, 'cbc:AllowanceChargeReasonCode') ?? opt(a, 'cbc:AllowanceChargeReason')).toBeTruthy();
          expect(all(a, 'cac:TaxCategory')).toHaveLength(0); // UBL-CR-558
        }
        // the price keeps up to four decimals (BT-146); the line net is rounded to cents once (BT-131)
        const expected = Math.round(qty * Number(one(l, 'cac:Price/cbc:PriceAmount').text) * 100) - sum(allowances.map((a) => cents(a, 'cbc:Amount')));
        expect(Math.abs(cents(l, 'cbc:LineExtensionAmount') - expected)).toBeLessThanOrEqual(1);
        expect(cents(l, 'cac:Price/cbc:PriceAmount')).toBeGreaterThanOrEqual(0); // BR-27
      }
    });
  });

  it('PEPPOL-EN16931-R040/R041/R042, BR-31…33, BR-CL-19: allowances: percentage and base together, amount = base × %', () => {
    eachUbl((ubl) => {
      for (const a of walk(ubl).filter((n) => n.name === 'cac:AllowanceCharge')) {
        expect(all(a, 'cbc:MultiplierFactorNumeric').length).toBe(all(a, 'cbc:BaseAmount').length);
        if (all(a, 'cbc:BaseAmount').length)
          expect(
            Math.abs(cents(a, 'cbc:Amount') - (cents(a, 'cbc:BaseAmount') * Number(one(a, 'cbc:MultiplierFactorNumeric').text)) / 100),
          ).toBeLessThanOrEqual(2);
        expect(one(a, 'cbc:AllowanceChargeReasonCode').text).toBe('95');
      }
      for (const a of docAllowances(ubl)) expect(one(a, 'cac:TaxCategory/cac:TaxScheme/cbc:ID').text).toBe('VAT'); // BR-32
    });
  });

  it('BR-DEC-*, UBL-DT-01, PEPPOL-EN16931-R051, BR-CL-03: amounts have at most two decimals and the document currency', () => {
    eachUbl((ubl) => {
      const cur = one(ubl, 'cbc:DocumentCurrencyCode').text;
      const accounting = all(ubl, 'cac:TaxTotal')
        .filter((x) => all(x, 'cac:TaxSubtotal').length === 0)
        .map((x) => one(x, 'cbc:TaxAmount'));
      for (const n of walk(ubl).filter((x) => x.attrs.currencyID)) {
        expect(n.text, n.name).toMatch(n.name === 'cbc:PriceAmount' ? /^\d+\.\d{2,4}$/ : /^-?\d+(\.\d{1,2})?$/);
        if (!accounting.includes(n)) expect(n.attrs.currencyID, n.name).toBe(cur);
      }
    });
  });

  it('BR-53, BR-DEC-15, PEPPOL-EN16931-R005/R054/R055: a USD invoice gives its VAT total in TRY as well', () => {
    const ubl = byName('USD').ubl;
    expect(one(ubl, 'cbc:DocumentCurrencyCode').text).toBe('USD');
    expect(one(ubl, 'cbc:TaxCurrencyCode').text).toBe('TRY');
    const totals = all(ubl, 'cac:TaxTotal');
    expect(totals).toHaveLength(2);
    const inTry = totals.filter((x) => one(x, 'cbc:TaxAmount').attrs.currencyID === 'TRY');
    expect(inTry).toHaveLength(1);
    expect(all(inTry[0], 'cac:TaxSubtotal')).toHaveLength(0);
    const usdVat = cents(totals.filter((x) => x !== inTry[0])[0], 'cbc:TaxAmount');
    expect(cents(inTry[0], 'cbc:TaxAmount')).toBe(Math.round(usdVat * byName('USD').invoice.exchangeRate));
    expect(Math.sign(cents(inTry[0], 'cbc:TaxAmount'))).toBe(Math.sign(usdVat));
    // only a Turkish seller's foreign-currency invoices have one (VAT is declared in lira)
    eachUbl((u) => {
      const turkish = one(u, 'cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode').text === 'TR';
      expect(all(u, 'cbc:TaxCurrencyCode').length).toBe(turkish && one(u, 'cbc:DocumentCurrencyCode').text !== 'TRY' ? 1 : 0);
    });
  });

  it('BR-CO-25, BR-49, BR-50, BR-61, BR-CL-16: amount due with a due date or terms; credit transfer with the IBAN', () => {
    eachUbl((ubl) => {
      if (ubl.name === 'Invoice' && cents(ubl, 'cac:LegalMonetaryTotal/cbc:PayableAmount') > 0)
        expect(all(ubl, 'cbc:DueDate').length + all(ubl, 'cac:PaymentTerms/cbc:Note').length).toBeGreaterThan(0);
      expect(all(ubl, 'cac:PaymentTerms/cbc:Note').length).toBeLessThanOrEqual(1); // UBL-SR-05
      for (const pm of all(ubl, 'cac:PaymentMeans')) {
        expect(one(pm, 'cbc:PaymentMeansCode').text).toBe('30');
        expect(one(pm, 'cac:PayeeFinancialAccount/cbc:ID').text).toMatch(/^TR\d{24}$/);
      }
    });
  });

  it('UBL 2.1 schema order: Item Description (BT-154) precedes Name (BT-153)', () => {
    let described = 0;
    eachUbl((ubl) => {
      for (const item of all(ubl, `${lineTag(ubl)}/cac:Item`)) {
        const names = item.children.map((c) => c.name);
        if (names.includes('cbc:Description')) described += 1;
        if (names.includes('cbc:Description')) expect(names.indexOf('cbc:Description')).toBeLessThan(names.indexOf('cbc:Name'));
        expect(names[names.length - 1]).toBe('cac:ClassifiedTaxCategory'); // UBL-SR-48: exactly one, last here
      }
    });
    expect(described).toBeGreaterThan(0);
  });

  it('BT-146, BT-131: three- and four-decimal unit prices are kept; line nets are quantity × price rounded to cents', () => {
    for (const x of [byName('3-decimal unit price').ubl]) {
      const lines = all(x, 'cac:InvoiceLine');
      expect(lines.map((l) => one(l, 'cac:Price/cbc:PriceAmount').text)).toEqual(['41.239', '0.0125']);
      expect(lines.map((l) => one(l, 'cbc:LineExtensionAmount').text)).toEqual(['50909.55', '125.01']); // 50909.5455, 125.0125
    }
    const cii = all(byName('3-decimal unit price').cii, 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem');
    expect(cii.map((l) => one(l, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount').text)).toEqual(['41.239', '0.0125']);
  });

  it('BT-10, BT-13, BT-111: the buyer reference as entered (Leitweg-ID), the order reference, the typed exchange rate', () => {
    const ae = byName('reverse charge AE');
    expect(one(ae.ubl, 'cbc:BuyerReference').text).toBe('04011000-12345-34');
    expect(ae.invoice.exchangeRate).toBe(36.4521);
    const inTry = all(ae.ubl, 'cac:TaxTotal').find((x) => one(x, 'cbc:TaxAmount').attrs.currencyID === 'TRY');
    expect(inTry && one(inTry, 'cbc:TaxAmount').text).toBe('0.00');
    // no buyer reference and no order: the invoice number stays the fallback (PEPPOL-EN16931-R003)
    expect(one(byName('zero rated').ubl, 'cbc:BuyerReference').text).toBe(byName('zero rated').invoice.number);
    expect(one(byName('USD').ubl, 'cbc:TaxCurrencyCode').text).toBe('TRY');
  });

  it('PEPPOL-EN16931-R010/R020: Peppol output is refused (422) when a party has no electronic address; EN 16931 core is written', async () => {
    const { token, customerId } = await setUpSeller(t, { name: 'Mehmet Demir', taxNumber: null, taxOffice: null });
    const draft = await createInvoice(t, token, { customerId, lines: [{ description: 'Ders', quantity: 1.5, unit: 'hour', unitPrice: 500, taxRate: 20 }] });
    await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
    const res = await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/ubl`, token });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('customer.endpointId');
    expect((await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/ubl?profile=en16931`, token })).statusCode).toBe(200);
    // the export buyer (a German VAT number) now has a Peppol address: 9930 with the DE prefix
    const exp = byName('export');
    const peppol = await t.request({ method: 'GET', url: `/api/invoices/${exp.invoice.id}/ubl`, token: exp.token });
    expect(peppol.statusCode).toBe(200);
    expect(one(parseXml(peppol.body), 'cac:AccountingCustomerParty/cac:Party/cbc:EndpointID').attrs.schemeID).toBe('9930');
  });
});

describe('CII D16B (EN 16931 profile, Factur-X)', () => {
  const settlement = (cii: XmlNode) => one(cii, 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement');
  const sums = (cii: XmlNode) => one(settlement(cii), 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const ciiLines = (cii: XmlNode) => all(cii, 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem');
  const lineNet = (l: XmlNode) => cents(l, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount');
  const lineCat = (l: XmlNode) => ({
    id: one(l, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode').text,
    rate: Number(opt(l, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent') ?? 0),
  });

  it('BR-CO-10, BR-CO-11, BR-CO-13, BR-CO-14, BR-CO-15, BR-CO-16: document totals add up', () => {
    eachCii((cii) => {
      const s = sums(cii);
      const cur = one(settlement(cii), 'ram:InvoiceCurrencyCode').text;
      expect(cents(s, 'ram:LineTotalAmount')).toBe(sum(ciiLines(cii).map(lineNet)));
      const allowances = sum(all(settlement(cii), 'ram:SpecifiedTradeAllowanceCharge').map((a) => cents(a, 'ram:ActualAmount')));
      expect(all(s, 'ram:AllowanceTotalAmount').length ? cents(s, 'ram:AllowanceTotalAmount') : 0).toBe(allowances);
      expect(cents(s, 'ram:TaxBasisTotalAmount')).toBe(cents(s, 'ram:LineTotalAmount') - allowances);
      const vat = all(s, 'ram:TaxTotalAmount').filter((x) => x.attrs.currencyID === cur);
      expect(vat).toHaveLength(1);
      expect(Math.round(Number(vat[0].text) * 100)).toBe(sum(all(settlement(cii), 'ram:ApplicableTradeTax').map((x) => cents(x, 'ram:CalculatedAmount'))));
      expect(cents(s, 'ram:GrandTotalAmount')).toBe(cents(s, 'ram:TaxBasisTotalAmount') + Math.round(Number(vat[0].text) * 100));
      expect(cents(s, 'ram:DuePayableAmount')).toBe(cents(s, 'ram:GrandTotalAmount'));
    });
  });

  it('BR-CO-17, BR-S-08/09, BR-Z-08, BR-E-08, BR-G-08: VAT per category on the category basis', () => {
    eachCii((cii) => {
      for (const x of all(settlement(cii), 'ram:ApplicableTradeTax')) {
        const id = one(x, 'ram:CategoryCode').text;
        const rate = Number(opt(x, 'ram:RateApplicablePercent') ?? 0);
        if (id === 'O') expect(all(x, 'ram:RateApplicablePercent')).toHaveLength(0); // BR-O-05…07
        expect(cents(x, 'ram:CalculatedAmount')).toBe(taxOf(cents(x, 'ram:BasisAmount'), rate));
        const same = (c: { id: string; rate: number }) => c.id === id && (id !== 'S' || c.rate === rate);
        const net = sum(
          ciiLines(cii)
            .filter((l) => same(lineCat(l)))
            .map(lineNet),
        );
        const allow = sum(
          all(settlement(cii), 'ram:SpecifiedTradeAllowanceCharge')
            .filter((a) =>
              same({ id: one(a, 'ram:CategoryTradeTax/ram:CategoryCode').text, rate: Number(opt(a, 'ram:CategoryTradeTax/ram:RateApplicablePercent') ?? 0) }),
            )
            .map((a) => cents(a, 'ram:ActualAmount')),
        );
        expect(cents(x, 'ram:BasisAmount'), id).toBe(net - allow);
        if (EXEMPT.includes(id))
          expect(opt(x, 'ram:ExemptionReason') ?? opt(x, 'ram:ExemptionReasonCode')).toBeTruthy(); // BR-E/AE/IC/G/O-10
        else expect(all(x, 'ram:ExemptionReason').length + all(x, 'ram:ExemptionReasonCode').length).toBe(0); // BR-S-10, BR-Z-10
      }
    });
  });

  it('BR-53: the VAT total in the accounting currency (TRY) for the USD invoice', () => {
    const cii = byName('USD').cii;
    expect(one(settlement(cii), 'ram:TaxCurrencyCode').text).toBe('TRY');
    expect(all(sums(cii), 'ram:TaxTotalAmount').map((x) => x.attrs.currencyID)).toEqual(['USD', 'TRY']);
  });

  it('BR-CO-25: a credit note with an amount due states its payment terms too', () => {
    eachCii((cii) => {
      if (cents(sums(cii), 'ram:DuePayableAmount') > 0)
        expect(
          all(settlement(cii), 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime').length +
            all(settlement(cii), 'ram:SpecifiedTradePaymentTerms/ram:Description').length,
        ).toBeGreaterThan(0);
    });
    const cn = byName('credit note').cii;
    expect(one(cn, 'rsm:ExchangedDocument/ram:TypeCode').text).toBe('381');
    expect(one(settlement(cn), 'ram:SpecifiedTradePaymentTerms/ram:Description').text).toContain(byName('TRY mixed rates').invoice.number);
    expect(one(settlement(cn), 'ram:InvoiceReferencedDocument/ram:IssuerAssignedID').text).toBe(byName('TRY mixed rates').invoice.number);
  });

  it('BR-CO-26, BR-S-02, BR-CO-9, BR-62/63: seller identifiers (VA or FC), prefixed VAT numbers, endpoint schemes', () => {
    eachCii((cii) => {
      const agreement = one(cii, 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement');
      const seller = one(agreement, 'ram:SellerTradeParty');
      const regs = all(seller, 'ram:SpecifiedTaxRegistration/ram:ID');
      if (all(settlement(cii), 'ram:ApplicableTradeTax').some((x) => one(x, 'ram:CategoryCode').text === 'O')) return expect(regs).toHaveLength(0); // BR-O-02
      expect(regs.some((r) => r.attrs.schemeID === 'VA' || r.attrs.schemeID === 'FC')).toBe(true);
      expect(regs.some((r) => r.attrs.schemeID === 'VA') || all(seller, 'ram:SpecifiedLegalOrganization/ram:ID').length > 0).toBe(true);
      for (const r of all(agreement, 'ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID').concat(
        all(agreement, 'ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID'),
      ))
        if (r.attrs.schemeID === 'VA') expect(r.text).toMatch(VAT_PREFIX);
      for (const u of all(agreement, 'ram:SellerTradeParty/ram:URIUniversalCommunication/ram:URIID').concat(
        all(agreement, 'ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID'),
      ))
        expect(CORE_EAS.has(u.attrs.schemeID)).toBe(true);
    });
  });

  it('BR-DEC-*: amounts with at most two decimals; BR-CL-23: line unit codes', () => {
    eachCii((cii) => {
      for (const n of walk(cii).filter((x) => /Amount$/.test(x.name) && x.name !== 'ram:ChargeAmount')) expect(n.text, n.name).toMatch(/^-?\d+(\.\d{1,2})?$/);
      for (const q of all(cii, 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'))
        expect(Object.values(INVOICE_UNITS).map((u) => u.code)).toContain(q.attrs.unitCode);
    });
  });
});
