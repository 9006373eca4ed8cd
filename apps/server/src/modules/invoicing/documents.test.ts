import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { all, cents, createInvoice, one, parseXml, pdfText, setUpSeller, type XmlNode } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const MIXED = [
  { description: 'Yazılım geliştirme — Şubat (İstanbul ofisi, ğüşıöç)', quantity: 12.5, unit: 'hour', unitPrice: 1499.99, discount: 7.5, taxRate: 20 },
  { description: 'Eğitim kitabı', quantity: 3, unitPrice: 45.55, taxRate: 10, discountType: 'amount', discount: 5 },
  { description: 'Gıda kolisi', quantity: 7, unitPrice: 19.99, taxRate: 1 },
  { description: 'İhracat hizmeti', quantity: 1, unitPrice: 250, taxRate: 0 },
];
// a 1×1 PNG
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function issued(body: Record<string, unknown>, customer: Record<string, unknown> = {}) {
  const { token, customerId } = await setUpSeller(t, customer);
  const inv = await createInvoice(t, token, { customerId, ...body });
  const fin = await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token });
  return { token, customerId, invoice: fin.json().invoice };
}

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;
// checkUblSums asserts the EN 16931 calculation rules (BR-CO-10…17, BR-S/Z/E-08…10) and decimals (BR-DEC) on a UBL document.
function checkUblSums(doc: XmlNode, lineTag: string) {
  const lines = all(doc, lineTag);
  expect(lines.length).toBeGreaterThan(0); // BR-16
  const totals = one(doc, 'cac:LegalMonetaryTotal');
  const lineSum = lines.reduce((n, l) => n + cents(l, 'cbc:LineExtensionAmount'), 0);
  expect(cents(totals, 'cbc:LineExtensionAmount')).toBe(lineSum); // BR-CO-10
  const allowances = all(doc, 'cac:AllowanceCharge');
  const allowanceSum = allowances.reduce((n, a) => n + cents(a, 'cbc:Amount'), 0);
  expect(all(totals, 'cbc:AllowanceTotalAmount').length ? cents(totals, 'cbc:AllowanceTotalAmount') : 0).toBe(allowanceSum); // BR-CO-11
  expect(cents(totals, 'cbc:TaxExclusiveAmount')).toBe(lineSum - allowanceSum); // BR-CO-13
  const taxTotals = all(doc, 'cac:TaxTotal').filter((tt) => all(tt, 'cac:TaxSubtotal').length > 0);
  expect(taxTotals).toHaveLength(1); // PEPPOL-EN16931-R053
  const subtotals = all(taxTotals[0], 'cac:TaxSubtotal');
  expect(subtotals.length).toBeGreaterThan(0); // BR-CO-18
  expect(cents(taxTotals[0], 'cbc:TaxAmount')).toBe(subtotals.reduce((n, s) => n + cents(s, 'cbc:TaxAmount'), 0)); // BR-CO-14
  expect(cents(totals, 'cbc:TaxInclusiveAmount')).toBe(cents(totals, 'cbc:TaxExclusiveAmount') + cents(taxTotals[0], 'cbc:TaxAmount')); // BR-CO-15
  expect(cents(totals, 'cbc:PayableAmount')).toBe(cents(totals, 'cbc:TaxInclusiveAmount')); // BR-CO-16 (nothing prepaid)
  for (const s of subtotals) {
    const cat = one(s, 'cac:TaxCategory/cbc:ID').text;
    const rate = Number(one(s, 'cac:TaxCategory/cbc:Percent').text);
    const atRate = lines.filter(
      (l) => one(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID').text === cat && Number(one(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent').text) === rate,
    );
    const docAllowances = allowances.filter(
      (a) => one(a, 'cac:TaxCategory/cbc:ID').text === cat && Number(one(a, 'cac:TaxCategory/cbc:Percent').text) === rate,
    );
    // BR-S-08 / BR-Z-08 / BR-E-08: taxable = line nets − document allowances of the category and rate
    expect(cents(s, 'cbc:TaxableAmount')).toBe(
      atRate.reduce((n, l) => n + cents(l, 'cbc:LineExtensionAmount'), 0) - docAllowances.reduce((n, a) => n + cents(a, 'cbc:Amount'), 0),
    );
    // BR-CO-17 / BR-S-09: VAT = taxable × rate, rounded to two decimals; BR-Z-09 / BR-E-09: zero
    expect(cents(s, 'cbc:TaxAmount')).toBe(Math.round((cents(s, 'cbc:TaxableAmount') * rate) / 100 + 1e-9));
    if (cat === 'S') expect(rate).toBeGreaterThan(0); // BR-S-05/06
    if (cat === 'Z' || cat === 'E' || cat === 'G') expect(rate).toBe(0); // BR-Z-05, BR-E-05, BR-G-05
    if (cat === 'E' || cat === 'G')
      expect(all(s, 'cac:TaxCategory/cbc:TaxExemptionReasonCode').length + all(s, 'cac:TaxCategory/cbc:TaxExemptionReason').length).toBeGreaterThan(0); // BR-E-10
  }
  for (const l of lines) {
    expect(one(l, 'cbc:ID').text).not.toBe(''); // BR-21
    expect(one(l, 'cac:Item/cbc:Name').text).not.toBe(''); // BR-25
    expect(Number(one(l, 'cac:Price/cbc:PriceAmount').text)).toBeGreaterThanOrEqual(0); // BR-27
    for (const a of all(l, 'cac:AllowanceCharge')) {
      expect(one(a, 'cbc:AllowanceChargeReasonCode').text).toBe('95'); // BR-42
      if (all(a, 'cbc:MultiplierFactorNumeric').length)
        expect(cents(a, 'cbc:Amount')).toBe(Math.round((cents(a, 'cbc:BaseAmount') * Number(one(a, 'cbc:MultiplierFactorNumeric').text)) / 100 + 1e-9)); // PEPPOL-EN16931-R040
    }
  }
  const walk = (n: XmlNode): XmlNode[] => [n, ...n.children.flatMap(walk)];
  for (const n of walk(doc).filter((x) => x.attrs.currencyID)) expect(n.text, n.name).toMatch(AMOUNT); // BR-DEC-*
}

describe('PDF', () => {
  it('renders every design with the logo, Turkish letters and Turkish money format', async () => {
    const { token, invoice } = await issued({ lines: MIXED });
    await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { logoUrl: PNG, primaryColor: '#0E7490' } });
    for (const design of ['standard', 'corporate', 'minimal', 'colorful']) {
      const res = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf?design=${design}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/FontFile2/); // the TrueType font is embedded
      expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/); // the logo
      const { text, exact } = pdfText(pdf);
      for (const ch of ['ş', 'ğ', 'ı', 'İ', 'ü', 'ö', 'ç', 'Ş', '₺']) expect(text, `${design} ${ch}`).toContain(ch);
      const mapped = pdfText(pdf, true).text;
      for (const ch of ['ş', 'ğ', 'ı', 'İ', 'ü', 'ö', 'ç', 'Ş', '₺']) expect(mapped, `${design} ToUnicode ${ch}`).toContain(ch);
      if (exact) {
        expect(text).toContain('Boğaziçi Lojistik Ltd. Şti.');
        expect(text).toContain('Yazılım geliştirme — Şubat');
        expect(text).toContain(invoice.number);
        expect(text).toMatch(/Genel Toplam\s+[\d.]+,\d{2} ₺/);
        expect(text).toContain(`${invoice.total.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₺`);
      }
    }
  });

  it('flows a long invoice over several pages', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Satır ${i + 1}: çok uzun bir açıklama metni, birden fazla satıra yayılabilir ve sayfa sonunu zorlar`,
      quantity: 1,
      unitPrice: 10,
      taxRate: 20,
    }));
    const { token, invoice } = await issued({ lines, notes: 'Not: ödeme sonrası teslimat yapılır.' });
    const pdf = (await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, token })).rawPayload;
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
  });

  it('produces a Factur-X PDF/A-3 with the CII attached', async () => {
    const { token, invoice } = await issued({ lines: MIXED });
    const pdf = (await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf?facturx=true`, token })).rawPayload.toString('latin1');
    expect(pdf).toContain('/AFRelationship /Alternative');
    expect(pdf).toContain('factur-x.xml');
    expect(pdf).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(pdf).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    // the embedded file is the CII of the invoice
    const streams = [...pdf.matchAll(/\/Type \/EmbeddedFile[\s\S]*?stream\r?\n([\s\S]*?)endstream/g)];
    const xml = streams.map((m) => {
      const raw = Buffer.from(m[1], 'latin1');
      try {
        return zlib.inflateSync(raw).toString('utf8');
      } catch {
        return raw.toString('utf8');
      }
    })[0];
    expect(one(parseXml(xml), 'rsm:ExchangedDocument/ram:ID').text).toBe(invoice.number);
  });
});

describe('e-invoices', () => {
  it('writes UBL 2.1 (Peppol BIS 3.0 / EN 16931) whose sums and parties follow the business rules', async () => {
    const { token, invoice } = await issued({ lines: MIXED, discountType: 'percent', discount: 2.5, reference: 'PO-2025-17' });
    const res = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/ubl`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = parseXml(res.body);
    expect(doc.name).toBe('Invoice');
    expect(doc.uri).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(one(doc, 'cbc:CustomizationID').text).toBe(PEPPOL); // BR-01
    expect(one(doc, 'cbc:ProfileID').text).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(one(doc, 'cbc:ID').text).toBe(invoice.number); // BR-02
    expect(one(doc, 'cbc:IssueDate').text).toBe(invoice.issueDate); // BR-03
    expect(one(doc, 'cbc:DueDate').text).toBe(invoice.dueDate); // BR-CO-25
    expect(one(doc, 'cbc:InvoiceTypeCode').text).toBe('380'); // BR-04
    expect(one(doc, 'cbc:DocumentCurrencyCode').text).toBe('TRY'); // BR-05
    expect(one(doc, 'cbc:BuyerReference').text).toBe('PO-2025-17'); // PEPPOL-EN16931-R003
    const seller = one(doc, 'cac:AccountingSupplierParty/cac:Party');
    const buyer = one(doc, 'cac:AccountingCustomerParty/cac:Party');
    expect(one(seller, 'cac:PartyLegalEntity/cbc:RegistrationName').text).toBe('Anadolu Yazılım ve Danışmanlık A.Ş.'); // BR-06
    expect(one(seller, 'cac:PartyName/cbc:Name').text).toBe('Anadolu Yazılım A.Ş.');
    expect(one(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName').text).toBe('Boğaziçi Lojistik Ltd. Şti.'); // BR-07
    expect(one(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode').text).toBe('TR'); // BR-08, BR-09
    expect(one(buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode').text).toBe('TR'); // BR-10, BR-11
    expect(one(seller, 'cac:PostalAddress/cbc:CityName').text).toBe('İstanbul');
    expect(one(seller, 'cac:PartyTaxScheme/cbc:CompanyID').text).toBe('TR1234567890'); // BR-CO-9, BR-CO-26, BR-S-02
    expect(one(seller, 'cac:PartyLegalEntity/cbc:CompanyLegalForm').text).toContain('Vergi Dairesi: Kadıköy');
    expect(one(seller, 'cbc:EndpointID').attrs.schemeID).toBe('9952');
    expect(one(buyer, 'cac:PartyTaxScheme/cbc:CompanyID').text).toBe('TR1000000000'); // BR-CO-9
    expect(one(doc, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID').text).toBe('TR330006100519786457841326');
    const categories = all(doc, 'cac:TaxTotal/cac:TaxSubtotal').map(
      (s) => `${one(s, 'cac:TaxCategory/cbc:ID').text}:${one(s, 'cac:TaxCategory/cbc:Percent').text}`,
    );
    expect(categories).toEqual(['S:20', 'S:10', 'S:1', 'Z:0']);
    expect(all(doc, 'cac:AllowanceCharge')).toHaveLength(4);
    checkUblSums(doc, 'cac:InvoiceLine');
    expect(cents(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(Math.round(invoice.total * 100));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.xml"`);
    const coreRes = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/ubl?profile=en16931`, token });
    expect(coreRes.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.en16931.xml"`);
    expect(one(parseXml(coreRes.body), 'cbc:CustomizationID').text).toBe('urn:cen.eu:en16931:2017');
  });

  it('writes CII (EN 16931 profile) with the same figures', async () => {
    const { token, invoice } = await issued({ lines: MIXED, discountType: 'amount', discount: 123.45 });
    const doc = parseXml((await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/cii`, token })).body);
    expect(doc.uri).toBe('urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100');
    expect(one(doc, 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID').text).toBe('urn:cen.eu:en16931:2017');
    expect(one(doc, 'rsm:ExchangedDocument/ram:TypeCode').text).toBe('380');
    expect(one(doc, 'rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString').text).toBe(invoice.issueDate.replace(/-/g, ''));
    const tx = one(doc, 'rsm:SupplyChainTradeTransaction');
    const settlement = one(tx, 'ram:ApplicableHeaderTradeSettlement');
    const sums = one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
    const lines = all(tx, 'ram:IncludedSupplyChainTradeLineItem');
    const lineSum = lines.reduce(
      (n, l) => n + cents(l, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
      0,
    );
    expect(cents(sums, 'ram:LineTotalAmount')).toBe(lineSum); // BR-CO-10
    const allowance = all(settlement, 'ram:SpecifiedTradeAllowanceCharge').reduce((n, a) => n + cents(a, 'ram:ActualAmount'), 0);
    expect(allowance).toBe(12345);
    expect(cents(sums, 'ram:AllowanceTotalAmount')).toBe(allowance); // BR-CO-11
    expect(cents(sums, 'ram:TaxBasisTotalAmount')).toBe(lineSum - allowance); // BR-CO-13
    const taxes = all(settlement, 'ram:ApplicableTradeTax');
    expect(cents(sums, 'ram:TaxTotalAmount')).toBe(taxes.reduce((n, x) => n + cents(x, 'ram:CalculatedAmount'), 0)); // BR-CO-14
    for (const x of taxes)
      expect(cents(x, 'ram:CalculatedAmount')).toBe(Math.round((cents(x, 'ram:BasisAmount') * Number(one(x, 'ram:RateApplicablePercent').text)) / 100 + 1e-9)); // BR-CO-17
    expect(cents(sums, 'ram:GrandTotalAmount')).toBe(cents(sums, 'ram:TaxBasisTotalAmount') + cents(sums, 'ram:TaxTotalAmount')); // BR-CO-15
    expect(cents(sums, 'ram:DuePayableAmount')).toBe(cents(sums, 'ram:GrandTotalAmount')); // BR-CO-16
    expect(one(settlement, 'ram:InvoiceCurrencyCode').text).toBe('TRY');
    expect(one(settlement, 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString').text).toBe(invoice.dueDate.replace(/-/g, ''));
    const agreement = one(tx, 'ram:ApplicableHeaderTradeAgreement');
    expect(one(agreement, 'ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID').text).toBe('TR1234567890');
    expect(one(agreement, 'ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID').text).toBe('TR');
    expect(cents(sums, 'ram:GrandTotalAmount')).toBe(Math.round(invoice.total * 100));
  });

  it('declares exempt lines with their VATEX reason, foreign-currency VAT in lira, and credit notes as UBL CreditNote 381', async () => {
    const { token, invoice } = await issued({
      currency: 'EUR',
      lines: [
        { description: 'Danışmanlık', quantity: 2, unitPrice: 400, taxRate: 20 },
        { description: 'İhraç kayıtlı teslim', quantity: 1, unitPrice: 300, taxRate: 0, taxCategory: 'E' },
      ],
      taxExemptionReason: 'KDV Kanunu 11/1-a: ihracat istisnası',
      taxExemptionReasonCode: 'VATEX-EU-G',
    });
    const doc = parseXml((await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/ubl`, token })).body);
    expect(one(doc, 'cbc:DocumentCurrencyCode').text).toBe('EUR');
    expect(one(doc, 'cbc:TaxCurrencyCode').text).toBe('TRY'); // BT-6
    const taxTotals = all(doc, 'cac:TaxTotal');
    expect(taxTotals).toHaveLength(2);
    const inTry = taxTotals.find((x) => one(x, 'cbc:TaxAmount').attrs.currencyID === 'TRY');
    expect(inTry && all(inTry, 'cac:TaxSubtotal')).toHaveLength(0); // PEPPOL-EN16931-R054
    expect(inTry && cents(inTry, 'cbc:TaxAmount')).toBe(Math.round(16000 * invoice.exchangeRate)); // BT-111 (BR-53)
    // an exempt export (VATEX-EU-G) is written as category G (PEPPOL-EN16931-P0104)
    const exempt = all(doc, 'cac:TaxTotal/cac:TaxSubtotal').find((s) => one(s, 'cac:TaxCategory/cbc:ID').text === 'G');
    expect(exempt && one(exempt, 'cac:TaxCategory/cbc:TaxExemptionReasonCode').text).toBe('VATEX-EU-G');
    expect(exempt && one(exempt, 'cac:TaxCategory/cbc:TaxExemptionReason').text).toContain('ihracat');
    checkUblSums(doc, 'cac:InvoiceLine');

    const cnRes = await t.request({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/credit-note`,
      token,
      body: { lines: [{ lineId: invoice.lines[0].id, quantity: 1 }], reason: 'Fiyat düzeltmesi' },
    });
    const cn = cnRes.json().creditNote;
    const cnDoc = parseXml((await t.request({ method: 'GET', url: `/api/invoices/${cn.id}/ubl`, token })).body);
    expect(cnDoc.name).toBe('CreditNote');
    expect(cnDoc.uri).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(one(cnDoc, 'cbc:CreditNoteTypeCode').text).toBe('381');
    expect(one(cnDoc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID').text).toBe(invoice.number); // BT-25
    expect(one(cnDoc, 'cac:CreditNoteLine/cbc:CreditedQuantity').text).toBe('1');
    checkUblSums(cnDoc, 'cac:CreditNoteLine');
    expect(cents(cnDoc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(48000);
    const cnCii = parseXml((await t.request({ method: 'GET', url: `/api/invoices/${cn.id}/cii`, token })).body);
    expect(one(cnCii, 'rsm:ExchangedDocument/ram:TypeCode').text).toBe('381');
    expect(one(cnCii, 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceReferencedDocument/ram:IssuerAssignedID').text).toBe(
      invoice.number,
    );
  });

  it('refuses drafts (409) and names missing seller or buyer data (422)', async () => {
    const { token, customerId } = await setUpSeller(t, { address: null, email: null, taxNumber: null });
    const draft = await createInvoice(t, token, { customerId, lines: MIXED });
    expect((await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/ubl`, token })).statusCode).toBe(409);
    await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
    const res = await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/ubl`, token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'EINVOICE_INCOMPLETE' });
    expect(res.json().message).toContain('customer.address');
    expect(res.json().message).toContain('customer.taxNumber');
    // EN 16931 core does not need electronic addresses
    expect((await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/cii`, token })).json().message).not.toContain('customer.taxNumber');
  });
});

describe('sending', () => {
  it('emails the invoice with its PDF attached and the public link, finalising the draft', async () => {
    const received: string[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, _s, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          cb();
        });
      },
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
    const relay = await startTestApp({ ULAK_SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}` });
    try {
      const { token, customerId } = await setUpSeller(relay);
      const inv = (await relay.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, lines: MIXED } })).json().invoice;
      const res = await relay.request({ method: 'POST', url: `/api/invoices/${inv.id}/send`, token, body: { message: 'Merhaba, faturanız ektedir.' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ to: 'muhasebe@bogazici.test', invoice: { status: 'sent', number: expect.stringMatching(/^INV-\d{4}-001$/) } });
      // registering sent a sign-up code mail first: the invoice mail is the one with the PDF attached
      const raw = await waitFor(async () => received.find((m) => /content-type:\s*application\/pdf/i.test(m)), 20_000);
      const mail = await simpleParser(raw);
      expect(mail.subject).toBe(`Fatura ${res.json().invoice.number} – Anadolu Yazılım A.Ş.`);
      expect(mail.replyTo?.text).toBe('fatura@anadolu.test');
      expect(mail.text).toContain('Merhaba, faturanız ektedir.');
      expect(mail.text).toContain(res.json().invoice.publicUrl);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: `${res.json().invoice.number}.pdf`, contentType: 'application/pdf' });
      expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
      // no address anywhere: a clear 400, and the draft stays a draft
      const bare = (await relay.request({ method: 'POST', url: '/api/invoices/customers', token, body: { name: 'Adressiz Müşteri' } })).json().customer;
      const draft = (await relay.request({ method: 'POST', url: '/api/invoices', token, body: { customerId: bare.id, lines: MIXED } })).json().invoice;
      const refused = await relay.request({ method: 'POST', url: `/api/invoices/${draft.id}/send`, token });
      expect(refused.json(), refused.body).toMatchObject({ code: 'INVOICE_NO_EMAIL' });
      expect((await relay.request({ method: 'GET', url: `/api/invoices/${draft.id}`, token })).json().invoice.status).toBe('draft');
    } finally {
      await relay.stop();
      await new Promise<void>((r) => sink.close(() => r()));
    }
  });
});
