// Invoice PDF in four designs (standard, corporate, minimal, colorful) with the company's logo and colours. DejaVu Sans
// is embedded (subset), so Turkish letters and the lira sign print and extract correctly; the parsed fonts are kept
// in memory and shared by every document. With facturX, the PDF is PDF/A-3b with the CII XML attached (Factur-X EN 16931).
//
// Layout: every text goes through one small line layout of our own (wrap by words, a word longer than its box broken by
// letters, numbers shrunk to fit their cell) and is drawn line by line at a known place, so nothing runs out of its box
// or off the page, and page breaks are decided before drawing: the lines table repeats its header on every page, with
// the running sum of the amounts carried forward at the bottom of a page and brought forward at the top of the next.
// What is printed (labels, amounts, rows) comes from printedInvoice (labels.ts), which the HTML page prints too.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type PDFDocumentClass from 'pdfkit';
import { formatMinor, type InvoiceDesign } from '@ulak/shared';
import type { InvoiceDocument } from './document.js';
import { LABELS, printedInvoice, titleOf, type PrintedInvoice } from './labels.js';

type Theme = {
  band: string | null;
  bandText: string;
  title: string;
  tableHead: string | null;
  tableHeadText: string;
  zebra: string | null;
  rule: string;
  totalBox: string | null;
  totalText: string;
  stripe: string | null;
};
type Pdf = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const TEXT = '#1F2937';
const MUTED = '#6B7280';

type Libs = { PDFDocument: typeof PDFDocumentClass; fontkit: typeof fontkit };
let libs: Promise<Libs> | undefined;
// loadLibs loads pdfkit and fontkit the first time a PDF is drawn: together they hold ~8 MB that a process which
// never renders an invoice (a sending worker) need not carry.
const loadLibs = () => (libs ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fk]) => ({ PDFDocument: pdfkit.default, fontkit: fk })));

let fonts: { regular: fontkit.Font; bold: fontkit.Font; shapers: Record<Face, Shaper> } | undefined;

// memoizeGlyphDecoding keeps each TrueType glyph's decoded outline after its first decoding. The subset embedded in
// every PDF decodes each glyph it takes only to see whether it is composite (~15 % of a render), and fontkit keeps the
// glyph objects of a font for its lifetime but decodes them again each time. Our fonts live for the process and have no
// variations (whose processing rewrites decoded points), so the decoded data never changes.
function memoizeGlyphDecoding(font: fontkit.Font) {
  const proto = Object.getPrototypeOf(font.getGlyph(0)) as { _decode?: (this: object) => unknown; __memoized?: boolean };
  const decode = proto._decode;
  if (typeof decode !== 'function' || proto.__memoized) return;
  const decoded = new WeakMap<object, unknown>();
  proto._decode = function (this: object & { _font?: { _variationProcessor?: unknown } }) {
    if (this._font?._variationProcessor) return decode.call(this);
    if (!decoded.has(this)) decoded.set(this, decode.call(this));
    return decoded.get(this);
  };
  proto.__memoized = true;
}
// bindCodePoints creates the glyph object of every character the font maps, in code point order, before anything
// else asks for a glyph. fontkit keeps one glyph object per glyph id for the font's lifetime, with the code points of
// its first request, and pdfkit writes a document's ToUnicode map from those. A subset asks for the components of a
// composite glyph (O and ¨ of Ö, s and ¸ of ş) without code points; had that come first, every later document that
// printed O or s would map it to nothing and its text layer would lose the letter. Bound up front, each glyph's code
// points are a property of the font, the same for every document whatever was rendered before.
function bindCodePoints(font: fontkit.Font) {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
}
// loadFonts parses DejaVu Sans once per process.
function loadFonts({ fontkit }: Libs) {
  if (fonts) return fonts;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const open = (file: string) => {
    const font = fontkit.create(fs.readFileSync(path.join(dir, file))) as fontkit.Font;
    bindCodePoints(font);
    return font;
  };
  const regular = open('DejaVuSans.ttf');
  const bold = open('DejaVuSans-Bold.ttf');
  fonts = { regular, bold, shapers: { regular: new Shaper(regular), bold: new Shaper(bold) } };
  memoizeGlyphDecoding(regular);
  return fonts;
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
// mix blends a colour toward white (amount 0..1 of white).
const tint = (c: string, amount: number) =>
  `#${hex(c)
    .map((v) =>
      Math.round(v + (255 - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
// textOn picks white or dark text for a background by its luminance.
const textOn = (c: string) => {
  const [r, g, b] = hex(c).map((v) => v / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#111827' : '#FFFFFF';
};

// themeOf maps a design and the brand colours to the colours the layout uses.
export function themeOf(design: InvoiceDesign, brand: InvoiceDocument['brand']): Theme {
  switch (design) {
    case 'corporate':
      return {
        band: brand.secondary,
        bandText: textOn(brand.secondary),
        title: textOn(brand.secondary),
        tableHead: brand.secondary,
        tableHeadText: textOn(brand.secondary),
        zebra: null,
        rule: '#CBD5E1',
        totalBox: brand.secondary,
        totalText: textOn(brand.secondary),
        stripe: brand.primary,
      };
    case 'minimal':
      return {
        band: null,
        bandText: TEXT,
        title: '#111827',
        tableHead: null,
        tableHeadText: '#111827',
        zebra: null,
        rule: '#E5E7EB',
        totalBox: null,
        totalText: '#111827',
        stripe: null,
      };
    case 'colorful':
      return {
        band: brand.primary,
        bandText: textOn(brand.primary),
        title: textOn(brand.primary),
        tableHead: brand.accent,
        tableHeadText: textOn(brand.accent),
        zebra: tint(brand.primary, 0.92),
        rule: tint(brand.primary, 0.6),
        totalBox: brand.accent,
        totalText: textOn(brand.accent),
        stripe: brand.accent,
      };
    default:
      return {
        band: null,
        bandText: TEXT,
        title: brand.primary,
        tableHead: brand.primary,
        tableHeadText: textOn(brand.primary),
        zebra: '#F5F7FA',
        rule: '#D0D5DD',
        totalBox: tint(brand.primary, 0.9),
        totalText: '#111827',
        stripe: brand.primary,
      };
  }
}

/** The part of pdfkit's embedded font (EmbeddedFont) the layout uses. */
type PdfFont = {
  id: string;
  font: fontkit.Font;
  ascender: number;
  descender: number;
  scale: number;
  subset: { glyphs: number[]; includeGlyph(id: number): number; encode(): Uint8Array };
  widths: number[];
  unicode: number[][];
  document: Pdf & { subset?: number };
  dictionary: { data: object; end(): void };
  encode(text: string): [string[], { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }[]];
  widthOfString(text: string, size: number): number;
  ref(): unknown;
  embed(): void;
};
type Face = 'regular' | 'bold';
/** One line of text to draw: its face, size and colour. */
type Run = { text: string; face: Face; size: number; color: string };

const lineHeight = (size: number) => size * 1.2;
const num = (n: number) => String(Math.round(n * 1000) / 1000);
const rgbOps = new Map<string, string>();
// fillOp is the PDF operator setting a fill colour given as #RRGGBB.
function fillOp(color: string): string {
  let op = rgbOps.get(color);
  if (!op)
    rgbOps.set(
      color,
      (op = `${hex(color)
        .map((v) => num(v / 255))
        .join(' ')} rg`),
    );
  return op;
}

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
/** A shaped word: its glyphs with their positions, in thousandths of the font size (as pdfkit keeps them). */
type Shaped = { glyphs: fontkit.Glyph[]; positions: Position[]; advances: number[]; width: number };

// Words are shaped once per process and font (fontkit's layout with kerning), not once per document as pdfkit does:
// a word's glyphs and advances depend only on the font and the word. Up to WORD_LIMIT words are kept per font (then
// the cache starts over, so memory stays bounded). Numbers, dates and amounts, which are different in every invoice,
// skip the shaper when every character of the word is one that forms no kerning pair, ligature or mark with the others
// of that set (checked on the font when it is loaded): then the glyphs are the characters' and the advances their own.
const WORD_LIMIT = 20_000;
const PLAIN_CANDIDATES = '0123456789.,:;/-–%()+#*₺$€£ ';
class Shaper {
  private readonly words = new Map<string, Shaped>();
  private readonly plain = new Set<number>();
  private readonly scale: number;
  constructor(readonly font: fontkit.Font) {
    this.scale = 1000 / font.unitsPerEm;
    const chars = [...PLAIN_CANDIDATES].filter((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0)!));
    const direct = (s: string) => {
      const run = font.layout(s);
      return (
        run.glyphs.length === [...s].length &&
        run.glyphs.every((g, i) => {
          const pos = run.positions[i];
          return g.id === font.glyphForCodePoint(s.codePointAt(i)!).id && pos.xAdvance === g.advanceWidth && !pos.xOffset && !pos.yOffset;
        })
      );
    };
    let set = chars.filter((a) => direct(a));
    for (let changed = true; changed;) {
      changed = false;
      for (const a of set)
        for (const b of set)
          if (!direct(a + b)) {
            set = set.filter((c) => c !== a && c !== b);
            changed = true;
          }
    }
    for (const ch of set) this.plain.add(ch.codePointAt(0)!);
  }

  // word shapes one word (with its trailing space, as pdfkit splits text).
  word(word: string): Shaped {
    let shaped = this.words.get(word);
    if (shaped) return shaped;
    let plain = true;
    for (let i = 0; i < word.length && plain; i++) plain = this.plain.has(word.charCodeAt(i));
    const glyphs: fontkit.Glyph[] = [];
    const positions: Position[] = [];
    if (plain) {
      for (let i = 0; i < word.length; i++) {
        const g = this.font.glyphForCodePoint(word.charCodeAt(i));
        glyphs.push(g);
        positions.push({ xAdvance: g.advanceWidth * this.scale, yAdvance: 0, xOffset: 0, yOffset: 0 });
      }
    } else {
      const run = this.font.layout(word);
      run.glyphs.forEach((g, i) => {
        const p = run.positions[i];
        glyphs.push(g);
        positions.push({
          xAdvance: p.xAdvance * this.scale,
          yAdvance: p.yAdvance * this.scale,
          xOffset: p.xOffset * this.scale,
          yOffset: p.yOffset * this.scale,
        });
      });
    }
    const advances = glyphs.map((g) => g.advanceWidth * this.scale);
    shaped = { glyphs, positions, advances, width: positions.reduce((s, p) => s + p.xAdvance, 0) };
    if (this.words.size >= WORD_LIMIT) this.words.clear();
    this.words.set(word, shaped);
    return shaped;
  }

  // shape splits text after each space or tab, as pdfkit does, and shapes the words.
  shape(text: string): Shaped[] {
    const out: Shaped[] = [];
    let last = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) {
        out.push(this.word(text.slice(last, i + 1)));
        last = i + 1;
      }
    }
    if (last < text.length) out.push(this.word(text.slice(last)));
    return out;
  }

  // width is the advance of a text at a size, in points.
  width(text: string, size: number): number {
    let w = 0;
    for (const s of this.shape(text)) w += s.width;
    return (w * size) / 1000;
  }
}

// Canvas draws lines of text on the current page of a pdfkit document and measures them. Text is written as pdfkit
// writes it (glyph ids of the document's font subset, kerning in TJ, the glyphs' widths and code points recorded for
// the font's W array and ToUnicode map), one content write per line, the colour and font set only when they change.
class Canvas {
  readonly fonts: Record<Face, PdfFont>;
  private readonly hexes: Record<Face, Map<number, string>> = { regular: new Map(), bold: new Map() };
  private page: unknown = null;
  private color: string | null = null;
  private stroke: string | null = null;
  private tf: string | null = null;
  constructor(
    readonly pdf: Pdf,
    regular: PdfFont,
    bold: PdfFont,
    readonly shapers: Record<Face, Shaper>,
  ) {
    this.fonts = { regular, bold };
  }

  width(text: string, face: Face, size: number): number {
    return this.shapers[face].width(text, size);
  }

  // Content of the current page is collected here and written to pdfkit in one piece when the page changes (or
  // before pdfkit draws something itself): pdfkit converts each operator it is given byte by byte.
  private buf: string[] = [];
  flush() {
    if (this.buf.length) this.pdf.addContent(Buffer.from(this.buf.join(''), 'latin1') as unknown as string);
    this.buf = [];
  }
  private touch() {
    const page = (this.pdf as unknown as { page: unknown }).page;
    if (page !== this.page) {
      this.flush();
      this.page = page;
      this.color = this.stroke = this.tf = null;
    }
  }
  newPage() {
    this.flush();
    this.pdf.addPage();
  }
  switchTo(i: number) {
    this.flush();
    this.pdf.switchToPage(i);
  }
  // pdfkit runs fn (an image, a rotated watermark) after what was drawn so far, in a saved graphics state.
  native(fn: (pdf: Pdf) => void) {
    this.touch();
    this.flush();
    fn(this.pdf);
    this.color = this.stroke = this.tf = null;
  }

  // fillRect paints a rectangle.
  fillRect(x: number, y: number, w: number, h: number, color: string) {
    this.touch();
    this.buf.push(`${fillOp(color)} ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f\n`);
    this.color = color;
  }

  // line strokes a horizontal or any straight line.
  line(x1: number, y1: number, x2: number, y2: number, width: number, color: string) {
    this.touch();
    let op = '';
    if (this.stroke !== `${color}/${width}`) op += `${fillOp(color).slice(0, -2)}RG ${num(width)} w `;
    this.stroke = `${color}/${width}`;
    this.buf.push(`${op}${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S\n`);
  }

  // wrap breaks text into lines of at most width points: at spaces, at line breaks, and inside a word only when the
  // word alone is wider than the line.
  wrap(text: string, face: Face, size: number, width: number): string[] {
    const out: string[] = [];
    const space = this.width(' ', face, size);
    for (const para of text.split(/\r?\n/)) {
      const words = para.split(/[ \t]+/).filter(Boolean);
      let line = '';
      let lineWidth = 0;
      for (const word of words) {
        const w = this.width(word, face, size);
        if (line && lineWidth + space + w <= width) {
          line += ` ${word}`;
          lineWidth += space + w;
          continue;
        }
        if (line) out.push(line);
        if (w <= width) {
          line = word;
          lineWidth = w;
          continue;
        }
        const pieces = this.breakWord(word, face, size, width);
        line = pieces.pop() ?? '';
        lineWidth = this.width(line, face, size);
        out.push(...pieces);
      }
      if (line || !words.length) out.push(line);
    }
    while (out.length > 1 && out[out.length - 1] === '') out.pop();
    return out;
  }

  // breakWord cuts a word wider than the line into pieces that fit, by the letters' advances.
  private breakWord(word: string, face: Face, size: number, width: number): string[] {
    const font = this.fonts[face].font;
    const unit = size / font.unitsPerEm;
    const pieces: string[] = [];
    let piece = '';
    let w = 0;
    for (const ch of word) {
      const a = font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * unit;
      if (piece && w + a > width - 0.5) {
        pieces.push(piece);
        piece = '';
        w = 0;
      }
      piece += ch;
      w += a;
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  // fit returns the lines of a short value (a number, an amount) at the largest size down to min that keeps it on one
  // line, else wrapped at min.
  fit(text: string, face: Face, size: number, width: number, min = 6): { size: number; lines: string[] } {
    const w = this.width(text, face, size);
    if (w <= width) return { size, lines: [text] };
    const smaller = Math.max(min, Math.floor(((size * width) / w) * 10) / 10);
    if (this.width(text, face, smaller) <= width) return { size: smaller, lines: [text] };
    return { size: min, lines: this.wrap(text, face, min, width) };
  }

  // hex is the document's subset glyph id of a glyph (4 hex digits), adding it to the subset as pdfkit's encode does.
  private hex(face: Face, glyph: fontkit.Glyph, advance: number): string {
    const map = this.hexes[face];
    let h = map.get(glyph.id);
    if (h === undefined) {
      const f = this.fonts[face];
      const gid = f.subset.includeGlyph(glyph.id);
      f.widths[gid] ??= advance;
      f.unicode[gid] ??= glyph.codePoints;
      h = gid.toString(16).padStart(4, '0');
      map.set(glyph.id, h);
    }
    return h;
  }

  // text draws one line with its top at y; with a width, aligned in [x, x + width].
  text(run: Run, x: number, y: number, width?: number, align: 'left' | 'right' | 'center' = 'left') {
    if (!run.text) return;
    const font = this.fonts[run.face];
    const words = this.shapers[run.face].shape(run.text);
    const scale = run.size / 1000;
    if (width !== undefined && align !== 'left') {
      let w = 0;
      for (const s of words) w += s.width;
      // a trailing space does not count for the alignment (as in pdfkit)
      w *= scale;
      x += align === 'right' ? width - w : (width - w) / 2;
    }
    this.touch();
    (this.page as { fonts: Record<string, unknown> }).fonts[font.id] ??= font.ref();
    // pdfkit's page space has y downwards: the text matrix flips the glyphs upright at the baseline
    const baseline = y + font.ascender * scale;
    let op = '';
    if (this.color !== run.color) op += `${fillOp(run.color)} `;
    this.color = run.color;
    const tf = `/${font.id} ${num(run.size)} Tf `;
    op += `BT 1 0 0 -1 ${num(x)} ${num(baseline)} Tm ${tf === this.tf ? '' : tf}[`;
    this.tf = tf;
    let cx = x;
    let open = false;
    for (const s of words) {
      for (let i = 0; i < s.glyphs.length; i++) {
        const pos = s.positions[i];
        const h = this.hex(run.face, s.glyphs[i], s.advances[i]);
        if (pos.xOffset || pos.yOffset) {
          op += `${open ? '>' : ''}] TJ 1 0 0 -1 ${num(cx + pos.xOffset * scale)} ${num(baseline - pos.yOffset * scale)} Tm <${h}> Tj 1 0 0 -1 ${num(cx + pos.xAdvance * scale)} ${num(baseline)} Tm [`;
          open = false;
        } else {
          op += open ? h : `<${h}`;
          open = true;
          const kern = pos.xAdvance - s.advances[i];
          if (kern) {
            op += `> ${num(-kern)} `;
            open = false;
          }
        }
        cx += pos.xAdvance * scale;
      }
    }
    op += `${open ? '>' : ''}] TJ ET\n`;
    this.buf.push(op);
  }

  // lines draws lines of one run style from y, one under the other; returns the y under the last.
  lines(lines: string[], style: Omit<Run, 'text'>, x: number, y: number, width?: number, align: 'left' | 'right' | 'center' = 'left'): number {
    for (const text of lines) {
      this.text({ ...style, text }, x, y, width, align);
      y += lineHeight(style.size);
    }
    return y;
  }
}

/** The vertical position on the current page, and page breaks. */
class Flow {
  y = PAGE.margin;
  constructor(
    readonly c: Canvas,
    /** the lowest y content may reach (the footer is below) */
    readonly bottom: number,
  ) {}
  get top() {
    return PAGE.margin;
  }
  // room says whether h points fit under y on this page.
  room(h: number) {
    return this.y + h <= this.bottom;
  }
  newPage() {
    this.c.newPage();
    this.y = this.top;
  }
  // need starts a new page unless h points fit (a block taller than a page starts on a new page and flows from there).
  need(h: number) {
    if (!this.room(h) && this.y > this.top) this.newPage();
  }
}

const COLS = [
  { key: 'no', width: 22, align: 'left' },
  { key: 'description', width: 193, align: 'left' },
  { key: 'quantity', width: 42, align: 'right' },
  { key: 'unit', width: 38, align: 'left' },
  { key: 'unitPrice', width: 66, align: 'right' },
  { key: 'discount', width: 40, align: 'right' },
  { key: 'vat', width: 36, align: 'right' },
  { key: 'amount', width: 78, align: 'right' },
] as const;
const PAD = 4;
const BODY = 8.5;
const NOTE = 7;

type Ctx = { c: Canvas; flow: Flow; doc: InvoiceDocument; p: PrintedInvoice; theme: Theme };

function header({ c, flow, doc, p, theme }: Ctx) {
  const m = PAGE.margin;
  const leftW = 250;
  const rightX = 300;
  const rightW = PAGE.width - m - rightX;
  const onBand = theme.band ? theme.bandText : TEXT;
  // the issuer's name beside its logo: the seller, or for a self-billed invoice (389) the buyer who issues it
  const issuer = doc.typeCode === '389' ? doc.buyer : doc.seller;
  const name = c.wrap(issuer.name, 'bold', 13, leftW);
  const tagline = doc.brand.tagline ? c.wrap(doc.brand.tagline, 'regular', 8.5, leftW) : [];
  const logoH = doc.brand.logo ? 54 : 0;
  const leftH = logoH + name.length * lineHeight(13) + (tagline.length ? 1 + tagline.length * lineHeight(8.5) : 0);
  const title = c.fit(p.title, 'bold', 22, rightW, 12);
  const labelW = 100;
  const valueW = rightW - labelW;
  const meta = p.meta.map(([k, v]) => ({ k: c.wrap(k, 'regular', 9, labelW - 6), v: c.fit(v, 'bold', 9, valueW, 7) }));
  const rowH = (r: (typeof meta)[number]) => Math.max(r.k.length * lineHeight(9), r.v.lines.length * lineHeight(r.v.size)) + 2;
  const rightH = title.lines.length * lineHeight(title.size) + 6 + meta.reduce((s, r) => s + rowH(r), 0);
  const contentBottom = m + Math.max(leftH, rightH);
  const band = theme.band ? Math.max(118, contentBottom + 12) : 0;
  if (theme.band) c.fillRect(0, 0, PAGE.width, band, theme.band);
  if (theme.stripe) c.fillRect(0, band, PAGE.width, theme.band ? 5 : 4, theme.stripe);
  let y = m;
  if (doc.brand.logo) {
    try {
      const logo = doc.brand.logo.data;
      c.native((pdf) => pdf.image(logo, m, m, { fit: [150, 48] }));
    } catch {
      // an unreadable image is skipped rather than failing the whole invoice
    }
    y += logoH;
  }
  y = c.lines(name, { face: 'bold', size: 13, color: onBand }, m, y);
  if (tagline.length) c.lines(tagline, { face: 'regular', size: 8.5, color: theme.band ? theme.bandText : MUTED }, m, y + 1);
  let ry = c.lines(title.lines, { face: 'bold', size: title.size, color: theme.title }, rightX, m, rightW, 'right') + 6;
  for (const r of meta) {
    c.lines(r.k, { face: 'regular', size: 9, color: theme.band ? theme.bandText : MUTED }, rightX, ry);
    c.lines(r.v.lines, { face: 'bold', size: r.v.size, color: onBand }, rightX + labelW, ry, valueW, 'right');
    ry += rowH(r);
  }
  flow.y = Math.max(contentBottom, band + (theme.stripe ? 5 : 0)) + 16;
}

function parties({ c, flow, doc, p, theme }: Ctx) {
  const w = (CONTENT_WIDTH - 20) / 2;
  const blocks = (
    [
      [p.captions.seller, p.party.seller],
      [p.captions.buyer, p.party.buyer],
    ] as const
  ).map(([caption, party]) => ({
    caption: c.wrap(caption.toLocaleUpperCase(doc.language), 'bold', 8, w),
    name: c.wrap(party.name, 'bold', 10.5, w),
    lines: party.lines.map((l) => c.wrap(l, 'regular', BODY, w)),
  }));
  const height = (b: (typeof blocks)[number]) =>
    b.caption.length * lineHeight(8) + 2 + b.name.length * lineHeight(10.5) + b.lines.reduce((s, l) => s + l.length * lineHeight(BODY) + 1, 0);
  const h = Math.max(...blocks.map(height));
  flow.need(h);
  blocks.forEach((b, i) => {
    const x = PAGE.margin + i * (w + 20);
    let y = c.lines(b.caption, { face: 'bold', size: 8, color: theme.stripe ?? MUTED }, x, flow.y) + 2;
    y = c.lines(b.name, { face: 'bold', size: 10.5, color: TEXT }, x, y);
    for (const l of b.lines) y = c.lines(l, { face: 'regular', size: BODY, color: TEXT }, x, y) + 1;
  });
  flow.y += h + 12;
}

// info prints the references, dates and e-invoice identifiers in a grid of four columns, each label over its value;
// a value wider than a column takes two or more.
function info({ c, flow, p }: Ctx) {
  if (!p.info.length) return;
  const gap = 12;
  const unit = (CONTENT_WIDTH - 3 * gap) / 4;
  const span = (n: number) => n * unit + (n - 1) * gap;
  const cells = p.info.map(([k, v]) => {
    const units = Math.min(4, Math.max(1, Math.ceil((Math.max(c.width(v, 'bold', BODY), c.width(k, 'regular', 7.5)) + gap) / (unit + gap))));
    return { units, k: c.wrap(k, 'regular', 7.5, span(units)), v: c.wrap(v, 'bold', BODY, span(units)) };
  });
  for (let i = 0; i < cells.length;) {
    const row: typeof cells = [];
    let used = 0;
    while (i < cells.length && used + cells[i].units <= 4) used += (row.push(cells[i]), cells[i++].units);
    const h = Math.max(...row.map((cell) => cell.k.length * lineHeight(7.5) + cell.v.length * lineHeight(BODY))) + 4;
    flow.need(h);
    let x = PAGE.margin;
    for (const cell of row) {
      const y = c.lines(cell.k, { face: 'regular', size: 7.5, color: MUTED }, x, flow.y);
      c.lines(cell.v, { face: 'bold', size: BODY, color: TEXT }, x, y);
      x += span(cell.units) + gap;
    }
    flow.y += h;
  }
  flow.y += 8;
}

function tableHeader({ c, flow, p, theme }: Ctx) {
  const titles = p.columns.map((t, i) => c.fit(t, 'bold', 8, COLS[i].width - 2 * PAD, 5.5));
  const h = Math.max(18, ...titles.map((t) => t.lines.length * lineHeight(t.size) + 8));
  const y = flow.y;
  if (theme.tableHead) c.fillRect(PAGE.margin, y, CONTENT_WIDTH, h, theme.tableHead);
  let x = PAGE.margin;
  COLS.forEach((col, i) => {
    c.lines(titles[i].lines, { face: 'bold', size: titles[i].size, color: theme.tableHeadText }, x + PAD, y + 5, col.width - 2 * PAD, col.align);
    x += col.width;
  });
  if (!theme.tableHead) rule(c, y + h, 1, '#111827');
  flow.y = y + h;
}

const rule = (c: Canvas, y: number, width: number, color: string) => c.line(PAGE.margin, y, PAGE.margin + CONTENT_WIDTH, y, width, color);

const CARRY_H = 17;
// carry prints the running sum of the amounts: carried forward at the foot of a page, brought forward at the head.
function carry({ c, flow, p, theme }: Ctx, label: string, sumMinor: number) {
  const amountX = PAGE.margin + CONTENT_WIDTH - COLS[7].width;
  const value = c.fit(p.money(sumMinor), 'bold', 8, COLS[7].width - 2 * PAD, 5.5);
  c.text(
    { text: label, face: 'bold', size: 8, color: theme.totalText === '#FFFFFF' ? TEXT : theme.totalText },
    PAGE.margin + PAD,
    flow.y + 4,
    amountX - PAGE.margin - 2 * PAD,
    'right',
  );
  c.lines(value.lines, { face: 'bold', size: value.size, color: TEXT }, amountX + PAD, flow.y + 4, COLS[7].width - 2 * PAD, 'right');
  flow.y += CARRY_H;
  rule(c, flow.y, 0.5, theme.rule);
}

type Cell = { lines: string[]; size: number; face: Face; color: string };

function table(ctx: Ctx) {
  const { c, flow, doc, p, theme } = ctx;
  const descW = COLS[1].width - 2 * PAD;
  // each row: the description and its notes as one list of lines (a row taller than a page continues on the next),
  // and the other cells
  const rows = p.lines.map((line) => {
    const desc: Cell[] = [
      { lines: c.wrap(line.cells[1], 'regular', BODY, descW), size: BODY, face: 'regular', color: TEXT },
      ...line.notes.map((n): Cell => ({ lines: c.wrap(n, 'regular', NOTE, descW), size: NOTE, face: 'regular', color: MUTED })),
    ];
    const descLines = desc.flatMap((d) => d.lines.map((text): Run => ({ text, size: d.size, face: d.face, color: d.color })));
    const others = line.cells.map((text, j) => (j === 1 ? null : c.fit(text, 'regular', BODY, COLS[j].width - 2 * PAD, 5.5)));
    const othersH = Math.max(...others.map((o) => (o ? o.lines.length * lineHeight(o.size) : 0)));
    const descH = descLines.reduce((h, l) => h + lineHeight(l.size), 0);
    return { descLines, others, othersH, height: Math.max(16, Math.max(descH, othersH) + 7) };
  });
  // the header goes with the first row (unless that row is taller than a page anyway)
  if (rows.length) flow.need(22 + Math.min(rows[0].height, flow.bottom - flow.top - 80) + CARRY_H);
  tableHeader(ctx);
  let carried = 0;
  let onPage = 0;
  rows.forEach((row, i) => {
    let rest = row.descLines;
    let first = true;
    while (first || rest.length) {
      // how many description lines fit on this page, keeping room for the carried-forward row
      const room = flow.bottom - CARRY_H - flow.y - 7;
      let take = 0;
      let h = 0;
      while (take < rest.length && h + lineHeight(rest[take].size) <= room) h += lineHeight(rest[take++].size);
      const fitsWhole = take === rest.length && (!first || row.othersH <= room);
      if (!fitsWhole && onPage > 0) {
        // page break before this row (or before the rest of a row taller than a page)
        carry(ctx, LABELS[doc.language].carriedForward, carried);
        flow.newPage();
        tableHeader(ctx);
        carry(ctx, LABELS[doc.language].broughtForward, carried);
        onPage = 0;
        continue;
      }
      if (take === 0) h = lineHeight(rest[take++]?.size ?? BODY); // never stall: at least a line per page
      const chunk = rest.slice(0, take);
      rest = rest.slice(take);
      const height = Math.max(16, Math.max(h, first ? row.othersH : 0) + 7);
      if (theme.zebra && i % 2 === 1) c.fillRect(PAGE.margin, flow.y, CONTENT_WIDTH, height, theme.zebra);
      let x = PAGE.margin;
      let y = flow.y + 4;
      for (const l of chunk) {
        c.text(l, x + COLS[0].width + PAD, y);
        y += lineHeight(l.size);
      }
      if (first) {
        COLS.forEach((col, j) => {
          const o = row.others[j];
          if (o) c.lines(o.lines, { face: 'regular', size: o.size, color: TEXT }, x + PAD, flow.y + 4, col.width - 2 * PAD, col.align);
          x += col.width;
        });
        carried += doc.lines[i].netMinor;
      }
      first = false;
      onPage += 1;
      flow.y += height;
      rule(c, flow.y, 0.5, theme.rule);
    }
  });
  flow.y += 10;
}

// totals prints the sums at the right, and beside them (left) the payment details and other blocks, which continue on
// the next page if they run out of room.
function totals(ctx: Ctx) {
  const { c, flow, p, theme } = ctx;
  const width = 270;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  const labelW = 158;
  const valueW = width - labelW - 4;
  const rows = p.sums.map((r) => {
    const size = r.kind === 'total' ? 10.5 : r.kind === 'strong' ? 9.5 : 9;
    const face: Face = r.kind === 'row' ? 'regular' : 'bold';
    const label = c.wrap(r.label, face, size, labelW);
    const value = c.fit(r.value, face, size, valueW, 6);
    const h = Math.max(label.length * lineHeight(size), value.lines.length * lineHeight(value.size)) + (r.kind === 'total' ? 12 : 4);
    return { r, size, face, label, value, h };
  });
  flow.need(rows.reduce((s, r) => s + r.h, 0));
  const start = flow.y;
  let y = start;
  for (const row of rows) {
    const pad = row.r.kind === 'total' ? 6 : 0;
    let color = row.r.kind === 'row' ? MUTED : TEXT;
    if (row.r.kind === 'total') {
      if (theme.totalBox) c.fillRect(x - 6, y, width + 6, row.h, theme.totalBox);
      else c.line(x, y, x + width, y, 1, '#111827');
      color = theme.totalText;
    } else if (row.r.kind === 'strong') {
      c.line(x, y, x + width, y, 0.5, '#111827');
    }
    c.lines(row.label, { face: row.face, size: row.size, color }, x, y + pad);
    c.lines(row.value.lines, { face: row.face, size: row.value.size, color: row.r.kind === 'row' ? TEXT : color }, x + labelW + 4, y + pad, valueW, 'right');
    y += row.h;
  }
  const totalsEnd = y;
  // the blocks at the left of the totals
  const leftW = CONTENT_WIDTH - width - 24;
  let ly = start;
  let moved = false;
  for (const b of p.blocks) {
    const lines: Run[] = [
      ...c.wrap(b.title, 'bold', BODY, leftW).map((text): Run => ({ text, face: 'bold', size: BODY, color: TEXT })),
      ...b.lines.flatMap((l) => c.wrap(l, 'regular', BODY, leftW).map((text): Run => ({ text, face: 'regular', size: BODY, color: TEXT }))),
    ];
    for (const l of lines) {
      if (ly + lineHeight(l.size) > flow.bottom) {
        flow.newPage();
        ly = flow.top;
        moved = true;
      }
      c.text(l, PAGE.margin, ly);
      ly += lineHeight(l.size);
    }
    ly += 8;
  }
  flow.y = (moved ? ly : Math.max(ly, totalsEnd)) + 8;
}

// texts prints the notes, the terms and the self-billing statement across the page, continuing on the next pages.
function texts({ c, flow, p }: Ctx) {
  for (const t of p.texts) {
    const title = c.wrap(t.title, 'bold', BODY, CONTENT_WIDTH);
    flow.need(title.length * lineHeight(BODY) + 2 * lineHeight(BODY));
    flow.y = c.lines(title, { face: 'bold', size: BODY, color: TEXT }, PAGE.margin, flow.y);
    for (const line of c.wrap(t.body, 'regular', BODY, CONTENT_WIDTH)) {
      if (!flow.room(lineHeight(BODY))) flow.newPage();
      c.text({ text: line, face: 'regular', size: BODY, color: TEXT }, PAGE.margin, flow.y);
      flow.y += lineHeight(BODY);
    }
    flow.y += 8;
  }
}

const FOOT = 7;
// footerLines are the footer text and the seller's contact line, wrapped to the footer's width.
function footerLines(c: Canvas, p: PrintedInvoice): string[] {
  const w = CONTENT_WIDTH - 70;
  return [...(p.footer ? c.wrap(p.footer, 'regular', FOOT, w) : []), ...c.wrap(p.contact, 'regular', FOOT, w)];
}

function footers(c: Canvas, p: PrintedInvoice, L: (typeof LABELS)[keyof typeof LABELS], lines: string[]) {
  const { pdf } = c;
  const range = pdf.bufferedPageRange();
  const top = PAGE.height - PAGE.margin - lines.length * lineHeight(FOOT);
  for (let i = range.start; i < range.start + range.count; i++) {
    c.switchTo(i);
    rule(c, top - 4, 0.5, '#E5E7EB');
    c.lines(lines, { face: 'regular', size: FOOT, color: MUTED }, PAGE.margin, top);
    c.text(
      { text: `${L.page} ${i - range.start + 1}/${range.count}`, face: 'regular', size: FOOT, color: MUTED },
      PAGE.margin + CONTENT_WIDTH - 60,
      PAGE.height - PAGE.margin - lineHeight(FOOT),
      60,
      'right',
    );
    const mark = p.watermark;
    if (mark)
      c.native((pdf) => {
        pdf.save().rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
        pdf
          .font('bold')
          .fontSize(90)
          .fillColor('#EF4444')
          .fillOpacity(0.12)
          .text(mark, 0, PAGE.height / 2 - 50, { width: PAGE.width, align: 'center', lineBreak: false });
        pdf.restore();
      });
  }
  c.flush();
}

const FACTURX_XMP = `
<rdf:Description xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#" rdf:about="">
  <fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
  <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>${[
      'DocumentFileName:name of the embedded XML invoice file',
      'DocumentType:INVOICE',
      'Version:The actual version of the Factur-X XML schema',
      'ConformanceLevel:The conformance level of the embedded Factur-X data',
    ]
      .map((p) => {
        const [name, description] = p.split(':');
        return `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
      })
      .join('')}</rdf:Seq></pdfaSchema:property>
  </rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>`;

// Font subsets. Each document embeds the glyphs it prints (a subset of DejaVu) with a ToUnicode map, which pdfkit
// builds from scratch per document: encoding the subset and compressing it and its map were about a third of a render.
// Here every character the document prints is put into the subset first, in code point order, before any text is
// drawn, so the subset (its glyph list, widths and ToUnicode map) depends only on the set of characters printed, never
// on the order they were drawn or on other documents; the encoded and compressed font program and map are kept per
// glyph list (bounded) and written as they are. The bytes are the same as without the cache.
const SUBSET_LIMIT = 64;
const subsets = new Map<string, { font: Buffer; fontLength: number; cmap: Buffer; widths: number[] }>();

// seedSubset puts the glyphs of these characters into the document's subset in code point order.
function seedSubset(font: PdfFont, chars: number[]) {
  for (const cp of chars) {
    const glyph = font.font.glyphForCodePoint(cp);
    if (!glyph || glyph.id === 0) continue;
    const gid = font.subset.includeGlyph(glyph.id);
    font.widths[gid] ??= glyph.advanceWidth * font.scale;
    font.unicode[gid] ??= glyph.codePoints;
  }
}

const toHex4 = (n: number) => n.toString(16).padStart(4, '0');

// toUnicodeCmap is pdfkit's ToUnicode CMap of a subset (its glyphs' code points by subset glyph id).
function toUnicodeCmap(unicode: number[][]): string {
  const entries = unicode.map((codePoints) => {
    const encoded: string[] = [];
    for (let value of codePoints ?? []) {
      if (value > 0xffff) {
        value -= 0x10000;
        encoded.push(toHex4(((value >>> 10) & 0x3ff) | 0xd800));
        value = 0xdc00 | (value & 0x3ff);
      }
      encoded.push(toHex4(value));
    }
    return `<${encoded.join(' ')}>`;
  });
  const ranges: string[] = [];
  for (let start = 0; start < entries.length; start += 256) {
    const end = Math.min(start + 256, entries.length);
    ranges.push(`<${toHex4(start)}> <${toHex4(end - 1)}> [${entries.slice(start, end).join(' ')}]`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo <<
  /Registry (Adobe)
  /Ordering (UCS)
  /Supplement 0
>> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000><ffff>
endcodespacerange
${ranges.length} beginbfrange
${ranges.join('\n')}
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}

// embedCached replaces pdfkit's EmbeddedFont.embed for one document: the same objects (font program, descriptor,
// CID font, Type0 font with its ToUnicode map), with the font program and map taken from the cache when the document's
// subset has the same glyph list as one embedded before.
function embedCached(this: PdfFont) {
  const key = `${this.font.postscriptName}:${this.subset.glyphs.join(',')}`;
  let entry = subsets.get(key);
  if (!entry) {
    const unicode = this.unicode;
    const program = Buffer.from(this.subset.encode());
    entry = {
      font: zlib.deflateSync(program),
      fontLength: program.length,
      cmap: zlib.deflateSync(Buffer.from(toUnicodeCmap(unicode), 'latin1')),
      widths: this.widths.slice(),
    };
    if (subsets.size >= SUBSET_LIMIT) subsets.delete(subsets.keys().next().value!);
    subsets.set(key, entry);
  }
  const document = this.document as unknown as { ref(data?: object): PdfRef; subset?: number };
  const fontFile = document.ref({ Filter: 'FlateDecode', Length1: entry.fontLength });
  fontFile.end(entry.font);
  const font = this.font as fontkit.Font & { 'OS/2'?: { sFamilyClass?: number }; post: { isFixedPitch: number }; head: { macStyle: { italic: boolean } } };
  const familyClass = (font['OS/2']?.sFamilyClass || 0) >> 8;
  let flags = 1 << 2;
  if (font.post.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (font.head.macStyle.italic) flags |= 1 << 6;
  const tag = [1, 2, 3, 4, 5, 6].map((i) => String.fromCharCode((this.id.charCodeAt(i) || 73) + 17)).join('');
  const name = `${tag}+${font.postscriptName.replaceAll(' ', '_')}`;
  const { bbox } = font;
  const descriptor = document.ref({
    Type: 'FontDescriptor',
    FontName: name,
    Flags: flags,
    FontBBox: [bbox.minX * this.scale, bbox.minY * this.scale, bbox.maxX * this.scale, bbox.maxY * this.scale],
    ItalicAngle: font.italicAngle,
    Ascent: this.ascender,
    Descent: this.descender,
    CapHeight: (font.capHeight || font.ascent) * this.scale,
    XHeight: (font.xHeight || 0) * this.scale,
    StemV: 0,
    FontFile2: fontFile,
  });
  descriptor.end();
  const descendant = document.ref({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: name,
    CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    W: [0, entry.widths],
    CIDToGIDMap: 'Identity',
  });
  descendant.end();
  const cmap = document.ref({ Filter: 'FlateDecode' });
  cmap.end(entry.cmap);
  this.dictionary.data = { Type: 'Font', Subtype: 'Type0', BaseFont: name, Encoding: 'Identity-H', DescendantFonts: [descendant], ToUnicode: cmap };
  this.dictionary.end();
}
type PdfRef = { end(chunk?: Buffer): void };

// charactersOf lists, in code point order, every character the document will print.
function charactersOf(p: PrintedInvoice, doc: InvoiceDocument, L: (typeof LABELS)[keyof typeof LABELS]): number[] {
  const set = new Set<number>();
  const add = (s: string | null | undefined) => {
    if (s) for (const ch of s) set.add(ch.codePointAt(0)!);
  };
  add(p.title);
  for (const [k, v] of [...p.meta, ...p.info]) add(k + v);
  add(p.captions.seller.toLocaleUpperCase(doc.language) + p.captions.buyer.toLocaleUpperCase(doc.language));
  for (const party of [p.party.seller, p.party.buyer]) {
    add(party.name);
    party.lines.forEach(add);
  }
  add(doc.seller.name);
  add(doc.buyer.name);
  add(doc.brand.tagline);
  p.columns.forEach(add);
  for (const line of p.lines) {
    line.cells.forEach(add);
    line.notes.forEach(add);
  }
  for (const r of p.sums) add(r.label + r.value);
  for (const b of p.blocks) {
    add(b.title);
    b.lines.forEach(add);
  }
  for (const t of p.texts) add(t.title + t.body);
  add(p.footer);
  add(p.contact);
  add(p.watermark);
  // page numbers, the carried totals (digits, signs and the currency's symbol are in the amounts already)
  add(`${L.page} 0123456789/ ${L.carriedForward}${L.broughtForward}${p.money(-1234567890)}`);
  set.delete(10);
  set.delete(13);
  return [...set].sort((a, b) => a - b);
}

// renderPdf draws the invoice in its design; with facturX (CII XML) the result is a Factur-X PDF/A-3b.
export async function renderPdf(doc: InvoiceDocument, opts: { facturX?: string } = {}): Promise<Buffer> {
  const L = LABELS[doc.language];
  const loaded = await loadLibs();
  const { PDFDocument } = loaded;
  const { regular, bold, shapers } = loadFonts(loaded);
  const p = printedInvoice(doc);
  const title = `${titleOf(doc, L)} ${doc.number ?? L.draft}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // no default font: pdfkit would load and parse Helvetica's AFM for every document (~5 % of a render), and every
    // text here names DejaVu
    font: '',
    // the creation date is the issue instant (it also seeds the file ID), so every download has the same bytes
    info: {
      Title: title,
      Author: doc.seller.name,
      Subject: `${doc.buyer.name} – ${formatMinor(doc.totalMinor, doc.currency, doc.language)}`,
      Creator: 'Ulak',
      Producer: 'Ulak',
      CreationDate: doc.issuedAt,
    },
    ...(opts.facturX ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // pdfkit takes an already parsed fontkit font as well as a file: parsing DejaVu once saves most of the time
  pdf.registerFont('regular', regular as unknown as Buffer);
  pdf.registerFont('bold', bold as unknown as Buffer);
  const chars = charactersOf(p, doc, L);
  const face = (name: Face) => {
    pdf.font(name);
    const font = (pdf as unknown as { _font: PdfFont })._font;
    seedSubset(font, chars);
    font.embed = embedCached;
    return font;
  };
  const c = new Canvas(pdf, face('regular'), face('bold'), shapers);
  const foot = footerLines(c, p);
  const flow = new Flow(c, PAGE.height - PAGE.margin - foot.length * lineHeight(FOOT) - 12);
  const ctx: Ctx = { c, flow, doc, p, theme: themeOf(doc.design, doc.brand) };
  header(ctx);
  parties(ctx);
  info(ctx);
  table(ctx);
  totals(ctx);
  texts(ctx);
  footers(c, p, L, foot);
  if (opts.facturX) {
    const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
      name: 'factur-x.xml',
      type: 'text/xml',
      description: 'Factur-X invoice',
      relationship: 'Alternative',
      creationDate: doc.issuedAt,
      modifiedDate: doc.issuedAt,
    };
    pdf.file(Buffer.from(opts.facturX, 'utf8'), attachment);
    (pdf as unknown as { appendXML: (xml: string) => void }).appendXML(FACTURX_XMP);
  }
  pdf.end();
  return done;
}
