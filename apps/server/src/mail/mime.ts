// A fast composer for the one message shape campaigns send: headers plus a multipart/alternative body with a
// quoted-printable text/plain and text/html part. nodemailer's general composer (MIME tree, streams, regex encoders)
// cost about as much CPU per message as everything else in the sending loop together; this builds the same RFC 5322
// message as one string that nodemailer then sends as `raw` (DKIM signing still applies).
import crypto from 'node:crypto';

export type Address = { name?: string | null; address: string };
export type AlternativeMessage = {
  from: Address;
  to: Address;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  date?: Date;
};

const HEX = Buffer.from('0123456789ABCDEF');
const LINE = 76;
// QP output never holds "=_" (a "=" is always followed by two hex digits or a line break), so this boundary cannot occur in a part
const BOUNDARY_PREFIX = '=_ulak_';

// isAscii tells a string that needs no encoding in a header (printable ASCII and spaces only).
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

// composable tells whether the fast composer can write these addresses (plain ASCII mailboxes; anything else,
// e.g. an internationalised address needing SMTPUTF8 or punycode, is left to nodemailer).
export function composable(...addresses: Address[]): boolean {
  return addresses.every((a) => /^[\x21-\x7e]+@[\x21-\x7e]+$/.test(a.address) && !/[<>"\s]/.test(a.address));
}

// parseMailbox reads a sender written as `"Name" <address>`, `Name <address>` or a bare address, by string scanning
// (the regular expression it replaces backtracked cubically on long runs of spaces).
export function parseMailbox(value: string): Address {
  const text = value.trim();
  const open = text.lastIndexOf('<');
  if (open < 0 || !text.endsWith('>')) return { address: text };
  const address = text.slice(open + 1, -1);
  if (!address.trim() || address.includes('>')) return { address: text };
  let name = text.slice(0, open).trim();
  if (name.startsWith('"')) {
    if (name.length < 2 || !name.endsWith('"')) return { address: text };
    name = unescapeQuoted(name.slice(1, -1));
  } else if (name.includes('<')) return { address: text };
  name = name.trim();
  return { name: name || null, address: address.trim() };
}

// unescapeQuoted drops the backslash of each quoted-pair in a quoted string
function unescapeQuoted(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += s[i] === '\\' && i + 1 < s.length ? s[++i] : s[i];
  return out;
}

// encodeWords writes a header text as RFC 2047 encoded words (UTF-8, base64), each under 76 characters, folded.
export function encodeWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const ch of value) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > 45) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += ch;
    bytes += n;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join('\r\n ');
}

// headerText writes an unstructured header value: as is when short printable ASCII, else as encoded words.
export function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return isAscii(clean) && clean.length <= 900 ? clean : encodeWords(clean);
}

// mailbox writes "Name <address>" with the name quoted or encoded as needed.
export function mailbox(a: Address): string {
  const name = a.name?.replace(/[\r\n]+/g, ' ').trim();
  if (!name) return a.address;
  if (!isAscii(name)) return `${encodeWords(name)} <${a.address}>`;
  return /^[\w !#$%&'*+/=?^`{|}~-]*$/.test(name) ? `${name} <${a.address}>` : `"${name.replace(/["\\]/g, '\\$&')}" <${a.address}>`;
}

// quotedPrintable encodes UTF-8 text as quoted-printable (RFC 2045 §6.7): lines end in CRLF, soft breaks keep every
// line within 76 characters, "=" and non-ASCII bytes are escaped, spaces and tabs before a line end too.
export function quotedPrintable(input: string): string {
  const src = Buffer.from(input, 'utf8');
  // worst case: every byte escaped (3) plus a soft break (3) every 25 escapes
  const out = Buffer.allocUnsafe(src.length * 3 + Math.ceil((src.length * 3) / 73) * 3 + 2);
  let o = 0;
  let col = 0;
  const softBreak = (width: number) => {
    if (col + width > LINE - 1) {
      out[o++] = 0x3d;
      out[o++] = 0x0d;
      out[o++] = 0x0a;
      col = 0;
    }
  };
  for (let i = 0; i < src.length; i++) {
    const b = src[i];
    if (b === 0x0d || b === 0x0a) {
      // \r\n, \n and a lone \r are all one hard line break
      if (b === 0x0d && src[i + 1] === 0x0a) i++;
      out[o++] = 0x0d;
      out[o++] = 0x0a;
      col = 0;
      continue;
    }
    const next = src[i + 1];
    const atLineEnd = next === undefined || next === 0x0d || next === 0x0a;
    if ((b >= 33 && b <= 126 && b !== 0x3d) || ((b === 0x20 || b === 0x09) && !atLineEnd)) {
      softBreak(1);
      out[o++] = b;
      col += 1;
    } else {
      softBreak(3);
      out[o++] = 0x3d;
      out[o++] = HEX[b >> 4];
      out[o++] = HEX[b & 15];
      col += 3;
    }
  }
  return out.toString('latin1', 0, o);
}

// rfc2822Date writes a Date header value ("Sun, 22 Nov 2026 07:50:00 +0000").
const rfc2822Date = (d: Date) => d.toUTCString().replace(/GMT$/, '+0000');

// composeAlternative builds the whole message (headers and body, CRLF line ends) as one string.
export function composeAlternative(m: AlternativeMessage): string {
  const boundary = `${BOUNDARY_PREFIX}${crypto.randomBytes(12).toString('hex')}`;
  const lines = [
    `From: ${mailbox(m.from)}`,
    `To: ${mailbox(m.to)}`,
    `Subject: ${headerText(m.subject)}`,
    `Message-ID: ${m.messageId}`,
    `Date: ${rfc2822Date(m.date ?? new Date())}`,
  ];
  for (const [key, value] of Object.entries(m.headers)) lines.push(`${key}: ${headerText(value)}`);
  lines.push('MIME-Version: 1.0', `Content-Type: multipart/alternative; boundary="${boundary}"`);
  return (
    `${lines.join('\r\n')}\r\n\r\n` +
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${quotedPrintable(m.text)}\r\n` +
    `--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${quotedPrintable(m.html)}\r\n` +
    `--${boundary}--\r\n`
  );
}
