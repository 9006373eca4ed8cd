import { isMessageKey, translate, type Language } from '@ulak/shared';
import { formatDateTime } from '../../ui/format';
import type { LooseT } from './useLooseT';

/** Details the engine writes that are not codes of the message catalogue: each has a text under automation.stepDetails. */
const WORDS = new Set(['queued', 'sent', 'skipped', 'overdue_after_resume', 'frequency_cap', 'a', 'b', 'contact deleted', 'step timeout']);
const CONTACT_STATUSES = new Set(['subscribed', 'non_subscribed', 'unsubscribed', 'bounced', 'complained']);

// stepDetail shows a step's detail in the page's language: the engine's own words (sent, yes, until <time>, …), a
// server code (CHANNEL_NO_CONSENT, AUTOMATION_EMAIL_PLAN_LIMIT…) or a code with its argument
// (AUTOMATION_WHATSAPP_PARAM_EMPTY:2); anything else (a provider's text) as it is. `kind` tells a condition's yes from
// an event wait's.
export function stepDetail(detail: string | null, t: LooseT, language: string, kind?: string): string {
  if (!detail) return '';
  const lang = (language === 'tr' ? 'tr' : 'en') as Language;
  const k = (key: string, options?: Record<string, unknown>) => t(`automation.stepDetails.${key}`, options);
  if (WORDS.has(detail)) return k(detail.replace(' ', '_'));
  if (detail === 'yes' || detail === 'no') return k(`${kind === 'wait' ? 'event' : 'condition'}_${detail}`);
  const space = detail.indexOf(' ');
  const [word, rest] = space > 0 ? [detail.slice(0, space), detail.slice(space + 1)] : [detail, ''];
  if (word === 'until' && !Number.isNaN(Date.parse(rest))) return k('until', { at: formatDateTime(rest, language) });
  if (word === 'lead') return k('lead');
  if (word === 'added' && /^\d+$/.test(rest)) return k(rest === '0' ? 'already_member' : 'added');
  // an email not sent to a contact who is not subscribed; "subscribed" means its address is suppressed
  if (word === 'contact' && CONTACT_STATUSES.has(rest)) return k(`contact_${rest}`);
  if (isMessageKey(detail)) return translate(detail, lang);
  const colon = detail.indexOf(':');
  const code = colon > 0 ? detail.slice(0, colon) : '';
  const arg = detail.slice(colon + 1);
  return isMessageKey(code) ? translate(code, lang, { n: arg, channel: arg }) : detail;
}
