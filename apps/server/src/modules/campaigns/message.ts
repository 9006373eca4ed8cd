// Builds each campaign email: Liquid personalisation, tracked links and open pixel, unsubscribe link and RFC 8058 headers,
// plain-text part, Message-ID. Templates are compiled once per campaign; per message only rendering remains.
import crypto from 'node:crypto';
import { translate, type Language } from '@ulak/shared';
import { scanHtml } from '../../mail/html-scan.js';
import { compileLiquid, htmlToText, LINK_TRACKER, MAX_TEMPLATE_CHARS } from '../templates/index.js';
import { footerHtml } from '../white-label/index.js';

export type TrackingSigner = ReturnType<typeof trackingSigner>;

// trackingSigner signs tracking tokens (delivery id, and the target URL for clicks) with the instance secret. A click
// link also signs how many distinct links its message tracks (`links`, the ?n= of the link), so a scanner that follows
// every one of them can be told apart; links sent before that carry no count and are read without one. The honeypot
// token names only the delivery.
export function trackingSigner(secret: string) {
  const mac = (data: string) => crypto.createHmac('sha256', secret).update(data).digest('base64url').slice(0, 16);
  const clickData = (deliveryId: number, url: string, links?: number) => (links === undefined ? `c:${deliveryId}:${url}` : `c:${deliveryId}:${links}:${url}`);
  const idOf = (token: string, data: (n: number) => string): number | undefined => {
    const [id, sig] = token.split('.');
    const n = parseInt(id ?? '', 36);
    return Number.isSafeInteger(n) && sig === mac(data(n)) ? n : undefined;
  };
  return {
    open: (deliveryId: number) => `${deliveryId.toString(36)}.${mac(`o:${deliveryId}`)}`,
    readOpen: (token: string): number | undefined => idOf(token.replace(/\.gif$/, ''), (n) => `o:${n}`),
    click: (deliveryId: number, url: string, links?: number) => `${deliveryId.toString(36)}.${mac(clickData(deliveryId, url, links))}`,
    readClick: (token: string, url: string, links?: number): number | undefined => idOf(token, (n) => clickData(n, url, links)),
    honeypot: (deliveryId: number) => `${deliveryId.toString(36)}.${mac(`h:${deliveryId}`)}`,
    readHoneypot: (token: string): number | undefined => idOf(token, (n) => `h:${n}`),
  };
}

export type CampaignForSend = {
  id: string;
  subject: string;
  htmlContent: string;
  textContent: string | null;
  personalizeContent: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  abSubjects: string[] | null;
};
export type Recipient = { id: number; email: string; name: string | null; variant: number | null; contact: Record<string, unknown> };
export type CompiledCampaign = (r: Recipient) => { subject: string; html: string; text: string; headers: Record<string, string>; messageId: string };

const UNSUB_VAR = /\{\{\s*(unsubscribe_url|preferences_url)\s*\}\}/;

// compileCampaign prepares a campaign for sending: templates parsed once, then one render per recipient. HTML output
// escapes every printed value, so a contact's fields cannot add markup or links; only the template's own links are
// tracked. Throws TemplateError when a template cannot be compiled.
export function compileCampaign(
  c: CampaignForSend,
  opts: {
    publicUrl: string;
    signer: TrackingSigner;
    contactToken: (contactId: string) => string;
    workspaceName: string;
    language: Language;
    messageDomain: string;
    /** A white-label workspace's footer text: added, escaped, to the HTML and text parts after rendering (never Liquid). */
    footer?: string | null;
  },
): CompiledCampaign {
  const brandFooter = opts.footer?.trim() ?? '';
  const footer = `<p style="font-size:12px;color:#868e96;text-align:center">${translate('CAMPAIGN_UNSUBSCRIBE_FOOTER', opts.language)}</p>`;
  // a visible unsubscribe link is always there: the template's own, or our footer
  const source = c.htmlContent.length > MAX_TEMPLATE_CHARS ? c.htmlContent.slice(0, MAX_TEMPLATE_CHARS) : c.htmlContent;
  const html = UNSUB_VAR.test(source) ? source : insertBeforeBodyEnd(source, footer);
  const text = c.textContent?.trim() ? c.textContent : htmlToText(html);
  const textWithUnsub = /\{\{\s*unsubscribe_url\s*\}\}/.test(text)
    ? text
    : `${text}\n\n${translate('CAMPAIGN_UNSUBSCRIBE_TEXT', opts.language)}: {{ unsubscribe_url }}`;
  const htmlT = compileLiquid(c.trackClicks ? trackableLinks(html) : html, 'html');
  const textT = compileLiquid(textWithUnsub, 'text');
  const subjects = (c.abSubjects?.length ? c.abSubjects : [c.subject]).map((s) => compileLiquid(s, 'text'));
  const ours = [`${opts.publicUrl}/api/public/`, `${opts.publicUrl}/preferences/`];
  // a tracked link is rendered as a placeholder first: its signed form carries the count of the message's links,
  // known only once the whole message is rendered (the nonce keeps a contact's text from forging a placeholder)
  const placeholder = `__ulak_link_${crypto.randomBytes(6).toString('hex')}_`;
  const placeholders = new RegExp(`${placeholder}(\\d+)__`, 'g');

  return (r) => {
    const token = opts.contactToken(String(r.contact.id ?? ''));
    // a message outside a campaign (id '') carries no campaign to attribute the unsubscribe to
    const unsubscribeUrl = `${opts.publicUrl}/api/public/unsubscribe/${token}${c.id ? `?c=${c.id}` : ''}`;
    const preferencesUrl = `${opts.publicUrl}/preferences/${token}`;
    // a campaign that does not personalise still fills in the links and the workspace, never the contact's fields
    const contact = c.personalizeContent ? r.contact : {};
    const tracked: string[] = [];
    const track = (url: string) => {
      if (!/^https?:\/\//i.test(url) || ours.some((p) => url.startsWith(p))) return url;
      tracked.push(url);
      return `${placeholder}${tracked.length - 1}__`;
    };
    const vars = {
      contact,
      workspace: { name: opts.workspaceName },
      unsubscribe_url: unsubscribeUrl,
      preferences_url: preferencesUrl,
      campaign: { id: c.id },
      [LINK_TRACKER]: track,
    };
    let body = htmlT(vars);
    if (tracked.length) {
      const links = new Set(tracked).size;
      body = body.replace(placeholders, (_m, i: string) => {
        const url = tracked[Number(i)];
        return `${opts.publicUrl}/t/c/${opts.signer.click(r.id, url, links)}?u=${encodeURIComponent(url)}&amp;n=${links}`;
      });
    }
    if (brandFooter) body = insertBeforeBodyEnd(body, footerHtml(brandFooter));
    if (c.trackClicks) body = insertBeforeBodyEnd(body, honeypotLink(`${opts.publicUrl}/t/h/${opts.signer.honeypot(r.id)}`));
    if (c.trackOpens) {
      const pixel = `<img src="${opts.publicUrl}/t/o/${opts.signer.open(r.id)}.gif" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`;
      body = insertBeforeBodyEnd(body, pixel);
    }
    const subjectT = subjects[r.variant ?? 0] ?? subjects[0];
    return {
      subject: subjectT(vars),
      html: body,
      text: brandFooter ? `${textT(vars).trimEnd()}\n\n${brandFooter}\n` : textT(vars),
      messageId: `<${r.id.toString(36)}.${c.id.slice(0, 8)}@${opts.messageDomain}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'X-Ulak-Campaign': c.id,
        'X-Ulak-Delivery': String(r.id),
        Precedence: 'bulk',
      },
    };
  };
}

// honeypotLink is the hidden link a person never follows and a link scanner does: no text, 1×1, transparent, hidden from
// assistive technology and the keyboard, and hidden in Outlook (mso-hide). A request for it marks the delivery's clicks
// around it as a scanner's (tracking/tracking.ts) and answers 204.
function honeypotLink(href: string): string {
  return `<a href="${href}" aria-hidden="true" tabindex="-1" style="display:inline-block;width:1px;height:1px;overflow:hidden;opacity:0;font-size:0;line-height:0;color:transparent;text-decoration:none;mso-hide:all"></a>`;
}

// insertBeforeBodyEnd puts a fragment before the last </body>, or at the end when there is none (plain string search).
function insertBeforeBodyEnd(html: string, fragment: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + fragment : html.slice(0, at) + fragment + html.slice(at);
}

// trackableLinks rewrites the href of every <a> in the template (found by a linear-time HTML scanner, never a regular
// expression) so that, at render time, the link as rendered for the recipient goes through the tracking filter. A
// contact's field is printed escaped and so never becomes an <a>: only the template's own links are tracked.
export function trackableLinks(html: string): string {
  let out = '';
  let last = 0;
  scanHtml(html, {
    attribute(tag, name, _value, start, end) {
      if (tag !== 'a' || name !== 'href' || start < last) return;
      out += `${html.slice(last, start)}href="{% capture ${HREF_VAR} %}${attributeSource(html.slice(start, end))}{% endcapture %}{{ ${HREF_VAR} | ${LINK_TRACKER} }}"`;
      last = end;
    },
  });
  return out + html.slice(last);
}

const HREF_VAR = '__ulak_href';

// attributeSource is the value part of an attribute's source text (`href = "…"`, `href='…'` or `href=…`), undecoded
function attributeSource(attr: string): string {
  const eq = attr.indexOf('=');
  if (eq < 0) return '';
  const raw = attr.slice(eq + 1).trim();
  const q = raw[0];
  return (q === '"' || q === "'") && raw.endsWith(q) && raw.length >= 2 ? raw.slice(1, -1) : raw;
}
