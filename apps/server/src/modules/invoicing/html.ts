// The printable HTML invoice a customer opens from the email (and the owner previews): self-contained, inline CSS
// only (no script), the company's colours and logo, print-friendly, with a link to the PDF.
import { formatMinor, formatUnitPrice, INVOICE_STATUS_LABELS_EN, INVOICE_STATUS_LABELS_TR } from '@ulak/shared';
import { unitPriceE4Of, type InvoiceDocument } from './document.js';
import { countryName, formatDate, formatQuantity, formatRate, LABELS, unitLabel } from './labels.js';
import { themeOf } from './pdf.js';
import { esc } from './xml.js';

const h = (s: string | null | undefined) => esc(s ?? '').replace(/\r?\n/g, '<br>');

function party(title: string, p: InvoiceDocument['seller'], doc: InvoiceDocument): string {
  const L = LABELS[doc.language];
  const lines = [
    h(p.address),
    h([p.district, [p.postalCode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')),
    h(countryName(p.countryCode, doc.language)),
    [p.taxOffice && `${L.taxOffice}: ${h(p.taxOffice)}`, p.taxNumber && `${L.taxNumber}: ${h(p.taxNumber)}`].filter(Boolean).join(' · '),
    p.mersisNumber ? `${L.mersis}: ${h(p.mersisNumber)}` : '',
    p.email ? `${L.email}: ${h(p.email)}` : '',
    p.phone ? `${L.phone}: ${h(p.phone)}` : '',
  ].filter(Boolean);
  return `<div class="party"><div class="cap">${h(title)}</div><div class="name">${h(p.legalName ?? p.name)}</div>${lines.map((l) => `<div>${l}</div>`).join('')}</div>`;
}

// renderHtml writes the invoice page; pdfUrl is the download link shown on it.
export function renderHtml(doc: InvoiceDocument, pdfUrl: string | null): string {
  const L = LABELS[doc.language];
  const lang = doc.language;
  const t = themeOf(doc.design, doc.brand);
  const money = (minor: number) => formatMinor(minor, doc.currency, lang);
  const credit = doc.kind === 'credit_note';
  const status = (lang === 'tr' ? INVOICE_STATUS_LABELS_TR : INVOICE_STATUS_LABELS_EN)[doc.status];
  const logo = doc.brand.logo ? `<img class="logo" alt="" src="data:${doc.brand.logo.mime};base64,${doc.brand.logo.data.toString('base64')}">` : '';
  const rows = doc.lines
    .map(
      (l) =>
        `<tr><td>${l.position}</td><td>${h(l.description)}</td><td class="r">${formatQuantity(l.quantity, lang)}</td><td>${h(unitLabel(l.unit, lang))}</td><td class="r">${h(formatUnitPrice(unitPriceE4Of(l), doc.currency, lang))}</td>` +
        `<td class="r">${l.discountMinor > 0 ? (l.discountType === 'percent' ? formatRate(l.discountValue, lang) : money(l.discountMinor)) : '–'}</td><td class="r">${formatRate(l.taxRate, lang)}</td><td class="r">${money(l.netMinor)}</td></tr>`,
    )
    .join('');
  const sums: [string, string][] = [[L.subtotal, money(doc.subtotalMinor)]];
  if (doc.allowanceMinor > 0) sums.push([L.invoiceDiscount, `-${money(doc.allowanceMinor)}`], [L.taxBase, money(doc.taxExclusiveMinor)]);
  for (const r of doc.breakdown) sums.push([`${r.category === 'E' ? L.vatExempt : L.vat} (${formatRate(Number(r.rate), lang)})`, money(r.taxMinor)]);
  const after: [string, string][] = [];
  // the issued document shows only a prepayment known at issue (BT-113); later payments are on the invoice's screen
  if (!credit && doc.prepaidMinor > 0) after.push([L.prepaid, money(doc.prepaidMinor)], [L.payable, money(doc.payableMinor)]);
  if (doc.currency !== 'TRY') after.push([L.tryEquivalent, formatMinor(Math.round(doc.totalMinor * doc.exchangeRate), 'TRY', lang)]);
  const s = doc.seller;
  const payment =
    !credit && (s.iban || doc.paymentTerms)
      ? `<div class="block"><div class="cap">${L.payment}</div>${[
          s.bankName && `${L.bank}: ${h(s.bankName)}`,
          s.bankBranch && `${L.branch}: ${h(s.bankBranch)}`,
          s.iban && `${L.iban}: ${h(s.iban.replace(/(.{4})/g, '$1 ').trim())}`,
          doc.paymentTerms && `${L.paymentTerms}: ${h(doc.paymentTerms)}`,
        ]
          .filter(Boolean)
          .map((x) => `<div>${x}</div>`)
          .join('')}</div>`
      : '';
  const texts = [
    doc.breakdown.some((r) => r.category === 'E') ? [L.exemptionReason, [doc.exemption.code, doc.exemption.reason].filter(Boolean).join(' – ')] : null,
    doc.creditReason ? [L.creditReason, doc.creditReason] : null,
    doc.notes ? [L.notes, doc.notes] : null,
    doc.terms ? [L.terms, doc.terms] : null,
  ].filter((x): x is string[] => !!x);
  const meta: [string, string][] = [
    [credit ? L.creditNumber : L.number, doc.number ?? L.draft],
    [L.issueDate, formatDate(doc.issueDate)],
    ...(credit ? [] : ([[L.dueDate, formatDate(doc.dueDate)]] as [string, string][])),
    // the status shows only on a draft or a cancelled invoice: sent, viewed, overdue and paid do not change the document
    ...(doc.status === 'cancelled' || doc.status === 'draft' ? ([[L.status, status]] as [string, string][]) : []),
    ...(doc.reference ? ([[L.reference, doc.reference]] as [string, string][]) : []),
    ...(doc.original?.number ? ([[L.original, doc.original.number]] as [string, string][]) : []),
    ...(doc.currency !== 'TRY'
      ? ([[L.rate, `1 ${doc.currency} = ${formatMinor(Math.round(doc.exchangeRate * 100), 'TRY', lang)}`]] as [string, string][])
      : []),
  ];
  const title = `${credit ? L.creditNote : L.invoice} ${doc.number ?? L.draft}`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${h(title)} – ${h(s.name)}</title>
<style>
*{box-sizing:border-box}body{margin:0;background:#F3F4F6;font:14px/1.45 "DejaVu Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1F2937}
.page{max-width:880px;margin:24px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.08)}
header{display:flex;justify-content:space-between;gap:24px;padding:28px 32px;background:${t.band ?? '#fff'};color:${t.band ? t.bandText : '#1F2937'};border-bottom:4px solid ${t.stripe ?? '#E5E7EB'}}
.logo{max-height:52px;max-width:180px;display:block;margin-bottom:8px}.co{font-weight:700;font-size:18px}.tag{opacity:.8;font-size:12px}
h1{margin:0 0 8px;font-size:26px;color:${t.title};text-align:right}.meta td{padding:1px 0 1px 16px;font-size:13px}.meta td:last-child{font-weight:700;text-align:right}
.parties{display:flex;gap:32px;padding:24px 32px}.party{flex:1;font-size:13px}.cap{font-size:11px;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:${t.stripe ?? '#6B7280'};margin-bottom:4px}.name{font-weight:700;font-size:15px}
table.lines{width:calc(100% - 64px);margin:0 32px;border-collapse:collapse;font-size:13px}.lines th{background:${t.tableHead ?? 'transparent'};color:${t.tableHeadText};text-align:left;padding:8px 6px;border-bottom:${t.tableHead ? '0' : '2px solid #111827'}}
.lines td{padding:7px 6px;border-bottom:1px solid ${t.rule};vertical-align:top}${t.zebra ? `.lines tr:nth-child(even) td{background:${t.zebra}}` : ''}.r{text-align:right;white-space:nowrap}.lines th.r{text-align:right}
.bottom{display:flex;gap:32px;padding:20px 32px 8px}.bottom>div{flex:1}.sums{max-width:340px;margin-left:auto;width:100%;border-collapse:collapse;font-size:13px}.sums td{padding:3px 0}.sums td:last-child{text-align:right}
.total td{padding:8px 6px;font-weight:700;font-size:16px;background:${t.totalBox ?? 'transparent'};color:${t.totalText};border-top:${t.totalBox ? '0' : '2px solid #111827'}}
.block{font-size:13px;margin-bottom:14px}.texts{padding:8px 32px 20px;font-size:13px}.texts .cap{margin-top:10px}
footer{padding:14px 32px 24px;font-size:12px;color:#6B7280;border-top:1px solid #E5E7EB;display:flex;justify-content:space-between;gap:16px}
.pdf{display:inline-block;padding:8px 14px;border-radius:6px;background:${doc.brand.primary};color:#fff;text-decoration:none;font-weight:600}
@media print{body{background:#fff}.page{margin:0;box-shadow:none;max-width:none}.pdf{display:none}}
@media (max-width:640px){header,.parties,.bottom{flex-direction:column}table.lines{font-size:12px}}
</style></head><body><main class="page">
<header><div>${logo}<div class="co">${h(s.name)}</div>${doc.brand.tagline ? `<div class="tag">${h(doc.brand.tagline)}</div>` : ''}</div>
<div><h1>${credit ? L.creditNote : L.invoice}</h1><table class="meta">${meta.map(([k, v]) => `<tr><td>${h(k)}</td><td>${h(v)}</td></tr>`).join('')}</table></div></header>
<section class="parties">${party(L.seller, s, doc)}${party(L.buyer, doc.buyer, doc)}</section>
<table class="lines"><thead><tr><th>#</th><th>${L.description}</th><th class="r">${L.quantity}</th><th>${L.unit}</th><th class="r">${L.unitPrice}</th><th class="r">${L.discount}</th><th class="r">${L.vat}</th><th class="r">${L.amount}</th></tr></thead><tbody>${rows}</tbody></table>
<section class="bottom"><div>${payment}</div><div><table class="sums">${sums.map(([k, v]) => `<tr><td>${h(k)}</td><td>${v}</td></tr>`).join('')}<tr class="total"><td>${credit ? L.creditTotal : L.total}</td><td>${money(doc.totalMinor)}</td></tr>${after.map(([k, v]) => `<tr><td>${h(k)}</td><td>${v}</td></tr>`).join('')}</table></div></section>
${texts.length ? `<section class="texts">${texts.map(([k, v]) => `<div class="cap">${h(k)}</div><div>${h(v)}</div>`).join('')}</section>` : ''}
<footer><div>${h(doc.footer)}</div><div>${pdfUrl ? `<a class="pdf" href="${esc(pdfUrl)}">${L.downloadPdf}</a>` : ''}</div></footer>
</main></body></html>`;
}
