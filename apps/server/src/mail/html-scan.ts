// A linear-time HTML scanner over htmlparser2's tokenizer: tags, attributes with their source positions, and text.
// It keeps no stack of open elements (whose scans make tree builders quadratic on deep nesting), so any input — deep
// nesting, unclosed tags, a megabyte of '<' — is read in one pass. Use it instead of regular expressions over HTML.
import { Tokenizer } from 'htmlparser2';

export type HtmlEvents = {
  /** An opening tag, its name lower-cased. */
  openTag?: (name: string) => void;
  /** One attribute of the tag being opened: decoded value and the attribute's source span [start, end). */
  attribute?: (tag: string, name: string, value: string, start: number, end: number) => void;
  /** A closing tag, its name lower-cased. */
  closeTag?: (name: string) => void;
  /** Decoded text; `rawIn` names the script or style element the text is the source of. */
  text?: (text: string, rawIn: 'script' | 'style' | undefined) => void;
};

// scanHtml reads html once and reports what it finds to events.
export function scanHtml(html: string, events: HtmlEvents): void {
  let tag = '';
  let attrName = '';
  let attrStart = 0;
  let attrValue = '';
  let rawIn: 'script' | 'style' | undefined;
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
        events.openTag?.(tag);
      },
      onattribname(start, end) {
        attrName = html.slice(start, end).toLowerCase();
        attrStart = start;
        attrValue = '';
      },
      onattribdata(start, end) {
        attrValue += html.slice(start, end);
      },
      onattribentity(codepoint) {
        attrValue += String.fromCodePoint(codepoint);
      },
      onattribend(_quote, end) {
        events.attribute?.(tag, attrName, attrValue, attrStart, end);
      },
      onopentagend() {
        if (tag === 'script' || tag === 'style') rawIn = tag;
      },
      onselfclosingtag() {
        if (tag === 'script' || tag === 'style') rawIn = undefined;
      },
      onclosetag(start, end) {
        const name = html.slice(start, end).toLowerCase();
        if (name === rawIn) rawIn = undefined;
        events.closeTag?.(name);
      },
      ontext(start, end) {
        events.text?.(html.slice(start, end), rawIn);
      },
      ontextentity(codepoint) {
        events.text?.(String.fromCodePoint(codepoint), rawIn);
      },
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

// nestingWithin tells whether html nests no deeper than maxDepth elements and has at most maxTokens tags and text runs,
// counted in one pass with a bounded stack. Tree-building parsers (html-to-text's, MJML's) walk their open-element
// stack on every closing tag, recurse per level, or append text runs: they may only be given markup that passes.
export function nestingWithin(html: string, maxDepth: number, maxTokens = 100_000): boolean {
  const stack: string[] = [];
  let tags = 0;
  let ok = true;
  scanHtml(html, {
    openTag(name) {
      tags += 1;
      if (!VOID.has(name)) stack.push(name);
      if (stack.length > maxDepth || tags > maxTokens) ok = false;
      if (!ok) stack.length = 0;
    },
    text() {
      tags += 1;
      if (tags > maxTokens) ok = false;
    },
    closeTag(name) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
    },
  });
  return ok;
}

const BLOCK = new Set([
  'p',
  'div',
  'br',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'ul',
  'ol',
  'blockquote',
  'hr',
]);

// plainTextOf is the text of any HTML, read in one linear pass: blocks on their own lines, links as "text [url]".
export function plainTextOf(html: string): string {
  const out: string[] = [];
  let link: { href: string; start: number } | undefined;
  scanHtml(html, {
    openTag(name) {
      if (BLOCK.has(name)) out.push('\n');
      if (name === 'a') link = { href: '', start: out.length };
    },
    attribute(tag, name, value) {
      if (tag === 'a' && name === 'href' && link) link.href = value.trim();
    },
    closeTag(name) {
      if (BLOCK.has(name)) out.push('\n');
      if (name !== 'a' || !link) return;
      const shown = out.slice(link.start).join('').trim();
      if (/^https?:\/\//i.test(link.href) && shown !== link.href) out.push(` [${link.href}]`);
      link = undefined;
    },
    text(text, rawIn) {
      if (!rawIn) out.push(text.replaceAll('\u00a0', ' '));
    },
  });
  return out
    .join('')
    .split('\n')
    .map((line) => line.split(/\s+/).filter(Boolean).join(' '))
    .filter((line, i, lines) => line || (i > 0 && lines[i - 1]))
    .join('\n')
    .trim();
}
