// The GİB view rendered on the server: the same page the embedded XSLT (gib-view-xslt.ts) makes of the UBL-TR XML,
// written from the same figures (ublTrModel), so GET /api/invoices/:id/gib-view needs no XSLT processor.
// gib-view.test.ts runs the stylesheet with xsltproc over renderUblTr's XML and compares the text of both pages.
import { unitPriceE4Of, type InvoiceDocument } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';
import { esc } from './xml.js';
import { TAX_NAMES, UBL_TR_CUSTOMIZATION_ID, countryName, issueTime, lineKdvMinor, percent, trMoney, trNumber, ublTrModel, type UblTrModel } from './ubltr.js';

const UNIT_NAMES: Record<string, string> = {
  C62: 'Adet',
  HUR: 'Saat',
  DAY: 'Gün',
  WEE: 'Hafta',
  MON: 'Ay',
  ANN: 'Yıl',
  KGM: 'kg',
  GRM: 'g',
  LTR: 'lt',
  MTR: 'm',
  MTK: 'm²',
  MTQ: 'm³',
  XPK: 'Paket',
  SET: 'Takım',
  E48: 'Hizmet',
};

const STYLE = `body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:11px;color:#111;margin:24px}
table{border-collapse:collapse}
.parties{width:100%;margin-bottom:12px}
.parties td{vertical-align:top;width:50%}
.name{font-weight:bold;font-size:13px}
.kind{font-size:18px;font-weight:bold;text-align:right}
.info th,.info td{border:1px solid #999;padding:2px 6px;text-align:left}
.lines{width:100%;margin-top:12px}
.lines th,.lines td{border:1px solid #999;padding:3px 5px}
.lines th{background:#eee}
.num{text-align:right;white-space:nowrap}
.totals{margin:12px 0 0 auto}
.totals th,.totals td{border:1px solid #999;padding:3px 6px;text-align:right}
.notes{margin-top:12px}`;

const date = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;
const tr = (th: string, td: string) => `<tr><th>${th}</th><td>${td}</td></tr>`;

function partyBlock(p: PartySnapshot, ids: { scheme: string; id: string }[], country: string): string {
  const rows = [
    `<div class="name">${esc(p.legalName || p.name)}</div>`,
    `<div>${esc(p.address ?? '')}</div>`,
    `<div>${esc(p.postalCode ?? '')} ${esc(p.district || p.city || '')} / ${esc(p.city ?? '')} / ${country}</div>`,
    p.phone ? `<div>Tel: ${esc(p.phone)}</div>` : '',
    p.email ? `<div>E-Posta: ${esc(p.email)}</div>` : '',
    p.taxOffice ? `<div>Vergi Dairesi: ${esc(p.taxOffice)}</div>` : '',
    ...ids.map((i) => `<div>${esc(i.scheme)}: ${esc(i.id)}</div>`),
  ];
  return rows.join('');
}

function sellerIds(doc: InvoiceDocument, m: UblTrModel) {
  const ids: { scheme: string; id: string }[] = [{ scheme: m.seller.scheme, id: m.seller.id }];
  if (doc.seller.mersisNumber) ids.push({ scheme: 'MERSISNO', id: doc.seller.mersisNumber.replace(/\D/g, '') });
  if (doc.seller.registrationNumber) ids.push({ scheme: 'TICARETSICILNO', id: doc.seller.registrationNumber });
  return ids;
}

// renderGibView renders the GİB view (HTML, Turkish) of the document's UBL-TR invoice.
export function renderGibView(doc: InvoiceDocument): string {
  const m = ublTrModel(doc);
  const t = m.totals;
  const cur = doc.currency;
  const money = (minor: number) => esc(trMoney(minor, cur));
  const earsiv = m.tr.profile === 'EARSIVFATURA';
  const rows = [
    tr('Özelleştirme No', UBL_TR_CUSTOMIZATION_ID),
    tr('Senaryo', m.tr.profile),
    tr('Fatura Tipi', m.tr.invoiceType),
    tr('Fatura No', m.id),
    tr('Fatura Tarihi', `${date(doc.issueDate)} ${issueTime(doc.issuedAt)}`),
    doc.kind === 'invoice' ? tr('Son Ödeme Tarihi', date(doc.dueDate)) : '',
    doc.reference ? tr('Sipariş No', esc(doc.reference)) : '',
    m.original ? tr('İlgili Fatura', `${m.original.id} ${date(m.original.issueDate)}`) : '',
    cur !== 'TRY' ? tr('Döviz Kuru', `${cur} = ${trNumber(Number(doc.exchangeRate.toFixed(6)), 2, 6)} TRY`) : '',
    earsiv ? tr('Gönderim Şekli', doc.buyer.email ? 'ELEKTRONIK' : 'KAGIT') : '',
  ].join('');
  const lines = doc.lines
    .map((l) => {
      const kdv = lineKdvMinor(l);
      const name = l.description.split('\n')[0].replace(/\s+/g, ' ').trim() || l.description.replace(/\s+/g, ' ').trim();
      const other = [
        l.excise?.amountMinor
          ? `<div>${esc(TAX_NAMES[l.excise.code] ?? l.excise.code)} (%${percent(l.excise.percent)}): ${money(l.excise.amountMinor)}</div>`
          : '',
        l.withholding?.amountMinor
          ? `<div>KDV Tevkifatı ${esc(l.withholding.code)} (%${percent(l.withholding.percent)}): ${money(l.withholding.amountMinor)}</div>`
          : '',
      ].join('');
      return (
        `<tr><td class="num">${l.position}</td><td>${esc(name)}</td>` +
        `<td class="num">${trNumber(Number(l.quantity.toFixed(3)), 0, 3)} ${esc(UNIT_NAMES[l.unitCode] ?? l.unitCode)}</td>` +
        `<td class="num">${trNumber(unitPriceE4Of(l) / 10_000, 2, 4)} ${cur}</td>` +
        `<td class="num">${l.discountMinor > 0 ? money(l.discountMinor) : ''}</td>` +
        `<td class="num">%${percent(l.taxRate)}</td><td class="num">${money(kdv)}</td><td>${other}</td>` +
        `<td class="num">${money(l.netMinor)}</td></tr>`
      );
    })
    .join('');
  const taxRows = [
    ...m.exciseGroups.map((g) => tr(`Hesaplanan ${esc(TAX_NAMES[g.code] ?? g.code)} (%${percent(g.percent)})`, money(g.tax))),
    ...doc.breakdown.map((b) => tr(`Hesaplanan ${TAX_NAMES['0015']} (%${percent(Number(b.rate))})`, money(b.taxMinor))),
  ];
  const totals = [
    tr('Mal Hizmet Toplam Tutarı', money(t.lineExtension)),
    tr('Toplam İskonto', money(t.allowance)),
    ...(doc.charges ?? []).map((c) => tr(esc(c.reason), money(c.amountMinor))),
    ...taxRows,
    tr('Vergiler Dahil Toplam Tutar', money(t.taxInclusive)),
    ...m.withholdingGroups.map((g) => tr(`KDV Tevkifatı ${esc(g.code)} (%${percent(g.percent)})`, money(g.tax))),
    t.stopaj ? tr(`Gelir Vergisi Stopajı (%${percent(doc.stopaj?.percent ?? 0)})`, money(t.stopaj)) : '',
    t.prepaid ? tr('Ön Ödeme', money(t.prepaid)) : '',
    `<tr class="payable"><th>Ödenecek Tutar</th><td>${money(t.payable)}</td></tr>`,
    cur !== 'TRY' ? tr('Ödenecek Tutar (TRY)', `${trNumber((t.payable / 100) * Number(doc.exchangeRate.toFixed(6)), 2, 2)} TRY`) : '',
  ].join('');
  const exemptions = doc.breakdown
    .filter((b) => b.taxMinor === 0 && m.tr.exemptionCode)
    .map(() => `<p>Vergi İstisna Muafiyet Sebebi: ${esc(m.tr.exemptionCode ?? '')} - ${esc(m.tr.exemptionReason || m.tr.exemptionCode || '')}</p>`);
  const notes = [
    ...exemptions,
    ...m.notes.map((n) => `<p>Not: ${esc(n)}</p>`),
    m.iban ? `<p>IBAN: ${esc(m.iban)}</p>` : '',
    doc.kind === 'invoice' && doc.paymentTerms ? `<p>Ödeme Koşulları: ${esc(doc.paymentTerms)}</p>` : '',
  ].join('');
  const title = `${earsiv ? 'e-Arşiv Fatura' : 'e-Fatura'} ${m.id}`;
  const buyerIds = [{ scheme: m.buyer.scheme, id: m.buyer.id }];
  return (
    `<!DOCTYPE html><html lang="tr"><head><meta charset="UTF-8"><title>${title}</title><style>${STYLE}</style></head><body>` +
    `<table class="parties"><tr><td>${partyBlock(doc.seller, sellerIds(doc, m), esc(countryName(doc.seller.countryCode)))}</td>` +
    `<td class="kind">${earsiv ? 'e-ARŞİV FATURA' : 'e-FATURA'}</td></tr>` +
    `<tr><td><div class="label">SAYIN</div>${partyBlock(doc.buyer, buyerIds, esc(countryName(doc.buyer.countryCode)))}</td>` +
    `<td><table class="info">${rows}</table></td></tr></table>` +
    `<div class="ettn">ETTN: ${esc(m.tr.uuid)}</div>` +
    `<table class="lines"><thead><tr><th>Sıra No</th><th>Mal Hizmet</th><th>Miktar</th><th>Birim Fiyat</th><th>İskonto Tutarı</th><th>KDV Oranı</th><th>KDV Tutarı</th><th>Diğer Vergiler</th><th>Mal Hizmet Tutarı</th></tr></thead>` +
    `<tbody>${lines}</tbody></table>` +
    `<table class="totals">${totals}</table>` +
    `<div class="notes">${notes}</div></body></html>`
  );
}
