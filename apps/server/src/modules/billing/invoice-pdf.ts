// The PDF of a subscription invoice: one A4 page drawn with pdfkit and DejaVu Sans embedded (as the customer invoices
// and the analytics report), so Turkish letters print and extract. Seller: the platform operator; buyer: the workspace.
import path from 'node:path';
import { createRequire } from 'node:module';
import { findPlan, formatDate, formatMinor, type Language } from '@ulak/shared';
import type { BillingInvoiceRow, PlatformDetails } from './billing.repo.js';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const ACCENT = '#1C7ED6';
const MUTED = '#6B7280';
const fontDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const LABELS = {
  tr: {
    title: 'Fatura',
    number: 'Fatura no',
    paidAt: 'Ödeme tarihi',
    status: 'Durum',
    paid: 'Ödendi',
    refunded: 'İade edildi',
    seller: 'Satıcı',
    buyer: 'Alıcı',
    taxNumber: 'Vergi no',
    description: 'Açıklama',
    period: 'Dönem',
    amount: 'Tutar',
    plan: (name: string) => `Ulak ${name} planı, aylık abonelik`,
    renewal: 'Dönem yenileme',
    planChange: 'Plan değişikliği',
    credit: 'Önceki dönemin kullanılmayan kısmı için indirim',
    total: 'Ödenen toplam',
    refundedOn: (date: string, amount: string) => `${date} tarihinde ${amount} iade edildi.`,
    note: 'Bu belge, aboneliğiniz için ödeme sağlayıcısı aracılığıyla alınan ödemeyi gösterir.',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    paidAt: 'Paid on',
    status: 'Status',
    paid: 'Paid',
    refunded: 'Refunded',
    seller: 'From',
    buyer: 'Billed to',
    taxNumber: 'Tax no.',
    description: 'Description',
    period: 'Period',
    amount: 'Amount',
    plan: (name: string) => `Ulak ${name} plan, monthly subscription`,
    renewal: 'Period renewal',
    planChange: 'Plan change',
    credit: 'Credit for the unused part of the previous period',
    total: 'Total paid',
    refundedOn: (date: string, amount: string) => `${amount} refunded on ${date}.`,
    note: 'This document records the payment taken for your subscription through the payment provider.',
  },
} as const;

// renderInvoicePdf draws one subscription invoice in the reader's language.
export async function renderInvoicePdf(inv: BillingInvoiceRow, platform: PlatformDetails, lang: Language): Promise<Buffer> {
  const L = LABELS[lang];
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: '',
    info: { Title: `${L.title} ${inv.number}`, Author: 'Ulak', Creator: 'Ulak', Producer: 'Ulak', CreationDate: inv.paidAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', path.join(fontDir(), 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir(), 'DejaVuSans-Bold.ttf'));
  const money = (minor: number) => formatMinor(minor, inv.currency, lang);
  const date = (d: Date) => formatDate(d, lang, { timeZone: 'UTC' });

  pdf.font('bold').fontSize(24).fillColor(ACCENT).text('Ulak', MARGIN, MARGIN);
  pdf.font('bold').fontSize(18).fillColor('#111827').text(L.title, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  let y = MARGIN + 40;
  const meta: [string, string][] = [
    [L.number, inv.number],
    [L.paidAt, date(inv.paidAt)],
    [L.status, inv.status === 'refunded' ? L.refunded : L.paid],
  ];
  for (const [label, value] of meta) {
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + WIDTH / 2, y, { width: WIDTH / 4 });
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor('#111827')
      .text(value, MARGIN + (3 * WIDTH) / 4, y, { width: WIDTH / 4, align: 'right' });
    y += 15;
  }

  y += 20;
  const party = (x: number, title: string, lines: (string | null | undefined)[]) => {
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, y, { width: WIDTH / 2 - 10 });
    let ly = y + 14;
    for (const line of lines.filter((l): l is string => !!l)) {
      pdf
        .font('regular')
        .fontSize(10)
        .fillColor('#111827')
        .text(line, x, ly, { width: WIDTH / 2 - 10 });
      ly = pdf.y + 2;
    }
    return ly;
  };
  const b = inv.billedTo;
  const sellerEnd = party(MARGIN, L.seller, ['Ulak', platform.address, platform.supportEmail, platform.phone]);
  const buyerEnd = party(MARGIN + WIDTH / 2, L.buyer, [b.name, b.address, b.taxNumber ? `${L.taxNumber}: ${b.taxNumber}` : null, b.email]);
  y = Math.max(sellerEnd, buyerEnd) + 25;

  // the line: the plan's month, the credit for the unused part of the previous period, what was paid
  pdf.rect(MARGIN, y, WIDTH, 22).fill('#F1F5F9');
  pdf.font('bold').fontSize(9).fillColor('#111827');
  pdf.text(L.description, MARGIN + 8, y + 7, { width: WIDTH * 0.5 });
  pdf.text(L.period, MARGIN + WIDTH * 0.5, y + 7, { width: WIDTH * 0.3 });
  pdf.text(L.amount, MARGIN + WIDTH * 0.8, y + 7, { width: WIDTH * 0.2 - 8, align: 'right' });
  y += 30;
  const plan = findPlan(inv.planType);
  const planName = plan?.name ?? inv.planType;
  const row = (text: string, sub: string | null, period: string, amount: string) => {
    pdf
      .font('regular')
      .fontSize(10)
      .fillColor('#111827')
      .text(text, MARGIN + 8, y, { width: WIDTH * 0.5 - 8 });
    const end = pdf.y;
    if (sub)
      pdf
        .fontSize(8)
        .fillColor(MUTED)
        .text(sub, MARGIN + 8, end + 1, { width: WIDTH * 0.5 - 8 });
    const after = pdf.y;
    pdf
      .fontSize(10)
      .fillColor('#111827')
      .text(period, MARGIN + WIDTH * 0.5, y, { width: WIDTH * 0.3 });
    pdf.text(amount, MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2 - 8, align: 'right' });
    y = Math.max(after, pdf.y) + 10;
  };
  row(
    L.plan(planName),
    inv.kind === 'renewal' ? L.renewal : L.planChange,
    `${date(inv.periodStart)} – ${date(inv.periodEnd)}`,
    money(inv.amountMinor + inv.creditMinor),
  );
  if (inv.creditMinor > 0) row(L.credit, null, '', `− ${money(inv.creditMinor)}`);
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#CBD5E1')
    .stroke();
  y += 10;
  pdf
    .font('bold')
    .fontSize(12)
    .fillColor('#111827')
    .text(L.total, MARGIN + WIDTH * 0.5, y, { width: WIDTH * 0.3 });
  pdf.text(money(inv.amountMinor), MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2 - 8, align: 'right' });
  y += 30;
  if (inv.status === 'refunded' && inv.refundedAt) {
    pdf
      .font('bold')
      .fontSize(10)
      .fillColor('#C92A2A')
      .text(L.refundedOn(date(inv.refundedAt), money(inv.refundedMinor)), MARGIN, y, { width: WIDTH });
    y = pdf.y + 10;
  }
  pdf.font('regular').fontSize(8).fillColor(MUTED).text(L.note, MARGIN, y, { width: WIDTH });
  pdf.end();
  return done;
}
