// Reading uploaded contact files row by row (CSV streamed with csv-parse, XLSX streamed with exceljs).
import fs from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type Row = { line: number; values: string[] };

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (o.text !== undefined) return String(o.text);
    if (o.result !== undefined) return String(o.result);
    return '';
  }
  return String(v);
};

// readRows yields every row with its 1-based line number in the file; the first row is the header.
export async function* readRows(file: string, format: 'csv' | 'xlsx'): AsyncGenerator<Row> {
  if (format === 'csv') {
    const parser = fs.createReadStream(file).pipe(
      parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true, delimiter: [',', ';', '\t'] }),
    );
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) yield { line: rec.info.lines, values: rec.record };
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as unknown[]).slice(1).map(cellText);
      if (values.some((v) => v.trim() !== '')) yield { line: row.number, values: values.map((v) => v.trim()) };
    }
    return; // the first sheet only
  }
}

// headAndPreview reads the header row and up to `n` data rows.
export async function headAndPreview(file: string, format: 'csv' | 'xlsx', n = 5) {
  let headers: string[] = [];
  const preview: string[][] = [];
  for await (const row of readRows(file, format)) {
    if (!headers.length) headers = row.values.map((h, i) => h || `column_${i + 1}`);
    else preview.push(row.values);
    if (preview.length >= n) break;
  }
  return { headers, preview };
}

const GUESSES: [RegExp, string][] = [
  [/^(e-?mail|e-?posta|email address|mail)$/i, 'email'],
  [/^(first[ _-]?name|given[ _-]?name|ad|adı|isim|firstname)$/i, 'first_name'],
  [/^(last[ _-]?name|surname|family[ _-]?name|soyad|soyadı|lastname)$/i, 'last_name'],
  [/^(phone|telefon|mobile|gsm|tel)$/i, 'phone'],
  [/^(company|şirket|firma|organization|organisation)$/i, 'company'],
  [/^(country|ülke)$/i, 'country'],
  [/^(language|dil|lang)$/i, 'language'],
  [/^(tags|etiketler|labels)$/i, 'tags'],
];

// suggestMapping proposes a target for each header: a known column, else a custom attribute.
export function suggestMapping(headers: string[]): Record<string, string> {
  const used = new Set<string>();
  return Object.fromEntries(
    headers.map((h) => {
      const hit = GUESSES.find(([re, target]) => re.test(h.trim()) && !used.has(target));
      if (hit) {
        used.add(hit[1]);
        return [h, hit[1]];
      }
      const key = h.trim().replace(/[^A-Za-z0-9_]+/g, '_').replace(/^[^A-Za-z]+/, '').slice(0, 64);
      return [h, key ? `attribute:${key}` : 'ignore'];
    }),
  );
}
