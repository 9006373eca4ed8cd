// The printable HTML invoice a customer opens from the email (and the owner previews): self-contained, inline CSS
// only (no script), the company's colours and logo, print-friendly, with a link to the PDF.
import type { InvoiceDocument } from './document.js';
import { LABELS, printedInvoice } from './labels.js';
import { themeOf } from './pdf.js';
import { esc } from './xml.js';

const h = (s: string | null | undefined) => esc(s ?? '').replace(/\r?\n/g, '<br>');

function party(title: string, p: { name: string; lines: string[] }): string {
  return `<div class="party"><div class="cap">${h(title)}</div><div class="name">${h(p.name)}</div>${p.lines.map((l) => `<div>${h(l)}</div>`).join('')}</div>`;
}

// renderHtml writes the invoice page; pdfUrl is the download link shown on it. It prints what the PDF prints
// (printedInvoice): the same rows, labels and amounts.
export function renderHtml(doc: InvoiceDocument, pdfUrl: string | null): string {
  const L = LABELS[doc.language];
  const lang = doc.language;
  const t = themeOf(doc.design, doc.brand);
  const p = printedInvoice(doc);
  // the issuer beside the logo: the seller, or for a self-billed invoice (389) the buyer who issues it
  const s = doc.typeCode === '389' ? doc.buyer : doc.seller;
  const logo = doc.brand.logo ? `<img class="logo" alt="" src="data:${doc.brand.logo.mime};base64,${doc.brand.logo.data.toString('base64')}">` : '';
  const right = new Set([2, 4, 5, 6, 7]);
  const rows = p.lines
    .map(
      (l) =>
        `<tr>${l.cells
          .map((cell, i) =>
            i === 1
              ? `<td>${h(cell)}${l.notes.map((n) => `<div class="note">${h(n)}</div>`).join('')}</td>`
              : `<td${right.has(i) ? ' class="r"' : ''}>${h(cell)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  const sums = p.sums
    .map((r) => `<tr${r.kind === 'total' ? ' class="total"' : r.kind === 'strong' ? ' class="strong"' : ''}><td>${h(r.label)}</td><td>${h(r.value)}</td></tr>`)
    .join('');
  const blocks = p.blocks
    .map((b) => `<div class="block"><div class="cap">${h(b.title)}</div>${b.lines.map((x) => `<div>${h(x)}</div>`).join('')}</div>`)
    .join('');
  const info = p.info.length
    ? `<section class="info">${p.info.map(([k, v]) => `<div><div class="k">${h(k)}</div><div class="v">${h(v)}</div></div>`).join('')}</section>`
    : '';
  const title = `${p.title} ${doc.number ?? L.draft}`;
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
.block{font-size:13px;margin-bottom:14px;overflow-wrap:anywhere}.note{font-size:11px;color:#6B7280;margin-top:2px}.strong td{font-weight:700;border-top:1px solid #111827;padding-top:5px}
.info{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px 32px;padding:0 32px 20px;font-size:13px;overflow-wrap:anywhere}.info .k{font-size:11px;color:#6B7280}.info .v{font-weight:600}
.party,.lines td,.sums td,.texts,h1,.co{overflow-wrap:anywhere}.texts{padding:8px 32px 20px;font-size:13px}.texts .cap{margin-top:10px}
footer{padding:14px 32px 24px;font-size:12px;color:#6B7280;border-top:1px solid #E5E7EB;display:flex;justify-content:space-between;gap:16px}
.pdf{display:inline-block;padding:8px 14px;border-radius:6px;background:${doc.brand.primary};color:#fff;text-decoration:none;font-weight:600}
@media print{body{background:#fff}.page{margin:0;box-shadow:none;max-width:none}.pdf{display:none}}
@media (max-width:640px){header,.parties,.bottom{flex-direction:column}table.lines{font-size:12px}}
</style></head><body><main class="page">
<header><div>${logo}<div class="co">${h(s.name)}</div>${doc.brand.tagline ? `<div class="tag">${h(doc.brand.tagline)}</div>` : ''}</div>
<div><h1>${h(p.title)}</h1><table class="meta">${p.meta.map(([k, v]) => `<tr><td>${h(k)}</td><td>${h(v)}</td></tr>`).join('')}</table></div></header>
<section class="parties">${party(p.captions.seller, p.party.seller)}${party(p.captions.buyer, p.party.buyer)}</section>
${info}
<table class="lines"><thead><tr>${p.columns.map((c, i) => `<th${right.has(i) ? ' class="r"' : ''}>${h(c)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
<section class="bottom"><div>${blocks}</div><div><table class="sums">${sums}</table></div></section>
${p.texts.length ? `<section class="texts">${p.texts.map((x) => `<div class="cap">${h(x.title)}</div><div>${h(x.body)}</div>`).join('')}</section>` : ''}
<footer><div>${h(doc.footer)}<div>${h(p.contact)}</div></div><div>${pdfUrl ? `<a class="pdf" href="${esc(pdfUrl)}">${L.downloadPdf}</a>` : ''}</div></footer>
</main></body></html>`;
}
