// Sending Turkish e-invoices through the integrator adapter, against the local stand-in (test/stand-ins/
// gib-integrator.ts), through the running app: settings with the password sealed and never returned, test
// connection, submission once per ETTN, status polling, rejection with the reason, a timeout retried, the integrator
// down, wrong credentials, drafts and cancelled invoices refused, and another workspace seeing nothing (404).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { startGibIntegrator, type GibIntegratorStandIn } from '../../../test/stand-ins/gib-integrator.js';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { all, cents, createInvoice, one, parseXml, setUpSeller } from './test-support.js';

const ACCOUNT = { username: 'anadolu-api', password: 'çok-gizli-şifre-42' };
let t: TestApp;
let gib: GibIntegratorStandIn;

beforeAll(async () => {
  [t, gib] = await Promise.all([startTestApp({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: 'true' }), startGibIntegrator(ACCOUNT)]);
});
afterAll(async () => {
  await Promise.all([t?.stop(), gib?.close()]);
});
beforeEach(() => {
  gib.receiverRejects(null);
});

const LINES = [
  { description: 'Yazılım geliştirme', quantity: 10, unit: 'hour', unitPrice: 1500, taxRate: 20 },
  { description: 'Eğitim kitabı', quantity: 3, unitPrice: 45.55, taxRate: 10 },
];

async function seller(configure = true, password = ACCOUNT.password) {
  const s = await setUpSeller(t);
  if (configure) {
    const res = await t.request({
      method: 'PUT',
      url: '/api/invoices/gib/settings',
      token: s.token,
      body: { endpoint: gib.url, username: ACCOUNT.username, password },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return s;
}

async function issuedInvoice(token: string, customerId: string) {
  const inv = await createInvoice(t, token, { customerId, lines: LINES });
  const fin = await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token });
  expect(fin.statusCode, fin.body).toBe(200);
  return fin.json().invoice as { id: string; number: string };
}

const submit = (token: string, id: string) => t.request({ method: 'POST', url: `/api/invoices/${id}/gib/submit`, token });
const status = (token: string, id: string) => t.request({ method: 'GET', url: `/api/invoices/${id}/gib`, token });
const posts = () => gib.requests.filter((r) => r.method === 'POST').length;

describe('GİB integrator settings', () => {
  it('stores the connection with the password sealed and never returns it; test connection', async () => {
    const { token } = await seller(false);
    const empty = await t.request({ method: 'GET', url: '/api/invoices/gib/settings', token });
    expect(empty.json().settings).toEqual({ configured: false, endpoint: '', username: '', hasPassword: false, senderAlias: null, lastTest: null });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/invoices/gib/settings',
      token,
      body: { endpoint: gib.url, username: ACCOUNT.username, password: ACCOUNT.password, senderAlias: 'urn:mail:defaultgb@anadolu.test' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ configured: true, endpoint: gib.url, username: ACCOUNT.username, hasPassword: true });
    expect(saved.body).not.toContain(ACCOUNT.password);
    const read = await t.request({ method: 'GET', url: '/api/invoices/gib/settings', token });
    expect(read.body).not.toContain(ACCOUNT.password);
    // the stored value is sealed, not the password
    const rows = await t.sql('select password_sealed from gib_integrator_settings where endpoint = $1', [gib.url]);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(String(r.password_sealed).startsWith('v1.')).toBe(true);
      expect(String(r.password_sealed)).not.toContain(ACCOUNT.password);
    }

    const ok = await t.request({ method: 'POST', url: '/api/invoices/gib/settings/test', token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, error: null, settings: { lastTest: { ok: true, error: null } } });

    // a save without the password keeps it
    const kept = await t.request({ method: 'PUT', url: '/api/invoices/gib/settings', token, body: { endpoint: gib.url, username: ACCOUNT.username } });
    expect(kept.json().settings.hasPassword).toBe(true);
    expect((await t.request({ method: 'POST', url: '/api/invoices/gib/settings/test', token })).json().ok).toBe(true);
  });

  it('wrong credentials: the test says so in the user’s language', async () => {
    const { token } = await seller(true, 'yanlış');
    const en = await t.request({ method: 'POST', url: '/api/invoices/gib/settings/test', token });
    expect(en.json()).toMatchObject({ ok: false, error: 'The integrator did not accept the user name or password.' });
    const tr = await t.request({ method: 'POST', url: '/api/invoices/gib/settings/test', token, headers: { 'accept-language': 'tr' } });
    expect(tr.json().error).toBe('Entegratör kullanıcı adını veya şifreyi kabul etmedi.');
  });

  it('refuses an endpoint that is not https (plain http only to loopback) and a malformed one, storing nothing', async () => {
    const { token } = await seller(false);
    const plain = await t.request({
      method: 'PUT',
      url: '/api/invoices/gib/settings',
      token,
      body: { endpoint: 'http://10.1.2.3:8080', username: 'u', password: 'p' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('GIB_ENDPOINT_SCHEME');
    const bad = await t.request({ method: 'PUT', url: '/api/invoices/gib/settings', token, body: { endpoint: 'ftp://x', username: '', password: 'p' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('username');
    expect((await t.request({ method: 'GET', url: '/api/invoices/gib/settings', token })).json().settings.configured).toBe(false);
  });
});

describe('GİB submission', () => {
  it('downloads the UBL-TR and the GİB view of an issued invoice', async () => {
    const { token, customerId } = await seller(false);
    const inv = await issuedInvoice(token, customerId);
    const xml = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/ubl-tr`, token });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    const [prefix, year, seq] = inv.number.split('-');
    const gibId = `${prefix.slice(0, 3)}${year}${seq.padStart(9, '0')}`;
    expect(xml.headers['content-disposition']).toContain(`${gibId}.xml`);
    const doc = parseXml(xml.body);
    expect(one(doc, 'cbc:ID').text).toBe(gibId);
    expect(one(doc, 'cbc:CustomizationID').text).toBe('TR1.2');
    const again = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/ubl-tr`, token });
    expect(again.body).toBe(xml.body);
    const view = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/gib-view`, token });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-security-policy']).toContain("default-src 'none'");
    expect(view.body).toContain(`Fatura No</th><td>${gibId}`);
  });

  it('an invoice with every Turkish field, through the API: the UBL-TR passes the schema and agrees with the invoice', async () => {
    const { token, customerId } = await seller(false);
    const cases = [
      {
        body: {
          lines: [
            { description: 'Bina temizliği', quantity: 1, unitPrice: 10000, taxRate: 20, withholdingCode: '613', withholdingPercent: 90 },
            { description: 'Motorin', quantity: 1500.5, unit: 'litre', unitPrice: 28.453, taxRate: 20, exciseCode: '0071', excisePercent: 25 },
            { description: 'Kitap', quantity: 3, unitPrice: 45.55, taxRate: 10, discount: 5 },
            { description: 'Gıda', quantity: 7, unitPrice: 19.99, taxRate: 1 },
          ],
          charges: [{ reason: 'Nakliye', reasonCode: 'FC', amount: 150, taxRate: 20 }],
          stopajPercent: 20,
        },
        type: 'TEVKIFAT',
      },
      {
        body: {
          lines: [{ description: 'Tekstil (ihraç kayıtlı)', quantity: 1000, unitPrice: 12.5, taxRate: 0 }],
          trInvoiceType: 'IHRACKAYITLI',
          trExemptionCode: '701',
          trExemptionReason: 'KDV Kanunu 11/1-c ihraç kayıtlı teslim',
        },
        type: 'IHRACKAYITLI',
      },
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubltr-api-'));
    try {
      for (const [i, c] of cases.entries()) {
        const created = await t.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, ...c.body } });
        expect(created.statusCode, created.body).toBe(201);
        const fin = await t.request({ method: 'POST', url: `/api/invoices/${created.json().invoice.id}/finalize`, token });
        expect(fin.statusCode, fin.body).toBe(200);
        const invoice = fin.json().invoice;
        const res = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/ubl-tr`, token });
        expect(res.statusCode, res.body).toBe(200);
        const xml = parseXml(res.body);
        expect(one(xml, 'cbc:InvoiceTypeCode').text).toBe(c.type);
        const m = one(xml, 'cac:LegalMonetaryTotal');
        // the same amounts as the invoice (and so as its PDF and the other XMLs)
        expect(cents(m, 'cbc:TaxInclusiveAmount')).toBe(Math.round(invoice.total * 100));
        expect(cents(m, 'cbc:PayableAmount')).toBe(Math.round(invoice.amountDue * 100));
        const withheld = all(xml, 'cac:WithholdingTaxTotal').reduce((n, w) => n + cents(w, 'cbc:TaxAmount'), 0);
        expect(withheld).toBe(Math.round(invoice.withholdingTotal * 100));
        const lineWithheld = all(xml, 'cac:InvoiceLine/cac:WithholdingTaxTotal').reduce((n, w) => n + cents(w, 'cbc:TaxAmount'), 0);
        expect(lineWithheld).toBe(withheld);
        const kdv = all(xml, 'cac:TaxTotal/cac:TaxSubtotal')
          .filter((st) => one(st, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode').text === '0015')
          .reduce((n, st) => n + cents(st, 'cbc:TaxAmount'), 0);
        expect(kdv).toBe(Math.round(invoice.taxTotal * 100));
        const lineKdv = all(xml, 'cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal')
          .filter((st) => one(st, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode').text === '0015')
          .reduce((n, st) => n + cents(st, 'cbc:TaxAmount'), 0);
        // each line states its share of its group's KDV, as the invoice does (the charges' share is on no line)
        expect(lineKdv).toBe(invoice.lines.reduce((n: number, l: { taxAmount: number | null }) => n + Math.round((l.taxAmount ?? 0) * 100), 0));
        fs.writeFileSync(path.join(dir, `${i}.xml`), res.body);
      }
      const xsd = path.resolve(import.meta.dirname, '../../../test/schemas/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd');
      const files = cases.map((_, i) => path.join(dir, `${i}.xml`));
      if (spawnSync('xmllint', ['--version']).status === 0) {
        const lint = spawnSync('xmllint', ['--noout', '--schema', xsd, ...files], { encoding: 'utf8' });
        expect(lint.status, lint.stderr).toBe(0);
      }
      // and GİB's own schematron rules (the XSLT 1.0 compilation) report nothing
      if (spawnSync('xsltproc', ['--version']).status === 0) {
        const sch = path.resolve(import.meta.dirname, '../../../test/schemas/ubl-tr/UBL-TR_Schematron_xslt1.xsl');
        for (const file of files) {
          const res = spawnSync('xsltproc', ['--stringparam', 'type', 'efatura', sch, file], { encoding: 'utf8' });
          expect(res.stderr).toBe('');
          expect(res.stdout.replace('<?xml version="1.0"?>', '').trim(), file).toBe('');
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused before the integrator is set up, for drafts and for cancelled invoices', async () => {
    const { token, customerId } = await seller(false);
    const inv = await issuedInvoice(token, customerId);
    const none = await submit(token, inv.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('GIB_NOT_CONFIGURED');

    const configured = await seller();
    const draft = await createInvoice(t, configured.token, { customerId: configured.customerId, lines: LINES });
    for (const url of [`/api/invoices/${draft.id}/gib/submit`]) {
      const res = await t.request({ method: 'POST', url, token: configured.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVOICE_BAD_TRANSITION');
    }
    expect((await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/ubl-tr`, token: configured.token })).statusCode).toBe(409);
    const issued = await issuedInvoice(configured.token, configured.customerId);
    const cancel = await t.request({ method: 'POST', url: `/api/invoices/${issued.id}/cancel`, token: configured.token });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await submit(configured.token, issued.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('INVOICE_CANCELLED_NO_EINVOICE');
    expect((await t.request({ method: 'GET', url: `/api/invoices/${issued.id}/ubl-tr`, token: configured.token })).statusCode).toBe(409);
  });

  it('submits once per ETTN, then polls queued → sent → accepted', async () => {
    const { token, customerId } = await seller();
    const inv = await issuedInvoice(token, customerId);
    expect((await status(token, inv.id)).json()).toEqual({ submission: null });
    const before = posts();
    const res = await submit(token, inv.id);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().submission;
    expect(s).toMatchObject({
      invoiceId: inv.id,
      status: 'queued',
      statusLabel: 'Queued',
      profile: 'TICARIFATURA',
      invoiceType: 'SATIS',
      attempts: 1,
      reason: null,
    });
    expect(s.ettn).toMatch(/^[0-9a-f-]{36}$/);
    // what the integrator received is the invoice's UBL-TR
    const stored = gib.documents.get(s.ettn)!;
    expect(stored.body).toMatchObject({ documentId: s.gibId, profile: 'TICARIFATURA', sender: { vkn: '1234567890' }, receiver: { vkn: '1000000000' } });
    const xml = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/ubl-tr`, token });
    expect(stored.xml).toBe(xml.body);

    // a second submit hands nothing over again
    const again = await submit(token, inv.id);
    expect(again.json().submission).toMatchObject({ ettn: s.ettn, status: 'queued', attempts: 1 });
    expect(posts()).toBe(before + 1);

    expect((await status(token, inv.id)).json().submission.status).toBe('sent');
    const accepted = await status(token, inv.id);
    expect(accepted.json().submission).toMatchObject({ status: 'accepted', statusLabel: 'Accepted', reference: stored.reference });
    // a final status is not asked about again
    const polls = stored.polls;
    await status(token, inv.id);
    expect(stored.polls).toBe(polls);
    expect((await submit(token, inv.id)).json().submission.status).toBe('accepted');
  });

  it('the poller asks about queued and sent submissions not checked for a minute', async () => {
    const { token, customerId } = await seller();
    const inv = await issuedInvoice(token, customerId);
    const { ettn } = (await submit(token, inv.id)).json().submission;
    const poll = () => t.ctx.fronts.invoicing.gib.pollPending();
    const polls = () => gib.documents.get(ettn)!.polls;
    await poll();
    expect(polls()).toBe(0); // just checked when submitted
    await t.sql("update gib_submissions set last_checked_at = now() - interval '2 minutes' where ettn = $1", [ettn]);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect(polls()).toBe(1);
    const rows = await t.sql('select status from gib_submissions where ettn = $1', [ettn]);
    expect(rows[0].status).toBe('sent');
  });

  it('rejection by GİB’s checks or by the receiver keeps the reason; a rejected one can be sent again', async () => {
    const { token, customerId } = await seller();
    const inv = await issuedInvoice(token, customerId);
    gib.rejectNext('Alıcı e-fatura mükellefi değil');
    const rejected = await submit(token, inv.id);
    expect(rejected.json().submission).toMatchObject({ status: 'rejected', statusLabel: 'Rejected', reason: 'Alıcı e-fatura mükellefi değil' });
    const resent = await submit(token, inv.id);
    expect(resent.json().submission).toMatchObject({ status: 'queued', reason: null, attempts: 2 });

    gib.receiverRejects('Sipariş iptal edildi (RED)');
    await status(token, inv.id);
    const red = await status(token, inv.id);
    expect(red.json().submission).toMatchObject({ status: 'rejected', reason: 'Sipariş iptal edildi (RED)' });
  });

  it('a timeout is retried with the same ETTN (the integrator keeps one document)', async () => {
    const { token, customerId } = await seller();
    const inv = await issuedInvoice(token, customerId);
    gib.faults.delayNext(1, 1500); // longer than the test timeout (1 s): the first answer comes too late
    const res = await submit(token, inv.id);
    expect(res.json().submission).toMatchObject({ status: 'queued', attempts: 2 });
    const ettn = res.json().submission.ettn;
    expect([...gib.documents.keys()].filter((k) => k === ettn)).toHaveLength(1);
  });

  it('the integrator down: failed after three attempts with the reason, sent again later', async () => {
    const { token, customerId } = await seller();
    const inv = await issuedInvoice(token, customerId);
    gib.faults.failNext(3, 503);
    const res = await submit(token, inv.id);
    expect(res.json().submission).toMatchObject({
      status: 'failed',
      statusLabel: 'Not delivered',
      attempts: 3,
      reason: 'The integrator gave an unexpected answer (HTTP 503).',
    });
    const tr = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/gib`, token, headers: { 'accept-language': 'tr' } });
    expect(tr.json().submission).toMatchObject({ statusLabel: 'İletilemedi', reason: 'Entegratör beklenmeyen bir yanıt verdi (HTTP 503).' });
    const later = await submit(token, inv.id);
    expect(later.json().submission).toMatchObject({ status: 'queued', attempts: 4 });
  });

  it('wrong credentials: failed at once (no retries) with the reason', async () => {
    const { token, customerId } = await seller(true, 'yanlış-şifre');
    const inv = await issuedInvoice(token, customerId);
    const res = await submit(token, inv.id);
    expect(res.json().submission).toMatchObject({ status: 'failed', attempts: 1, reason: 'The integrator did not accept the user name or password.' });
  });

  it('another workspace gets 404 on every route of the invoice and sees its own settings only', async () => {
    const owner = await seller();
    const inv = await issuedInvoice(owner.token, owner.customerId);
    await submit(owner.token, inv.id);
    const other = await seller(false);
    for (const [method, url] of [
      ['GET', `/api/invoices/${inv.id}/ubl-tr`],
      ['GET', `/api/invoices/${inv.id}/gib-view`],
      ['POST', `/api/invoices/${inv.id}/gib/submit`],
      ['GET', `/api/invoices/${inv.id}/gib`],
    ]) {
      const res = await t.request({ method, url, token: other.token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/invoices/gib/settings', token: other.token })).json().settings.configured).toBe(false);
    const test = await t.request({ method: 'POST', url: '/api/invoices/gib/settings/test', token: other.token });
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('GIB_NOT_CONFIGURED');
  });
});
