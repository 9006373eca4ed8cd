// Helpers for the invoicing tests: a namespace-aware XML reader, PDF text extraction, and a seller/customer set-up.
import crypto from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import type { TestApp } from '../../test/harness.js';

export type XmlNode = { name: string; uri: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

// parseXml parses a document strictly (well-formed, namespaces resolved) into a small tree; throws on any error.
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '#root', uri: '', attrs: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      uri: tag.uri ?? '',
      attrs: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, typeof v === 'string' ? v : v.value])),
      children: [],
      text: '',
    };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  parser.on('text', (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return root.children[0];
}

// all finds descendants by a path of element names ("cac:TaxTotal/cac:TaxSubtotal"), from the node's children.
export function all(node: XmlNode, pathExpr: string): XmlNode[] {
  let current = [node];
  for (const part of pathExpr.split('/')) current = current.flatMap((n) => n.children.filter((c) => c.name === part));
  return current;
}
// one returns the single match of a path (throws when there is not exactly one).
export function one(node: XmlNode, pathExpr: string): XmlNode {
  const found = all(node, pathExpr);
  if (found.length !== 1) throw new Error(`${pathExpr}: ${found.length} matches`);
  return found[0];
}
// cents reads the decimal text of the single match of a path as minor units.
export const cents = (node: XmlNode, pathExpr: string) => Math.round(Number(one(node, pathExpr).text) * 100);

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

// pdfText extracts a PDF's text with pdftotext when installed; otherwise it returns the characters the embedded
// fonts' ToUnicode maps can produce (enough to prove the Turkish letters are embedded and extractable). Without
// layout, text is read in content order (a rotated watermark comes out as one word).
export function pdfText(pdf: Buffer, fontsOnly = false, layout = true): { text: string; exact: boolean } {
  if (hasPdftotext && !fontsOnly) {
    const file = path.join(os.tmpdir(), `ulak-pdf-${process.pid}-${crypto.randomUUID()}.pdf`);
    fs.writeFileSync(file, pdf);
    try {
      return { text: execFileSync('pdftotext', [layout ? '-layout' : '-raw', file, '-'], { encoding: 'utf8' }), exact: true };
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
  const raw = pdf.toString('latin1');
  let chars = '';
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = zlib.inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange') && !body.includes('beginbfchar')) continue;
    for (const hex of body.matchAll(/<([0-9A-Fa-f]{4,})>/g)) chars += Buffer.from(hex[1], 'hex').swap16().toString('utf16le');
  }
  return { text: chars, exact: false };
}

export const SELLER = {
  companyName: 'Anadolu Yazılım A.Ş.',
  legalName: 'Anadolu Yazılım ve Danışmanlık A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  mersisNumber: '0123456789012345',
  email: 'fatura@anadolu.test',
  phone: '+90 216 000 00 00',
  address: 'Moda Caddesi No: 12',
  district: 'Kadıköy',
  city: 'İstanbul',
  postalCode: '34710',
  country: 'TR',
  bankName: 'Ziraat Bankası',
  bankBranch: 'Kadıköy Şubesi',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  paymentTerms: 'Fatura tarihinden itibaren 30 gün içinde ödenir.',
  invoiceFooter: 'Teşekkür ederiz — Anadolu Yazılım',
};

// setUpSeller registers a user, fills the company settings and adds one customer; returns the token and customer id.
export async function setUpSeller(t: TestApp, customer: Record<string, unknown> = {}) {
  const { token, user } = await t.register();
  const company = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: SELLER });
  if (company.statusCode !== 200) throw new Error(`company settings: ${company.body}`);
  const res = await t.request({
    method: 'POST',
    url: '/api/invoices/customers',
    token,
    body: {
      name: 'Boğaziçi Lojistik Ltd. Şti.',
      email: 'muhasebe@bogazici.test',
      taxNumber: '1000000000',
      taxOffice: 'Beşiktaş',
      address: 'Barbaros Bulvarı 5',
      city: 'İstanbul',
      postalCode: '34353',
      contactPerson: 'Çağrı Öztürk',
      ...customer,
    },
  });
  if (res.statusCode !== 201) throw new Error(`customer: ${res.body}`);
  return { token, user, customerId: res.json().customer.id as string };
}

// createInvoice posts a draft and returns the invoice JSON.
export async function createInvoice(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: '/api/invoices', token, body });
  if (res.statusCode !== 201) throw new Error(`create invoice: ${res.statusCode} ${res.body}`);
  return res.json().invoice;
}
