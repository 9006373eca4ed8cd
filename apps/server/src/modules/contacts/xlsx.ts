// Reading the first sheet of an uploaded XLSX file with bounded memory: the zip's central directory is read first and
// every entry's declared size checked against a cap before anything inflates, inflation stops at the declared size
// (or the cap), and the XML is scanned by a small tokenizer that keeps only the texts an import needs, each capped.
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';

/** Why an XLSX file cannot be read: a message code of the import (with its values). */
export class ImportFileError extends Error {
  constructor(
    readonly code: string,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/** Inflated bytes an import reads at most from one entry: the shared strings, a worksheet, and anything else. */
export const XLSX_LIMITS = { sharedStrings: 100 * 1024 * 1024, sheet: 1024 * 1024 * 1024, other: 4 * 1024 * 1024, entries: 10_000 };
/** Characters kept of one cell (a longer value is cut; no contact field holds more). */
const MAX_CELL = 32 * 1024;
/** Columns read of one row. */
export const MAX_COLUMNS = 1000;

type Entry = { name: string; method: number; compressed: number; size: number; offset: number };

// readCentralDirectory lists the zip's entries from its end-of-central-directory record, refusing what it cannot bound
function readCentralDirectory(fd: number): Map<string, Entry> {
  const size = fs.fstatSync(fd).size;
  const tail = Buffer.alloc(Math.min(size, 22 + 0xffff));
  fs.readSync(fd, tail, 0, tail.length, size - tail.length);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 (a file over 4 GB or 65,535 entries) is beyond any import
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw new ImportFileError('IMPORT_XLSX_TOO_LARGE');
  if (count > XLSX_LIMITS.entries || cdSize > 16 * 1024 * 1024 || cdOffset + cdSize > size) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
  const cd = Buffer.alloc(cdSize);
  fs.readSync(fd, cd, 0, cdSize, cdOffset);
  const entries = new Map<string, Entry>();
  for (let p = 0, i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
    const flags = cd.readUInt16LE(p + 8);
    const nameLength = cd.readUInt16LE(p + 28);
    const entry: Entry = {
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      method: cd.readUInt16LE(p + 10),
      compressed: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      offset: cd.readUInt32LE(p + 42),
    };
    if (flags & 1) throw new ImportFileError('IMPORT_FILE_UNREADABLE'); // encrypted
    entries.set(entry.name, entry);
    p += 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
  }
  return entries;
}

// entryText streams one entry as text, inflating no more than its declared size (which must be under the cap)
async function* entryText(file: string, fd: number, entry: Entry, cap: number): AsyncGenerator<string> {
  if (entry.size > cap) throw new ImportFileError('IMPORT_XLSX_TOO_LARGE', { mb: Math.round(cap / 1024 / 1024) });
  if (entry.method !== 0 && entry.method !== 8) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
  const local = Buffer.alloc(30);
  fs.readSync(fd, local, 0, 30, entry.offset);
  if (local.readUInt32LE(0) !== 0x04034b50) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
  const start = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.compressed === 0) return;
  const raw = fs.createReadStream(file, { start, end: start + entry.compressed - 1, highWaterMark: 64 * 1024 });
  const source = entry.method === 8 ? raw.pipe(zlib.createInflateRaw({ chunkSize: 64 * 1024 })) : raw;
  raw.on('error', (err) => source.destroy(err));
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      // the declared size is a promise the data must keep: an entry that inflates past it is a bomb
      if (bytes > entry.size) throw new ImportFileError('IMPORT_XLSX_TOO_LARGE', { mb: Math.round(cap / 1024 / 1024) });
      yield decoder.write(chunk);
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw new ImportFileError('IMPORT_FILE_UNREADABLE');
  } finally {
    raw.destroy();
    source.destroy();
  }
  yield decoder.end();
}

type Tag = { name: string; attrs: Record<string, string>; close: boolean; selfClose: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// unescapeXml replaces the predefined and numeric character references (no others: no DTD is ever expanded)
const unescapeXml = (s: string) =>
  s.indexOf('&') < 0
    ? s
    : s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (m, ref: string) => {
        if (ref[0] !== '#') return ENTITIES[ref] ?? m;
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        // a NUL stays (the row then fails with its reason, as in a CSV file); half a surrogate pair reads as U+FFFD, as
        // UTF-8 decoding reads it in a CSV file
        if (code === 0) return '\0';
        return code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(code);
      });

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

// readAttributes reads `a="1" b='2'` from a tag body in one pass (a regular expression here was quadratic on a long
// attribute-less tag body), dropping namespace prefixes
function readAttributes(inner: string, from: number, attrs: Record<string, string>) {
  let i = from;
  while (i < inner.length) {
    while (isSpace(inner[i])) i++;
    const nameStart = i;
    while (i < inner.length && inner[i] !== '=' && !isSpace(inner[i])) i++;
    const name = inner.slice(nameStart, i);
    while (isSpace(inner[i])) i++;
    if (inner[i] !== '=') {
      if (i === nameStart) i++;
      continue;
    }
    i++;
    while (isSpace(inner[i])) i++;
    const quote = inner[i];
    if (quote !== '"' && quote !== "'") continue;
    const close = inner.indexOf(quote, i + 1);
    if (close < 0) return;
    if (name) attrs[name.slice(name.indexOf(':') + 1)] = unescapeXml(inner.slice(i + 1, close));
    i = close + 1;
  }
}

// parseTag reads `<name a="1" b='2'>`, `</name>` or `<name/>` (the text between < and >), dropping namespace prefixes
function parseTag(body: string): Tag {
  const close = body[0] === '/';
  const selfClose = body[body.length - 1] === '/';
  const inner = body.slice(close ? 1 : 0, selfClose ? -1 : undefined);
  const space = inner.search(/\s/);
  const qname = space < 0 ? inner : inner.slice(0, space);
  const attrs: Record<string, string> = {};
  if (space >= 0) readAttributes(inner, space, attrs);
  return { name: qname.slice(qname.indexOf(':') + 1), attrs, close, selfClose };
}

type Handlers = { tag: (t: Tag) => void; text: (s: string) => void };

/**
 * XmlScanner reads XML text chunk by chunk and calls back for tags and text, holding at most one unfinished tag (1 MB)
 * or a cut character reference; text is handed out as it comes (the handlers cap what they keep). Comments, processing
 * instructions and declarations are skipped; no DTD or custom entity is ever expanded.
 */
class XmlScanner {
  private buf = '';
  constructor(private readonly on: Handlers) {}

  feed(chunk: string) {
    const buf = this.buf + chunk;
    let pos = 0;
    for (;;) {
      const lt = buf.indexOf('<', pos);
      if (lt < 0) {
        // text to the end of the chunk, except a character reference that may continue in the next one
        const amp = buf.lastIndexOf('&');
        const keep = amp >= pos && buf.indexOf(';', amp) < 0 && buf.length - amp < 12 ? amp : buf.length;
        if (keep > pos) this.on.text(unescapeXml(buf.slice(pos, keep)));
        pos = keep;
        break;
      }
      if (lt > pos) this.on.text(unescapeXml(buf.slice(pos, lt)));
      pos = lt;
      let end: number;
      if (buf.startsWith('<!--', lt)) {
        const stop = buf.indexOf('-->', lt + 4);
        end = stop < 0 ? -1 : stop + 2;
      } else if (buf.startsWith('<![CDATA[', lt)) {
        const stop = buf.indexOf(']]>', lt + 9);
        if (stop >= 0) this.on.text(buf.slice(lt + 9, stop));
        end = stop < 0 ? -1 : stop + 2;
      } else end = buf.indexOf('>', lt + 1);
      if (end < 0) {
        // an unfinished tag: wait for the next chunk, unless it runs on without end
        if (buf.length - lt > 1024 * 1024) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
        break;
      }
      const c = buf[lt + 1];
      if (c !== '?' && c !== '!') this.on.tag(parseTag(buf.slice(lt + 1, end)));
      pos = end + 1;
    }
    this.buf = buf.slice(pos);
  }
}

// sharedStrings reads the workbook's shared string table (every <si>: its <t> texts, rich-text runs included, without
// phonetic hints); `upTo` stops early once that index is read
async function sharedStrings(text: AsyncIterable<string>, upTo = Infinity): Promise<string[]> {
  const out: string[] = [];
  let current: string | undefined;
  let inT = false;
  let phonetic = 0;
  const scanner = new XmlScanner({
    tag(t) {
      if (t.name === 'si') {
        if (t.close) {
          out.push(current ?? '');
          current = undefined;
        } else if (t.selfClose) out.push('');
        else current = '';
      } else if (t.name === 'rPh') phonetic += t.close ? -1 : t.selfClose ? 0 : 1;
      else if (t.name === 't') inT = !t.close && !t.selfClose;
    },
    text(s) {
      if (inT && !phonetic && current !== undefined && current.length < MAX_CELL) current += s.slice(0, MAX_CELL - current.length);
    },
  });
  for await (const chunk of text) {
    scanner.feed(chunk);
    if (out.length > upTo) break;
  }
  return out;
}

/** Column index of a cell reference (A1 → 0, AB7 → 27), or -1. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return i ? n - 1 : -1;
}

export type SheetRow = { line: number; values: string[] };

// sheetRows yields the rows of a worksheet as raw cells: shared-string cells as `{index}` references to resolve later
async function* sheetRows(text: AsyncIterable<string>): AsyncGenerator<{ line: number; cells: (string | number)[] }> {
  const ready: { line: number; cells: (string | number)[] }[] = [];
  let row: { line: number; cells: (string | number)[] } | undefined;
  let lastLine = 0;
  let col = -1;
  let type = '';
  let inValue = false;
  let value = '';
  const events = {
    tag(t: Tag) {
      if (t.name === 'row') {
        if (t.close) {
          if (row) ready.push(row);
          row = undefined;
        } else {
          const r = Number(t.attrs.r);
          lastLine = Number.isInteger(r) && r > lastLine ? r : lastLine + 1;
          row = { line: lastLine, cells: [] };
          col = -1;
          if (t.selfClose) row = undefined;
        }
      } else if (t.name === 'c' && row) {
        if (!t.close) {
          const c = columnOf(t.attrs.r);
          col = c >= 0 ? c : col + 1;
          type = t.attrs.t ?? 'n';
          value = '';
        }
      } else if ((t.name === 'v' || t.name === 't') && row) {
        inValue = !t.close && !t.selfClose;
        if (t.close && col >= 0 && col < MAX_COLUMNS) {
          const cell =
            type === 's'
              ? Number(value)
              : type === 'b'
                ? value === '1'
                  ? 'true'
                  : 'false'
                : type === 'n' && value !== '' && Number.isFinite(Number(value))
                  ? String(Number(value))
                  : value;
          while (row.cells.length < col) row.cells.push('');
          row.cells[col] = typeof cell === 'number' && !Number.isInteger(cell) ? '' : cell;
        }
      }
    },
    text(s: string) {
      if (inValue && value.length < MAX_CELL) value += s.slice(0, MAX_CELL - value.length);
    },
  };
  const scanner = new XmlScanner(events);
  for await (const chunk of text) {
    scanner.feed(chunk);
    while (ready.length) yield ready.shift()!;
  }
  if (row) yield row;
}

// xmlTags calls back for every tag of a small entry (the workbook and its relationships)
async function xmlTags(text: AsyncIterable<string>, tag: (t: Tag) => void) {
  const scanner = new XmlScanner({ tag, text: () => undefined });
  for await (const chunk of text) scanner.feed(chunk);
}

// firstSheetPath finds the first worksheet in workbook order (workbook.xml → its relationship target)
async function firstSheetPath(file: string, fd: number, entries: Map<string, Entry>): Promise<string | undefined> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let rid: string | undefined;
  if (workbook) {
    await xmlTags(entryText(file, fd, workbook, XLSX_LIMITS.other), (t) => {
      if (t.name === 'sheet' && !t.close && rid === undefined) rid = t.attrs.id;
    });
  }
  let target: string | undefined;
  if (rid && rels) {
    await xmlTags(entryText(file, fd, rels, XLSX_LIMITS.other), (t) => {
      if (t.name === 'Relationship' && t.attrs.Id === rid) target = t.attrs.Target;
    });
  }
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (entries.has(path)) return path;
  }
  return [...entries.keys()]
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))[0];
}

/**
 * readXlsx yields the non-empty rows of the first sheet with their row numbers, cells as trimmed text. With `preview`
 * set it reads only that many rows and only the shared strings they use.
 */
export async function* readXlsx(file: string, preview?: number): AsyncGenerator<SheetRow> {
  const fd = fs.openSync(file, 'r');
  try {
    const entries = readCentralDirectory(fd);
    const sheet = await firstSheetPath(file, fd, entries);
    if (!sheet) throw new ImportFileError('IMPORT_FILE_UNREADABLE');
    const sst = entries.get('xl/sharedStrings.xml');
    let strings: string[] = [];
    if (preview === undefined) {
      if (sst) strings = await sharedStrings(entryText(file, fd, sst, XLSX_LIMITS.sharedStrings));
    } else {
      // a preview reads its rows first, then the shared strings up to the highest index they use
      const rows: { line: number; cells: (string | number)[] }[] = [];
      for await (const r of sheetRows(entryText(file, fd, entries.get(sheet)!, XLSX_LIMITS.sheet))) {
        if (r.cells.some((c) => c !== '')) rows.push(r);
        if (rows.length >= preview) break;
      }
      const highest = Math.max(-1, ...rows.flatMap((r) => r.cells.filter((c): c is number => typeof c === 'number')));
      if (sst && highest >= 0) strings = await sharedStrings(entryText(file, fd, sst, XLSX_LIMITS.sharedStrings), highest);
      for (const r of rows) yield resolve(r, strings);
      return;
    }
    for await (const r of sheetRows(entryText(file, fd, entries.get(sheet)!, XLSX_LIMITS.sheet))) {
      const out = resolve(r, strings);
      if (out.values.some((v) => v !== '')) yield out;
    }
  } finally {
    fs.closeSync(fd);
  }
}

const resolve = (r: { line: number; cells: (string | number)[] }, strings: string[]): SheetRow => ({
  line: r.line,
  values: r.cells.map((c) => (typeof c === 'number' ? (strings[c] ?? '') : c).trim()),
});
