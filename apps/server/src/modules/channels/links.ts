// Tracked links of channel campaign messages. Each http(s) URL in a message's text (and in a WhatsApp template's text
// parameters) goes out as `<public URL>/api/channels/c/<code>`: the code is the message row's id and the link's
// position. A click is counted on the row and answered with a redirect to the URL as the row's own text has it, so a
// code can only ever lead where the message itself pointed (no open redirect, nothing stored besides the row).
import type { ChannelTemplate } from '@ulak/shared';

/** Links a message may track (one base-36 digit names the position). */
const MAX_LINKS = 36;
// a URL runs to the next blank or quote; the scan is linear (no nested quantifiers)
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

export const CLICK_PATH = '/api/channels/c/';

// urlsIn returns the URLs of a text in order, without the punctuation that ends a sentence after them.
function urlsIn(text: string): { start: number; url: string }[] {
  const out: { start: number; url: string }[] = [];
  for (const m of text.matchAll(URL_PATTERN)) out.push({ start: m.index, url: m[0].replace(TRAILING, '') });
  return out;
}

// linkCode names one link of one message: the message id's 16 bytes in base64url (22 characters) and its position.
export function linkCode(messageId: string, n: number): string {
  return Buffer.from(messageId.replace(/-/g, ''), 'hex').toString('base64url') + n.toString(36);
}

// parseLinkCode reads a link code back (undefined when it is not one).
export function parseLinkCode(code: string): { messageId: string; n: number } | undefined {
  if (!/^[A-Za-z0-9_-]{22}[0-9a-z]$/.test(code)) return undefined;
  const hex = Buffer.from(code.slice(0, 22), 'base64url').toString('hex');
  if (hex.length !== 32) return undefined;
  return { messageId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, n: parseInt(code.slice(22), 36) };
}

// the texts of a message whose links are tracked, in the order positions count them
const sources = (text: string | undefined | null, template: ChannelTemplate | undefined | null): string[] => [
  text ?? '',
  ...(template?.header?.type === 'text' ? template.header.params : []),
  ...(template?.params ?? []),
];

/** A message's text and template with every link (up to 36) replaced by its tracked address. */
export function trackLinks(
  publicUrl: string,
  messageId: string,
  text: string | undefined,
  template: ChannelTemplate | undefined,
): { text: string | undefined; template: ChannelTemplate | undefined } {
  let n = 0;
  const rewrite = (s: string) => {
    let out = '';
    let at = 0;
    for (const { start, url } of urlsIn(s)) {
      if (n >= MAX_LINKS) break;
      out += s.slice(at, start) + publicUrl + CLICK_PATH + linkCode(messageId, n++);
      at = start + url.length;
    }
    return out + s.slice(at);
  };
  const [first, ...params] = sources(text, template);
  const tracked = text === undefined ? undefined : rewrite(first);
  if (!template) return { text: tracked, template };
  const header = template.header?.type === 'text' ? { type: 'text' as const, params: template.header.params.map(rewrite) } : template.header;
  const bodyParams = params.slice(header?.type === 'text' ? header.params.length : 0).map(rewrite);
  return { text: tracked, template: { ...template, params: bodyParams, ...(header ? { header } : {}) } };
}

/** The n-th link of a message as written (undefined when it has fewer). */
export function linkTarget(text: string | null, template: ChannelTemplate | null, n: number): string | undefined {
  let i = 0;
  for (const s of sources(text, template)) {
    for (const { url } of urlsIn(s)) {
      if (i === n) return url;
      i += 1;
    }
  }
  return undefined;
}

/** The first link of a text (a push notification opens it when clicked). */
export function firstLink(text: string): string | undefined {
  return urlsIn(text)[0]?.url;
}
