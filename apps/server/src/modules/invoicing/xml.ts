// A small, fast XML writer for the e-invoices: escaped text, no empty elements (PEPPOL-EN16931-R008), fixed decimals.

// characters XML 1.0 forbids are dropped; markup characters are escaped
const INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// esc escapes text or an attribute value.
export const esc = (s: string) => s.replace(INVALID, '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Attrs = Record<string, string | undefined>;
const attrs = (a?: Attrs) =>
  a
    ? Object.entries(a)
        .map(([k, v]) => (v === undefined ? '' : ` ${k}="${esc(v)}"`))
        .join('')
    : '';

// el is an element with text content; nothing at all when the value is empty.
export function el(name: string, value: string | number | null | undefined, a?: Attrs): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  return `<${name}${attrs(a)}>${esc(text)}</${name}>`;
}

// wrap is an element around already-written children; nothing when every child is empty.
export function wrap(name: string, children: (string | false | null | undefined)[], a?: Attrs): string {
  const inner = children.filter(Boolean).join('');
  return inner ? `<${name}${attrs(a)}>${inner}</${name}>` : '';
}

// amount renders minor units as a decimal with two places ("1234.56").
export function amount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// decimal renders a number without trailing zeros ("20", "8.5", "1.25").
export const decimal = (n: number | string) => String(Number(Number(n).toFixed(3)));

// unitPriceAmount renders a unit price in ten-thousandths with two to four decimals (1500000 → "150.00", 12345 → "1.2345").
export function unitPriceAmount(e4: number): string {
  const sign = e4 < 0 ? '-' : '';
  const abs = Math.abs(Math.round(e4));
  const frac = String(abs % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}${Math.floor(abs / 10_000)}.${frac}`;
}
