// The exported analytics report: a multi-page PDF (pdfkit with DejaVu Sans embedded, as the invoices, so Turkish letters
// print and extract), and the same tables as CSV or an XLSX workbook (one sheet per table).
import path from 'node:path';
import { createRequire } from 'node:module';
import { csvRow, formatMoney, formatNumber, formatPercent, type Comprehensive, type Language } from '@ulak/shared';
import { LABELS, type ReportLabels } from './report-labels.js';

type Pdf = PDFKit.PDFDocument;
type Table = { title: string; head: string[]; rows: (string | number)[][] };

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 30;
const TEXT = '#1F2937';
const MUTED = '#6B7280';
const ACCENT = '#228BE6';

const fontDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

// numbers, percentages and money are written by the shared formatting module, in the report's language
function fmt(n: number | null, lang: Language, digits = 0): string {
  return n === null ? '—' : formatNumber(n, lang, { minDigits: digits, maxDigits: digits });
}
const pct = (n: number | null, lang: Language) => (n === null ? '—' : formatPercent(n, lang, { minDigits: 1, maxDigits: 1 }));

// reportTables lays the report out as plain tables (shared by the PDF, CSV and XLSX).
export function reportTables(r: Comprehensive, lang: Language): Table[] {
  const L = LABELS[lang];
  const money = (n: number) => formatMoney(n, r.currency, lang);
  const names = new Map(r.campaigns.rows.map((c) => [c.id, c.name]));
  return [
    {
      title: L.summary,
      head: ['', ''],
      rows: [
        ...(Object.keys(L.cards) as (keyof ReportLabels['cards'])[]).map((k) => {
          const c = r.cards[k];
          const value = k === 'revenue' ? money(c.value) : k.endsWith('Rate') ? pct(c.value, lang) : fmt(c.value, lang);
          return [L.cards[k], `${value} (${c.change === null ? '—' : `${c.change > 0 ? '+' : ''}${pct(c.change, lang)}`} ${L.change})`];
        }),
        ...(Object.keys(L.totals) as (keyof ReportLabels['totals'])[]).map((k) => [
          L.totals[k],
          k === 'revenue' ? money(r.totals.revenue) : fmt(r.totals[k], lang),
        ]),
      ],
    },
    {
      title: L.campaigns,
      head: L.campaignCols,
      rows: r.campaigns.rows.map((c) => [
        c.name,
        c.sent,
        c.opened,
        c.clicked,
        c.converted,
        money(c.revenue),
        pct(c.openRate, lang),
        pct(c.clickRate, lang),
        pct(c.conversionRate, lang),
      ]),
    },
    {
      title: L.overTime,
      head: L.overTimeCols,
      rows: r.engagement.overTime.filter((d) => d.sent || d.opens || d.clicks).map((d) => [d.day, d.sent, d.opens, d.clicks]),
    },
    {
      title: L.geographic,
      head: L.geoCols,
      rows: r.geographic.map((g) => [g.country, g.opens, g.humanOpens, g.clicks, pct(g.openShare, lang), pct(g.clickRate, lang)]),
    },
    {
      title: L.cities,
      head: L.cityCols,
      rows: r.cities.map((g) => [g.city, g.country, g.humanOpens, g.humanClicks, pct(g.openShare, lang), pct(g.clickRate, lang)]),
    },
    {
      title: L.devices,
      head: L.deviceCols,
      rows: (['types', 'os', 'clients'] as const).flatMap((k) => r.devices[k].map((d) => [L.kinds[k], d.name, d.count])),
    },
    {
      title: `${L.revenue} — ${L.window(r.revenue.windowDays)}; ${L.aov}: ${r.revenue.averageOrderValue === null ? '—' : money(r.revenue.averageOrderValue)}`,
      head: L.revenueCols,
      rows: r.revenue.byCampaign.map((c) => [names.get(c.id) ?? c.name, money(c.lastClick), money(c.firstTouch), money(c.linear)]),
    },
    {
      title: `${L.predictions} — ${L.churn(r.predictions.churn.count)}`,
      head: L.forecastCols,
      rows: (['sends', 'opens', 'revenue'] as const).map((k) => {
        const f = r.predictions[k];
        const sum = f.forecast.reduce((s, p) => s + p.value, 0);
        return [
          L.series[k],
          k === 'revenue' ? money(sum) : fmt(sum, lang),
          f.holdout.mae === null ? '—' : fmt(f.holdout.mae, lang, 2),
          f.holdout.mape === null ? '—' : fmt(f.holdout.mape, lang, 1),
        ];
      }),
    },
  ];
}

// reportCsv is every table one after another, each under its title, RFC 4180 quoted.
export function reportCsv(r: Comprehensive, lang: Language): string {
  return reportTables(r, lang)
    .map((t) => [[t.title], t.head, ...t.rows].map((row) => csvRow(row)).join('\r\n'))
    .join('\r\n\r\n');
}

// reportXlsx is one worksheet per table.
export async function reportXlsx(r: Comprehensive, lang: Language): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  reportTables(r, lang).forEach((t, i) => {
    const ws = wb.addWorksheet(`${i + 1}`.padStart(2, '0') + ' ' + t.title.slice(0, 24).replace(/[\\/?*[\]:]/g, ' '));
    ws.addRow([t.title]).font = { bold: true };
    ws.addRow(t.head).font = { bold: true };
    for (const row of t.rows) ws.addRow(row);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function ensure(pdf: Pdf, y: number, need: number): number {
  if (y + need <= BOTTOM) return y;
  pdf.addPage();
  return MARGIN;
}

function drawTable(pdf: Pdf, t: Table, y: number, L: ReportLabels): number {
  y = ensure(pdf, y, 60);
  pdf.font('bold').fontSize(12).fillColor(TEXT).text(t.title, MARGIN, y, { width: WIDTH });
  y = pdf.y + 6;
  if (!t.rows.length) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(L.none, MARGIN, y);
    return pdf.y + 14;
  }
  const n = t.head.length;
  const first = n > 2 ? WIDTH * 0.3 : WIDTH * 0.55;
  const rest = (WIDTH - first) / Math.max(1, n - 1);
  const x = (i: number) => MARGIN + (i === 0 ? 0 : first + (i - 1) * rest);
  const w = (i: number) => (i === 0 ? first : rest) - 4;
  const row = (cells: (string | number)[], bold: boolean) => {
    y = ensure(pdf, y, 16);
    pdf
      .font(bold ? 'bold' : 'regular')
      .fontSize(8)
      .fillColor(bold ? MUTED : TEXT);
    let h = 0;
    cells.forEach((c, i) => {
      const s = String(c);
      pdf.text(s, x(i), y, { width: w(i), align: i === 0 ? 'left' : 'right', lineBreak: true });
      h = Math.max(h, pdf.heightOfString(s, { width: w(i) }));
    });
    y += h + 4;
    pdf
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + WIDTH, y - 2)
      .lineWidth(0.3)
      .strokeColor('#E5E7EB')
      .stroke();
  };
  if (t.head.some(Boolean)) row(t.head, true);
  for (const r of t.rows) row(r, false);
  return y + 14;
}

// drawBars draws the daily sends / opens / clicks of the period as grouped bars.
function drawBars(pdf: Pdf, r: Comprehensive, y: number, L: ReportLabels): number {
  const days = r.engagement.overTime;
  const height = 120;
  y = ensure(pdf, y, height + 40);
  pdf.font('bold').fontSize(12).fillColor(TEXT).text(L.overTime, MARGIN, y);
  y = pdf.y + 6;
  const max = Math.max(1, ...days.map((d) => d.sent), ...days.map((d) => d.opens), ...days.map((d) => d.clicks));
  const step = WIDTH / Math.max(1, days.length);
  const bar = Math.max(0.5, step / 3 - 0.5);
  days.forEach((d, i) => {
    const x0 = MARGIN + i * step;
    (
      [
        [d.sent, '#A5D8FF'],
        [d.opens, ACCENT],
        [d.clicks, '#40C057'],
      ] as const
    ).forEach(([v, color], j) => {
      const h = (v / max) * height;
      if (h > 0) pdf.rect(x0 + j * bar, y + height - h, bar, h).fill(color);
    });
  });
  pdf
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  pdf.font('regular').fontSize(7).fillColor(MUTED);
  pdf.text(days[0]?.day ?? '', MARGIN, y + height + 3);
  pdf.text(days.at(-1)?.day ?? '', MARGIN, y + height + 3, { width: WIDTH, align: 'right' });
  const legend = L.overTimeCols.slice(1).join(' / ');
  pdf.text(legend, MARGIN, y + height + 3, { width: WIDTH, align: 'center' });
  return y + height + 24;
}

// renderReportPdf draws the report: a cover with the workspace and the period, the six cards, a chart, then the tables.
export async function renderReportPdf(r: Comprehensive, lang: Language, workspaceName: string): Promise<Buffer> {
  const L = LABELS[lang];
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: '',
    info: { Title: L.title, Author: workspaceName, Creator: 'Ulak', Producer: 'Ulak' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', path.join(fontDir(), 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir(), 'DejaVuSans-Bold.ttf'));

  // cover
  pdf.rect(0, 0, 595.28, 160).fill(ACCENT);
  pdf.font('bold').fontSize(26).fillColor('#FFFFFF').text(workspaceName, MARGIN, 50, { width: WIDTH });
  pdf
    .font('regular')
    .fontSize(16)
    .text(L.title, MARGIN, pdf.y + 6, { width: WIDTH });
  const locale = L.locale;
  const date = (s: string) => new Date(s).toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  pdf.font('regular').fontSize(11).fillColor(TEXT);
  pdf.text(`${L.period}: ${L.lastDays(r.days)} (${date(r.from)} – ${date(r.to)})`, MARGIN, 190);
  pdf.text(`${L.generated}: ${new Date(r.generatedAt).toLocaleString(locale, { timeZone: 'UTC' })} UTC`, MARGIN, pdf.y + 4);

  // six cards, two rows of three
  const cardW = (WIDTH - 20) / 3;
  (Object.keys(L.cards) as (keyof ReportLabels['cards'])[]).forEach((k, i) => {
    const c = r.cards[k];
    const x = MARGIN + (i % 3) * (cardW + 10);
    const y = 250 + Math.floor(i / 3) * 90;
    pdf.roundedRect(x, y, cardW, 78, 6).lineWidth(0.8).strokeColor('#D0D7DE').stroke();
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(L.cards[k], x + 10, y + 10, { width: cardW - 20 });
    const value = k === 'revenue' ? `${fmt(c.value, lang, 2)} ${r.currency}` : k.endsWith('Rate') ? pct(c.value, lang) : fmt(c.value, lang);
    pdf
      .font('bold')
      .fontSize(18)
      .fillColor(TEXT)
      .text(value, x + 10, y + 26, { width: cardW - 20 });
    const change = c.change === null ? '—' : `${c.change > 0 ? '+' : ''}${pct(c.change, lang)}`;
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(c.change !== null && c.change < 0 ? '#E03131' : '#2F9E44')
      .text(`${change} ${L.change}`, x + 10, y + 56, { width: cardW - 20 });
  });
  let y = drawBars(pdf, r, 450, L);

  // tables from the second page on
  pdf.addPage();
  y = MARGIN;
  for (const t of reportTables(r, lang)) y = drawTable(pdf, t, y, L);

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${workspaceName} · ${L.title} · ${L.page(i + 1, range.count)}`, MARGIN, 841.89 - MARGIN, { width: WIDTH, align: 'center', lineBreak: false });
  }
  pdf.end();
  return done;
}
