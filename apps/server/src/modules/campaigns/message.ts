// Builds each campaign email: Liquid personalisation, tracked links and open pixel, unsubscribe link and RFC 8058 headers,
// plain-text part, Message-ID. Templates are compiled once per campaign; per message only rendering remains.
import crypto from 'node:crypto';
import type { Language } from '@ulak/shared';
import { compileLiquid, htmlToText, type Personalizer } from '../templates/render.js';

export type TrackingSigner = ReturnType<typeof trackingSigner>;

// trackingSigner signs tracking tokens (delivery id, and the target URL for clicks) with the instance secret.
export function trackingSigner(secret: string) {
  const mac = (data: string) => crypto.createHmac('sha256', secret).update(data).digest('base64url').slice(0, 16);
  return {
    open: (deliveryId: number) => `${deliveryId.toString(36)}.${mac(`o:${deliveryId}`)}`,
    readOpen(token: string): number | undefined {
      const [id, sig] = token.replace(/\.gif$/, '').split('.');
      const n = parseInt(id ?? '', 36);
      return Number.isSafeInteger(n) && sig === mac(`o:${n}`) ? n : undefined;
    },
    click: (deliveryId: number, url: string) => `${deliveryId.toString(36)}.${mac(`c:${deliveryId}:${url}`)}`,
    readClick(token: string, url: string): number | undefined {
      const [id, sig] = token.split('.');
      const n = parseInt(id ?? '', 36);
      return Number.isSafeInteger(n) && sig === mac(`c:${n}:${url}`) ? n : undefined;
    },
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

const HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi;
const UNSUB_VAR = /\{\{\s*(unsubscribe_url|preferences_url)\s*\}\}/;

// compileCampaign prepares a campaign for sending: templates parsed once, then one render per recipient.
export function compileCampaign(
  c: CampaignForSend,
  opts: { publicUrl: string; signer: TrackingSigner; contactToken: (contactId: string) => string; workspaceName: string; language: Language; messageDomain: string },
): CompiledCampaign {
  const footer =
    opts.language === 'tr'
      ? '<p style="font-size:12px;color:#868e96;text-align:center">Bu e-postayı almak istemiyorsanız <a href="{{ unsubscribe_url }}">abonelikten çıkabilir</a> veya <a href="{{ preferences_url }}">tercihlerinizi</a> değiştirebilirsiniz.</p>'
      : '<p style="font-size:12px;color:#868e96;text-align:center">Don\'t want these emails? <a href="{{ unsubscribe_url }}">Unsubscribe</a> or change your <a href="{{ preferences_url }}">preferences</a>.</p>';
  // a visible unsubscribe link is always there: the template's own, or our footer
  const html = UNSUB_VAR.test(c.htmlContent) ? c.htmlContent : c.htmlContent.includes('</body>') ? c.htmlContent.replace('</body>', `${footer}</body>`) : c.htmlContent + footer;
  const text = c.textContent?.trim() ? c.textContent : htmlToText(html.replace(/\{\{\s*(unsubscribe_url|preferences_url)\s*\}\}/g, '{{ $1 }}'));
  const textWithUnsub = /\{\{\s*unsubscribe_url\s*\}\}/.test(text) ? text : `${text}\n\n${opts.language === 'tr' ? 'Abonelikten çıkmak için' : 'Unsubscribe'}: {{ unsubscribe_url }}`;
  const plain = (s: string): Personalizer => () => s;
  const personalize = c.personalizeContent;
  const htmlT = personalize ? compileLiquid(html) : compileLiquid(html.replace(/\{\{(?!\s*(unsubscribe_url|preferences_url)\s*\}\})[^}]*\}\}/g, ''));
  const textT = compileLiquid(personalize ? textWithUnsub : textWithUnsub.replace(/\{\{(?!\s*unsubscribe_url\s*\}\})[^}]*\}\}/g, ''));
  const subjects = (c.abSubjects?.length ? c.abSubjects : [c.subject]).map((s) => (personalize ? compileLiquid(s) : plain(s)));

  return (r) => {
    const token = opts.contactToken(String(r.contact.id ?? ''));
    const unsubscribeUrl = `${opts.publicUrl}/api/public/unsubscribe/${token}?c=${c.id}`;
    const preferencesUrl = `${opts.publicUrl}/preferences/${token}`;
    const vars = { contact: r.contact, workspace: { name: opts.workspaceName }, unsubscribe_url: unsubscribeUrl, preferences_url: preferencesUrl, campaign: { id: c.id } };
    let body = htmlT(vars);
    if (c.trackClicks) {
      body = body.replace(HREF, (m, pre: string, q: string, url: string) => {
        if (url.startsWith(`${opts.publicUrl}/api/public/`) || url.startsWith(`${opts.publicUrl}/preferences/`)) return m;
        return `${pre}${q}${opts.publicUrl}/t/c/${opts.signer.click(r.id, url)}?u=${encodeURIComponent(url)}${q}`;
      });
    }
    if (c.trackOpens) {
      const pixel = `<img src="${opts.publicUrl}/t/o/${opts.signer.open(r.id)}.gif" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`;
      body = body.includes('</body>') ? body.replace('</body>', `${pixel}</body>`) : body + pixel;
    }
    const subjectT = subjects[r.variant ?? 0] ?? subjects[0];
    return {
      subject: subjectT(vars),
      html: body,
      text: textT(vars),
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
