// The product notifications other modules' events become (campaign finished, invoice paid, new lead, deal won): the
// category whose email / in-app / SMS flags decide who hears of it, the texts in both languages, and the link.
import { formatMinor, formatNumber, translate, type Language, type MessageKey } from '@ulak/shared';
import type { Notice } from './settings.service.js';

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** A text in both languages; a function value is written in each reader's language (numbers, money). */
const both = (key: MessageKey, vars: Record<string, string | number | ((lang: Language) => string)> = {}) => {
  const of = (lang: Language) => translate(key, lang, Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'function' ? v(lang) : v])));
  return { tr: of('tr'), en: of('en') };
};
const perLanguage = (f: (lang: Language) => string) => ({ tr: f('tr'), en: f('en') });
const money = (major: number, currency: string) => (lang: Language) => formatMinor(Math.round(major * 100), currency, lang);

// noticeOf turns an event into a notification, or undefined for events that make none.
export function noticeOf(type: string, data: Data): Notice | undefined {
  switch (type) {
    case 'campaign.sent': {
      const count = (v: unknown) => (lang: Language) => formatNumber(num(v), lang);
      const figures = { sent: count(data.sent), recipients: count(data.recipients), failed: count(data.failed) };
      return {
        category: 'email_campaigns',
        title: both('NOTICE_CAMPAIGN_SENT', { name: str(data.name) }),
        body: both(num(data.failed) ? 'NOTICE_CAMPAIGN_SENT_FAILED' : 'NOTICE_CAMPAIGN_SENT_BODY', figures),
        link: str(data.id) ? `/app/campaigns/${str(data.id)}/report` : '/app/campaigns',
      };
    }
    case 'invoice.paid': {
      const amount = money(num(data.total), str(data.currency) || 'TRY');
      return {
        category: 'invoices',
        title: both('NOTICE_INVOICE_PAID', { number: str(data.number) || str(data.id).slice(0, 8) }),
        body: perLanguage((lang) => [str(data.customer), amount(lang)].filter(Boolean).join(' — ')),
        link: '/app/invoices',
      };
    }
    case 'lead.created': {
      const assignee = str(data.assignedTo);
      return {
        category: 'crm_activities',
        title: both('NOTICE_LEAD_CREATED', { name: str(data.name) || str(data.email) }),
        body: [str(data.company), str(data.email), str(data.source)].filter(Boolean).join(' · '),
        link: '/app/crm',
        // a lead assigned to someone is theirs to hear about; otherwise the whole team hears
        ...(assignee ? { userIds: [assignee] } : {}),
      };
    }
    case 'deal.won': {
      const assignee = str(data.assignedTo);
      const amount = money(num(data.value), str(data.currency) || 'TRY');
      return {
        category: 'crm_activities',
        title: both('NOTICE_DEAL_WON', { title: str(data.title) }),
        body: perLanguage((lang) => (num(data.value) ? amount(lang) : '')),
        link: '/app/crm',
        ...(assignee ? { userIds: [assignee] } : {}),
      };
    }
    default:
      return undefined;
  }
}
