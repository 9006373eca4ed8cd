// Email rendering: MJML → responsive HTML, HTML → plain text, and Liquid personalisation compiled once per campaign.
// Liquid here is sandboxed: no file system (include, render and layout are refused when a template is saved and find
// nothing if they get through), bounded parse size, render time, allocations and output size, and HTML output escaped
// by default so a contact's fields cannot inject markup.
import { convert } from 'html-to-text';
import { nestingWithin, plainTextOf } from '../../mail/html-scan.js';
import { Liquid, Tag, type FilterImplOptions, type FS, type TagToken, type Template, type TopLevelToken } from 'liquidjs';

/** The most characters of Liquid source one template may have (a campaign's HTML is capped lower by its schema). */
export const MAX_TEMPLATE_CHARS = 2_000_000;
/** The most characters one render may produce. */
export const MAX_RENDER_OUTPUT_CHARS = 4_000_000;
/** Per-render budgets: a preview may take longer than one recipient's message in a send. */
export const RENDER_BUDGET = {
  send: { renderLimit: 250, memoryLimit: 8_000_000 },
  preview: { renderLimit: 1000, memoryLimit: 8_000_000 },
} as const;
export type RenderBudget = keyof typeof RENDER_BUDGET;

/** A template that cannot be parsed or rendered within the sandbox's rules; `message` is safe to show its author. */
export class TemplateError extends Error {
  constructor(
    message: string,
    readonly reason: 'syntax' | 'partials' | 'limit' | 'render',
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

// no template ever reads a file: every lookup fails without touching the disk
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new TemplateError('partials are not available in templates', 'partials');
  },
  readFileSync: () => {
    throw new TemplateError('partials are not available in templates', 'partials');
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
};

const PARTIALS_REFUSED = 'is not available: templates cannot include files';
// include, render and layout fail when a template is parsed, so a template that uses them is refused when it is saved
class RefusedPartial extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    throw new Error(`{% ${token.name} %} ${PARTIALS_REFUSED}`);
  }
  *render(): Generator<unknown, void, unknown> {}
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };
// escapeHtml escapes text for an HTML element or a quoted attribute value.
export function escapeHtml(s: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const rep = HTML_ESCAPES[s[i]];
    if (!rep) continue;
    out += s.slice(last, i) + rep;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

const stringify = (v: unknown): string => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join('') : String(v));

// trustedStrings are the values `raw` may print unescaped: the workspace's own fields and the product's links
function trustedStrings(scope: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  const ws = scope.workspace;
  if (ws && typeof ws === 'object') for (const v of Object.values(ws)) if (typeof v === 'string') out.add(v);
  for (const key of ['unsubscribe_url', 'preferences_url']) if (typeof scope[key] === 'string') out.add(scope[key] as string);
  return out;
}

// `raw` prints the workspace's own trusted fields unescaped; anything else (a contact's fields above all) stays escaped
const rawFilter: FilterImplOptions = {
  raw: true,
  handler(this: { context: { environments: object } }, value: unknown) {
    const s = stringify(value);
    return trustedStrings(this.context.environments as Record<string, unknown>).has(s) ? s : escapeHtml(s);
  },
};

/** A scope key whose function, when a render supplies it, turns a template link into its tracked form. */
export const LINK_TRACKER = '__ulak_track';
// the filter behind tracked links: receives the link as rendered (HTML-encoded) and returns the attribute value
const trackFilter: FilterImplOptions = {
  raw: true,
  handler(this: { context: { environments: object } }, value: unknown) {
    const track = (this.context.environments as Record<string, unknown>)[LINK_TRACKER];
    const href = decodeAttribute(stringify(value)).trim();
    return escapeHtml(typeof track === 'function' ? String(track(href)) : href);
  },
};

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
// decodeAttribute decodes the character references an href may carry (&amp;, &#38;, &#x26;), one pass, no regex
function decodeAttribute(s: string): string {
  if (!s.includes('&')) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    const amp = s.indexOf('&', i);
    if (amp < 0) break;
    out += s.slice(i, amp);
    const semi = s.indexOf(';', amp);
    const name = semi > amp && semi - amp <= 10 ? s.slice(amp + 1, semi) : '';
    let rep: string | undefined;
    if (name.startsWith('#x') || name.startsWith('#X')) rep = codePoint(parseInt(name.slice(2), 16));
    else if (name.startsWith('#')) rep = codePoint(parseInt(name.slice(1), 10));
    else rep = NAMED_ENTITIES[name];
    if (rep === undefined) {
      out += '&';
      i = amp + 1;
    } else {
      out += rep;
      i = semi + 1;
    }
  }
  return out + s.slice(i);
}
const codePoint = (n: number) => (Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : undefined);

function sandbox(html: boolean): Liquid {
  const liquid = new Liquid({
    strictFilters: false,
    strictVariables: false,
    ownPropertyOnly: true,
    jsTruthy: true,
    fs: NO_FILES,
    relativeReference: false,
    parseLimit: MAX_TEMPLATE_CHARS,
    renderLimit: RENDER_BUDGET.send.renderLimit,
    memoryLimit: RENDER_BUDGET.send.memoryLimit,
    ...(html ? { outputEscape: 'escape' as const } : {}),
  });
  for (const tag of ['include', 'render', 'layout']) liquid.registerTag(tag, RefusedPartial);
  if (html) {
    liquid.registerFilter('raw', rawFilter);
    liquid.registerFilter(LINK_TRACKER, trackFilter);
  }
  return liquid;
}

const engines = { html: sandbox(true), text: sandbox(false) };

/** html: the output is HTML and printed values are escaped; text: plain text (subjects, text parts), nothing escaped. */
export type LiquidMode = keyof typeof engines;

// parse reads a template, refusing partial tags and sources over the size cap with a TemplateError.
function parse(source: string, mode: LiquidMode): Template[] {
  if (source.length > MAX_TEMPLATE_CHARS) throw new TemplateError(`the template is longer than ${MAX_TEMPLATE_CHARS} characters`, 'limit');
  try {
    return engines[mode].parse(source);
  } catch (err) {
    const message = firstLine(err);
    throw new TemplateError(message, message.includes(PARTIALS_REFUSED) ? 'partials' : 'syntax');
  }
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message.split('\n')[0] : 'invalid template');

// renderError turns liquidjs's render failure into a TemplateError that names the limit when one was hit.
function renderError(err: unknown): TemplateError {
  if (err instanceof TemplateError) return err;
  const message = firstLine(err);
  const cause = (err as { originalError?: unknown }).originalError;
  if (cause instanceof TemplateError) return cause;
  return new TemplateError(message, /limit exceeded/.test(message) ? 'limit' : 'render');
}

// compileMjml turns MJML into HTML; throws with the validator's first message on invalid markup. MJML (~35 MB once
// loaded) comes in with the first template saved, not at start: a sending worker never needs it. mj-include is off:
// MJML never reads a file.
export async function compileMjml(source: string): Promise<string> {
  if (source.length > MAX_TEMPLATE_CHARS) throw new TemplateError('the MJML is too long', 'limit');
  if (!nestingWithin(source, MAX_NESTING, 50_000)) throw new TemplateError('the MJML nests too deeply or has too many tags', 'limit');
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(source, { validationLevel: 'soft', keepComments: false, ignoreIncludes: true });
  if (!result.html) throw new Error(result.errors?.[0]?.formattedMessage ?? 'invalid MJML');
  return result.html;
}

/** The deepest nesting given to a tree-building parser (html-to-text, MJML); deeper markup is read linearly or refused. */
export const MAX_NESTING = 256;

// htmlToText derives the plain-text part from HTML (links kept as "text [url]"). Hostile markup (deeper than
// MAX_NESTING, or too many tags) is read by a linear scanner instead of html-to-text, whose parser is quadratic on it.
export function htmlToText(html: string): string {
  if (!nestingWithin(html, MAX_NESTING)) return plainTextOf(html);
  return convert(html, {
    wordwrap: 100,
    limits: { maxInputLength: MAX_TEMPLATE_CHARS, maxDepth: MAX_NESTING },
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim();
}

export type Personalizer = (vars: Record<string, unknown>) => string;

// compileLiquid parses a template once; the returned function renders it for one recipient within the budget and
// throws TemplateError when it fails or exceeds a limit. Invalid Liquid throws TemplateError at compile time.
export function compileLiquid(source: string, mode: LiquidMode = 'html', budget: RenderBudget = 'send'): Personalizer {
  const parsed = parse(source, mode);
  const engine = engines[mode];
  const limits = RENDER_BUDGET[budget];
  return (vars) => {
    let out: string;
    try {
      out = engine.renderSync(parsed, vars, limits) as string;
    } catch (err) {
      throw renderError(err);
    }
    if (out.length > MAX_RENDER_OUTPUT_CHARS) throw new TemplateError(`the rendered message is longer than ${MAX_RENDER_OUTPUT_CHARS} characters`, 'limit');
    return out;
  };
}

// validateLiquid returns why a template cannot be used (syntax, partials, size), or null when it is valid.
export function validateLiquid(source: string, mode: LiquidMode = 'html'): string | null {
  try {
    parse(source, mode);
    return null;
  } catch (err) {
    return firstLine(err);
  }
}

/** Sample values for previews and for the trial render that saving a template or starting a campaign runs. */
export const PREVIEW_VARS = {
  contact: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', company: 'Örnek A.Ş.', attributes: {} },
  workspace: { name: 'Ulak' },
  unsubscribe_url: '#unsubscribe',
  preferences_url: '#preferences',
};

/** The error code that tells a template's author why it was refused. */
export type TemplateProblemCode = 'TEMPLATE_INVALID_LIQUID' | 'TEMPLATE_PARTIALS_UNAVAILABLE' | 'TEMPLATE_LIMIT_EXCEEDED';

// messageTemplateProblem parses a subject and an HTML body and renders both once with sample values under a
// recipient's budget: a template that is invalid, includes files or blows a limit is refused before any send.
export function messageTemplateProblem(subject: string, html: string): { code: TemplateProblemCode; error: string } | null {
  for (const [source, mode] of [
    [subject, 'text'],
    [html, 'html'],
  ] as const) {
    try {
      compileLiquid(source, mode, 'send')(PREVIEW_VARS);
    } catch (err) {
      const e = renderError(err);
      const code = e.reason === 'partials' ? 'TEMPLATE_PARTIALS_UNAVAILABLE' : e.reason === 'limit' ? 'TEMPLATE_LIMIT_EXCEEDED' : 'TEMPLATE_INVALID_LIQUID';
      return { code, error: e.message };
    }
  }
  return null;
}
