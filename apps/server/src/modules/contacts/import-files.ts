// Reading uploaded contact files row by row (CSV streamed through our own parser, XLSX through a bounded zip reader),
// with bounded memory whatever the file holds: a line, a cell and the columns of a row have caps.
import fs from 'node:fs';
import { ImportFileError, MAX_COLUMNS, readXlsx } from './xlsx.js';

export { ImportFileError } from './xlsx.js';
export type Row = { line: number; values: string[] };

/** Characters of one CSV record at most (a longer line fails the import with its line number). */
export const MAX_LINE_CHARS = 2 * 1024 * 1024;

// readRows yields every row with its 1-based line number in the file (where the row starts); the first row is the header.
export async function* readRows(file: string, format: 'csv' | 'xlsx', preview?: number): AsyncGenerator<Row> {
  if (format === 'csv') {
    yield* parseCsv(fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 }));
    return;
  }
  yield* readXlsx(file, preview);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// wellFormed says whether text has no half of a surrogate pair
export const wellFormed = (v: string) => !LONE_SURROGATE.test(v);
// storable is text PostgreSQL can hold: NUL bytes and lone surrogates become U+FFFD
export const storable = (v: string) => v.replace(/\0/g, '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

// headAndPreview reads the header row and up to `n` data rows.
export async function headAndPreview(file: string, format: 'csv' | 'xlsx', n = 5) {
  let headers: string[] = [];
  const preview: string[][] = [];
  for await (const row of readRows(file, format, n + 1)) {
    if (!headers.length) headers = row.values.map((h, i) => storable(h.slice(0, 200)) || `column_${i + 1}`);
    else preview.push(row.values.map((v) => storable(v.slice(0, 200))));
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
      const key = h
        .trim()
        .replace(/[^A-Za-z0-9_]+/g, '_')
        .replace(/^[^A-Za-z]+/, '')
        .slice(0, 64);
      return [h, key ? `attribute:${key}` : 'ignore'];
    }),
  );
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * parseCsv reads CSV text (RFC 4180, forgiving) from a stream of strings and yields its records:
 * - the delimiter is the one of `,` `;` tab that the first non-empty line uses most (a comma on a tie);
 * - fields are trimmed; a field that starts with `"` is quoted (`""` is a quote, delimiters and line breaks are text),
 *   a `"` elsewhere is an ordinary character, text after a closing quote is kept, a quote still open at the end of
 *   the file closes there;
 * - lines end with LF, CRLF or (in files without LF) CR; empty and blank lines are skipped; rows may have any number
 *   of fields; a UTF-8 byte order mark is dropped.
 * Lines without a quote, nearly all of a contact file, take a fast path (one split).
 */
export async function* parseCsv(chunks: AsyncIterable<string>): AsyncGenerator<Row> {
  let buf = '';
  let pos = 0;
  let line = 1;
  let delim: string | undefined;
  let nl = '\n';
  let first = true;
  let eof = false;
  const it = chunks[Symbol.asyncIterator]();
  for (;;) {
    if (!eof) {
      const next = await it.next();
      if (next.done) eof = true;
      else {
        let chunk = next.value;
        if (first) {
          first = false;
          if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
          if (chunk.indexOf('\n') < 0 && chunk.indexOf('\r') >= 0) nl = '\r';
        }
        buf = pos < buf.length ? buf.slice(pos) + chunk : chunk;
        pos = 0;
      }
    }
    // every complete record in the buffer
    for (;;) {
      const end = buf.indexOf(nl, pos);
      if (end < 0 && (!eof || pos >= buf.length)) {
        // an incomplete line: read more (or nothing is left), unless it is already longer than any contact row
        if (buf.length - pos > MAX_LINE_CHARS) throw new ImportFileError('IMPORT_LINE_TOO_LONG', { line, mb: MAX_LINE_CHARS / 1024 / 1024 });
        break;
      }
      const stop = end < 0 ? buf.length : end;
      let text = buf.slice(pos, stop);
      if (text.indexOf('"') < 0) {
        if (nl === '\n' && text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
        const at = line;
        pos = stop + 1;
        line += 1;
        if (text.trim() === '') continue;
        delim ??= pickDelimiter(text);
        const values = text.split(delim, MAX_COLUMNS);
        for (let i = 0; i < values.length; i++) values[i] = values[i].trim();
        yield { line: at, values };
        continue;
      }
      delim ??= pickDelimiter(text);
      const rec = quotedRecord(buf, pos, delim, nl, eof);
      if (!rec) {
        // a quoted field runs past the buffer: read more, within the same bound
        if (buf.length - pos > MAX_LINE_CHARS) throw new ImportFileError('IMPORT_LINE_TOO_LONG', { line, mb: MAX_LINE_CHARS / 1024 / 1024 });
        break;
      }
      const at = line;
      line += rec.lines;
      pos = rec.next;
      if (rec.values.length === 1 && rec.values[0] === '' && !rec.quoted) continue;
      yield { line: at, values: rec.values.length > MAX_COLUMNS ? rec.values.slice(0, MAX_COLUMNS) : rec.values };
    }
    if (eof) return;
  }
}

function pickDelimiter(header: string): string {
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = header.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/** A quoted field longer than this (a stray quote, not a real field) is read as plain text to the end of its line. */
const MAX_QUOTED = 1 << 20;

/** One record that contains a quote, parsed character by character from `start`; undefined when it needs more text. */
function quotedRecord(
  buf: string,
  start: number,
  delim: string,
  nl: string,
  eof: boolean,
): { values: string[]; next: number; lines: number; quoted: boolean } | undefined {
  const values: string[] = [];
  let lines = 1;
  let quoted = false;
  let j = start;
  for (;;) {
    while (j < buf.length && buf[j] !== delim && (buf[j] === ' ' || buf[j] === '\t')) j++;
    let value = '';
    if (buf[j] === '"') {
      quoted = true;
      j++;
      for (;;) {
        const q = buf.indexOf('"', j);
        if (q < 0 || (q + 1 >= buf.length && !eof)) {
          // the closing quote is not in the buffer yet (or a "" may straddle it)
          if (eof) {
            value += buf.slice(j);
            j = buf.length;
            break;
          }
          return buf.length - start > MAX_QUOTED ? plainRecord(buf, start, delim, nl) : undefined;
        }
        value += buf.slice(j, q);
        j = q + 1;
        if (buf[j] === '"') {
          value += '"';
          j++;
          continue;
        }
        break;
      }
      lines += countOf(value, nl);
    }
    // plain text, or whatever follows a closing quote, up to the delimiter or the end of the line
    let k = j;
    while (k < buf.length && buf[k] !== delim && buf[k] !== nl) k++;
    if (k >= buf.length && !eof) return undefined;
    const text = buf.slice(j, k).trim();
    value += text;
    values.push(value);
    if (k >= buf.length) return { values, next: buf.length, lines, quoted };
    if (buf[k] === nl) return { values, next: k + 1, lines, quoted };
    j = k + 1; // past the delimiter
  }
}

/** The line at `start` split on the delimiter, quotes taken as ordinary characters. */
function plainRecord(buf: string, start: number, delim: string, nl: string) {
  const end = buf.indexOf(nl, start);
  const stop = end < 0 ? buf.length : end;
  const values = buf
    .slice(start, stop)
    .split(delim)
    .map((v) => v.trim());
  return { values, next: stop + 1, lines: 1, quoted: false };
}

const countOf = (s: string, c: string) => {
  let n = 0;
  for (let i = s.indexOf(c); i >= 0; i = s.indexOf(c, i + 1)) n++;
  return n;
};
