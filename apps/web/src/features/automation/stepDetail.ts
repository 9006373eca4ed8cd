import { isMessageKey, translate, type Language } from '@ulak/shared';

// stepDetail shows a step's detail: a server code (CHANNEL_NO_CONSENT, AUTOMATION_EMAIL_PLAN_LIMIT…), or a code with its
// argument (AUTOMATION_WHATSAPP_PARAM_EMPTY:2), in the page's language; anything else (a provider's text) as it is.
export function stepDetail(detail: string | null, language: string): string {
  if (!detail) return '';
  const lang = (language === 'tr' ? 'tr' : 'en') as Language;
  if (isMessageKey(detail)) return translate(detail, lang);
  const colon = detail.indexOf(':');
  const code = colon > 0 ? detail.slice(0, colon) : '';
  const arg = detail.slice(colon + 1);
  return isMessageKey(code) ? translate(code, lang, { n: arg, channel: arg }) : detail;
}
